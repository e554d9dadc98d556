package althing

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"skald/app/kit"
	"skald/rules/althing"
)

// althingThorfinn is the solo opponent's corner: where his pawn stands, the
// card he turned up this turn and what it makes him do (as learned from the
// box), his deck and discard, the Vikings in his hand, his Trolls, and the
// game length the rulebook expects beside the turn.
type althingThorfinn struct {
	b   *althingBoard
	box *fyne.Container
}

func newAlthingThorfinn(b *althingBoard) *althingThorfinn {
	return &althingThorfinn{b: b, box: container.NewVBox()}
}

func (p *althingThorfinn) fill(s althing.State) {
	u := p.b.u
	t := s.Thorfinn
	if t == nil {
		p.box.Hide()
		return
	}
	p.box.Show()
	lines := []fyne.CanvasObject{kit.Subheading(u.Loc.Msg(althing.ActorName(althing.ThorfinnID)))}
	if len(s.Track) > 0 {
		lines = append(lines, kit.WrapLabel(althingWhere(u, s, althing.ThorfinnID)))
	}
	lines = append(lines, althingBold(althingThorfinnCard(u, s)))
	size := len(althing.ThorfinnCards)
	if s.Setup.Hard {
		size--
	}
	lines = append(lines,
		kit.WrapLabel(u.Loc.N("app.althing.thorfinn.deck", size, "Left", t.Deck.Size(), "Discard", t.Deck.DiscardSize(), "Total", size)),
		kit.WrapLabel(u.Loc.N("app.althing.thorfinn.hand", t.Hand)))
	if played := althingPlayedLetters(t); len(played) > 0 {
		// His cards come up face up: the table knows which are still to come.
		lines = append(lines, kit.Quiet(u.Loc.T("app.althing.thorfinn.played", "Cards", strings.Join(played, ", "))))
	}
	trolls := u.Loc.T("app.althing.thorfinn.trolls_home", "N", s.TrollsHome(althing.ThorfinnID), "Of", althing.TrollsEach)
	lines = append(lines, kit.Quiet(trolls))
	lo, hi := althing.ExpectedTurns(s.Setup)
	key := "app.althing.thorfinn.length"
	if s.Setup.Hard {
		key = "app.althing.thorfinn.length_hard"
	}
	lines = append(lines, kit.Quiet(u.Loc.T(key, "Lo", lo, "Hi", hi)))
	p.box.Objects = []fyne.CanvasObject{althingCard(container.NewVBox(lines...), althing.ActiveIsThorfinn(s))}
	p.box.Refresh()
}

// althingThorfinnCard says which card is up and what it does, if known.
func althingThorfinnCard(u *kit.UI, s althing.State) string {
	t := s.Thorfinn
	if t.Card == "" {
		return u.Loc.T("app.althing.thorfinn.no_card")
	}
	plan, err := althing.ThorfinnPlan(s)
	if err != nil {
		return u.Loc.T("app.althing.thorfinn.card_unknown", "Card", t.Card)
	}
	return u.Loc.T("app.althing.thorfinn.card", "Card", t.Card, "N", plan.Recruit, "Action", u.Loc.Msg(althing.PlanAction(s, plan)))
}

// althingPlayedLetters lists Thorfinn's cards already seen since his deck was
// last shuffled (his discard pile), in letter order.
func althingPlayedLetters(t *althing.Thorfinn) []string {
	var out []string
	for _, c := range althing.ThorfinnCards {
		if slices.Contains(t.Deck.Discard, c) {
			out = append(out, c)
		}
	}
	return out
}
