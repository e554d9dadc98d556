package qa

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/qa"
)

// Chaams draws in the bar: the Chaams phase (one per Chaams symbol kept, each
// placed by the player on a legal Lieu), a reveal's Chaams and, in table mode,
// the Ogotaï phase's (each goes where the rules say). The app draws, or the
// players draw the real card and name it: its type, then its value.

func (t *qaTurn) drawItems(s qa.State) []fyne.CanvasObject {
	u := t.b.u
	left := s.Draw.Draws
	var items []fyne.CanvasObject
	lieu := func(n int) string { return u.Loc.Msg(qa.LieuTitle(s, n)) }
	switch {
	case s.Phase == qa.PhaseOgotai:
		to, free := qa.OgotaiTarget(s)
		if !free {
			return t.lossItems(u.Loc.T("app.qa.no_free_lieu"))
		}
		items = append(items, qaHint(u.Loc.N("app.qa.draw_ogotai", left, "Lieu", lieu(to))))
	case s.Draw.Lieu > 0:
		items = append(items, qaHint(u.Loc.N("app.qa.draw_reveal", left, "Lieu", lieu(s.Draw.Lieu))))
	default:
		items = append(items, qaHint(u.Loc.N("app.qa.draw_phase", left)))
	}
	if !s.ChaamsDeck.CanDraw() {
		return t.lossItems(u.Loc.T("app.qa.deck_exhausted"))
	}
	if qaTable(u) {
		return append(items, t.chaamsPicker(s, func(card string) {
			t.send(qa.Command{Kind: qa.CmdDrawChaams, Card: card})
		})...)
	}
	t.big(u.Loc.T("app.qa.draw_app"), theme.DownloadIcon(), func() {
		t.send(qa.Command{Kind: qa.CmdDrawChaams})
	})
	return items
}

// lossItems says why the next Chaams loses the game and lets the table confirm
// it (the rules record the loss with its reason).
func (t *qaTurn) lossItems(why string) []fyne.CanvasObject {
	u := t.b.u
	l := qaHint(why)
	l.Importance = widget.DangerImportance
	b := t.big(u.Loc.T("app.qa.loss_ok"), theme.ErrorIcon(), func() { t.send(qa.Command{Kind: qa.CmdDrawChaams}) })
	b.SetImportance(widget.DangerImportance)
	return []fyne.CanvasObject{l}
}

// chaamsPicker names a real Chaams card in two taps: its type, then its value.
// Only cards the pile can still give are offered; a type with one possible
// value is named in one tap.
func (t *qaTurn) chaamsPicker(s qa.State, named func(card string)) []fyne.CanvasObject {
	u := t.b.u
	cards := qa.NameableChaams(s)
	levels := map[string][]string{}
	for _, c := range cards {
		ty, _, _ := qa.ParseChaams(c)
		levels[ty] = append(levels[ty], c)
	}
	if t.chaamsType != "" && len(levels[t.chaamsType]) > 0 {
		var tiles []fyne.CanvasObject
		for _, c := range levels[t.chaamsType] {
			b := kit.NewTile(u.Loc.Msg(qa.ChaamsName(c)), qaChaamsIcon(c), func() { named(c) })
			b.SetImportance(widget.HighImportance)
			tiles = append(tiles, b)
		}
		tiles = append(tiles, kit.NewTile(u.Loc.T("app.qa.other_type"), theme.NavigateBackIcon(), func() {
			t.chaamsType = ""
			t.refill()
		}))
		return []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.qa.name_value")), t.grid(tiles...)}
	}
	var tiles []fyne.CanvasObject
	for _, ty := range qa.SkillTypes {
		cs := levels[ty]
		if len(cs) == 0 {
			continue
		}
		b := kit.NewTile(u.Loc.Msg(qa.SkillName(ty)), qaSkillIcon(ty), func() {
			if len(cs) == 1 {
				named(cs[0])
				return
			}
			t.chaamsType = ty
			t.refill()
		})
		tiles = append(tiles, b)
	}
	return []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.qa.name_type")), t.grid(tiles...)}
}

// placeItems asks where the Chaams just drawn goes: only the legal Lieux (the
// hero's, marked, the one before, the next one if revealed), each with what it
// holds.
func (t *qaTurn) placeItems(s qa.State) []fyne.CanvasObject {
	u := t.b.u
	items := []fyne.CanvasObject{qaHint(u.Loc.T("app.qa.place", "Card", u.Loc.Msg(qa.ChaamsName(s.Draw.Card))))}
	var where []fyne.CanvasObject
	h, _ := s.Active()
	for _, n := range qa.Placements(s) {
		text := u.Loc.Msg(qa.LieuTitle(s, n))
		if n == h.Lieu {
			text = u.Loc.T("app.qa.place_here", "Lieu", text)
		}
		if k := len(s.Lieu(n).Chaams); k > 0 {
			text = u.Loc.N("app.qa.place_on", k, "Lieu", text)
		}
		b := kit.NewTile(text, theme.MoveDownIcon(), func() { t.send(qa.Command{Kind: qa.CmdPlaceChaams, Lieu: n}) })
		b.SetImportance(widget.HighImportance)
		where = append(where, kit.AtLeast(b, 0, kit.BigSize))
	}
	return append(items, t.grid(where...))
}
