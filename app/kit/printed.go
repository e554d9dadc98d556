package kit

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules"
)

// MaxIntButtons is the widest range of a printed number answered by one tap on
// a grid of numbers; wider ranges get a stepper.
const MaxIntButtons = 24

// printedEditor is a game's own way to answer some printed values (a grid
// editor for a wound area); askPrinted uses the first whose match accepts the
// key, everywhere a value is asked (setup, play, box profile).
type printedEditor struct {
	match func(key string) bool
	ask   func(u *UI, spec rules.PrintedSpec, current string, done func(value string))
}

var PrintedEditors []printedEditor

// RegisterPrintedEditor adds a printed-value editor (call from an init).
func RegisterPrintedEditor(match func(key string) bool, ask func(u *UI, spec rules.PrintedSpec, current string, done func(value string))) {
	PrintedEditors = append(PrintedEditors, printedEditor{match: match, ask: ask})
}

// AskPrinted asks the table for a value printed on the box: the spec's question
// with large one-tap answers (numbers, choices) or a text field. current, when
// not "", is marked as the value known now. done gets a valid answer; Cancel
// closes without calling it. It is the question of a value needed to go on
// (the step waits for it), so it never offers Later.
func (u *UI) AskPrinted(spec rules.PrintedSpec, current string, done func(value string)) {
	u.askPrinted(spec, current, done, nil, false, "")
}

// AskPrintedLater is AskPrinted for a value not needed right now (filling the
// box profile, a value asked again after an undo): Later, instead of Cancel,
// closes the question without learning anything, and the table goes on; the
// value is asked again when a step needs it.
func (u *UI) AskPrintedLater(spec rules.PrintedSpec, current string, done func(value string)) {
	u.askPrinted(spec, current, done, nil, true, "")
}

// PrintedStep is one question of a series (the box profile's "fill in what's
// missing"): the dialog says where the series is, and offers to answer this
// question later (the series goes on) or to stop the series.
type PrintedStep struct {
	Progress    string
	Later, Stop func()
}

// AskPrintedStep is askPrinted as one step of a series when step is not nil.
func (u *UI) AskPrintedStep(spec rules.PrintedSpec, current string, done func(value string), step *PrintedStep) {
	u.askPrinted(spec, current, done, step, false, "")
}

// AskPrintedAgain asks once more a value whose answer the rules refused with
// the others it goes with (two Event decks alike): why says what is wrong,
// above the question.
func (u *UI) AskPrintedAgain(spec rules.PrintedSpec, current, why string, done func(value string)) {
	u.askPrinted(spec, current, done, nil, false, why)
}

// askPrinted asks as one step of a series when step is not nil, else with
// Later when later, else with Cancel. A game's own editor offers only its
// Cancel, which learns nothing either.
func (u *UI) askPrinted(spec rules.PrintedSpec, current string, done func(value string), step *PrintedStep, later bool, why string) {
	for _, ed := range PrintedEditors {
		if ed.match(spec.Key) {
			if step != nil {
				u.askPrintedEditorStep(ed, spec, current, done, step)
				return
			}
			ed.ask(u, spec, current, done)
			return
		}
	}
	var d *Sheet
	answer := func(v string) {
		if !spec.Valid(v) {
			return
		}
		d.Hide()
		done(v)
	}
	prompt := Subheading(u.Loc.Msg(spec.Prompt))
	hint := Quiet(u.Loc.T("app.printed.hint"))
	items := []fyne.CanvasObject{prompt, hint}
	if step != nil {
		items = append([]fyne.CanvasObject{Quiet(step.Progress)}, items...)
	}
	if why != "" {
		w := WrapLabel(why)
		w.Importance = widget.DangerImportance
		items = append([]fyne.CanvasObject{w}, items...)
	}

	reserve := 0 // lines kept free for what may show below the answer
	mark := func(b *widget.Button, v string) {
		if v == current {
			b.Importance = widget.HighImportance
			b.Icon = theme.ConfirmIcon()
		}
	}
	switch spec.Kind {
	case rules.PrintedInt:
		if spec.Max-spec.Min+1 <= MaxIntButtons {
			var nums []fyne.CanvasObject
			for n := spec.Min; n <= spec.Max; n++ {
				v := strconv.Itoa(n)
				b := widget.NewButton(v, func() { answer(v) })
				mark(b, v)
				nums = append(nums, AtLeast(b, TouchSize, TouchSize))
			}
			items = append(items, container.NewGridWithColumns(5, nums...))
		} else {
			items = append(items, u.stepper(spec, current, answer))
		}
	case rules.PrintedChoice:
		// Tiles: a long choice wraps (a button's text would widen the
		// sheet past a phone's screen at the largest text).
		for _, c := range spec.Choices {
			v := c.Value
			t := NewTile(u.Loc.Msg(c.Label), nil, func() { answer(v) })
			t.Mark(v == current)
			items = append(items, Tall(t))
		}
	default:
		e := widget.NewEntry()
		e.SetText(current)
		// Save on a missing answer says why, just under it, where the eyes
		// are (a greyed Save seemed to do nothing); Save does not move.
		refusal := WrapLabel("")
		refusal.Importance = widget.DangerImportance
		refusal.Hide()
		try := func() {
			if spec.Valid(e.Text) {
				answer(e.Text)
				return
			}
			key := "app.printed.text_empty"
			if e.Text != "" {
				key = "app.printed.text_long"
			}
			refusal.SetText(u.Loc.T(key))
			refusal.Show()
		}
		e.OnSubmitted = func(string) { try() }
		e.OnChanged = func(string) { SetShown(refusal, false) }
		save := Primary(u.Loc.T("common.save"), theme.ConfirmIcon(), try)
		// A typed answer's prompt is long: in body text, with the hint
		// after the field, it leaves the field and a refusal in view on a
		// phone.
		prompt.SizeName = theme.SizeNameText
		items = slices.DeleteFunc(items, func(o fyne.CanvasObject) bool { return o == hint })
		items = append(items, Tall(e), Tall(save), refusal, hint)
		reserve = 3 // the refusal's lines
	}

	d = u.NewSheet(u.Loc.T("app.printed.title"), container.NewVBox(items...))
	if reserve > 0 {
		d.ReserveLines(reserve)
	}
	switch {
	case step != nil:
		d.WithButtons(u.printedStepButtons(step, func() { d.Hide() })...)
	case later:
		d.WithClose(u.Loc.T("app.printed.later"))
	default:
		d.WithClose(u.Loc.T("common.cancel"))
	}
	d.Show()
}

// printedStepButtons are Stop and Later for a question of a series; hide
// closes the question first.
func (u *UI) printedStepButtons(step *PrintedStep, hide func()) []fyne.CanvasObject {
	stop := widget.NewButtonWithIcon(u.Loc.T("app.printed.stop"), theme.CancelIcon(), func() { hide(); step.Stop() })
	later := widget.NewButtonWithIcon(u.Loc.T("app.printed.later"), theme.MediaSkipNextIcon(), func() { hide(); step.Later() })
	return []fyne.CanvasObject{AtLeast(stop, 120, TouchSize), AtLeast(later, 120, TouchSize)}
}

// askPrintedEditorStep asks with a game's own editor, which offers only
// Cancel: under it, a panel says where the series is and offers to ask
// again, to answer this question later or to stop.
func (u *UI) askPrintedEditorStep(ed printedEditor, spec rules.PrintedSpec, current string, done func(string), step *PrintedStep) {
	var panel *Sheet
	ask := func() {
		ed.ask(u, spec, current, func(v string) {
			panel.Hide()
			done(v)
		})
	}
	box := container.NewVBox(Quiet(step.Progress), WrapLabel(u.Loc.Msg(spec.Prompt)),
		Tall(Primary(u.Loc.T("app.profile.set"), theme.DocumentCreateIcon(), ask)))
	panel = u.NewSheet(u.Loc.T("app.printed.title"), box)
	panel.WithButtons(u.printedStepButtons(step, func() { panel.Hide() })...)
	panel.Show()
	ask()
}

// stepper enters a number in a wide range with − and + and an OK button.
func (u *UI) stepper(spec rules.PrintedSpec, current string, answer func(string)) fyne.CanvasObject {
	n, err := strconv.Atoi(current)
	if err != nil || n < spec.Min || n > spec.Max {
		n = spec.Min
	}
	// The number can be typed as well as stepped: a wide range is quicker
	// typed, a value close by quicker stepped.
	value := widget.NewEntry()
	value.SetText(strconv.Itoa(n))
	ok := Primary(u.Loc.T("common.ok"), theme.ConfirmIcon(), nil)
	typed := func() (int, bool) {
		v, err := strconv.Atoi(strings.TrimSpace(value.Text))
		return v, err == nil && v >= spec.Min && v <= spec.Max
	}
	value.OnChanged = func(string) {
		_, valid := typed()
		SetEnabled(ok, valid)
	}
	step := func(d int) {
		v, valid := typed()
		if !valid {
			v = n
		}
		if v+d >= spec.Min && v+d <= spec.Max {
			n = v + d
			value.SetText(strconv.Itoa(n))
		}
	}
	send := func() {
		if v, valid := typed(); valid {
			answer(strconv.Itoa(v))
		}
	}
	ok.OnTapped = send
	value.OnSubmitted = func(string) { send() }
	minus := AtLeast(IconButton(theme.ContentRemoveIcon(), func() { step(-1) }), TouchSize, TouchSize)
	plus := AtLeast(IconButton(theme.ContentAddIcon(), func() { step(1) }), TouchSize, TouchSize)
	return container.NewVBox(container.NewBorder(nil, nil, minus, plus, Tall(value)), Tall(ok))
}

// printedText is a game's way to say some known values in words (a card's
// grid by its size and hearts) where a list shows them, as the box profile
// does: the raw encoding is for the rules, not for the table.
type printedText struct {
	match func(key string) bool
	say   func(u *UI, value string) string
}

var printedTexts []printedText

// RegisterPrintedText adds a way to say values in words (call from an init);
// say gets values the spec accepts, and gives back as it is one its game
// cannot read.
func RegisterPrintedText(match func(key string) bool, say func(u *UI, value string) string) {
	printedTexts = append(printedTexts, printedText{match: match, say: say})
}

// PrintedValueText says a known printed value in words: a choice by its
// label, a value a game registered a text for in that game's words.
func (u *UI) PrintedValueText(spec rules.PrintedSpec, v string) string {
	if spec.Valid(v) {
		for _, t := range printedTexts {
			if t.match(spec.Key) {
				return t.say(u, v)
			}
		}
	}
	if spec.Kind == rules.PrintedChoice {
		for _, c := range spec.Choices {
			if c.Value == v {
				return u.Loc.Msg(c.Label)
			}
		}
	}
	return v
}
