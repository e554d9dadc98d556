package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
)

// CurrentStep is the step the table is on.
func CurrentStep(steps []rules.Step) (rules.Step, bool) {
	for _, s := range steps {
		if s.State == rules.StepCurrent {
			return s, true
		}
	}
	return rules.Step{}, false
}

// fillChecklist shows the phase checklist in box: each step with an icon for
// its state (done ☑, now ▶, to do ☐); the current one is also bold and says
// "now", so colour is never the only sign. A step's ⓘ button calls open with
// its rules-reference entry.
func fillChecklist(u *UI, box *fyne.Container, steps []rules.Step, open func(ref string)) {
	rows := make([]fyne.CanvasObject, 0, len(steps))
	for _, s := range steps {
		text := u.Loc.Msg(s.Msg)
		l := WrapLabel(text)
		var icon fyne.Resource
		switch s.State {
		case rules.StepDone:
			icon = theme.CheckButtonCheckedIcon()
		case rules.StepCurrent:
			icon = theme.MediaPlayIcon()
			l.TextStyle.Bold = true
			l.SetText(u.Loc.T("app.checklist.now", "Step", text))
		default:
			icon = theme.CheckButtonIcon()
		}
		var info fyne.CanvasObject
		if s.Ref != "" {
			ref := s.Ref
			b := IconButton(theme.InfoIcon(), func() { open(ref) })
			b.Importance = widget.LowImportance
			info = AtLeast(b, TouchSize, TouchSize)
		}
		rows = append(rows, container.NewBorder(nil, nil, widget.NewIcon(icon), info, l))
	}
	box.Objects = rows
	box.Refresh()
}
