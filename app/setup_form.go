package app

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

// campaignNew, as the campaign chosen on a setup form, starts a new campaign
// with the session.
const campaignNew int64 = -1

// titleField is the form's title, under its heading, keeping what is typed in
// *title.
func (u *UI) titleField(title *string) fyne.CanvasObject {
	e := widget.NewEntry()
	e.SetPlaceHolder(u.loc.T("app.setup.title_placeholder"))
	e.SetText(*title)
	e.OnChanged = func(s string) { *title = s }
	return container.NewVBox(subheading(u.loc.T("app.setup.title")), tall(e))
}

// toggled is a choice in order (heroes in turn order, characters in seating
// order) with id taken out, or else added at the end while fewer than most
// are chosen.
func toggled(chosen []string, id string, most int) []string {
	if i := slices.Index(chosen, id); i >= 0 {
		return append(chosen[:i:i], chosen[i+1:]...)
	}
	if len(chosen) < most {
		return append(chosen, id)
	}
	return chosen
}

// setupStart is the status line under a setup form and its Start button,
// which calls begin.
func (u *UI) setupStart(begin func()) (*widget.Label, *widget.Button) {
	return wrapLabel(""), primary(u.loc.T("app.setup.start"), theme.MediaPlayIcon(), begin)
}

// setupPage is a setup screen: the game's heading, the form, and under it the
// status line and the Start button.
func (u *UI) setupPage(g rules.Game, form fyne.CanvasObject, status *widget.Label, start *widget.Button) fyne.CanvasObject {
	bottom := container.NewVBox(widget.NewSeparator(), status, atLeast(start, 0, bigSize))
	return page(u.topBar(u.loc.T("app.setup.heading", "Game", u.loc.Msg(g.Name()))), narrow(form), narrow(bottom))
}

// sessionTitle is the title typed, or else the game's name and today's date.
func (u *UI) sessionTitle(g rules.Game, typed string) string {
	if title := strings.TrimSpace(typed); title != "" {
		return title
	}
	return u.loc.T("app.session.default_title", "Game", u.loc.Msg(g.Name()), "Date", time.Now().Format("2006-01-02"))
}

// joinCampaign is the campaign a new session joins: campaign itself or, when
// it is campaignNew, a campaign of kind started now, named as typed or else
// fallback (campaign is returned unchanged with a failure).
func (u *UI) joinCampaign(g rules.Game, kind string, campaign int64, typed, fallback string) (int64, error) {
	if campaign != campaignNew {
		return campaign, nil
	}
	name := strings.TrimSpace(typed)
	if name == "" {
		name = fallback
	}
	c, err := u.store.NewCampaign(g.ID(), kind, name)
	if err != nil {
		return campaign, err
	}
	return c.ID, nil
}

// openNewSession starts a session of g in campaign (0 for none) and opens its
// board over Home.
func (u *UI) openNewSession(campaign int64, g rules.Game, title string, setup any) error {
	sess, err := u.store.NewSessionIn(campaign, g, title, setup)
	if err != nil {
		return err
	}
	u.ShowHome()
	u.push(newPlayScreen(u, sess))
	return nil
}

// startSession starts a session of g and opens its board over Home. When the
// rules need a printed value the box profile lacks, known is asked for it
// first (nil: none is known without asking), then the table; the value is
// kept and retry called with its key. answered is the key kept just before,
// so a value the rules keep refusing ends with their message instead of
// asking forever. A failure is said on status.
func (u *UI) startSession(g rules.Game, title string, setup any, status *widget.Label,
	answered string, retry func(answered string), known func(key string) (string, bool)) {
	err := u.openNewSession(0, g, title, setup)
	var need *rules.NeedPrinted
	if !errors.As(err, &need) || need.Key == answered {
		if err != nil {
			status.SetText(u.errText(err))
		}
		return
	}
	keep := func(v string) {
		if err := u.store.SetPrinted(g.ID(), need.Key, v); err != nil {
			status.SetText(u.errText(err))
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
		status.SetText(u.errText(err))
		return
	}
	u.askPrinted(spec, "", keep)
}
