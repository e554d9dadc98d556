package cardgame

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/cardgame"
)

// windowPanel is a time of alternate actions (Dawn, Journey step 2, Dusk
// step 1): each seat has its own buttons, shown while it may act; the other
// seat says whom it waits for. Two passes in a row move the round on.
func (b *cgBoard) windowPanel(s cardgame.State) []fyne.CanvasObject {
	u := b.u
	out := b.head(s, b.windowStatus(s))
	if s.Phase == cardgame.PhaseJourney {
		out = append(out, kit.Quiet(b.journeyLine(s)))
	}
	out = append(out, b.side(b.windowSeat(s, s.Destiny), b.windowSeat(s, s.Bane())))
	if s.Phase == cardgame.PhaseJourney {
		out = append(out, kit.Quiet(u.Loc.T("app.cardgame.attach_hint")))
	}
	return out
}

// currentStep is the checklist's current line in words.
func (b *cgBoard) currentStep(s cardgame.State) string {
	for _, st := range cardgame.Steps(s) {
		if st.State == rules.StepCurrent {
			return b.msg(st.Msg)
		}
	}
	return b.u.Loc.Msg(cardgame.PhaseName(s.Phase))
}

// windowStatus says who may act and how close the window is to closing.
func (b *cgBoard) windowStatus(s cardgame.State) string {
	u := b.u
	w := s.Window
	switch {
	case w.Last == "":
		return u.Loc.T("app.cardgame.window_open")
	case w.Passes == 1:
		return u.Loc.T("app.cardgame.window_passed", "Player", b.nameOf(s, w.Last), "Next", b.nameOf(s, s.Turn()))
	}
	return u.Loc.T("app.cardgame.window_turn", "Player", b.nameOf(s, s.Turn()))
}

func (b *cgBoard) windowSeat(s cardgame.State, seat int) fyne.CanvasObject {
	u := b.u
	f := s.Seats[seat].Faction
	head := kit.WrapLabel(b.name(s, seat))
	head.TextStyle.Bold = true
	role := u.Loc.T("app.cardgame.role_destiny")
	if seat != s.Destiny {
		role = u.Loc.T("app.cardgame.role_bane")
	}
	roleLabel := widget.NewLabel(role) // not wrapped: a wrapping label squeezed beside the name grows tall
	roleLabel.SizeName = theme.SizeNameCaptionText
	items := []fyne.CanvasObject{container.NewBorder(nil, nil, nil, roleLabel, head)}
	// Skulls on the other player's cards hurt the destiny player in the
	// middle of the other's turn: on a phone, whose seat tiles hide the
	// damage button behind a tap, it stays at hand here, turn or not.
	var damage fyne.CanvasObject
	if seat == s.Destiny && b.columns(2) == 1 {
		damage = kit.NewTile(u.Loc.T("app.cardgame.damage"), theme.WarningIcon(), func() { b.askDamage(seat) })
	}
	acts := cardgame.Acts(s, f)
	if acts == nil {
		wait := kit.Quiet(u.Loc.T("app.cardgame.waiting", "Player", b.nameOf(s, s.Turn())))
		if damage != nil {
			items = append(items, container.NewGridWithColumns(2, wait, damage))
		} else {
			items = append(items, wait)
		}
		return kit.Card(container.NewVBox(items...))
	}
	var tiles []fyne.CanvasObject
	for _, a := range acts {
		tiles = append(tiles, b.choice(b.msg(cardgame.ActName(a)), theme.ContentAddIcon(),
			cardgame.Command{Kind: cardgame.CmdAct, Player: f, Act: a}))
	}
	if seat == s.Bane() {
		for _, id := range cardgame.BaneEffects(s) {
			t := b.choice(u.Loc.T("app.cardgame.use_bane_effect", "Land", b.landName(s, id)), theme.VisibilityIcon(),
				cardgame.Command{Kind: cardgame.CmdAct, Player: f, Act: cardgame.ActLand, Land: id})
			tiles = append(tiles, t)
		}
	}
	pass := b.choice(u.Loc.T("app.cardgame.pass"), theme.MediaSkipNextIcon(), cardgame.Command{Kind: cardgame.CmdPass, Player: f})
	pass.SetImportance(widget.HighImportance)
	tiles = append(tiles, pass)
	if damage != nil {
		tiles = append(tiles, damage)
	}
	items = append(items, container.NewGridWithColumns(2, tiles...))
	return kit.Card(container.NewVBox(items...))
}

// journeyLine says where the journey goes and who opposes it.
func (b *cgBoard) journeyLine(s cardgame.State) string {
	u := b.u
	j := s.Journey
	land := b.landName(s, j.Land)
	switch j.Oppose {
	case cardgame.OpposeFree:
		return u.Loc.T("app.cardgame.journey_opposed_free", "Land", land)
	case cardgame.OpposePaid:
		return u.Loc.N("app.cardgame.journey_opposed_paid", j.Cost, "Land", land)
	}
	return u.Loc.T("app.cardgame.journey_unopposed", "Land", land)
}
