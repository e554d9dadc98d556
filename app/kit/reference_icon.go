package kit

import (
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"skald/assets"
)

// iconResources caches the glossary pictograms as Fyne resources, so that an
// icon drawn many times is decoded once.
var iconResources sync.Map // name -> fyne.Resource

// IconResource is assets/icons/<name>.svg as a resource, or nil when there is
// no such icon.
func IconResource(name string) fyne.Resource {
	if r, ok := iconResources.Load(name); ok {
		return r.(fyne.Resource)
	}
	data, ok := assets.IconSVGNamed(name)
	if !ok {
		return nil
	}
	r := fyne.NewStaticResource(name+".svg", data)
	iconResources.Store(name, r)
	return r
}

// IconImage draws a glossary pictogram at size×size (empty when unknown).
func IconImage(name string, size float32) *canvas.Image {
	img := canvas.NewImageFromResource(IconResource(name))
	img.FillMode = canvas.ImageFillContain
	img.SetMinSize(fyne.NewSize(size, size))
	return img
}

// RefIcon shows the pictogram assets/icons/<iconName>.svg at size×size; a tap
// opens its glossary entry. Any screen may use it for the symbols it shows
// (qa-die-take2, thorgal-wound-3, …).
func (u *UI) RefIcon(iconName string, size float32) fyne.CanvasObject {
	t := newTapIcon(iconName, size, func() { u.OpenIcon(iconName) })
	t.label = u.iconTitle(iconName)
	return t
}

// iconTitle is the title of an icon's glossary entry in the UI's language,
// which a screen reader says for the pictogram ("" when it has none).
func (u *UI) iconTitle(iconName string) string {
	ref, err := u.Reference()
	if err != nil {
		return ""
	}
	if e, ok := ref.IconEntry(iconName); ok {
		return e.Text(u.Loc.Lang()).Title
	}
	return ""
}

// RefIconFaint is refIcon drawn faint (translucency from 0, solid, to 1,
// invisible): a slot still to fill, a type not held. It opens the entry all
// the same.
func (u *UI) RefIconFaint(iconName string, size float32, translucency float64) fyne.CanvasObject {
	t := newTapIcon(iconName, size, func() { u.OpenIcon(iconName) })
	t.label = u.iconTitle(iconName)
	t.img.Translucency = translucency
	return t
}

// TapIcon is a pictogram that answers a tap.
type TapIcon struct {
	widget.BaseWidget
	Name  string
	img   *canvas.Image
	size  float32
	tap   func()
	label string // the entry's title, for a screen reader
}

// AccessibilityLabel is the title of the pictogram's glossary entry.
func (t *TapIcon) AccessibilityLabel() string { return t.label }

// AccessibilityRole is a link's: a tap opens the entry.
func (t *TapIcon) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleLink }

func newTapIcon(name string, size float32, tap func()) *TapIcon {
	t := &TapIcon{Name: name, img: IconImage(name, size), size: size, tap: tap}
	t.ExtendBaseWidget(t)
	return t
}

// Tapped opens the entry.
func (t *TapIcon) Tapped(*fyne.PointEvent) {
	if t.tap != nil {
		t.tap()
	}
}

// Cursor shows a pointing hand on desktop: the icon is a link.
func (t *TapIcon) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (t *TapIcon) MinSize() fyne.Size {
	t.ExtendBaseWidget(t)
	return fyne.NewSize(t.size, t.size)
}

func (t *TapIcon) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.img) }

// OpenIcon opens the glossary entry of an icon (see openEntry).
func (u *UI) OpenIcon(iconName string) {
	ref, err := u.Reference()
	if err != nil {
		u.ShowError(err)
		return
	}
	if e, ok := ref.IconEntry(iconName); ok {
		u.openEntry(e.ID)
	}
}

// openEntry opens a reference entry over the current screen or, when the tap
// comes from a dialog (a modal dialog takes every tap while it shows, and a
// screen pushed now would open underneath it), in a dialog of its own over
// that one: Close returns to it as it was, whatever was entered in it.
func (u *UI) openEntry(id string) {
	if u.Win.Canvas().Overlays().Top() == nil {
		u.Push(&RefEntryScreen{U: u, ID: id})
		return
	}
	ref, err := u.Reference()
	if err != nil {
		u.ShowError(err)
		return
	}
	if e, ok := ref.Entry(id); ok {
		u.showEntryDialog(ref, e)
	}
}
