package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
)

// currentStep is the step the table is on.
func currentStep(steps []rules.Step) (rules.Step, bool) {
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
		text := u.loc.Msg(s.Msg)
		l := wrapLabel(text)
		var icon fyne.Resource
		switch s.State {
		case rules.StepDone:
			icon = theme.CheckButtonCheckedIcon()
		case rules.StepCurrent:
			icon = theme.MediaPlayIcon()
			l.TextStyle.Bold = true
			l.SetText(u.loc.T("app.checklist.now", "Step", text))
		default:
			icon = theme.CheckButtonIcon()
		}
		var info fyne.CanvasObject
		if s.Ref != "" {
			ref := s.Ref
			b := iconButton(theme.InfoIcon(), func() { open(ref) })
			b.Importance = widget.LowImportance
			info = atLeast(b, touchSize, touchSize)
		}
		rows = append(rows, container.NewBorder(nil, nil, widget.NewIcon(icon), info, l))
	}
	box.Objects = rows
	box.Refresh()
}
