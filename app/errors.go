package app

import (
	"errors"

	"fyne.io/fyne/v2/dialog"

	"skald/rules"
	"skald/tracker"
)

// errText says in the UI's language what went wrong: the rule behind a refusal,
// the tracker's reason, or a generic line with the error's own text as detail.
func (u *UI) errText(err error) string {
	var ref *rules.Refusal
	if errors.As(err, &ref) {
		return u.loc.T("common.refused", "Reason", u.loc.Msg(ref.Msg))
	}
	var te *tracker.Error
	if errors.As(err, &te) {
		return u.loc.Msg(te.Msg)
	}
	return u.loc.T("app.err.generic", "Detail", err.Error())
}

// showError shows err in a dialog with an OK button.
func (u *UI) showError(err error) {
	if err == nil {
		return
	}
	d := dialog.NewCustom(u.loc.T("app.err.title"), u.loc.T("common.ok"), wrapLabel(u.errText(err)), u.win)
	d.Resize(dialogSize(u.win, 420, 0))
	d.Show()
}
