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
type choosePanel struct {
	b     *cgBoard
	box   *fyne.Container
	head  *cgHead
	lands *kit.RowList[*choiceTile]
}

func (b *cgBoard) newChoosePanel() *choosePanel {
	p := &choosePanel{b: b, head: b.newHead()}
	p.lands = kit.NewRowList(b.sideBox(), func() (*choiceTile, fyne.CanvasObject) {
		c := newChoice()
		return c, c.Tile
	})
	p.box = container.NewVBox(append(p.head.objects(), p.lands.Box)...)
	return p
}

func (p *choosePanel) update(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	b := p.b
	p.head.step(b, s, b.u.Loc.T("app.cardgame.choose_hint"))
	var open []string
	for _, l := range s.Lands {
		if l.By == "" {
			open = append(open, l.ID)
		}
	}
	p.lands.Show(len(open), func(i int, c *choiceTile) {
		id := open[i]
		c.set(b.landName(s, id)+"\n"+b.attrsText(s, id), theme.NavigateNextIcon(), widget.MediumImportance, func() {
			b.withLandAttrs(id, b.do(cardgame.Command{Kind: cardgame.CmdChoose, Land: id}))
		})
	})
	return p.box, nil
}

// columns is n on a wide board, 1 on a phone.
func (b *cgBoard) columns(n int) int {
	if b.f != nil && b.f.BoardWidth() >= 600 {
		return n
	}
	return 1
}

// opposePanel is the bane player's answer: not opposing, opposing for free
// (a subtype matches the land) or paying the companion's cost.
type opposePanel struct {
	b          *cgBoard
	box        *fyne.Container
	head       *cgHead
	free, paid *kit.Tile
	nobody     *kit.Label
}

func (b *cgBoard) newOpposePanel() *opposePanel {
	u := b.u
	p := &opposePanel{b: b, head: b.newHead(), nobody: kit.Quiet("")}
	none := kit.NewTile(u.Loc.T("app.cardgame.oppose_none"), theme.CancelIcon(), b.do(cardgame.Command{Kind: cardgame.CmdOppose, Oppose: cardgame.OpposeNone}))
	p.free = kit.NewTile(u.Loc.T("app.cardgame.oppose_free"), theme.ConfirmIcon(), b.do(cardgame.Command{Kind: cardgame.CmdOppose, Oppose: cardgame.OpposeFree}))
	p.paid = kit.NewTile(u.Loc.T("app.cardgame.oppose_paid"), theme.ContentAddIcon(), b.askCost)
	p.box = container.NewVBox(append(p.head.objects(), none, p.free, p.paid, p.nobody)...)
	return p
}

func (p *opposePanel) update(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	b, u := p.b, p.b.u
	p.head.step(b, s, u.Loc.T("app.cardgame.oppose_hint", "Land", b.landName(s, s.Journey.Land)))
	nobody := s.Seats[s.Bane()].Companions < 1
	kit.SetEnabled(p.free, !nobody)
	kit.SetEnabled(p.paid, !nobody)
	if nobody {
		kit.SetText(p.nobody, u.Loc.T("app.cardgame.oppose_nobody", "Player", b.name(s, s.Bane())))
	}
	kit.SetShown(p.nobody, nobody)
	return p.box, nil
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

// returnPanel: the party comes back; attached cards are destroyed and an
// opposing companion is destroyed or returns. It says the resolved
// journey's numbers attribute by attribute.
type returnPanel struct {
	b       *cgBoard
	box     *fyne.Container
	head    *cgHead
	results map[string]*resultLine
	hint    *kit.Label
	back    *bigTile
}

// resultLine is one attribute's party, difficulty and gap.
type resultLine struct {
	text *kit.Label
	icon *widget.Icon // met or short
}

func (b *cgBoard) newReturnPanel() *returnPanel {
	p := &returnPanel{b: b, head: b.newHead(), results: map[string]*resultLine{}, hint: kit.WrapLabel(""), back: newBig()}
	p.box = container.NewVBox(p.head.objects()...)
	for _, a := range cardgame.Attributes {
		r := &resultLine{text: kit.WrapLabel(""), icon: widget.NewIcon(nil)}
		p.results[a] = r
		p.box.Add(container.NewBorder(nil, nil, b.u.RefIcon("cardgame-"+a, theme.IconInlineSize()), r.icon, r.text))
	}
	p.box.Add(p.hint)
	return p
}

func (p *returnPanel) update(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	b, u := p.b, p.b.u
	j := s.Journey
	verdict := u.Loc.T("app.cardgame.verdict_success")
	if !j.Success {
		verdict = u.Loc.T("app.cardgame.verdict_failed")
	}
	p.head.step(b, s, verdict)
	d := j.Difficulty()
	g := cardgame.Compare(j.Party, d)
	for _, a := range cardgame.Attributes {
		gap := cardgame.Attrs(g).Get(a)
		icon := theme.ConfirmIcon()
		if gap < 0 {
			icon = theme.ErrorIcon()
		}
		r := p.results[a]
		r.icon.SetResource(icon)
		kit.SetText(r.text, u.Loc.T("app.cardgame.result_attr", "Attr", b.msg(cardgame.AttrName(a)), "Party", j.Party.Get(a), "Difficulty", d.Get(a),
			"Gap", fmt.Sprintf("%+d", gap)))
	}
	hint := u.Loc.T("app.cardgame.return_hint", "Land", b.landName(s, j.Land))
	switch {
	case j.Opposed() && j.Success:
		hint += "\n" + u.Loc.T("app.cardgame.return_destroyed", "Player", b.name(s, s.Bane()))
	case j.Opposed():
		hint += "\n" + u.Loc.T("app.cardgame.return_back", "Player", b.name(s, s.Bane()))
	}
	kit.SetText(p.hint, hint)
	return p.box, p.back.show(b, u.Loc.T("app.cardgame.return_done"), theme.NavigateBackIcon(), cardgame.Command{Kind: cardgame.CmdReturn})
}

// endPanel: a failure ends quietly; a success gives the land and its horn,
// then the land's one-time effect is used or declined, unless this is the
// third horn, which wins at once.
type endPanel struct {
	b      *cgBoard
	box    *fyne.Container
	head   *cgHead
	wolf   fyne.CanvasObject // the bane effect's note, after a success
	note   *kit.Label
	end    *bigTile
	effect fyne.CanvasObject // effect used or declined
}

func (b *cgBoard) newEndPanel() *endPanel {
	u := b.u
	p := &endPanel{b: b, head: b.newHead(), note: kit.WrapLabel(""), end: newBig()}
	p.wolf = container.NewBorder(nil, nil, u.RefIcon("cardgame-wolf", theme.IconInlineSize()), nil, p.note)
	p.box = container.NewVBox(append(p.head.objects(), p.wolf)...)
	used := kit.NewTile(u.Loc.T("app.cardgame.effect_used"), theme.ConfirmIcon(),
		b.do(cardgame.Command{Kind: cardgame.CmdEndJourney, Effect: cardgame.EffectUsed}))
	used.SetImportance(widget.HighImportance)
	declined := kit.NewTile(u.Loc.T("app.cardgame.effect_declined"), theme.CancelIcon(),
		b.do(cardgame.Command{Kind: cardgame.CmdEndJourney, Effect: cardgame.EffectDeclined}))
	p.effect = container.NewGridWithColumns(2, kit.AtLeast(used, 0, kit.BigSize), kit.AtLeast(declined, 0, kit.BigSize))
	return p
}

func (p *endPanel) update(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	b, u := p.b, p.b.u
	j := s.Journey
	land := b.landName(s, j.Land)
	me, other := b.name(s, s.Destiny), b.name(s, s.Bane())
	cmd := cardgame.Command{Kind: cardgame.CmdEndJourney}
	switch {
	case !j.Success:
		p.head.step(b, s, u.Loc.T("app.cardgame.end_failed", "Land", land))
		kit.SetShown(p.wolf, false)
		return p.box, p.end.show(b, u.Loc.T("app.cardgame.end_journey"), theme.MediaSkipNextIcon(), cmd)
	case !cardgame.EffectOwed(s):
		p.head.step(b, s, u.Loc.T("app.cardgame.end_third", "Player", me, "Land", land))
		kit.SetShown(p.wolf, false)
		return p.box, p.end.show(b, u.Loc.T("app.cardgame.take_third"), theme.ConfirmIcon(), cmd)
	}
	p.head.step(b, s, u.Loc.T("app.cardgame.end_success", "Player", me, "Land", land))
	kit.SetText(p.note, u.Loc.T("app.cardgame.end_bane_note", "Player", other, "Conqueror", me))
	kit.SetShown(p.wolf, true)
	return p.box, p.effect
}
