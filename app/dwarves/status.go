package dwarves

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// turnView is the Turn section, the turn at a glance: the hero whose turn it
// is (Health, attributes, where they stand, the ability), the last thing done
// (or the Hero marker's space), the checks under way, and the cards in play.
type turnView struct {
	b       *dwarvesBoard
	box     *fyne.Container
	hero    fyne.CanvasObject // the card of the hero whose turn it is
	name    *kit.Label
	at      *kit.Label
	hearts  *kit.Label
	attrs   *kit.Label
	ability *kit.Label
	last    *kit.Label
	space   *iconLine // the Hero marker's space, when nothing is done yet
	checks  pool[*iconLine]
	inPlay  *kit.Label
	noSlot  *kit.Label
	lines   pool[*kit.Label]
}

// iconLine is a line led by a pictogram (a tap opens its entry), or by none.
type iconLine struct {
	u     *kit.UI
	text  *kit.Label
	slot  *fyne.Container
	icons map[string]fyne.CanvasObject // made once per pictogram
	obj   fyne.CanvasObject
}

func newIconLine(u *kit.UI) *iconLine {
	l := &iconLine{u: u, text: kit.WrapLabel(""), slot: container.NewStack(), icons: map[string]fyne.CanvasObject{}}
	l.obj = container.NewBorder(nil, nil, l.slot, nil, l.text)
	return l
}

// set shows text after the pictogram icon ("" for none).
func (l *iconLine) set(icon, text string) {
	kit.SetText(l.text, text)
	if icon == "" {
		kit.SetShown(l.slot, false)
		return
	}
	o, ok := l.icons[icon]
	if !ok {
		o = l.u.RefIcon(icon, dwIconSize)
		l.icons[icon] = o
	}
	kit.SetObjects(l.slot, o)
	kit.SetShown(l.slot, true)
}

func newTurnView(b *dwarvesBoard) *turnView {
	u := b.u
	v := &turnView{b: b, box: container.NewVBox(), name: kit.Subheading(""), at: kit.WrapLabel(""), hearts: kit.WrapLabel(""),
		attrs: kit.WrapLabel(""), ability: kit.Quiet(""), last: kit.WrapLabel(""), space: newIconLine(u),
		inPlay: kit.Subheading(u.Loc.T("app.dwarves.turn.in_play")), noSlot: kit.Quiet(u.Loc.T("app.dwarves.cards.no_slot"))}
	v.hearts.TextStyle.Bold = true
	v.hero = kit.Card(container.NewVBox(v.name, v.at,
		container.NewBorder(nil, nil, u.RefIcon("dwarves-health", dwIconSize), nil, v.hearts), v.attrs, v.ability))
	v.checks.make = func() *iconLine { return newIconLine(u) }
	v.lines.make = func() *kit.Label { return kit.WrapLabel("") }
	return v
}

func (v *turnView) object() fyne.CanvasObject { return v.box }

func (v *turnView) update(s dwarves.State) {
	u := v.b.u
	var items []fyne.CanvasObject
	if !s.Over() {
		h := s.Hero()
		kit.SetText(v.name, u.Loc.Msg(dwarves.HeroName(h.ID)))
		kit.SetText(v.at, u.Loc.T("app.dwarves.hero.at", "Hex", hexText(u, h.Hex)))
		kit.SetText(v.hearts, hearts(u, h))
		kit.SetText(v.attrs, attrsText(u, h))
		kit.SetText(v.ability, u.Loc.Msg(dwarves.Ability(h.ID)))
		items = append(items, v.hero)
	}
	if last := lastDone(u, v.b.f.Sess); last != "" {
		kit.SetText(v.last, u.Loc.T("app.dwarves.turn.last", "Text", last))
		items = append(items, v.last)
	} else if pos := s.Doom.Pos(dwarves.MarkHero); pos > 1 {
		if icon, ok := s.Icon(pos); ok {
			v.space.set(dwDoomIconName(icon), u.Loc.T("app.dwarves.turn.space", "Space", pos, "Icon", u.Loc.Msg(dwarves.IconName(icon))))
			items = append(items, v.space.obj)
		}
	}
	for i, c := range sortedChecks(s) {
		p := s.Checks[c]
		key := "app.dwarves.turn.check"
		if p.Persist {
			key = "app.dwarves.turn.check_persist"
		}
		// The check's attribute leads the line as its pictogram.
		l := v.checks.get(i)
		l.set("dwarves-check-"+p.Attr, u.Loc.T(key, "Card", checkCardName(u, c), "Got", p.Got, "Need", p.Need,
			"Attr", u.Loc.Msg(dwarves.AttrName(p.Attr)), "Target", p.Target))
		items = append(items, l.obj)
	}
	items = append(items, v.inPlay)
	if len(s.Scenario.Slots) == 0 {
		items = append(items, v.noSlot)
	}
	var lines []string
	for _, sl := range s.Scenario.Slots {
		lines = append(lines, slotText(u, s, sl))
	}
	if s.Setup.Book == 1 || s.Setup.Book == 5 {
		for _, c := range s.Display {
			lines = append(lines, displayCardText(u, c))
		}
	}
	for _, k := range s.Kept {
		lines = append(lines, keptText(u, k))
	}
	for i, text := range lines {
		l := v.lines.get(i)
		kit.SetText(l, text)
		items = append(items, l)
	}
	kit.SetObjects(v.box, items...)
}

// dwDoomIconName is the glossary pictogram of a Doom-track space's icon
// (council, threat, troops), "" for a space without one.
func dwDoomIconName(icon string) string {
	switch icon {
	case dwarves.IconCouncil:
		return "dwarves-icon-council"
	case dwarves.IconThreat:
		return "dwarves-icon-threat"
	case dwarves.IconTroopsI, dwarves.IconTroopsII, dwarves.IconTroopsIV, dwarves.IconTroopsV:
		return "dwarves-icon-troops"
	}
	return ""
}

// slotText is a Scenario or Saga card in play in words.
func slotText(u *kit.UI, s dwarves.State, sl dwarves.Slot) string {
	name := sl.Name
	if name == "" {
		name = u.Loc.T("app.dwarves.cards.unnamed")
	}
	switch {
	case sl.FaceDown:
		return u.Loc.T("app.dwarves.cards.slot_down", "Level", sl.Level)
	case sl.Timed:
		return u.Loc.N("app.dwarves.cards.slot_time", sl.Time, "Level", sl.Level, "Name", name)
	}
	return u.Loc.T("app.dwarves.cards.slot", "Level", sl.Level, "Name", name)
}

// displayCardText is an Adventure-display card in words.
func displayCardText(u *kit.UI, c dwarves.Card) string {
	kind := u.Loc.T("app.dwarves.cards.adventure")
	if c.Kind == dwarves.CardThreat {
		kind = u.Loc.T("app.dwarves.cards.threat")
	}
	if c.Name != "" {
		return kind + " · " + c.Name
	}
	return kind
}

// keptText is a faceup Threat card of Books 2–4 in words.
func keptText(u *kit.UI, name string) string {
	if name == "" {
		name = u.Loc.T("app.dwarves.cards.unnamed")
	}
	return u.Loc.T("app.dwarves.cards.kept", "Name", name)
}
