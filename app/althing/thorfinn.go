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
	b      *althingBoard
	box    *fyne.Container
	panel  *althingPanel
	where  *kit.Label
	card   *kit.Label
	deck   *kit.Label
	hand   *kit.Label
	played *kit.Label
	trolls *kit.Label
	length *kit.Label
}

func newAlthingThorfinn(b *althingBoard) *althingThorfinn {
	p := &althingThorfinn{b: b, where: kit.WrapLabel(""), card: althingBold(""), deck: kit.WrapLabel(""),
		hand: kit.WrapLabel(""), played: kit.Quiet(""), trolls: kit.Quiet(""), length: kit.Quiet("")}
	head := kit.Subheading(b.u.Loc.Msg(althing.ActorName(althing.ThorfinnID)))
	p.panel = newAlthingPanel(container.NewVBox(head, p.where, p.card, p.deck, p.hand, p.played, p.trolls, p.length))
	p.box = container.NewVBox(p.panel.obj)
	return p
}

func (p *althingThorfinn) fill(s althing.State) {
	u := p.b.u
	t := s.Thorfinn
	if t == nil {
		p.box.Hide()
		return
	}
	p.box.Show()
	if len(s.Track) > 0 {
		kit.SetText(p.where, althingWhere(u, s, althing.ThorfinnID))
	}
	kit.SetShown(p.where, len(s.Track) > 0)
	kit.SetText(p.card, althingThorfinnCard(u, s))
	size := len(althing.ThorfinnCards)
	if s.Setup.Hard {
		size--
	}
	kit.SetText(p.deck, u.Loc.N("app.althing.thorfinn.deck", size, "Left", t.Deck.Size(), "Discard", t.Deck.DiscardSize()))
	kit.SetText(p.hand, u.Loc.N("app.althing.thorfinn.hand", t.Hand))
	played := althingPlayedLetters(t)
	if len(played) > 0 {
		// His cards come up face up: the table knows which are still to come.
		kit.SetText(p.played, u.Loc.T("app.althing.thorfinn.played", "Cards", strings.Join(played, ", ")))
	}
	kit.SetShown(p.played, len(played) > 0)
	kit.SetText(p.trolls, u.Loc.T("app.althing.thorfinn.trolls_home", "N", s.TrollsHome(althing.ThorfinnID), "Of", althing.TrollsEach))
	lo, hi := althing.ExpectedTurns(s.Setup)
	key := "app.althing.thorfinn.length"
	if s.Setup.Hard {
		key = "app.althing.thorfinn.length_hard"
	}
	kit.SetText(p.length, u.Loc.N(key, hi, "Lo", lo))
	p.panel.mark(althing.ActiveIsThorfinn(s))
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
