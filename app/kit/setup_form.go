package kit

import (
	"errors"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
)

// What every game's setup form shares: the title field, the status line and
// Start button under the form, the page around them, the campaign the session
// joins, and the start that first asks for the printed values it needs.

// CampaignNew, as the campaign chosen on a setup form, starts a new campaign
// with the session.
const CampaignNew int64 = -1

// TitleField is the form's title, under its heading, keeping what is typed in
// *title.
func (u *UI) TitleField(title *string) fyne.CanvasObject {
	e := widget.NewEntry()
	e.SetPlaceHolder(u.Loc.T("app.setup.title_placeholder"))
	e.SetText(*title)
	e.OnChanged = func(s string) { *title = s }
	return container.NewVBox(Subheading(u.Loc.T("app.setup.title")), Tall(e))
}

// Toggled is a choice in order (heroes in turn order, characters in seating
// order) with id taken out, or else added at the end while fewer than most
// are chosen.
func Toggled[T comparable](chosen []T, id T, most int) []T {
	if i := slices.Index(chosen, id); i >= 0 {
		return append(chosen[:i:i], chosen[i+1:]...)
	}
	if len(chosen) < most {
		return append(chosen, id)
	}
	return chosen
}

// SetupReady says on a setup form how many picks are still wanted (left,
// in leftKey's words) or else that the game is ready (ready), and lets Start
// be tapped only once none is wanted.
func (u *UI) SetupReady(status *Label, start *widget.Button, left int, leftKey, ready string) {
	if left > 0 {
		status.SetText(u.Loc.N(leftKey, left))
		start.Disable()
		return
	}
	status.SetText(ready)
	start.Enable()
}

// SetupStart is the status line under a setup form and its Start button,
// which calls begin.
func (u *UI) SetupStart(begin func()) (*Label, *widget.Button) {
	return WrapLabel(""), Primary(u.Loc.T("app.setup.start"), theme.MediaPlayIcon(), begin)
}

// SetupPage is a setup screen: the game's heading, the form, and under it the
// status line and the Start button.
func (u *UI) SetupPage(g rules.Game, form fyne.CanvasObject, status *Label, start *widget.Button) fyne.CanvasObject {
	bottom := container.NewVBox(widget.NewSeparator(), status, AtLeast(start, 0, BigSize))
	return Page(u.TopBar(u.Loc.T("app.setup.heading", "Game", u.Loc.Msg(g.Name()))), Narrow(form), Narrow(bottom))
}

// SessionTitle is the title typed, kept as typed, or else today's date
// (2026-11-25). The lists already say the game ("Qâ · 2026-11-25"), so a
// default title does not repeat it, and a date reads the same in every
// language the app is later switched to.
func (u *UI) SessionTitle(g rules.Game, typed string) string {
	if title := strings.TrimSpace(typed); title != "" {
		return title
	}
	return DefaultSessionTitle(time.Now())
}

// DefaultSessionTitle is the title of a session started on day t with no
// title typed: the date alone, in no language.
func DefaultSessionTitle(t time.Time) string { return t.Format("2006-01-02") }

// JoinCampaign is the campaign a new session joins: campaign itself or, when
// it is campaignNew, a campaign of kind started now, named as typed or else
// fallback (campaign is returned unchanged with a failure).
func (u *UI) JoinCampaign(g rules.Game, kind string, campaign int64, typed, fallback string) (int64, error) {
	if campaign != CampaignNew {
		return campaign, nil
	}
	name := strings.TrimSpace(typed)
	if name == "" {
		name = fallback
	}
	c, err := u.Store.NewCampaign(g.ID(), kind, name)
	if err != nil {
		return campaign, err
	}
	return c.ID, nil
}

// OpenNewSession starts a session of g in campaign (0 for none) and opens its
// board over Home.
func (u *UI) OpenNewSession(campaign int64, g rules.Game, title string, setup any) error {
	sess, err := u.Store.NewSessionIn(campaign, g, title, setup)
	if err != nil {
		return err
	}
	u.ShowHome()
	u.Push(newPlayScreen(u, sess))
	return nil
}

// StartSession starts a session of g and opens its board over Home. When the
// rules need a printed value the box profile lacks, known is asked for it
// first (nil: none is known without asking), then the table; the value is
// kept and retry called with its key. answered is the key kept just before,
// so a value the rules keep refusing ends with their message instead of
// asking forever. A failure is said on status.
func (u *UI) StartSession(g rules.Game, title string, setup any, status *Label,
	answered string, retry func(answered string), known func(key string) (string, bool)) {
	err := u.OpenNewSession(0, g, title, setup)
	var bad *rules.Refusal
	if errors.As(err, &bad) && len(bad.Printed) > 0 {
		// Answers that do not go together: said, and the first asked again
		// with its answer now, so the table fixes it where it typed it.
		status.SetText(u.ErrText(err))
		key := bad.Printed[0]
		spec, ok := rules.PrintedSpecFor(g, key)
		if !ok {
			return
		}
		current, _ := u.Store.Profile(g.ID())
		u.AskPrintedAgain(spec, current[key], u.ErrText(err), func(v string) {
			if err := u.Store.SetPrinted(g.ID(), key, v); err != nil {
				status.SetText(u.ErrText(err))
				return
			}
			retry("")
		})
		return
	}
	var need *rules.NeedPrinted
	if !errors.As(err, &need) || need.Key == answered {
		if err != nil {
			status.SetText(u.ErrText(err))
		}
		return
	}
	keep := func(v string) {
		if err := u.Store.SetPrinted(g.ID(), need.Key, v); err != nil {
			status.SetText(u.ErrText(err))
			return
		}
		retry(need.Key)
	}
	if known != nil {
		if v, ok := known(need.Key); ok {
			keep(v)
			return
		}
	}
	spec, ok := rules.PrintedSpecFor(g, need.Key)
	if !ok {
		status.SetText(u.ErrText(err))
		return
	}
	u.AskPrinted(spec, "", keep)
}
