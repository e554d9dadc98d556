package cardgame

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/cardgame"
)

// fatePanel is the Gods' fate splitter, one card per player (the destiny
// player first): each tap spends one fate point, to the hand or to the pool;
// the hand button locks once the pool has a card, "rest to pool" finishes in
// one tap, and "stop" gives up the points left.
type fatePanel struct {
	b     *cgBoard
	box   *fyne.Container
	head  *cgHead
	seats [2]*fateSeat
}

func (b *cgBoard) newFatePanel() *fatePanel {
	p := &fatePanel{b: b, head: b.newHead()}
	if !b.wide {
		// The top bar says the round and the bottom bar the step.
		p.head = &cgHead{hint: kit.Quiet("")}
	}
	p.seats = [2]*fateSeat{b.newFateSeat(), b.newFateSeat()}
	p.box = container.NewVBox(append(p.head.objects(), b.side(p.seats[0].obj, p.seats[1].obj))...)
	return p
}

func (p *fatePanel) update(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	u := p.b.u
	p.head.set(u.Loc.T("app.cardgame.where", "Round", s.Round, "Phase", u.Loc.Msg(cardgame.PhaseName(s.Phase))), u.Loc.T("app.cardgame.fate_hint"))
	p.seats[0].update(s, s.Destiny)
	p.seats[1].update(s, s.Bane())
	return p.box, nil
}

// fateSeat is one player's card of the splitter.
type fateSeat struct {
	b                 *cgBoard
	obj               fyne.CanvasObject
	head, count, done *kit.Label
	closed            *kit.Label // the hand is closed
	tools             fyne.CanvasObject
	hand, rest        *kit.Tile
	manyHint          *kit.Label
	many              *kit.RowList[*kit.Tile] // 2, 3… cards to the hand in one tap
	player            string                  // the faction shown
	left              int                     // its points left
}

func (b *cgBoard) newFateSeat() *fateSeat {
	u := b.u
	f := &fateSeat{b: b}
	f.head = kit.WrapLabel("")
	f.head.TextStyle.Bold = true
	f.count = kit.WrapLabel("") // large text on a phone: two lines, not a wider screen
	f.count.TextStyle.Bold = true
	f.count.SizeName = theme.SizeNameSubHeadingText
	f.done = kit.WrapLabel(u.Loc.T("app.cardgame.fate_done"))
	f.closed = kit.Quiet(u.Loc.T("app.cardgame.fate_hand_closed"))
	spend := func(to string, n func() int) func() {
		return func() {
			b.f.Do(cardgame.Command{Kind: cardgame.CmdFate, Player: f.player, To: to, N: n()})
		}
	}
	one := func() int { return 1 }
	f.hand = kit.NewTile(u.Loc.T("app.cardgame.fate_hand"), theme.ContentAddIcon(), spend(cardgame.FateHand, one))
	f.hand.SetImportance(widget.HighImportance)
	pool := kit.NewTile(u.Loc.T("app.cardgame.fate_pool"), theme.ContentAddIcon(), spend(cardgame.FatePool, one))
	f.rest = kit.NewTile("", theme.MediaFastForwardIcon(), spend(cardgame.FatePool, func() int { return f.left }))
	stop := kit.NewTile(u.Loc.T("app.cardgame.fate_stop"), theme.MediaStopIcon(), func() {
		b.f.Do(cardgame.Command{Kind: cardgame.CmdFateDone, Player: f.player})
	})
	f.tools = container.NewGridWithColumns(2, f.hand, pool, f.rest, stop)
	// A player who already knows how many to draw says it in one tap.
	f.manyHint = kit.Quiet(u.Loc.T("app.cardgame.fate_hand_many"))
	f.many = kit.NewRowList(container.NewGridWithColumns(1), func() (*kit.Tile, fyne.CanvasObject) {
		var t *kit.Tile
		t = kit.NewTile("", nil, func() {
			n, _ := strconv.Atoi(t.Text())
			b.f.Do(cardgame.Command{Kind: cardgame.CmdFate, Player: f.player, To: cardgame.FateHand, N: n})
		})
		t.SetAlignment(fyne.TextAlignCenter)
		return t, t
	})
	f.obj = kit.Card(container.NewVBox(f.head, f.count, f.done, f.closed, f.tools, f.manyHint, f.many.Box))
	return f
}

func (f *fateSeat) update(s cardgame.State, seat int) {
	u := f.b.u
	p := s.Seats[seat]
	fate := s.Fate[seat]
	f.player, f.left = p.Faction, fate.Left()
	deck := u.Loc.T("app.cardgame.destiny_deck")
	if seat != s.Destiny {
		deck = u.Loc.T("app.cardgame.bane_deck")
	}
	kit.SetText(f.head, u.Loc.T("app.cardgame.fate_seat", "Player", f.b.name(s, seat), "Deck", deck))
	kit.SetText(f.count, u.Loc.T("app.cardgame.fate_count", "Hand", fate.Hand, "Pool", fate.Pool, "Left", f.left))
	kit.SetShown(f.done, fate.Done)
	kit.SetShown(f.tools, !fate.Done)
	toHand := !fate.Done && slices.Contains(cardgame.FateTo(s, p.Faction), cardgame.FateHand)
	kit.SetShown(f.closed, !fate.Done && !toHand)
	many := toHand && f.left >= 2
	kit.SetShown(f.manyHint, many)
	kit.SetShown(f.many.Box, many)
	if fate.Done {
		return
	}
	kit.SetEnabled(f.hand, toHand)
	f.rest.SetText(u.Loc.N("app.cardgame.fate_rest", f.left))
	if many {
		n := f.left - 1 // from 2 to all that are left
		if n != f.many.Len() {
			f.many.Box.Layout = layout.NewGridLayoutWithColumns(n)
		}
		f.many.Show(n, func(i int, t *kit.Tile) { t.SetText(strconv.Itoa(i + 2)) })
	}
}
