package kit

import (
	"strings"

	"skald/app/kit/live"
	"skald/i18n"
)

// LiveStatus is what a game's live view shows beyond the frame's own parts:
// its status strip and a page per player (see GameUI.Live).
type LiveStatus struct {
	// Strip is the status strip, the very rows the board's strip shows.
	Strip   []StripRow
	Players []live.Player
}

// LiveLines are strip rows as the live view writes them: a row's facts
// joined by " · ", as the strip reads them.
func LiveLines(rows ...StripRow) []live.Line {
	var out []live.Line
	for _, r := range rows {
		if len(r.Facts) > 0 {
			out = append(out, live.Line{Text: strings.Join(r.Facts, " · "), Warn: r.Warn})
		}
	}
	return out
}

// In is the UI speaking lang: the same app and window with another
// localizer, for making words only (the live view writes each language
// through it). The UI itself when it already speaks lang.
func (u *UI) In(lang string) *UI {
	if u.Loc.Lang() == lang {
		return u
	}
	c := *u
	c.Loc = i18n.New(lang)
	c.stack, c.AfterShow = nil, nil
	return &c
}
