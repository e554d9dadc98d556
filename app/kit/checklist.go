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

// checklist shows the phase checklist: each step with an icon for its state
// (done ☑, now ▶, to do ☐); the current one is also bold and says "now", so
// colour is never the only sign. A step's ⓘ button opens its rules-reference
// entry. Its rows are made once and shown again at each update.
type checklist struct {
	u    *UI
	open func(ref string)
	rows *RowList[*checkRow]
}

type checkRow struct {
	icon  *widget.Icon
	text  *Label
	info  fyne.CanvasObject
	ref   string
	shown rules.StepState
}

func newChecklist(u *UI, open func(ref string)) *checklist {
	c := &checklist{u: u, open: open}
	c.rows = NewRowList(container.NewVBox(), func() (*checkRow, fyne.CanvasObject) {
		r := &checkRow{icon: widget.NewIcon(nil), text: WrapLabel(""), shown: -1}
		b := IconButton(theme.InfoIcon(), func() { c.open(r.ref) })
		b.Importance = widget.LowImportance
		r.info = AtLeast(b, TouchSize, TouchSize)
		return r, container.NewBorder(nil, nil, r.icon, r.info, r.text)
	})
	return c
}

// Object is the checklist's box.
func (c *checklist) Object() *fyne.Container { return c.rows.Box }

// set shows steps.
func (c *checklist) set(steps []rules.Step) {
	c.rows.Show(len(steps), func(i int, r *checkRow) {
		s := steps[i]
		text := c.u.Loc.Msg(s.Msg)
		if s.State != r.shown {
			switch s.State {
			case rules.StepDone:
				r.icon.SetResource(theme.CheckButtonCheckedIcon())
			case rules.StepCurrent:
				r.icon.SetResource(theme.MediaPlayIcon())
			default:
				r.icon.SetResource(theme.CheckButtonIcon())
			}
			r.text.TextStyle.Bold = s.State == rules.StepCurrent
			r.shown = s.State
			r.text.Refresh()
		}
		if s.State == rules.StepCurrent {
			text = c.u.Loc.T("app.checklist.now", "Step", text)
		}
		if r.text.Text != text {
			r.text.SetText(text)
		}
		r.ref = s.Ref
		if (s.Ref != "") != r.info.Visible() {
			if s.Ref != "" {
				r.info.Show()
			} else {
				r.info.Hide()
			}
		}
	})
}
