package cardgame

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/cardgame"
)

// landRow is a land in play: its icon (open, on the journey, or the horn of
// its conqueror: the three made once, one shown), its name, its symbols, and
// who conquered it with the bane effect it gives the other player.
type landRow struct {
	open, next, horn fyne.CanvasObject
	name, lines      *kit.Label
}

func (b *cgBoard) newLandList() *kit.RowList[*landRow] {
	return kit.NewRowList(b.sideBox(), func() (*landRow, fyne.CanvasObject) {
		r := &landRow{
			open:  widget.NewIcon(theme.RadioButtonIcon()),
			next:  widget.NewIcon(theme.NavigateNextIcon()),
			horn:  b.u.RefIcon("cardgame-horn", theme.IconInlineSize()),
			name:  kit.WrapLabel(""),
			lines: kit.Quiet(""),
		}
		r.name.TextStyle.Bold = true
		return r, kit.Card(container.NewBorder(nil, nil, container.NewStack(r.open, r.next, r.horn), nil,
			container.NewVBox(r.name, r.lines)))
	})
}

// showLands shows the six lands.
func (b *cgBoard) showLands(s cardgame.State) {
	b.landList.Show(len(s.Lands), func(i int, r *landRow) {
		l := s.Lands[i]
		journey := l.ID == s.Journey.Land && s.Phase == cardgame.PhaseJourney
		kit.SetText(r.name, b.landName(s, l.ID))
		kit.SetText(r.lines, b.landLines(s, l, journey))
		kit.SetShown(r.horn, l.By != "")
		kit.SetShown(r.next, l.By == "" && journey)
		kit.SetShown(r.open, l.By == "" && !journey)
	})
}

// landLines is a land's symbols, then who conquered it with the bane effect
// it gives the other player, or whether the journey goes there.
func (b *cgBoard) landLines(s cardgame.State, l cardgame.Land, journey bool) string {
	u := b.u
	lines := []string{b.attrsText(s, l.ID)}
	switch {
	case l.By != "":
		lines = append(lines, u.Loc.T("app.cardgame.land_conquered", "Player", b.nameOf(s, l.By)))
		other := s.Opponent(l.By)
		switch {
		case s.Over():
		case s.DestinyFaction() != l.By:
			lines = append(lines, u.Loc.T("app.cardgame.bane_later", "Player", b.nameOf(s, other), "Conqueror", b.nameOf(s, l.By)))
		case s.BaneEffectReady(l.ID):
			lines = append(lines, u.Loc.T("app.cardgame.bane_ready", "Player", b.nameOf(s, other)))
		default:
			lines = append(lines, u.Loc.T("app.cardgame.bane_used", "Player", b.nameOf(s, other)))
		}
	case journey:
		lines = append(lines, u.Loc.T("app.cardgame.land_journey"))
	default:
		lines = append(lines, u.Loc.T("app.cardgame.land_open"))
	}
	return strings.Join(lines, "\n")
}
