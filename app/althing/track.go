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
	"skald/rules"
	"skald/rules/althing"
)

// althingTrack is the saga track as it lies on the table: Kattegat, the
// stages and the final card, each with its side, what it asks for (or "?"
// until the box has told), the Veteran and Sacred Ground marks, and the pawns
// on it. A straight track reads left to right and folds into rows; the saga
// alternative shows its two branches side by side. In a new game's setup a
// stage is tapped to turn it over.
type althingTrack struct {
	b   *althingBoard
	box *fyne.Container
}

func newAlthingTrack(b *althingBoard) *althingTrack {
	return &althingTrack{b: b, box: container.NewVBox()}
}

func (t *althingTrack) fill(s althing.State) {
	u := t.b.u
	if len(s.Track) == 0 {
		t.box.Objects = []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.althing.track.none"))}
		t.box.Refresh()
		return
	}
	cells := make([]fyne.CanvasObject, len(s.Track))
	for i := range s.Track {
		cells[i] = t.cell(s, i)
	}
	var objs []fyne.CanvasObject
	if s.Setup.Mode == althing.ModeSaga {
		last := len(cells) - 1
		objs = append(objs, cells[0],
			container.NewGridWithColumns(2, kit.Quiet(u.Loc.T("app.althing.track.left")), kit.Quiet(u.Loc.T("app.althing.track.right"))))
		half := (len(cells) - 2) / 2
		for lvl := 0; lvl < half; lvl++ {
			objs = append(objs, container.NewGridWithColumns(2, cells[1+lvl], cells[1+half+lvl]))
		}
		objs = append(objs, cells[last])
	} else {
		objs = append(objs, kit.NewFitGrid(0, 120, cells...))
	}
	if althing.Flippable(s.Setup.Mode) && s.Phase == althing.PhaseSetup {
		objs = append(objs, kit.Quiet(u.Loc.T("app.althing.track.flip_hint")))
	}
	t.box.Objects = objs
	t.box.Refresh()
}

// cell is one card of the track.
func (t *althingTrack) cell(s althing.State, i int) fyne.CanvasObject {
	u := t.b.u
	st := s.Track[i]
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
		lines = append(lines, althingNeedsRow(u, s, st))
		if keys := s.UnknownNeeds(st); len(keys) > 0 && !s.Over() {
			// The card lies on the table: its needs can be read off it now
			// rather than when someone first tries to complete it.
			lines = append(lines, kit.NewTile(u.Loc.T("app.althing.track.fill_in"), theme.DocumentCreateIcon(), func() {
				t.b.teach(keys)
			}))
		}
	}
	if althing.IsVeteran(st.Card) {
		lines = append(lines, althingIconLine(u, "althing-veteran", u.Loc.T("app.althing.track.veteran")))
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
		pawns := kit.WrapLabel(u.Loc.T("app.althing.track.pawns", "Who", strings.Join(here, ", ")))
		pawns.TextStyle.Bold = true
		lines = append(lines, pawns)
	}
	content := container.NewVBox(lines...)
	if althing.Flippable(s.Setup.Mode) && s.Phase == althing.PhaseSetup && i > 0 && i < len(s.Track)-1 {
		flip := kit.NewTile(u.Loc.T("app.althing.track.flip"), theme.ViewRefreshIcon(), func() {
			t.b.f.Do(althing.Command{Kind: althing.CmdFlip, Stage: i})
		})
		content.Add(flip)
	}
	return althingCard(content, active)
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

// althingNeedsRow shows what a track card asks for as the resources' pictograms
// (a tap explains each) with the amount, "?" until the box has told.
func althingNeedsRow(u *kit.UI, s althing.State, st althing.Stage) fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, r := range althing.Resources {
		v := "?"
		if n, ok := s.Need(st, r); ok {
			v = strconv.Itoa(n)
		}
		num := canvas.NewText(v, theme.Color(theme.ColorNameForeground))
		num.TextStyle.Bold = true
		objs = append(objs, u.RefIcon("althing-"+r, 20), container.NewCenter(num), layout.NewSpacer())
	}
	return container.NewHBox(objs[:len(objs)-1]...)
}

// althingCard is card() with a thick primary border when marked (the active
// player's pawn stands here): the border and the pawn line say it, not colour
// alone.
func althingCard(o fyne.CanvasObject, marked bool) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	if marked {
		bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		bg.StrokeWidth = 3
	}
	return container.NewStack(bg, container.NewPadded(o))
}

// teach asks the table, one value after the other, for printed values (what a
// stage asks), keeping each in the box profile and the session.
func (b *althingBoard) teach(keys []string) {
	if len(keys) == 0 {
		return
	}
	spec, ok := rules.PrintedSpecFor(althing.Game, keys[0])
	if !ok {
		return
	}
	b.u.AskPrinted(spec, "", func(v string) {
		if err := b.f.Sess.Learn(keys[0], v); err != nil {
			b.f.Say(b.u.ErrText(err))
			return
		}
		b.teach(keys[1:])
	})
}
