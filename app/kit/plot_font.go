package kit

import (
	"image/color"
	"sync"

	"codeberg.org/go-fonts/liberation/liberationsansbold"
	"codeberg.org/go-fonts/liberation/liberationsansregular"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
)

// plotFont is the face charts and summary pages write in: Liberation Sans,
// closer to the app's than a serif, with every accent French needs.
var plotFont = font.Font{Typeface: "Liberation", Variant: "Sans"}

// The faces are parsed on the first chart, not at start-up: gonum's plot
// package parsed all twelve Liberation faces in an init, about 2 MiB held
// before anything was drawn. Two are all the app uses.
var (
	plotFontsOnce sync.Once
	plotFonts     *font.Cache
)

// plotFontCache is the cache of the plot faces, regular and bold.
func plotFontCache() *font.Cache {
	plotFontsOnce.Do(func() {
		var coll font.Collection
		for _, f := range []struct {
			weight xfont.Weight
			ttf    []byte
		}{{xfont.WeightNormal, liberationsansregular.TTF}, {xfont.WeightBold, liberationsansbold.TTF}} {
			face, err := opentype.Parse(f.ttf)
			if err != nil {
				panic("kit: embedded Liberation Sans does not parse: " + err.Error())
			}
			fnt := plotFont
			fnt.Weight = f.weight
			coll = append(coll, font.Face{Font: fnt, Face: face})
		}
		plotFonts = font.NewCache(coll)
	})
	return plotFonts
}

// plotText is the text handler charts write with.
func plotText() text.Handler { return text.Plain{Fonts: plotFontCache()} }

// textStyle is plain text in the plot face at size, in c.
func textStyle(size font.Length, c color.Color) text.Style {
	return text.Style{Color: c, Font: font.From(plotFont, size), Handler: plotText()}
}
