package thorgal

import (
	"strings"

	"fyne.io/fyne/v2/container"

	"skald/app/kit"
	"skald/rules"
)

// Thorgal's choice questions have long answers ("the first effect on the
// Adventure sheet", a deck's full name): as buttons they would stretch the
// question past a phone's edge at a large text size. Here each answer is a
// tile whose text wraps.
func registerChoiceEditors() {
	choice := func(k string) bool {
		return strings.HasPrefix(k, "thorgal.event.") ||
			strings.HasPrefix(k, "thorgal.adventure.") && (strings.HasSuffix(k, ".left") || strings.HasSuffix(k, ".right"))
	}
	kit.RegisterPrintedEditor(choice, thorgalChoiceDialog)
}

// thorgalChoiceDialog asks a printed choice with one wrapping tile per
// answer, the one known now marked; a tap answers.
func thorgalChoiceDialog(u *kit.UI, spec rules.PrintedSpec, current string, done func(string)) {
	var d *kit.Sheet
	box := container.NewVBox(kit.Subheading(u.Loc.Msg(spec.Prompt)), kit.Quiet(u.Loc.T("app.printed.hint")))
	for _, c := range spec.Choices {
		v := c.Value
		t := kit.NewTile(u.Loc.Msg(c.Label), nil, func() {
			d.Hide()
			done(v)
		})
		if v == current {
			t.Mark(true)
		}
		box.Add(t)
	}
	d = u.NewSheet(u.Loc.T("app.printed.title"), box)
	d.WithClose(u.Loc.T("common.cancel"))
	d.Show()
}
