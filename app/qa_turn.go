package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/qa"
)

// qaTurn is Qâ's bottom bar: the commands the rules allow now (qa.Allowed) as
// large buttons. The Destin roll and the Chaams draws are digital here (the app
// rolls and draws); taking dice and placing a Chaams are one tap each.
type qaTurn struct {
	b    *qaBoard
	box  *fyne.Container
	pick []int // indexes into Destin.White chosen to take
}

func newQaTurn(b *qaBoard) *qaTurn {
	return &qaTurn{b: b, box: container.NewVBox()}
}

// fill shows the buttons for state s.
func (t *qaTurn) fill(s qa.State) {
	u, f := t.b.u, t.b.f
	allowed := qa.Allowed(s)
	can := func(kind string) bool { return slices.Contains(allowed, kind) }
	var items []fyne.CanvasObject
	big := func(text string, icon fyne.Resource, cmd qa.Command) {
		b := newTile(text, icon, func() { f.do(cmd) })
		b.SetImportance(widget.HighImportance)
		b.SetAlignment(fyne.TextAlignCenter)
		items = append(items, atLeast(b, 0, bigSize))
	}
	second := func(text string, icon fyne.Resource, cmd qa.Command) {
		items = append(items, newTile(text, icon, func() { f.do(cmd) }))
	}
	if !can(qa.CmdTake) {
		t.pick = nil
	}
	switch {
	case s.Over():
		// The banner says how it ended; nothing is left to do.
	case can(qa.CmdPlaceChaams):
		items = append(items, wrapLabel(u.loc.T("app.qa.place", "Card", u.loc.Msg(qa.ChaamsName(s.Draw.Card)))))
		var where []fyne.CanvasObject
		for _, n := range qa.Placements(s) {
			cmd := qa.Command{Kind: qa.CmdPlaceChaams, Lieu: n}
			where = append(where, newTile(u.loc.T("app.qa.lieu", "N", n, "Name", u.loc.Msg(qa.LieuName(s, n))), nil,
				func() { f.do(cmd) }))
		}
		items = append(items, container.NewVBox(where...))
	case can(qa.CmdDrawChaams):
		big(u.loc.N("app.qa.draw_chaams", s.Draw.Draws), theme.DownloadIcon(), qa.Command{Kind: qa.CmdDrawChaams})
	case can(qa.CmdAdvanceOgotai):
		big(u.loc.T("app.qa.advance"), theme.MediaSkipNextIcon(), qa.Command{Kind: qa.CmdAdvanceOgotai})
	case can(qa.CmdTake):
		items = append(items, t.takeDice(s)...)
	default:
		if can(qa.CmdRoll) {
			big(u.loc.T("app.qa.roll"), theme.MediaReplayIcon(), qa.Command{Kind: qa.CmdRoll})
		}
		if can(qa.CmdStopDestin) {
			second(u.loc.T("app.qa.stop_destin"), theme.MediaStopIcon(), qa.Command{Kind: qa.CmdStopDestin})
		}
		if can(qa.CmdEndTurn) {
			if h, ok := s.Active(); ok {
				big(u.loc.T("app.qa.end_turn", "Hero", u.loc.Msg(qa.HeroName(h.ID))), theme.MediaSkipNextIcon(),
					qa.Command{Kind: qa.CmdEndTurn})
			}
		}
		if len(items) == 0 && len(allowed) > 0 {
			items = append(items, wrapLabel(u.loc.T("app.qa.at_table")))
		}
	}
	t.box.Objects = items
	t.box.Refresh()
}

// takeDice offers the white dice of the roll as toggles and a Take button that
// works once as many are chosen as the black die asks.
func (t *qaTurn) takeDice(s qa.State) []fyne.CanvasObject {
	u, f := t.b.u, t.b.f
	white := s.Destin.White
	want := qa.TakeCount(s.Destin.Black, len(white))
	var dice []fyne.CanvasObject
	for i, face := range white {
		b := newTile(u.loc.Msg(qa.FaceName(face)), nil, func() {
			if j := slices.Index(t.pick, i); j >= 0 {
				t.pick = slices.Delete(t.pick, j, j+1)
			} else if len(t.pick) < want {
				t.pick = append(t.pick, i)
			}
			t.fill(s)
		})
		if slices.Contains(t.pick, i) {
			b.SetImportance(widget.HighImportance)
			b.SetIcon(theme.ConfirmIcon())
		}
		dice = append(dice, b)
	}
	take := newTile(u.loc.N("app.qa.take", want), theme.ConfirmIcon(), func() {
		var faces []string
		for _, i := range t.pick {
			faces = append(faces, white[i])
		}
		t.pick = nil
		f.do(qa.Command{Kind: qa.CmdTake, Dice: faces})
	})
	take.SetImportance(widget.HighImportance)
	setEnabled(take, len(t.pick) == want)
	return []fyne.CanvasObject{
		wrapLabel(u.loc.T("app.qa.take_hint", "Black", u.loc.Msg(qa.FaceName(s.Destin.Black)))),
		container.NewGridWithColumns(2, dice...),
		atLeast(take, 0, bigSize),
	}
}

// faces says a list of die faces in words.
func (b *qaBoard) faces(fs []string) string {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = b.u.loc.Msg(qa.FaceName(f))
	}
	return strings.Join(names, ", ")
}

// turnText says whose turn it is and where the Destin phase stands.
func (b *qaBoard) turnText(s qa.State) string {
	u := b.u
	h, ok := s.Active()
	if !ok || s.Over() {
		return ""
	}
	lines := []string{u.loc.T("app.qa.active", "Hero", u.loc.Msg(qa.HeroName(h.ID)), "Lieu", u.loc.Msg(qa.LieuName(s, h.Lieu)))}
	if s.Destin.Black != "" && s.Phase == qa.PhaseDestin {
		lines = append(lines, u.loc.T("app.qa.last_roll", "Black", u.loc.Msg(qa.FaceName(s.Destin.Black)), "White", b.faces(s.Destin.White)))
	}
	if len(s.Dice) > 0 {
		lines = append(lines, u.loc.T("app.qa.kept", "Dice", b.faces(s.Dice)))
	}
	return strings.Join(lines, "\n")
}
