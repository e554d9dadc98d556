package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// readOnlyBanner is the strip above every screen of a read-only store: it
// says so and why, with an icon as well as words and colour. nil when the
// store can be written.
func (u *UI) readOnlyBanner() fyne.CanvasObject {
	if u.Store == nil {
		return nil
	}
	ro, why := u.Store.ReadOnly()
	if !ro {
		return nil
	}
	text := WrapLabel(u.Loc.T("app.readonly.banner", "Why", u.Loc.Msg(why)))
	text.Importance = widget.WarningImportance
	bg := canvas.NewRectangle(readOnlyTint())
	row := container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()), nil, text)
	return container.NewStack(bg, container.NewPadded(row))
}

// readOnlyTint is a faint wash of the theme's warning colour.
func readOnlyTint() color.Color {
	r, g, b, _ := theme.Color(theme.ColorNameWarning).RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0x30}
}
