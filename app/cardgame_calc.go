package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/rules/cardgame"
)

// Sides of the journey calculator that the table enters.
const (
	calcParty    = "party"
	calcBane     = "bane"
	calcOpponent = "opponent"
)

// cgCalc is the journey calculator: the numbers the table enters (stored only
// when the result is recorded) and the widgets that show them.
type cgCalc struct {
	round                 int
	land                  string
	party, bane, opponent cardgame.Attrs
	side                  string // the side the steppers set now
	opposed               bool
	landAttrs             cardgame.Attrs

	rows     map[string]*widget.Label
	parts    map[string]*widget.Label
	gaps     map[string]*widget.Label
	gapIcons map[string]*widget.Icon
	sides    *fyne.Container
	steppers *fyne.Container
	verdict  *widget.Label
	record   *tile
}

// fits reports whether the calculator belongs to the journey s is resolving.
func (c *cgCalc) fits(s cardgame.State) bool {
	return s.Phase == cardgame.PhaseJourney && s.Step == cardgame.StepResolve && s.Round == c.round && s.Journey.Land == c.land
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
func (b *cgBoard) resolvePanel(s cardgame.State) ([]fyne.CanvasObject, fyne.CanvasObject) {
	u := b.u
	land, known := s.JourneyAttrs()
	if b.calc == nil {
		b.calc = &cgCalc{round: s.Round, land: s.Journey.Land, side: calcParty}
	}
	c := b.calc
	c.opposed, c.landAttrs = s.Journey.Opposed(), land
	if !c.opposed && c.side == calcOpponent {
		c.side = calcParty
	}
	c.rows, c.parts = map[string]*widget.Label{}, map[string]*widget.Label{}
	c.gaps, c.gapIcons = map[string]*widget.Label{}, map[string]*widget.Icon{}
	out := stepHead(b.currentStep(s), b.journeyLine(s))
	if !known {
		out = append(out, wrapLabel(u.loc.T("app.cardgame.attrs_unknown")))
	}

	var rows []fyne.CanvasObject
	for _, a := range cardgame.Attributes {
		c.rows[a] = wrapLabel("")
		c.rows[a].TextStyle.Bold = true
		c.parts[a] = quiet("")
		c.gaps[a] = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		c.gapIcons[a] = widget.NewIcon(nil)
		rows = append(rows, container.NewBorder(nil, nil, cgIcon("cardgame-"+a), container.NewHBox(c.gaps[a], c.gapIcons[a]),
			container.NewVBox(c.rows[a], c.parts[a])))
	}
	c.verdict = subheading("")
	summary := card(container.NewVBox(append(rows, c.verdict)...))

	c.sides = container.NewGridWithColumns(3)
	c.steppers = container.NewVBox()
	editor := container.NewVBox(quiet(u.loc.T("app.cardgame.calc_side_hint")), c.sides, c.steppers)
	b.fillSides()
	if b.columns(2) == 2 {
		out = append(out, container.NewGridWithColumns(2, editor, summary))
	} else {
		// On a phone the steppers come first; the bottom bar says the verdict.
		out = append(out, editor, summary)
	}

	c.record = newTile("", theme.ConfirmIcon(), func() {
		b.f.do(cardgame.Command{Kind: cardgame.CmdResolve, Party: c.party, Bane: c.bane, Opponent: c.opponent})
	})
	c.record.SetImportance(widget.HighImportance)
	c.record.SetAlignment(fyne.TextAlignCenter)
	b.refreshCalc()
	return out, atLeast(c.record, 0, bigSize)
}

// fillSides shows the side buttons (the chosen one marked) and the chosen
// side's three steppers.
func (b *cgBoard) fillSides() {
	u, c := b.u, b.calc
	sides := []option{{calcParty, u.loc.T("app.cardgame.calc_party")}, {calcBane, u.loc.T("app.cardgame.side_bane")}}
	if c.opposed {
		sides = append(sides, option{calcOpponent, u.loc.T("app.cardgame.side_opponent")})
	}
	var tiles []fyne.CanvasObject
	for _, o := range sides {
		t := newTile(o.label, nil, func() {
			c.side = o.value
			b.fillSides()
		})
		t.SetAlignment(fyne.TextAlignCenter)
		if o.value == c.side {
			t.SetImportance(widget.HighImportance)
		}
		tiles = append(tiles, t)
	}
	c.sides.Objects = tiles
	c.sides.Refresh()

	vals := c.values(c.side)
	title := u.loc.T("app.cardgame.calc_party")
	switch c.side {
	case calcBane:
		title = u.loc.T("app.cardgame.calc_bane")
	case calcOpponent:
		title = u.loc.T("app.cardgame.calc_opponent")
	}
	head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	steps := []fyne.CanvasObject{head}
	for _, a := range cardgame.Attributes {
		k := newCounter(b.msg(cardgame.AttrName(a)), vals.Get(a), 0, cardgame.AttrMax, func(v int) {
			*vals = vals.With(a, v)
			b.refreshCalc()
		})
		steps = append(steps, container.NewBorder(nil, nil, cgIcon("cardgame-"+a), nil, k.object()))
	}
	c.steppers.Objects = steps
	c.steppers.Refresh()
}

// refreshCalc shows each attribute's comparison, the gaps and the verdict for
// the numbers entered so far.
func (b *cgBoard) refreshCalc() {
	u, c := b.u, b.calc
	if c == nil || c.verdict == nil {
		return
	}
	d := cardgame.Difficulty(c.landAttrs, c.bane, c.opponent)
	g := cardgame.Compare(c.party, d)
	for _, a := range cardgame.Attributes {
		gap := cardgame.Attrs(g).Get(a)
		c.rows[a].SetText(u.loc.T("app.cardgame.calc_row", "Attr", b.msg(cardgame.AttrName(a)), "Party", c.party.Get(a), "Difficulty", d.Get(a)))
		if c.opposed {
			c.parts[a].SetText(u.loc.T("app.cardgame.calc_parts", "Land", c.landAttrs.Get(a), "Bane", c.bane.Get(a), "Opponent", c.opponent.Get(a)))
		} else {
			c.parts[a].SetText(u.loc.T("app.cardgame.calc_parts_alone", "Land", c.landAttrs.Get(a), "Bane", c.bane.Get(a)))
		}
		switch {
		case gap > 0:
			c.gaps[a].SetText(u.loc.N("app.cardgame.gap_spare", gap))
			c.gapIcons[a].SetResource(theme.ConfirmIcon())
		case gap == 0:
			c.gaps[a].SetText(u.loc.T("app.cardgame.gap_equal"))
			c.gapIcons[a].SetResource(theme.ConfirmIcon())
		default:
			c.gaps[a].SetText(u.loc.N("app.cardgame.gap_short", -gap))
			c.gapIcons[a].SetResource(theme.ErrorIcon())
		}
	}
	if g.Success() {
		c.verdict.SetText(u.loc.T("app.cardgame.verdict_success"))
		c.record.SetText(u.loc.T("app.cardgame.record_success"))
		return
	}
	var short []string
	for _, a := range g.Short() {
		short = append(short, b.msg(cardgame.AttrName(a)))
	}
	c.verdict.SetText(u.loc.T("app.cardgame.verdict_fail", "Short", strings.Join(short, ", ")))
	c.record.SetText(u.loc.T("app.cardgame.record_fail"))
}
