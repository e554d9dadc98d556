package althing

import (
	"fyne.io/fyne/v2"

	"skald/app/kit"
)

// Althing's random steps (dealing the track, revealing Vikings into the
// Assembly, turning up Thorfinn's card, the card an Axe takes) run at the table
// or in the app, as the players chose on the board.
var althingMode = kit.TableMode{Pref: "althing_mode", Title: "app.althing.mode", TableText: "app.althing.mode_table", AppText: "app.althing.mode_app"}

// althingTable reports whether the players deal and draw at the table.
func althingTable(u *kit.UI) bool { return althingMode.AtTable(u) }

// althingModeRow is the mode switch.
func althingModeRow(u *kit.UI) fyne.CanvasObject { return althingMode.Row(u) }
