package thorgal

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/thorgal"
)

// spaceNone is the kind of a square of an Enemy card's grid frame that is no
// space (a gap of the printed grid), beside thorgal's Space... kinds.
const spaceNone = -1

// What else a Terrain card's grid editor paints, beside the kinds: a space
// red or yellow (over its kind), and the column of the reveal mark.
const (
	brushRed    = -2
	brushYellow = -3
	brushMark   = -4
)

// terrainKinds are what a Terrain card's grid editor paints, in the order
// its palette shows them.
var terrainKinds = append(append([]int{spaceNone}, thorgal.TerrainKinds...), brushRed, brushYellow, brushMark)

// spaceKinds are the kinds of square an Enemy card's grid editor paints, in
// the order its palette shows them.
var spaceKinds = []int{spaceNone, thorgal.SpacePlain, thorgal.SpaceHeart,
	thorgal.SpaceCombatXP, thorgal.SpaceJourneyXP, thorgal.SpaceSource,
	thorgal.SpaceMaterial, thorgal.SpaceOre, thorgal.SpaceGossip, thorgal.SpaceMagic, thorgal.SpacePower, thorgal.SpaceFate,
	thorgal.SpaceHeal, thorgal.SpaceDiscovery, thorgal.SpaceSpecial}

// spaceNames are the message IDs of the kinds of space that show no Good.
var spaceNames = map[int]string{
	thorgal.SpacePlain:      "app.thorgal.space_plain",
	thorgal.SpaceHeart:      "app.thorgal.space_heart",
	thorgal.SpaceCombatXP:   "app.thorgal.space_combat_xp",
	thorgal.SpaceJourneyXP:  "app.thorgal.space_journey_xp",
	thorgal.SpaceSource:     "app.thorgal.space_source",
	thorgal.SpaceHeal:       "app.thorgal.space_heal",
	thorgal.SpaceDiscovery:  "app.thorgal.space_discovery",
	thorgal.SpaceSpecial:    "app.thorgal.space_special",
	thorgal.SpaceExperience: "app.thorgal.space_experience",
	brushRed:                "app.thorgal.space_red",
	brushYellow:             "app.thorgal.space_yellow",
	brushMark:               "app.thorgal.space_mark",
}

// spaceName is a kind of space in words.
func spaceName(kind int) rules.Msg {
	if g, ok := thorgal.SpaceGood(kind); ok {
		return thorgal.GoodName(g)
	}
	if id, ok := spaceNames[kind]; ok {
		return rules.M(id)
	}
	return rules.M("app.thorgal.space_none")
}

// spaceIcon is the pictogram of a kind of space, the same on the palette and
// on the grid: the glossary's icon where it has one (the Goods, the Combat
// and Journey actions for their Experience), else one drawn below. Each has
// its own shape as well as its colour.
func spaceIcon(kind int) fyne.Resource {
	if g, ok := thorgal.SpaceGood(kind); ok {
		return kit.IconResource("thorgal-" + g)
	}
	switch kind {
	case thorgal.SpaceCombatXP:
		return kit.IconResource("thorgal-action-combat")
	case thorgal.SpaceJourneyXP:
		return kit.IconResource("thorgal-action-journey")
	}
	return spaceDrawn[kind]
}

// spaceDrawn are the pictograms no glossary icon gives, drawn here in the
// glossary's style (64×64, a coloured ground, white marks).
var spaceDrawn = map[int]fyne.Resource{
	spaceNone: svgIcon("none", `<rect x="8" y="8" width="48" height="48" rx="4" fill="none" stroke="#8a8a8a" stroke-width="3" stroke-dasharray="7 5"/>`+
		`<line x1="16" y1="48" x2="48" y2="16" stroke="#8a8a8a" stroke-width="3"/>`),
	thorgal.SpacePlain: svgIcon("plain", `<rect x="8" y="8" width="48" height="48" rx="4" fill="#ece4cf" stroke="#4a4a4a" stroke-width="3"/>`),
	thorgal.SpaceHeart: svgIcon("heart", `<path d="M32 56 C14 42 5 31 9 20 C13 10 26 9 32 19 C38 9 51 10 55 20 C59 31 50 42 32 56 Z" fill="#d32f2f" stroke="#8e1b1b" stroke-width="2.5"/>`),
	thorgal.SpaceSource: svgIcon("source", `<circle cx="32" cy="32" r="28" fill="#1e6fb8" stroke="#134a7c" stroke-width="2.5"/>`+
		`<path d="M14 30 Q20 24 26 30 T38 30 T50 30" fill="none" stroke="#ffffff" stroke-width="4.5" stroke-linecap="round"/>`+
		`<path d="M14 42 Q20 36 26 42 T38 42 T50 42" fill="none" stroke="#ffffff" stroke-width="4.5" stroke-linecap="round"/>`+
		`<circle cx="32" cy="17" r="4" fill="#ffffff"/>`),
	thorgal.SpaceHeal: svgIcon("heal", `<circle cx="32" cy="32" r="28" fill="#2e7d32" stroke="#1b4d1e" stroke-width="2.5"/>`+
		`<rect x="27" y="14" width="10" height="36" rx="2" fill="#ffffff"/><rect x="14" y="27" width="36" height="10" rx="2" fill="#ffffff"/>`),
	thorgal.SpaceDiscovery: svgIcon("discovery", `<rect x="14" y="6" width="36" height="52" rx="5" fill="#b86e00" stroke="#6e4200" stroke-width="2.5"/>`+
		`<circle cx="32" cy="32" r="12" fill="none" stroke="#ffffff" stroke-width="4"/><path d="M32 20 L36 32 L32 44 L28 32 Z" fill="#ffffff"/>`),
	thorgal.SpaceSpecial: svgIcon("special", `<circle cx="32" cy="32" r="28" fill="#263238" stroke="#101619" stroke-width="2.5"/>`+
		`<rect x="27.5" y="13" width="9" height="26" rx="3" fill="#ffd54f"/><circle cx="32" cy="48" r="5" fill="#ffd54f"/>`),
	thorgal.SpaceExperience: svgIcon("experience", `<path d="M32 5 L39.6 23.5 L59.5 24.9 L44.3 37.8 L49 57.2 L32 46.7 L15 57.2 L19.7 37.8 L4.5 24.9 L24.4 23.5 Z" fill="#f2b705" stroke="#8a6500" stroke-width="2.5" stroke-linejoin="round"/>`),
	brushRed:                penaltyIcon[thorgal.PenaltyRed],
	brushYellow:             penaltyIcon[thorgal.PenaltyYellow],
	brushMark:               markIcon,
}

// penaltyIcon is how a red or a yellow space is drawn over its square: a
// frame in its colour and a corner cut off, the top left for red, the
// bottom right for yellow, so the two differ by shape as well.
var penaltyIcon = map[int]fyne.Resource{
	thorgal.PenaltyRed: svgIcon("red", `<rect x="4" y="4" width="56" height="56" fill="none" stroke="#c62828" stroke-width="7"/>`+
		`<path d="M0 0 H30 L0 30 Z" fill="#c62828"/>`),
	thorgal.PenaltyYellow: svgIcon("yellow", `<rect x="4" y="4" width="56" height="56" fill="none" stroke="#f9a825" stroke-width="7"/>`+
		`<path d="M64 64 H34 L64 34 Z" fill="#f9a825"/>`),
}

// markIcon is the reveal mark: a new card with a plus, over its column.
var markIcon = svgIcon("mark", `<rect x="14" y="6" width="36" height="52" rx="5" fill="#1565c0" stroke="#0b3c75" stroke-width="3"/>`+
	`<rect x="28.5" y="18" width="7" height="28" rx="2" fill="#ffffff"/><rect x="18" y="28.5" width="28" height="7" rx="2" fill="#ffffff"/>`)

func svgIcon(name, body string) fyne.Resource {
	return fyne.NewStaticResource("thorgal-space-"+name+".svg",
		[]byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">`+body+`</svg>`))
}

// swatchSide is the side of a palette swatch: a touch target.
const swatchSide float32 = 48

// swatchButton is one kind of space on the grid editor's palette: its
// pictogram on a touch target, named for a screen reader. The kind chosen
// is highlighted and framed (not by colour alone) and named in words by
// the editor.
type swatchButton struct {
	widget.BaseWidget
	button *widget.Button
	frame  *canvas.Rectangle
	img    *canvas.Image
	name   string
}

func newSwatchButton(icon fyne.Resource, name string, tap func()) *swatchButton {
	b := &swatchButton{button: widget.NewButton("", tap), frame: canvas.NewRectangle(color.Transparent),
		img: canvas.NewImageFromResource(icon), name: name}
	b.img.FillMode = canvas.ImageFillContain
	b.img.SetMinSize(fyne.NewSize(30, 30))
	b.ExtendBaseWidget(b)
	return b
}

// setChosen marks the swatch as the kind being painted, or not.
func (b *swatchButton) setChosen(on bool) {
	imp, w := widget.MediumImportance, float32(0)
	if on {
		imp, w = widget.HighImportance, 3
	}
	if b.button.Importance != imp {
		b.button.Importance = imp
		b.button.Refresh()
	}
	b.frame.StrokeColor = theme.Color(theme.ColorNameForeground)
	b.frame.StrokeWidth = w
	b.frame.Refresh()
}

// AccessibilityLabel is the kind's name.
func (b *swatchButton) AccessibilityLabel() string { return b.name }

// AccessibilityRole is a button's.
func (b *swatchButton) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleButton }

func (b *swatchButton) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(b.button, b.frame, container.NewCenter(b.img)))
}

func (b *swatchButton) MinSize() fyne.Size {
	b.ExtendBaseWidget(b)
	return b.BaseWidget.MinSize().Max(fyne.NewSize(swatchSide, swatchSide))
}
