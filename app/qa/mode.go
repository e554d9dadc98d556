package qa

import (
	"fyne.io/fyne/v2"

	"skald/app/kit"
)

// Qâ's random steps (the Destin roll, the Chaams and Skill draws, the Chaams a
// reveal or a Guerre space calls for) run at the table or in the app, as the
// players chose on the board.
var qaMode = kit.TableMode{Pref: "qa_mode", Title: "app.qa.mode", TableText: "app.qa.mode_table", AppText: "app.qa.mode_app"}

// qaTable reports whether the players roll and draw at the table.
func qaTable(u *kit.UI) bool { return qaMode.AtTable(u) }

// qaModeRow is the mode switch.
func qaModeRow(u *kit.UI) fyne.CanvasObject { return qaMode.Row(u) }
