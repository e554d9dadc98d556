package qa

import (
	"encoding/json"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/qa"
)

// qaTurn is Qâ's bottom bar: the actions the rules allow now (qa.Allowed), as
// large buttons offering only legal choices. Each phase fills it from its own
// file (qa_destin.go, qa_chaams.go, qa_action.go, qa_ogotai.go). Choices made
// over two taps (the dice to take, a Chaams's type before its value, the Skill
// cards named one by one) live here until the table moves on.
type qaTurn struct {
	b    *qaBoard
	box  *fyne.Container // the choices, scrolling when they are many
	main *fyne.Container // the phase's main action, always in view below them
	root fyne.CanvasObject
	s    qa.State

	moment     string   // the state the choices below belong to
	pick       []int    // indexes into Destin.White chosen to take
	chaamsType string   // the Skill type of the Chaams being named
	skillDie   string   // the skill die whose cards are being named
	named      []string // Skill cards named so far for skillDie
	stepPick   []string // types chosen for a step of different cards

	mainAction fyne.CanvasObject // set by the phase's items: shown below the choices
}

func newQaTurn(b *qaBoard) *qaTurn {
	t := &qaTurn{b: b, box: container.NewVBox(), main: container.NewVBox()}
	// The choices scroll inside what the bottom panel leaves them once the
	// main action under them has its place: it stays in view, and the two
	// together never take more than the frame's share of the window.
	t.root = container.NewVBox(kit.CapHeight(t.box, func() float32 {
		room := b.f.ActionRoom()
		if len(t.main.Objects) > 0 {
			room -= t.main.MinSize().Height + theme.Padding()
		}
		return max(room, kit.TouchSize)
	}), t.main)
	return t
}

// object is the bar as the frame places it.
func (t *qaTurn) object() fyne.CanvasObject { return t.root }

// fill shows the actions for state s.
func (t *qaTurn) fill(s qa.State) {
	t.s = s
	if m, err := json.Marshal(s); err == nil && string(m) != t.moment {
		t.moment = string(m)
		t.clear()
	}
	var items []fyne.CanvasObject
	t.mainAction = nil
	switch {
	case s.Over():
		items = t.overItems(s)
	case s.Draw.Card != "":
		items = t.placeItems(s)
	case s.Draw.Draws > 0:
		items = t.drawItems(s)
	case s.Phase == qa.PhaseOgotai:
		items = t.ogotaiItems(s)
	case s.Phase == qa.PhaseDestin:
		items = t.destinItems(s)
	case s.Phase == qa.PhaseAction:
		items = t.actionItems(s)
	}
	t.box.Objects = items
	t.box.Refresh()
	t.main.Objects = nil
	if t.mainAction != nil {
		t.main.Objects = []fyne.CanvasObject{t.mainAction}
	}
	t.main.Refresh()
}

// refill shows the bar again after a choice that sends nothing yet.
func (t *qaTurn) refill() { t.fill(t.s) }

// clear forgets the choices in progress.
func (t *qaTurn) clear() {
	t.pick, t.chaamsType, t.skillDie, t.named, t.stepPick = nil, "", "", nil, nil
}

// send forgets the choices and sends cmd.
func (t *qaTurn) send(cmd qa.Command) {
	t.clear()
	t.b.do(cmd)
}

// can reports whether the rules accept a command of this kind now.
func (t *qaTurn) can(kind string) bool { return slices.Contains(qa.Allowed(t.s), kind) }

// big makes the bar's main action: a tall, highlighted tile kept in view below
// the choices (the last one set wins).
func (t *qaTurn) big(text string, icon fyne.Resource, tap func()) *kit.Tile {
	b := kit.NewTile(text, icon, tap)
	b.SetImportance(widget.HighImportance)
	b.SetAlignment(fyne.TextAlignCenter)
	t.mainAction = kit.AtLeast(b, 0, kit.BigSize)
	return b
}

// qaGrid lays tiles out two by two (one per row when there is only one).
func qaGrid(objs ...fyne.CanvasObject) fyne.CanvasObject {
	if len(objs) == 1 {
		return objs[0]
	}
	return container.NewGridWithColumns(2, objs...)
}

// grid lays the bar's tiles out two by two on a phone and four by four on a
// wide window, where the bar spans the whole width; fewer when a tile's
// longest word would not fit its column ("compétences/voyage" at the
// largest text).
func (t *qaTurn) grid(objs ...fyne.CanvasObject) fyne.CanvasObject {
	if t.b.u.Win.Canvas().Size().Width < kit.DesktopWidth {
		return qaWordGrid(2, objs...)
	}
	return qaWordGrid(4, objs...)
}

// qaWordGrid is at most cols columns of tiles, each wide enough for every
// tile's longest word.
func qaWordGrid(cols int, objs ...fyne.CanvasObject) fyne.CanvasObject {
	if len(objs) == 1 {
		return objs[0]
	}
	var cell float32
	for _, o := range objs {
		cell = max(cell, kit.TileWordWidth(o))
	}
	return kit.NewFitGrid(cols, cell, objs...)
}

// qaHint is the line above the buttons that says what the table does now.
func qaHint(text string) *kit.Label {
	l := kit.WrapLabel(text)
	l.TextStyle.Bold = true
	return l
}
