package thorgal

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// The signs a Terrain card's grid adds to the kinds of space, drawn the same
// in the card editor and on the Journey Path: a red or yellow space, and the
// column of the reveal mark.

// penaltySign is the sign of a red or yellow space over the square at at,
// cell wide (nil for a space of neither colour).
func penaltySign(penalty int, at fyne.Position, cell float32) fyne.CanvasObject {
	res, ok := penaltyIcon[penalty]
	if !ok {
		return nil
	}
	img := canvas.NewImageFromResource(res)
	img.FillMode = canvas.ImageFillStretch
	img.Move(at)
	img.Resize(fyne.NewSize(cell, cell))
	return img
}

// markSigns mark column c of a board rows squares high whose column c
// starts at x, squares cell wide: a line down each side in the primary
// colour, and the reveal mark's picture in the top corner of the column.
func markSigns(x, cell float32, rows int, col func(fyne.ThemeColorName) color.Color) []fyne.CanvasObject {
	h := cell * float32(rows)
	var objs []fyne.CanvasObject
	for _, lx := range []float32{x + 1.5, x + cell - 1.5} {
		l := canvas.NewLine(col(theme.ColorNamePrimary))
		l.StrokeWidth = 3
		l.Position1, l.Position2 = fyne.NewPos(lx, 0), fyne.NewPos(lx, h)
		objs = append(objs, l)
	}
	img := canvas.NewImageFromResource(markIcon)
	img.FillMode = canvas.ImageFillContain
	side := cell * 0.42
	img.Move(fyne.NewPos(x+cell-side-3, 3))
	img.Resize(fyne.NewSize(side, side))
	return append(objs, img)
}
