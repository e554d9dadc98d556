package kit

import (
	"errors"
	"io/fs"
	"syscall"

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
	// A file Skald saves (an export, a summary) to a folder it may not
	// write, or to a full disk: said in words, not in the system's English.
	switch {
	case errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS):
		return u.Loc.T("app.files.err.unwritable")
	case errors.Is(err, syscall.ENOSPC):
		return u.Loc.T("app.files.err.full")
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
