package althing

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/althing"
)

// althingTrack is the saga track as it lies on the table: Kattegat, the
// stages and the final card, each with its side, what it asks for (or "?"
// until the box has told), the Veteran and Sacred Ground marks, and the pawns
// on it. A straight track reads left to right and folds into rows; the saga
// alternative shows its two branches side by side. In a new game's setup a
// stage is tapped to turn it over.
type althingTrack struct {
	b     *althingBoard
	box   *fyne.Container
	none  *kit.Label        // no track yet
	sides fyne.CanvasObject // the saga alternative's "left / right" heads
	hint  *kit.Label        // how to turn a stage over, in the setup
	cells []*althingCell
	mode  string // the mode the cells are laid out for
}

// althingCell is one card of the track, made when the card is laid out (or
// turned over) and then updated in place.
type althingCell struct {
	stage althing.Stage
	panel *althingPanel
	nums  []*canvas.Text // what it asks for, per resource; none on Kattegat
	fill  *kit.Tile      // read its needs off the card, while some are unknown
	keys  []string       // the unknown needs fill asks for
	pawns *kit.Label
	flip  *kit.Tile // nil where the card cannot be turned over
}

func newAlthingTrack(b *althingBoard) *althingTrack {
	u := b.u
	return &althingTrack{b: b, box: container.NewVBox(),
		none:  kit.Quiet(u.Loc.T("app.althing.track.none")),
		sides: container.NewGridWithColumns(2, kit.Quiet(u.Loc.T("app.althing.track.left")), kit.Quiet(u.Loc.T("app.althing.track.right"))),
		hint:  kit.Quiet(u.Loc.T("app.althing.track.flip_hint")),
	}
}

func (t *althingTrack) fill(s althing.State) {
	if len(s.Track) == 0 {
		t.cells = nil
		kit.SetObjects(t.box, t.none)
		return
	}
	// Cards are made again only when the track changes (in the setup): the
	// numbering and layout depend on its length and mode.
	laid := len(t.cells) == len(s.Track) && t.mode == s.Setup.Mode
	if !laid {
		t.cells = make([]*althingCell, len(s.Track))
		t.mode = s.Setup.Mode
	}
	for i, st := range s.Track {
		if t.cells[i] == nil || t.cells[i].stage != st {
			t.cells[i] = t.newCell(s, i)
			laid = false
		}
		t.update(t.cells[i], s, i)
	}
	kit.SetShown(t.hint, althing.Flippable(s.Setup.Mode) && s.Phase == althing.PhaseSetup)
	if !laid {
		kit.SetObjects(t.box, t.layout(s)...)
	}
}

// layout places the cards: a straight track folds into rows; the saga
// alternative shows its two branches side by side.
func (t *althingTrack) layout(s althing.State) []fyne.CanvasObject {
	cells := make([]fyne.CanvasObject, len(t.cells))
	for i, c := range t.cells {
		cells[i] = c.panel.obj
	}
	var objs []fyne.CanvasObject
	if s.Setup.Mode == althing.ModeSaga {
		last := len(cells) - 1
		objs = append(objs, cells[0], t.sides)
		half := (len(cells) - 2) / 2
		for lvl := 0; lvl < half; lvl++ {
			objs = append(objs, container.NewGridWithColumns(2, cells[1+lvl], cells[1+half+lvl]))
		}
		objs = append(objs, cells[last])
	} else {
		objs = append(objs, kit.NewFitGrid(0, 120, cells...))
	}
	return append(objs, t.hint)
}

// newCell makes card i of the track.
func (t *althingTrack) newCell(s althing.State, i int) *althingCell {
	u := t.b.u
	st := s.Track[i]
	c := &althingCell{stage: st}
	name := u.Loc.Msg(althing.StageName(st.Card))
	if st.Side != "" {
		name = u.Loc.T("app.althing.track.card_side", "Stage", name, "Side", u.Loc.Msg(althing.SideName(st.Side)))
	}
	if st.Level > 0 && i < len(s.Track)-1 {
		name = u.Loc.T("app.althing.track.numbered", "N", st.Level, "Stage", name)
	}
	title := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	lines := []fyne.CanvasObject{title}
	switch {
	case st.Card == althing.Kattegat && st.Side == althing.SideA:
		lines = append(lines, althingIconLine(u, "althing-sacred-ground", u.Loc.T("app.althing.track.sacred")))
	case st.Card == althing.Kattegat:
		lines = append(lines, kit.Quiet(u.Loc.T("app.althing.track.start")))
	default:
		var row fyne.CanvasObject
		row, c.nums = althingNeedsRow(u)
		// The card lies on the table: its needs can be read off it now
		// rather than when someone first tries to complete it.
		c.fill = kit.NewTile(u.Loc.T("app.althing.track.fill_in"), theme.DocumentCreateIcon(), func() {
			t.b.teach(c.keys)
		})
		c.fill.KeepWords() // the cards' grid folds rather than break "Compléter"
		lines = append(lines, row, c.fill)
	}
	if althing.IsVeteran(st.Card) {
		lines = append(lines, althingIconLine(u, "althing-veteran", u.Loc.T("app.althing.track.veteran")))
	}
	c.pawns = althingBold("")
	lines = append(lines, c.pawns)
	if althing.Flippable(s.Setup.Mode) && i > 0 && i < len(s.Track)-1 {
		c.flip = kit.NewTile(u.Loc.T("app.althing.track.flip"), theme.ViewRefreshIcon(), func() {
			t.b.f.Do(althing.Command{Kind: althing.CmdFlip, Stage: i})
		})
		lines = append(lines, c.flip)
	}
	c.panel = newAlthingPanel(container.NewVBox(lines...))
	return c
}

// update shows what card i asks for, the pawns on it, and whether it can
// still be turned over.
func (t *althingTrack) update(c *althingCell, s althing.State, i int) {
	u := t.b.u
	if c.nums != nil {
		for j, r := range althing.Resources {
			v := "?"
			if n, ok := s.Need(c.stage, r); ok {
				v = strconv.Itoa(n)
			}
			if c.nums[j].Text != v {
				c.nums[j].Text = v
				c.nums[j].Refresh()
			}
		}
		c.keys = s.UnknownNeeds(c.stage)
		kit.SetShown(c.fill, len(c.keys) > 0 && !s.Over())
	}
	var here []string
	active := false
	for _, id := range s.Order() {
		if s.At(id) == i {
			here = append(here, u.Loc.Msg(s.Who(id)))
			active = active || id == s.ActiveID()
		}
	}
	if len(here) > 0 {
		kit.SetText(c.pawns, u.Loc.T("app.althing.track.pawns", "Who", strings.Join(here, ", ")))
	}
	kit.SetShown(c.pawns, len(here) > 0)
	c.panel.mark(active)
	if c.flip != nil {
		kit.SetShown(c.flip, s.Phase == althing.PhaseSetup)
	}
}

// althingIconLine is a small pictogram with a caption beside it.
func althingIconLine(u *kit.UI, icon, text string) fyne.CanvasObject {
	return container.NewBorder(nil, nil, u.RefIcon(icon, 20), nil, kit.Quiet(text))
}

// althingNeedsText says what a track card asks for, "?" for what the box has not
// told yet.
func althingNeedsText(u *kit.UI, s althing.State, st althing.Stage) string {
	parts := make([]string, 0, len(althing.Resources))
	for _, r := range althing.Resources {
		v := "?"
		if n, ok := s.Need(st, r); ok {
			v = strconv.Itoa(n)
		}
		parts = append(parts, u.Loc.T("app.althing.need", "Resource", u.Loc.Msg(althing.ResourceName(r)), "N", v))
	}
	return strings.Join(parts, " · ")
}

// althingNeedsRow shows what a track card asks for as the resources'
// pictograms (a tap explains each) with the amount: the amounts, one per
// resource, are set by the cell ("?" until the box has told).
func althingNeedsRow(u *kit.UI) (fyne.CanvasObject, []*canvas.Text) {
	var objs []fyne.CanvasObject
	var nums []*canvas.Text
	for _, r := range althing.Resources {
		num := canvas.NewText("", theme.Color(theme.ColorNameForeground))
		num.TextStyle.Bold = true
		nums = append(nums, num)
		objs = append(objs, u.RefIcon("althing-"+r, 20), container.NewCenter(num), layout.NewSpacer())
	}
	return container.NewHBox(objs[:len(objs)-1]...), nums
}

// teach asks the table, one value after the other, for printed values (what a
// stage asks), keeping each in the box profile and the session.
func (b *althingBoard) teach(keys []string) {
	if len(keys) == 0 {
		return
	}
	b.f.AskLearn(keys[0], "", func(string) { b.teach(keys[1:]) })
}
