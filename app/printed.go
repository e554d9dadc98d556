package app

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
)

// maxIntButtons is the widest range of a printed number answered by one tap on
// a grid of numbers; wider ranges get a stepper.
const maxIntButtons = 24

// printedEditor is a game's own way to answer some printed values (a grid
// editor for a wound area); askPrinted uses the first whose match accepts the
// key, everywhere a value is asked (setup, play, box profile).
type printedEditor struct {
	match func(key string) bool
	ask   func(u *UI, spec rules.PrintedSpec, current string, done func(value string))
}

var printedEditors []printedEditor

// registerPrintedEditor adds a printed-value editor (call from an init).
func registerPrintedEditor(match func(key string) bool, ask func(u *UI, spec rules.PrintedSpec, current string, done func(value string))) {
	printedEditors = append(printedEditors, printedEditor{match: match, ask: ask})
}

// askPrinted asks the table for a value printed on the box: the spec's question
// with large one-tap answers (numbers, choices) or a text field. current, when
// not "", is marked as the value known now. done gets a valid answer; Cancel
// closes without calling it.
func (u *UI) askPrinted(spec rules.PrintedSpec, current string, done func(value string)) {
	u.askPrintedStep(spec, current, done, nil)
}

// printedStep is one question of a series (the box profile's "fill in what's
// missing"): the dialog says where the series is, and offers to skip this
// question or to stop the series instead of Cancel.
type printedStep struct {
	progress   string
	skip, stop func()
}

// askPrintedStep is askPrinted as one step of a series when step is not nil.
func (u *UI) askPrintedStep(spec rules.PrintedSpec, current string, done func(value string), step *printedStep) {
	for _, ed := range printedEditors {
		if ed.match(spec.Key) {
			if step != nil {
				u.askPrintedEditorStep(ed, spec, current, done, step)
				return
			}
			ed.ask(u, spec, current, done)
			return
		}
	}
	var d *dialog.CustomDialog
	answer := func(v string) {
		if !spec.Valid(v) {
			return
		}
		d.Hide()
		done(v)
	}
	prompt := subheading(u.loc.Msg(spec.Prompt))
	items := []fyne.CanvasObject{prompt, quiet(u.loc.T("app.printed.hint"))}
	if step != nil {
		items = append([]fyne.CanvasObject{quiet(step.progress)}, items...)
	}

	mark := func(b *widget.Button, v string) {
		if v == current {
			b.Importance = widget.HighImportance
			b.Icon = theme.ConfirmIcon()
		}
	}
	switch spec.Kind {
	case rules.PrintedInt:
		if spec.Max-spec.Min+1 <= maxIntButtons {
			var nums []fyne.CanvasObject
			for n := spec.Min; n <= spec.Max; n++ {
				v := strconv.Itoa(n)
				b := widget.NewButton(v, func() { answer(v) })
				mark(b, v)
				nums = append(nums, atLeast(b, touchSize, touchSize))
			}
			items = append(items, container.NewGridWithColumns(5, nums...))
		} else {
			items = append(items, u.stepper(spec, current, answer))
		}
	case rules.PrintedChoice:
		for _, c := range spec.Choices {
			v := c.Value
			b := widget.NewButton(u.loc.Msg(c.Label), func() { answer(v) })
			mark(b, v)
			items = append(items, tall(b))
		}
	default:
		e := widget.NewEntry()
		e.SetText(current)
		e.OnSubmitted = func(s string) { answer(s) }
		save := primary(u.loc.T("common.save"), theme.ConfirmIcon(), func() { answer(e.Text) })
		// Save says by being greyed that an answer is missing, rather than
		// doing nothing when tapped.
		e.OnChanged = func(s string) { setEnabled(save, spec.Valid(s)) }
		setEnabled(save, spec.Valid(current))
		items = append(items, tall(e), tall(save))
	}

	d = dialog.NewCustomWithoutButtons(u.loc.T("app.printed.title"), container.NewVScroll(container.NewVBox(items...)), u.win)
	if step != nil {
		d.SetButtons(u.printedStepButtons(step, func() { d.Hide() }))
	} else {
		d.SetButtons([]fyne.CanvasObject{atLeast(widget.NewButton(u.loc.T("common.cancel"), func() { d.Hide() }), 120, touchSize)})
	}
	size := u.win.Canvas().Size()
	d.Resize(dialogSize(u.win, 440, size.Height*0.9))
	d.Show()
}

// printedStepButtons are Stop and Skip for a question of a series; hide
// closes the question first.
func (u *UI) printedStepButtons(step *printedStep, hide func()) []fyne.CanvasObject {
	stop := widget.NewButtonWithIcon(u.loc.T("app.printed.stop"), theme.CancelIcon(), func() { hide(); step.stop() })
	skip := widget.NewButtonWithIcon(u.loc.T("app.printed.skip"), theme.MediaSkipNextIcon(), func() { hide(); step.skip() })
	return u.fitDialogButtons(atLeast(stop, 120, touchSize), atLeast(skip, 120, touchSize))
}

// askPrintedEditorStep asks with a game's own editor, which offers only
// Cancel: under it, a panel says where the series is and offers to ask
// again, to skip this question or to stop.
func (u *UI) askPrintedEditorStep(ed printedEditor, spec rules.PrintedSpec, current string, done func(string), step *printedStep) {
	var panel *dialog.CustomDialog
	ask := func() {
		ed.ask(u, spec, current, func(v string) {
			panel.Hide()
			done(v)
		})
	}
	box := container.NewVBox(quiet(step.progress), wrapLabel(u.loc.Msg(spec.Prompt)),
		tall(primary(u.loc.T("app.profile.set"), theme.DocumentCreateIcon(), ask)))
	panel = u.customDialog(u.loc.T("app.printed.title"), box)
	panel.SetButtons(u.printedStepButtons(step, func() { panel.Hide() }))
	panel.Resize(dialogSize(u.win, 440, 0))
	panel.Show()
	ask()
}

// stepper enters a number in a wide range with − and + and an OK button.
func (u *UI) stepper(spec rules.PrintedSpec, current string, answer func(string)) fyne.CanvasObject {
	n, err := strconv.Atoi(current)
	if err != nil || n < spec.Min || n > spec.Max {
		n = spec.Min
	}
	value := widget.NewLabelWithStyle(strconv.Itoa(n), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	value.SizeName = theme.SizeNameHeadingText
	set := func(v int) {
		if v >= spec.Min && v <= spec.Max {
			n = v
			value.SetText(strconv.Itoa(n))
		}
	}
	minus := atLeast(iconButton(theme.ContentRemoveIcon(), func() { set(n - 1) }), touchSize, touchSize)
	plus := atLeast(iconButton(theme.ContentAddIcon(), func() { set(n + 1) }), touchSize, touchSize)
	ok := tall(primary(u.loc.T("common.ok"), theme.ConfirmIcon(), func() { answer(strconv.Itoa(n)) }))
	return container.NewVBox(container.NewBorder(nil, nil, minus, plus, value), ok)
}

// printedValueText says a known printed value in words: a choice by its label.
func (u *UI) printedValueText(spec rules.PrintedSpec, v string) string {
	if spec.Kind == rules.PrintedChoice {
		for _, c := range spec.Choices {
			if c.Value == v {
				return u.loc.Msg(c.Label)
			}
		}
	}
	return v
}
