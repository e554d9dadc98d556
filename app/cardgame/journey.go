package cardgame

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/cardgame"
)

// choosePanel lists the unconquered lands, one tap each. The first time a
// land is chosen the app asks for its three printed symbols, in one dialog.
func (b *cgBoard) choosePanel(s cardgame.State) []fyne.CanvasObject {
	u := b.u
	out := b.head(s, u.Loc.T("app.cardgame.choose_hint"))
	var tiles []fyne.CanvasObject
	for _, l := range s.Lands {
		if l.By != "" {
			continue
		}
		text := b.landName(s, l.ID) + "\n" + b.attrsText(s, l.ID)
		cmd := cardgame.Command{Kind: cardgame.CmdChoose, Land: l.ID}
		t := kit.NewTile(text, theme.NavigateNextIcon(), func() { b.withLandAttrs(cmd.Land, func() { b.f.Do(cmd) }) })
		tiles = append(tiles, t)
	}
	return append(out, b.side(tiles...))
}

// columns is n on a wide board, 1 on a phone.
func (b *cgBoard) columns(n int) int {
	if b.f != nil && b.f.BoardWidth() >= 600 {
		return n
	}
	return 1
}

// side lays objects two by two on a wide board and one under the other on a
// phone, each only as tall as it needs.
func (b *cgBoard) side(objs ...fyne.CanvasObject) fyne.CanvasObject {
	if b.columns(2) == 2 {
		return container.NewGridWithColumns(2, objs...)
	}
	return container.NewVBox(objs...)
}

// opposePanel is the bane player's answer: not opposing, opposing for free
// (a subtype matches the land) or paying the companion's cost.
func (b *cgBoard) opposePanel(s cardgame.State) []fyne.CanvasObject {
	u := b.u
	land := b.landName(s, s.Journey.Land)
	out := b.head(s, u.Loc.T("app.cardgame.oppose_hint", "Land", land))
	none := b.choice(u.Loc.T("app.cardgame.oppose_none"), theme.CancelIcon(), cardgame.Command{Kind: cardgame.CmdOppose, Oppose: cardgame.OpposeNone})
	free := b.choice(u.Loc.T("app.cardgame.oppose_free"), theme.ConfirmIcon(), cardgame.Command{Kind: cardgame.CmdOppose, Oppose: cardgame.OpposeFree})
	paid := kit.NewTile(u.Loc.T("app.cardgame.oppose_paid"), theme.ContentAddIcon(), b.askCost)
	out = append(out, none, free, paid)
	if s.Seats[s.Bane()].Companions < 1 {
		free.Disable()
		paid.Disable()
		out = append(out, kit.Quiet(u.Loc.T("app.cardgame.oppose_nobody", "Player", b.name(s, s.Bane()))))
	}
	return out
}

// askCost asks the opposing companion's printed cost, then opposes.
func (b *cgBoard) askCost() {
	u := b.u
	var d *kit.Sheet
	cost := kit.NewCounter(u.Loc.T("app.cardgame.cost"), 1, 0, cardgame.MaxCost, nil)
	ok := kit.Primary(u.Loc.T("app.cardgame.oppose_pay"), theme.ConfirmIcon(), func() {
		d.Hide()
		b.f.Do(cardgame.Command{Kind: cardgame.CmdOppose, Oppose: cardgame.OpposePaid, Cost: cost.Value()})
	})
	content := container.NewVBox(kit.WrapLabel(u.Loc.T("app.cardgame.cost_hint")), cost.Object(), kit.Tall(ok))
	d = u.NewSheet(u.Loc.T("app.cardgame.oppose_paid"), content).WithClose(u.Loc.T("common.cancel"))
	d.Show()
}

// resultLines says a resolved journey's numbers attribute by attribute.
func (b *cgBoard) resultLines(s cardgame.State) []fyne.CanvasObject {
	u := b.u
	j := s.Journey
	d := j.Difficulty()
	g := cardgame.Compare(j.Party, d)
	var out []fyne.CanvasObject
	for _, a := range cardgame.Attributes {
		gap := cardgame.Attrs(g).Get(a)
		icon := theme.ConfirmIcon()
		if gap < 0 {
			icon = theme.ErrorIcon()
		}
		text := u.Loc.T("app.cardgame.result_attr", "Attr", b.msg(cardgame.AttrName(a)), "Party", j.Party.Get(a), "Difficulty", d.Get(a),
			"Gap", fmt.Sprintf("%+d", gap))
		out = append(out, container.NewBorder(nil, nil, u.RefIcon("cardgame-"+a, theme.IconInlineSize()), widget.NewIcon(icon), kit.WrapLabel(text)))
	}
	return out
}

// returnPanel: the party comes back; attached cards are destroyed and an
// opposing companion is destroyed or returns.
func (b *cgBoard) returnPanel(s cardgame.State) ([]fyne.CanvasObject, fyne.CanvasObject) {
	u := b.u
	j := s.Journey
	verdict := u.Loc.T("app.cardgame.verdict_success")
	if !j.Success {
		verdict = u.Loc.T("app.cardgame.verdict_failed")
	}
	out := b.head(s, verdict)
	out = append(out, b.resultLines(s)...)
	hint := u.Loc.T("app.cardgame.return_hint", "Land", b.landName(s, j.Land))
	switch {
	case j.Opposed() && j.Success:
		hint += "\n" + u.Loc.T("app.cardgame.return_destroyed", "Player", b.name(s, s.Bane()))
	case j.Opposed():
		hint += "\n" + u.Loc.T("app.cardgame.return_back", "Player", b.name(s, s.Bane()))
	}
	out = append(out, kit.WrapLabel(hint))
	return out, b.bigAction(u.Loc.T("app.cardgame.return_done"), theme.NavigateBackIcon(), cardgame.Command{Kind: cardgame.CmdReturn})
}

// endPanel: a failure ends quietly; a success gives the land and its horn,
// then the land's one-time effect is used or declined, unless this is the
// third horn, which wins at once.
func (b *cgBoard) endPanel(s cardgame.State) ([]fyne.CanvasObject, fyne.CanvasObject) {
	u := b.u
	j := s.Journey
	land := b.landName(s, j.Land)
	me, other := b.name(s, s.Destiny), b.name(s, s.Bane())
	cmd := cardgame.Command{Kind: cardgame.CmdEndJourney}
	switch {
	case !j.Success:
		out := b.head(s, u.Loc.T("app.cardgame.end_failed", "Land", land))
		return out, b.bigAction(u.Loc.T("app.cardgame.end_journey"), theme.MediaSkipNextIcon(), cmd)
	case !cardgame.EffectOwed(s):
		out := b.head(s, u.Loc.T("app.cardgame.end_third", "Player", me, "Land", land))
		return out, b.bigAction(u.Loc.T("app.cardgame.take_third"), theme.ConfirmIcon(), cmd)
	}
	out := b.head(s, u.Loc.T("app.cardgame.end_success", "Player", me, "Land", land))
	out = append(out, container.NewBorder(nil, nil, u.RefIcon("cardgame-wolf", theme.IconInlineSize()), nil,
		kit.WrapLabel(u.Loc.T("app.cardgame.end_bane_note", "Player", other, "Conqueror", me))))
	used := cmd
	used.Effect = cardgame.EffectUsed
	declined := cmd
	declined.Effect = cardgame.EffectDeclined
	a := kit.NewTile(u.Loc.T("app.cardgame.effect_used"), theme.ConfirmIcon(), func() { b.f.Do(used) })
	a.SetImportance(widget.HighImportance)
	c := kit.NewTile(u.Loc.T("app.cardgame.effect_declined"), theme.CancelIcon(), func() { b.f.Do(declined) })
	return out, container.NewGridWithColumns(2, kit.AtLeast(a, 0, kit.BigSize), kit.AtLeast(c, 0, kit.BigSize))
}
