package althing

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/althing"
)

// althingPickThorfinn asks which of Thorfinn's cards the table turned up: one
// tap on a letter still in his deck (or, the deck being empty, about to be
// reshuffled from his discard).
func althingPickThorfinn(u *kit.UI, s althing.State, done func(card string)) {
	from := s.Thorfinn.Deck.Pile
	if len(from) == 0 {
		from = s.Thorfinn.Deck.Discard
	}
	var opts []kit.Option
	for _, c := range althing.ThorfinnCards {
		if slices.Contains(from, c) {
			opts = append(opts, kit.Option{Value: c, Label: c})
		}
	}
	althingPickOne(u, u.Loc.T("app.althing.pick.thorfinn_title"), u.Loc.T("app.althing.pick.thorfinn_hint"), opts, 3, done)
}

// althingDealPicker asks which stages the table dealt, in order, and on which
// side where the game lets sides vary: tap the stage cards in the order they
// lie after Kattegat; a chosen card can be turned to side B.
type althingDealPicker struct {
	u     *kit.UI
	s     althing.State
	want  int
	sides bool
	order []althing.Stage
	body  *fyne.Container
	ok    *widget.Button
	done  func([]althing.Stage)
}

func althingPickDeal(u *kit.UI, s althing.State, done func([]althing.Stage)) {
	p := &althingDealPicker{u: u, s: s, want: althing.DealCount(s.Setup.Mode), done: done,
		sides: s.Setup.Mode == althing.ModeNew || s.Setup.Mode == althing.ModeSaga}
	p.body = container.NewVBox()
	hint := u.Loc.N("app.althing.pick.deal_hint", p.want)
	if s.Setup.Mode == althing.ModeSaga {
		hint += "\n" + u.Loc.T("app.althing.pick.deal_saga")
	}
	// Each card tapped repaints the body (and adds its side's row): the sheet
	// takes its full height from the start so nothing moves under the finger.
	d := u.NewSheet(u.Loc.T("app.althing.pick.deal_title"), container.NewVBox(kit.WrapLabel(hint), p.body)).Tall()
	p.ok = d.WithCancelOK(u.Loc.T("common.ok"), func() { p.done(p.order) })
	p.paint()
	d.Show()
}

func (p *althingDealPicker) index(card string) int {
	return slices.IndexFunc(p.order, func(st althing.Stage) bool { return st.Card == card })
}

func (p *althingDealPicker) paint() {
	u := p.u
	var tiles []fyne.CanvasObject
	for _, c := range althing.StageCards {
		name := u.Loc.Msg(althing.StageName(c))
		t := kit.NewTile(name, nil, func() {
			if i := p.index(c); i >= 0 {
				p.order = slices.Delete(p.order, i, i+1)
			} else if len(p.order) < p.want {
				p.order = append(p.order, althing.Stage{Card: c, Side: althing.SideA})
			}
			p.paint()
		})
		i := p.index(c)
		if i >= 0 {
			t.SetText(u.Loc.T("app.althing.track.numbered", "N", i+1, "Stage", name))
		}
		t.Pick(i >= 0, len(p.order) >= p.want)
		tiles = append(tiles, t)
	}
	objs := []fyne.CanvasObject{container.NewGridWithColumns(2, tiles...)}
	if p.sides {
		for i, st := range p.order {
			label := u.Loc.T("app.althing.track.numbered", "N", i+1, "Stage", u.Loc.Msg(althing.StageName(st.Card)))
			sides := kit.Segmented([]kit.Option{{Value: althing.SideA, Label: "A"}, {Value: althing.SideB, Label: "B"}}, st.Side, 2, func(v string) {
				p.order[i].Side = v
			})
			objs = append(objs, container.NewBorder(nil, nil, nil, kit.AtLeast(sides, 120, kit.TouchSize), kit.WrapLabel(label)))
		}
	}
	p.body.Objects = objs
	p.body.Refresh()
	kit.SetEnabled(p.ok, len(p.order) == p.want)
}
