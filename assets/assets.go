// Package assets holds the artwork drawn for Skald, embedded in the binary. It
// imports nothing of Fyne: the app wraps these bytes in fyne resources itself
// (fyne.NewStaticResource("icon.png", assets.IconPNG)).
package assets

import _ "embed"

// IconSVG is the app icon as drawn: a rune-carved standing stone with a die, on
// a rounded square. scripts/icon.sh renders it to icon.png.
//
//go:embed icon.svg
var IconSVG []byte

// IconPNG is icon.svg rendered at 512×512, for window icons and packaging
// (FyneApp.toml points at it).
//
//go:embed icon.png
var IconPNG []byte
