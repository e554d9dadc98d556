package cardgame

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/cardgame"
)

// fatePanel is the Gods' fate splitter, one card per player (the destiny
// player first): each tap spends one fate point, to the hand or to the pool;
// the hand button locks once the pool has a card, "rest to pool" finishes in
// one tap, and "stop" gives up the points left.
func (b *cgBoard) fatePanel(s cardgame.State) []fyne.CanvasObject {
	u := b.u
	out := stepHead(u.Loc.T("app.cardgame.where", "Round", s.Round, "Phase", u.Loc.Msg(cardgame.PhaseName(s.Phase))), u.Loc.T("app.cardgame.fate_hint"))
	if b.columns(2) == 1 {
		// The top bar says the round and the bottom bar the step.
		out = []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.cardgame.fate_hint"))}
	}
	return append(out, b.side(b.fateSeat(s, s.Destiny), b.fateSeat(s, s.Bane())))
}

func (b *cgBoard) fateSeat(s cardgame.State, seat int) fyne.CanvasObject {
	u := b.u
	p := s.Seats[seat]
	f := s.Fate[seat]
	deck := u.Loc.T("app.cardgame.destiny_deck")
	if seat != s.Destiny {
		deck = u.Loc.T("app.cardgame.bane_deck")
	}
	head := kit.WrapLabel(u.Loc.T("app.cardgame.fate_seat", "Player", b.name(s, seat), "Deck", deck))
	head.TextStyle.Bold = true
	count := widget.NewLabelWithStyle(u.Loc.T("app.cardgame.fate_count", "Hand", f.Hand, "Pool", f.Pool, "Left", f.Left()),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	count.SizeName = theme.SizeNameSubHeadingText
	count.Wrapping = fyne.TextWrapWord // large text on a phone: two lines, not a wider screen
	items := []fyne.CanvasObject{head, count}
	if f.Done {
		items = append(items, kit.WrapLabel(u.Loc.T("app.cardgame.fate_done")))
		return kit.Card(container.NewVBox(items...))
	}
	to := cardgame.FateTo(s, p.Faction)
	hand := b.choice(u.Loc.T("app.cardgame.fate_hand"), theme.ContentAddIcon(),
		cardgame.Command{Kind: cardgame.CmdFate, Player: p.Faction, To: cardgame.FateHand, N: 1})
	hand.SetImportance(widget.HighImportance)
	pool := b.choice(u.Loc.T("app.cardgame.fate_pool"), theme.ContentAddIcon(),
		cardgame.Command{Kind: cardgame.CmdFate, Player: p.Faction, To: cardgame.FatePool, N: 1})
	rest := b.choice(u.Loc.N("app.cardgame.fate_rest", f.Left()), theme.MediaFastForwardIcon(),
		cardgame.Command{Kind: cardgame.CmdFate, Player: p.Faction, To: cardgame.FatePool, N: f.Left()})
	stop := b.choice(u.Loc.T("app.cardgame.fate_stop"), theme.MediaStopIcon(),
		cardgame.Command{Kind: cardgame.CmdFateDone, Player: p.Faction})
	if !slices.Contains(to, cardgame.FateHand) {
		hand.Disable()
		items = append(items, kit.Quiet(u.Loc.T("app.cardgame.fate_hand_closed")))
	}
	items = append(items, container.NewGridWithColumns(2, hand, pool, rest, stop))
	if slices.Contains(to, cardgame.FateHand) && f.Left() >= 2 {
		// A player who already knows how many to draw says it in one tap.
		var many []fyne.CanvasObject
		for n := 2; n <= f.Left(); n++ {
			t := b.choice(strconv.Itoa(n), nil,
				cardgame.Command{Kind: cardgame.CmdFate, Player: p.Faction, To: cardgame.FateHand, N: n})
			t.SetAlignment(fyne.TextAlignCenter)
			many = append(many, t)
		}
		items = append(items, kit.Quiet(u.Loc.T("app.cardgame.fate_hand_many")), container.NewGridWithColumns(len(many), many...))
	}
	return kit.Card(container.NewVBox(items...))
}
