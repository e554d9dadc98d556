package cardgame

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/cardgame"
)

// withLandAttrs runs then once the session knows land id's three printed
// symbols: at once when it does, else after one dialog that asks all three.
func (b *cgBoard) withLandAttrs(id string, then func()) {
	s := b.state(b.f.Sess.State())
	if _, ok := cardgame.LandAttrs(s.Printed, id); ok {
		then()
		return
	}
	b.askLandAttrs(s, id, then)
}

// askLandAttrs asks a land's Bravery, Cunning and Power symbols in one
// dialog, a row of one-tap numbers each; Save (enabled once all three are
// answered) keeps them in the box profile and teaches the session, then
// runs then.
func (b *cgBoard) askLandAttrs(s cardgame.State, id string, then func()) {
	u := b.u
	values := map[string]string{}
	for _, a := range cardgame.Attributes {
		if v, ok := s.Printed[cardgame.LandAttrKey(id, a)]; ok {
			values[a] = v
		}
	}
	valid := func() bool {
		for _, a := range cardgame.Attributes {
			spec, ok := cardgame.PrintedSpecOf(cardgame.LandAttrKey(id, a))
			if !ok || !spec.Valid(values[a]) {
				return false
			}
		}
		return true
	}
	var save *widget.Button
	opts := kit.NumberOptions(0, cardgame.LandAttrMax)
	marked := widget.NewButtonWithIcon(strconv.Itoa(cardgame.LandAttrMax), theme.ConfirmIcon(), nil).MinSize().Width
	items := []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.cardgame.land_attrs_hint"))}
	for _, a := range cardgame.Attributes {
		head := widget.NewLabelWithStyle(b.msg(cardgame.AttrName(a)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		row := kit.Segmented(opts, values[a], 6, func(v string) {
			values[a] = v
			kit.SetEnabled(save, valid())
		})
		// Fewer columns rather than numbers cut at the edge, each as wide as
		// a marked answer, so that a tap does not reflow the rows.
		row.Layout = &kit.FitGrid{Max: 6, CellW: marked}
		items = append(items,
			container.NewBorder(nil, nil, u.RefIcon("cardgame-"+a, theme.IconInlineSize()), nil, head), row)
	}
	// Room on the right for the scroll bar, so the last column shows whole.
	content := container.New(layout.NewCustomPaddedLayout(0, 0, 0, 2*theme.Padding()), container.NewVBox(items...))
	d := u.NewSheet(b.landName(s, id), content)
	save = d.WithCancelOK(u.Loc.T("common.save"), func() {
		if !valid() {
			return
		}
		for _, a := range cardgame.Attributes {
			key := cardgame.LandAttrKey(id, a)
			if old, ok := s.Printed[key]; ok && old == values[a] {
				continue
			}
			if err := b.f.Sess.Learn(key, values[a]); err != nil {
				b.f.Say(u.ErrText(err))
				return
			}
		}
		then()
	})
	kit.SetEnabled(save, valid())
	d.Show()
}
