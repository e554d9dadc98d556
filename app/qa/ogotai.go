package qa

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/qa"
)

// The Ogotaï phase in one tap: Ogotaï advances; on a Guerre space the app draws
// the Chaams and places each on the revealed Lieu nearest Lieu 8 that holds
// none (the board then says where each went), or, at the table, the players
// draw each real card, name it, and the bar says where it goes.

func (t *qaTurn) ogotaiItems(s qa.State) []fyne.CanvasObject {
	u := t.b.u
	to := s.Ogotai + 1
	next, danger := t.b.nextText(s)
	hint := qaHint(next)
	if danger {
		hint.Importance = widget.DangerImportance
	}
	items := []fyne.CanvasObject{hint}
	text := u.Loc.T("app.qa.advance_to", "Space", to)
	if s.Ogotai == 0 { // his start space is asked first
		text = u.Loc.T("app.qa.advance")
	}
	t.big(text, theme.MediaSkipNextIcon(), func() {
		t.send(qa.Command{Kind: qa.CmdAdvanceOgotai, Table: qaTable(u)})
	})
	return items
}

// overItems is the bar once the game has ended (the banner says how): the Défi
// completed can still be recorded.
func (t *qaTurn) overItems(qa.State) []fyne.CanvasObject {
	u := t.b.u
	t.big(u.Loc.T("app.qa.defi_record"), theme.DocumentCreateIcon(), t.b.defi.pickDialog)
	return []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.qa.over_hint"))}
}
