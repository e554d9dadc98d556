package kit

import (
	"errors"

	"skald/rules"
	"skald/tracker"
)

// ErrText says in the UI's language what went wrong: the rule behind a refusal,
// the tracker's reason, or a generic line with the error's own text as detail.
func (u *UI) ErrText(err error) string {
	var ref *rules.Refusal
	if errors.As(err, &ref) {
		return u.Loc.T("common.refused", "Reason", u.Loc.Msg(ref.Msg))
	}
	var te *tracker.Error
	if errors.As(err, &te) {
		return u.Loc.Msg(te.Msg)
	}
	return u.Loc.T("app.err.generic", "Detail", err.Error())
}

// ShowError shows err in a dialog with an OK button.
func (u *UI) ShowError(err error) {
	if err == nil {
		return
	}
	u.Info(u.Loc.T("app.err.title"), u.ErrText(err))
}
