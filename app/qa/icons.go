package qa

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"skald/app/kit"
	"skald/rules/qa"
)

// Qâ's pictograms (assets/icons/qa-*.svg, drawn for Skald): each Skill type
// and each die face has a shape as well as a colour, and every one is shown
// beside its name, never alone.

// qaSkillIcon is a Skill type's pictogram for a tile (nil if unknown).
func qaSkillIcon(skill string) fyne.Resource { return qaPicto("qa-skill-" + skill) }

// qaFaceIcon is a die face's pictogram for a tile (nil if unknown).
func qaFaceIcon(face string) fyne.Resource { return qaPicto("qa-die-" + face) }

// qaChaamsIcon is the pictogram of a Chaams card's Skill type.
func qaChaamsIcon(card string) fyne.Resource { return qaPicto(qaChaamsIconName(card)) }

// qaChaamsIconName names the glossary icon of a Chaams card's Skill type
// ("qa-skill-combat"), "" if the card is not known.
func qaChaamsIconName(card string) string {
	t, _, ok := qa.ParseChaams(card)
	if !ok {
		return ""
	}
	return "qa-skill-" + t
}

func qaPicto(name string) fyne.Resource {
	r := kit.IconResource(name)
	if r == nil {
		return nil
	}
	return kit.Pictogram{Resource: r}
}

// qaChip is one short text (a Chaams card, a die, a Skill count) with its
// pictogram in front, as a bordered chip. A tap on the pictogram opens its
// glossary entry.
type qaChip struct {
	text string
	icon string // the glossary icon (assets/icons/<icon>.svg); "": the text alone
	dim  bool   // greyed (a Skill type not held)
	bold bool
}

// qaChipRow lays chips out in a grid that wraps onto more rows on a narrow
// screen, every chip as wide as the widest.
func qaChipRow(u *kit.UI, chips []qaChip, border bool) fyne.CanvasObject {
	size := theme.Size(theme.SizeNameCaptionText) * 1.15
	pad := theme.Padding()
	iconSize := size + pad
	w := float32(0)
	for _, c := range chips {
		tw := fyne.MeasureText(c.text, size, fyne.TextStyle{Bold: c.bold}).Width
		if c.icon != "" {
			tw += iconSize + pad
		}
		w = fyne.Max(w, tw)
	}
	objs := make([]fyne.CanvasObject, len(chips))
	for i, c := range chips {
		txt := canvas.NewText(c.text, theme.Color(theme.ColorNameForeground))
		txt.TextSize = size
		txt.TextStyle.Bold = c.bold
		if c.dim {
			txt.Color = theme.Color(theme.ColorNamePlaceHolder)
		}
		var content fyne.CanvasObject = txt
		if c.icon != "" {
			faint := 0.0
			if c.dim {
				faint = 0.6
			}
			content = container.NewHBox(u.RefIconFaint(c.icon, iconSize, faint), txt)
		}
		cell := container.New(&qaLeading{pad: 2 * pad}, content)
		if !border {
			objs[i] = cell
			continue
		}
		bg := canvas.NewRectangle(theme.Color(theme.ColorNameBackground))
		bg.StrokeColor = theme.Color(theme.ColorNameForeground)
		bg.StrokeWidth = 1
		bg.CornerRadius = 6
		objs[i] = container.NewStack(bg, cell)
	}
	return container.NewGridWrap(fyne.NewSize(w+6*pad, iconSize+2*pad), objs...)
}

// roomyIcon is icon on a wide window, and none on a phone, for tiles laid out
// three in a row or holding one long word ("Déesse-sans-nom"), where the
// pictogram would leave the text too little room.
func (b *qaBoard) roomyIcon(icon fyne.Resource) fyne.Resource {
	if b.u.Win.Canvas().Size().Width < kit.DesktopWidth {
		return nil
	}
	return icon
}
