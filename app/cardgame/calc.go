package cardgame

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/cardgame"
)

// Sides of the journey calculator that the table enters.
const (
	calcParty    = "party"
	calcBane     = "bane"
	calcOpponent = "opponent"
)

// cgCalc is the journey calculator: the numbers the table enters (stored only
// when the result is recorded) and the widgets that show them, built once.
type cgCalc struct {
	round                 int
	land                  string
	party, bane, opponent cardgame.Attrs
	side                  string // the side the steppers set now
	opposed               bool
	landAttrs             cardgame.Attrs

	box      *fyne.Container // nil until built (again after a change of width)
	head     *cgHead
	unknown  *kit.Label // the land's symbols are not known
	rows     map[string]*kit.Label
	parts    map[string]*kit.Label
	gaps     map[string]*widget.Label
	gapIcons map[string]*widget.Icon
	// On a phone, under each stepper: the attribute's comparison, so the
	// gap shows while the numbers are entered, without scrolling.
	inline     map[string]*kit.Label
	inlineIcon map[string]*widget.Icon
	sides      *kit.RowList[*sideTile]
	sidesFit   *kit.FitGrid
	title      *widget.Label // the side the steppers set; nil on a phone
	counters   map[string]*kit.Counter
	verdict    *kit.Label
	record     *kit.Tile
	action     fyne.CanvasObject
}

// sideTile chooses the side the steppers set.
type sideTile struct {
	*kit.Tile
	side string
}

// fits reports whether the calculator belongs to the journey s is on. It
// outlives the resolution until the journey ends, so that an undo of the
// recorded result brings back the numbers entered rather than zeros.
func (c *cgCalc) fits(s cardgame.State) bool {
	return s.Phase == cardgame.PhaseJourney && s.Round == c.round && s.Journey.Land == c.land
}

// values is the side's numbers.
func (c *cgCalc) values(side string) *cardgame.Attrs {
	switch side {
	case calcBane:
		return &c.bane
	case calcOpponent:
		return &c.opponent
	}
	return &c.party
}

// resolvePanel is the journey calculator. One side at a time (the party, the
// bane cards attached, the opposing companion) is set with three large
// steppers; beside them, each attribute's party against difficulty (the land
// plus the rest), the gap, and the verdict, which follow every tap.
func (b *cgBoard) resolvePanel(s cardgame.State) (fyne.CanvasObject, fyne.CanvasObject) {
	land, known := s.JourneyAttrs()
	if b.calc == nil {
		b.calc = &cgCalc{round: s.Round, land: s.Journey.Land, side: calcParty}
	}
	c := b.calc
	if c.box == nil {
		b.buildCalc()
	}
	c.opposed, c.landAttrs = s.Journey.Opposed(), land
	if !c.opposed && c.side == calcOpponent {
		c.side = calcParty
	}
	c.head.step(b, s, b.journeyLine(s))
	kit.SetShown(c.unknown, !known)
	b.showSides()
	return c.box, c.action
}

// buildCalc makes the calculator's widgets.
func (b *cgBoard) buildCalc() {
	u, c := b.u, b.calc
	c.head = b.newHead()
	c.unknown = kit.WrapLabel(u.Loc.T("app.cardgame.attrs_unknown"))
	c.rows, c.parts = map[string]*kit.Label{}, map[string]*kit.Label{}
	c.gaps, c.gapIcons = map[string]*widget.Label{}, map[string]*widget.Icon{}
	var rows []fyne.CanvasObject
	for _, a := range cardgame.Attributes {
		c.rows[a] = kit.WrapLabel("")
		c.rows[a].TextStyle.Bold = true
		c.parts[a] = kit.Quiet("")
		c.gaps[a] = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		c.gapIcons[a] = widget.NewIcon(nil)
		rows = append(rows, container.NewBorder(nil, nil, u.RefIcon("cardgame-"+a, theme.IconInlineSize()), container.NewHBox(c.gaps[a], c.gapIcons[a]),
			container.NewVBox(c.rows[a], c.parts[a])))
	}
	c.verdict = kit.Subheading("")
	summary := kit.Card(container.NewVBox(append(rows, c.verdict)...))

	c.record = kit.NewTile("", theme.ConfirmIcon(), func() {
		b.withLandAttrs(c.land, func() {
			b.f.Do(cardgame.Command{Kind: cardgame.CmdResolve, Party: c.party, Bane: c.bane, Opponent: c.opponent})
		})
	})
	c.record.SetImportance(widget.HighImportance)
	c.record.SetAlignment(fyne.TextAlignCenter)
	c.action = kit.AtLeast(c.record, 0, kit.BigSize)

	c.sidesFit = &kit.FitGrid{Max: 3}
	c.sides = kit.NewRowList(container.New(c.sidesFit), func() (*sideTile, fyne.CanvasObject) {
		t := &sideTile{}
		t.Tile = kit.NewTile("", nil, func() {
			c.side = t.side
			b.showSides()
		})
		t.SetAlignment(fyne.TextAlignCenter)
		return t, t.Tile
	})
	steppers := b.buildSteppers()
	editor := container.NewVBox(c.sides.Box, steppers)
	if b.wide {
		editor = container.NewVBox(kit.Quiet(u.Loc.T("app.cardgame.calc_side_hint")), c.sides.Box, steppers)
	}
	c.box = container.NewVBox(append(c.head.objects(), c.unknown)...)
	if b.wide {
		c.box.Add(container.NewGridWithColumns(2, editor, summary))
	} else {
		// On a phone the steppers come first, each with its comparison; the
		// summary with the difficulty's parts follows; the bottom bar says
		// the verdict.
		c.box.Add(editor)
		c.box.Add(summary)
	}
}

// buildSteppers makes the three steppers of the side chosen, each with its
// comparison under it on a phone.
func (b *cgBoard) buildSteppers() fyne.CanvasObject {
	c := b.calc
	box := container.NewVBox()
	if b.wide {
		c.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		box.Add(c.title)
	}
	c.counters = map[string]*kit.Counter{}
	c.inline, c.inlineIcon = map[string]*kit.Label{}, map[string]*widget.Icon{}
	for _, a := range cardgame.Attributes {
		k := kit.NewCounter(b.msg(cardgame.AttrName(a)), 0, 0, cardgame.AttrMax, func(v int) {
			vals := c.values(c.side)
			*vals = vals.With(a, v)
			b.refreshCalc()
		})
		c.counters[a] = k
		row := container.NewBorder(nil, nil, b.u.RefIcon("cardgame-"+a, theme.IconInlineSize()), nil, k.Object())
		if b.wide {
			box.Add(row)
			continue
		}
		c.inline[a] = kit.Quiet("")
		c.inline[a].TextStyle.Bold = true
		c.inlineIcon[a] = widget.NewIcon(nil)
		box.Add(container.NewVBox(row, container.NewBorder(nil, nil, nil, c.inlineIcon[a], c.inline[a])))
	}
	return box
}

// showSides shows the side tiles (the chosen one marked) and the chosen
// side's numbers in the steppers.
func (b *cgBoard) showSides() {
	u, c := b.u, b.calc
	sides := []kit.Option{{Value: calcParty, Label: u.Loc.T("app.cardgame.calc_party")}, {Value: calcBane, Label: u.Loc.T("app.cardgame.side_bane")}}
	if c.opposed {
		sides = append(sides, kit.Option{Value: calcOpponent, Label: u.Loc.T("app.cardgame.side_opponent")})
	}
	// No word cut on a side's tile: in large text the tiles fold to fewer
	// columns rather than split "Adversaire" in two.
	cell := float32(0)
	for _, o := range sides {
		for _, word := range strings.Fields(o.Label) {
			w := fyne.MeasureText(word, theme.TextSize(), fyne.TextStyle{Bold: true}).Width
			cell = max(cell, w+2*theme.InnerPadding()+2*theme.Padding())
		}
	}
	c.sidesFit.CellW = cell
	c.sides.Show(len(sides), func(i int, t *sideTile) {
		t.side = sides[i].Value
		imp := widget.MediumImportance
		if t.side == c.side {
			imp = widget.HighImportance
		}
		t.SetImportance(imp)
		t.SetText(sides[i].Label)
	})

	if c.title != nil {
		title := u.Loc.T("app.cardgame.calc_party")
		switch c.side {
		case calcBane:
			title = u.Loc.T("app.cardgame.calc_bane")
		case calcOpponent:
			title = u.Loc.T("app.cardgame.calc_opponent")
		}
		kit.SetText(c.title, title)
	}
	vals := c.values(c.side)
	for _, a := range cardgame.Attributes {
		c.counters[a].Show(vals.Get(a))
	}
	b.refreshCalc()
}

// gapText says one attribute's gap in words: to spare, equal, or short.
func (b *cgBoard) gapText(gap int) (string, fyne.Resource) {
	u := b.u
	switch {
	case gap > 0:
		return u.Loc.N("app.cardgame.gap_spare", gap), theme.ConfirmIcon()
	case gap == 0:
		return u.Loc.T("app.cardgame.gap_equal"), theme.ConfirmIcon()
	}
	return u.Loc.N("app.cardgame.gap_missing", -gap), theme.ErrorIcon()
}

// refreshCalc shows each attribute's comparison, the gaps and the verdict for
// the numbers entered so far.
func (b *cgBoard) refreshCalc() {
	u, c := b.u, b.calc
	if c == nil || c.box == nil {
		return
	}
	d := cardgame.Difficulty(c.landAttrs, c.bane, c.opponent)
	g := cardgame.Compare(c.party, d)
	for _, a := range cardgame.Attributes {
		gap := cardgame.Attrs(g).Get(a)
		kit.SetText(c.rows[a], u.Loc.T("app.cardgame.calc_row", "Attr", b.msg(cardgame.AttrName(a)), "Party", c.party.Get(a), "Difficulty", d.Get(a)))
		if c.opposed {
			kit.SetText(c.parts[a], u.Loc.T("app.cardgame.calc_parts", "Land", c.landAttrs.Get(a), "Bane", c.bane.Get(a), "Opponent", c.opponent.Get(a)))
		} else {
			kit.SetText(c.parts[a], u.Loc.T("app.cardgame.calc_parts_alone", "Land", c.landAttrs.Get(a), "Bane", c.bane.Get(a)))
		}
		text, icon := b.gapText(gap)
		kit.SetText(c.gaps[a], text)
		c.gapIcons[a].SetResource(icon)
		if l, ok := c.inline[a]; ok {
			kit.SetText(l, u.Loc.T("app.cardgame.calc_inline", "Party", c.party.Get(a), "Difficulty", d.Get(a), "Gap", text))
			c.inlineIcon[a].SetResource(icon)
		}
	}
	if g.Success() {
		kit.SetText(c.verdict, u.Loc.T("app.cardgame.verdict_success"))
		c.record.SetText(u.Loc.T("app.cardgame.record_success"))
		return
	}
	var short []string
	for _, a := range g.Short() {
		short = append(short, b.msg(cardgame.AttrName(a)))
	}
	kit.SetText(c.verdict, u.Loc.T("app.cardgame.verdict_fail", "Short", strings.Join(short, ", ")))
	c.record.SetText(u.Loc.T("app.cardgame.record_fail"))
}
