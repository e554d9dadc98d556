// Command barewindow is the smallest Fyne program: one window titled "Bare"
// with one label. scripts/startup.sh measures it beside Skald as a baseline for
// start-up time and memory. Its window has Skald's size (app/shell.go): the
// software renderer's buffers grow with the window, so a smaller one would
// count them against Skald.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.New()
	w := a.NewWindow("Bare")
	w.SetContent(widget.NewLabel("Bare Fyne window"))
	w.Resize(fyne.NewSize(1280, 800))
	w.ShowAndRun()
}
