package cardgame

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/cardgame"
)

// cgPanel is one step's panel: built the first time the step comes, then
// shown again with the new state, so a tap replaces no widget.
type cgPanel interface {
	// update shows s; it returns the panel and the bottom bar's action (nil
	// for none).
	update(s cardgame.State) (panel, action fyne.CanvasObject)
}

// panelKind names the panel s needs: "" when the game is over.
func panelKind(s cardgame.State) string {
	switch {
	case s.Over():
		return ""
	case s.Phase == cardgame.PhaseFate:
		return cardgame.StepFate
	case s.InWindow():
		return cardgame.StepPlay
	}
	return s.Step
}

// newPanel builds the panel of a kind (see panelKind); nil for none.
func (b *cgBoard) newPanel(kind string) cgPanel {
	switch kind {
	case cardgame.StepFate:
		return b.newFatePanel()
	case cardgame.StepPlay:
		return b.newWindowPanel()
	case cardgame.StepChoose:
		return b.newChoosePanel()
	case cardgame.StepOppose:
		return b.newOpposePanel()
	case cardgame.StepReturn:
		return b.newReturnPanel()
	case cardgame.StepEnd:
		return b.newEndPanel()
	case cardgame.StepUpkeep:
		return b.newUpkeepPanel()
	case cardgame.StepCleanup:
		return b.newCleanupPanel()
	case cardgame.StepSwap:
		return b.newSwapPanel()
	}
	return nil
}

// cgHead is a panel's head: on a wide board the step's title and its
// explanation; on a phone, whose bottom bar already names the step, the
// explanation alone, in full-size text, so the panel's buttons come up.
type cgHead struct {
	title *kit.Label // nil on a phone
	hint  *kit.Label
}

func (b *cgBoard) newHead() *cgHead {
	if b.wide {
		return &cgHead{title: kit.Subheading(""), hint: kit.Quiet("")}
	}
	return &cgHead{hint: kit.WrapLabel("")}
}

func (h *cgHead) objects() []fyne.CanvasObject {
	if h.title == nil {
		return []fyne.CanvasObject{h.hint}
	}
	return []fyne.CanvasObject{h.title, h.hint}
}

// set shows title (on a wide board) and hint, hidden when "".
func (h *cgHead) set(title, hint string) {
	if h.title != nil {
		kit.SetText(h.title, title)
	}
	kit.SetText(h.hint, hint)
	kit.SetShown(h.hint, hint != "")
}

// step shows the current step as the title, and hint.
func (h *cgHead) step(b *cgBoard, s cardgame.State, hint string) {
	title := ""
	if h.title != nil {
		title = b.currentStep(s)
	}
	h.set(title, hint)
}

// choiceTile is a tile whose text, icon, importance and tap change in place.
type choiceTile struct {
	*kit.Tile
	tap func()
}

func newChoice() *choiceTile {
	c := &choiceTile{}
	c.Tile = kit.NewTile("", nil, func() { c.tap() })
	return c
}

// set shows text and icon at imp (the importance first, so the icon is
// tinted once) and makes a tap run tap.
func (c *choiceTile) set(text string, icon fyne.Resource, imp widget.Importance, tap func()) {
	c.SetImportance(imp)
	c.SetText(text)
	c.SetIcon(icon)
	c.tap = tap
}

// bigTile is a step's one obvious action for the bottom bar.
type bigTile struct {
	*choiceTile
	obj fyne.CanvasObject
}

func newBig() *bigTile {
	c := newChoice()
	c.SetAlignment(fyne.TextAlignCenter)
	return &bigTile{choiceTile: c, obj: kit.AtLeast(c.Tile, 0, kit.BigSize)}
}

// show says text with icon, sends cmd on a tap, and is the bottom bar's
// action.
func (t *bigTile) show(b *cgBoard, text string, icon fyne.Resource, cmd cardgame.Command) fyne.CanvasObject {
	t.set(text, icon, widget.HighImportance, func() { b.f.Do(cmd) })
	return t.obj
}

// do is a tap that sends cmd.
func (b *cgBoard) do(cmd cardgame.Command) func() { return func() { b.f.Do(cmd) } }

// sideBox is a box that lays objects two by two on a wide board and one
// under the other on a phone, each only as tall as it needs.
func (b *cgBoard) sideBox() *fyne.Container {
	if b.wide {
		return container.NewGridWithColumns(2)
	}
	return container.NewVBox()
}

// side is a sideBox of objs.
func (b *cgBoard) side(objs ...fyne.CanvasObject) *fyne.Container {
	c := b.sideBox()
	c.Objects = objs
	return c
}
