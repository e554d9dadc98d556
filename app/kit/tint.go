package kit

import (
	"reflect"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// tinted holds one coloured resource per source and colour name. An icon
// widget given the very resource it shows already does nothing, while a new
// coloured resource makes it parse and tint its SVG again: sharing them keeps
// an update that changes nothing free.
var tinted sync.Map // tintKey → fyne.Resource

type tintKey struct {
	src   fyne.Resource
	color fyne.ThemeColorName
}

// Tinted is src drawn in the theme colour name, the same resource each time.
func Tinted(src fyne.Resource, name fyne.ThemeColorName) fyne.Resource {
	if src == nil || !reflect.TypeOf(src).Comparable() {
		return theme.NewColoredResource(src, name)
	}
	k := tintKey{src, name}
	if r, ok := tinted.Load(k); ok {
		return r.(fyne.Resource)
	}
	r, _ := tinted.LoadOrStore(k, theme.NewColoredResource(src, name))
	return r.(fyne.Resource)
}

// sameResource reports whether a and b are the very same resource.
func sameResource(a, b fyne.Resource) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	return ta == tb && ta.Comparable() && a == b
}
