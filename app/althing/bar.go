package althing

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/althing"
)

// althingBar is the one next thing, in the bottom bar: the setup's next
// step, Thorfinn's card, a Viking to name, a dodge, or the end of the active
// player's phase. Its few widgets are made once; an update changes their
// texts and what a tap does.
type althingBar struct {
	b        *althingBoard
	box      *fyne.Container
	dodge    *kit.Tile
	dodgeImg *canvas.Image
	dodgeSym string
	dodgeRow fyne.CanvasObject
	stands   *kit.Label // why the trick stands (no card to dodge with)
	big      *kit.Tile
	bigRow   fyne.CanvasObject
	bigTap   func()
	takes    *kit.Label // the Vikings Thorfinn's card recruits
}

func newAlthingBar(b *althingBoard) *althingBar {
	r := &althingBar{b: b, stands: kit.Quiet(""), takes: althingBold("")}
	r.dodge = kit.NewTile("", nil, func() { b.f.Do(althing.Command{Kind: althing.CmdDodge}) })
	r.dodge.SetImportance(widget.WarningImportance)
	r.dodgeImg = kit.IconImage("", 36)
	r.dodgeRow = container.NewBorder(nil, nil, r.dodgeImg, nil, r.dodge)
	r.big = kit.NewTile("", nil, func() { r.bigTap() })
	r.big.SetImportance(widget.HighImportance)
	r.big.SetAlignment(fyne.TextAlignCenter)
	r.bigRow = kit.AtLeast(r.big, 0, kit.BigSize)
	r.box = container.NewVBox(r.dodgeRow, r.stands, r.bigRow, r.takes)
	return r
}

func (r *althingBar) fill(s althing.State) {
	u, f := r.b.u, r.b.f
	table := althingTable(u)
	shown := false // the big tile
	big := func(text string, icon fyne.Resource, tap func()) {
		r.big.SetText(text)
		r.big.SetIcon(icon)
		r.bigTap = tap
		shown = true
	}
	do := func(cmd althing.Command) func() { return func() { f.Do(cmd) } }
	allowed := althing.Allowed(s)
	can := func(k string) bool { return slices.Contains(allowed, k) }

	who, dodge, ok := althing.Dodger(s)
	if ok {
		r.dodge.SetText(u.Loc.T("app.althing.bar.dodge", "Player", s.Who(who), "Dodge", u.Loc.Msg(althing.SymbolName(dodge))))
		if dodge != r.dodgeSym {
			// A new pictogram is parsed only when the dodge changes.
			r.dodgeSym = dodge
			r.dodgeImg.Resource = kit.IconResource("althing-" + dodge)
			r.dodgeImg.Refresh()
		}
	}
	kit.SetShown(r.dodgeRow, ok)
	stands := ""
	if !ok {
		// The trick stands: its target has no card left to dodge with.
		stands = althingRefusal(u, althing.DodgeBlocked(s))
	}
	kit.SetText(r.stands, stands)
	kit.SetShown(r.stands, stands != "")
	takes := ""
	switch {
	case s.Over():
		// The game is recorded in a campaign: its log offers the next part
		// (or the next game against Thorfinn) and keeps the result.
		if id := f.Sess.Info().Campaign; id != 0 {
			if c, err := u.Store.CampaignByID(id); err == nil {
				big(u.Loc.T("app.althing.bar.campaign", "Campaign", c.Title), theme.ListIcon(), func() { ShowAlthingCampaign(u, id) })
			}
		}
	case can(althing.CmdDealTrack) && table:
		big(u.Loc.T("app.althing.bar.deal_table"), theme.DocumentCreateIcon(), func() {
			althingPickDeal(u, s, func(st []althing.Stage) { f.Do(althing.Command{Kind: althing.CmdDealTrack, Stages: st}) })
		})
	case can(althing.CmdDealTrack):
		big(u.Loc.T("app.althing.bar.deal_app"), theme.ViewRefreshIcon(), do(althing.Command{Kind: althing.CmdDealTrack}))
	case can(althing.CmdFillAssembly) && table:
		big(u.Loc.N("app.althing.bar.fill_table", s.Assembly.Waiting()), theme.DocumentCreateIcon(), func() {
			althingPickViking(u, s.Assembly, func(v string) { f.Do(althing.Command{Kind: althing.CmdFillAssembly, Cards: []string{v}}) })
		})
	case can(althing.CmdFillAssembly):
		big(u.Loc.N("app.althing.bar.fill_app", s.Assembly.Waiting()), theme.ViewRefreshIcon(), do(althing.Command{Kind: althing.CmdFillAssembly}))
	case can(althing.CmdBegin):
		big(u.Loc.T("app.althing.bar.begin"), theme.MediaPlayIcon(), do(althing.Command{Kind: althing.CmdBegin}))
	case can(althing.CmdRevealThorfinn) && table:
		big(u.Loc.T("app.althing.bar.thorfinn_table"), theme.DocumentCreateIcon(), func() {
			althingPickThorfinn(u, s, func(c string) { f.Do(althing.Command{Kind: althing.CmdRevealThorfinn, Card: c}) })
		})
	case can(althing.CmdRevealThorfinn):
		big(u.Loc.T("app.althing.bar.thorfinn_app"), theme.ViewRefreshIcon(), do(althing.Command{Kind: althing.CmdRevealThorfinn}))
	case can(althing.CmdPlayThorfinn):
		big(u.Loc.T("app.althing.bar.thorfinn_play", "Card", s.Thorfinn.Card), theme.MediaPlayIcon(),
			do(althing.Command{Kind: althing.CmdPlayThorfinn, Table: table}))
	case can(althing.CmdThorfinnTakes):
		takes = u.Loc.N("app.althing.assembly.thorfinn_takes", s.Thorfinn.Owed)
	case can(althing.CmdEndPhase):
		p, _ := s.Player(s.ActiveID())
		n := p.HandSize
		if p.Veteran5 {
			n = althing.VeteranHand
		}
		big(u.Loc.T("app.althing.bar.end", "Player", s.Who(p.ID), "N", n), theme.MediaSkipNextIcon(),
			do(althing.Command{Kind: althing.CmdEndPhase}))
	}
	kit.SetShown(r.bigRow, shown)
	kit.SetText(r.takes, takes)
	kit.SetShown(r.takes, takes != "")
}
