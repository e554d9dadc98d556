// Command barewindow is the smallest Fyne program: one window titled "Bare"
// with one label. scripts/startup.sh measures it beside Skald as a baseline for
// start-up time and memory.
package main

import (
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.New()
	w := a.NewWindow("Bare")
	w.SetContent(widget.NewLabel("Bare Fyne window"))
	w.ShowAndRun()
}
