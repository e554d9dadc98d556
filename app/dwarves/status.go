package dwarves

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// turnSection is the turn at a glance: the hero whose turn it is (Health,
// attributes, where they stand, the ability), the last thing done (or the
// Hero marker's space), the checks under way, and the cards in play.
func (b *dwarvesBoard) turnSection() []fyne.CanvasObject {
	u, s := b.u, b.s
	var items []fyne.CanvasObject
	if !s.Over() {
		h := s.Hero()
		hearts := kit.WrapLabel(hearts(u, h))
		hearts.TextStyle.Bold = true
		items = append(items, kit.Card(container.NewVBox(
			kit.Subheading(u.Loc.Msg(dwarves.HeroName(h.ID))),
			kit.WrapLabel(u.Loc.T("app.dwarves.hero.at", "Hex", hexText(u, h.Hex))),
			container.NewBorder(nil, nil, u.RefIcon("dwarves-health", dwIconSize), nil, hearts),
			kit.WrapLabel(attrsText(u, h)),
			kit.Quiet(u.Loc.Msg(dwarves.Ability(h.ID))))))
	}
	if last := lastDone(u, b.f.Sess); last != "" {
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.turn.last", "Text", last)))
	} else if pos := s.Doom.Pos(dwarves.MarkHero); pos > 1 {
		if icon, ok := s.Icon(pos); ok {
			var line fyne.CanvasObject = kit.WrapLabel(u.Loc.T("app.dwarves.turn.space", "Space", pos, "Icon", u.Loc.Msg(dwarves.IconName(icon))))
			if name := dwDoomIconName(icon); name != "" {
				line = container.NewBorder(nil, nil, u.RefIcon(name, dwIconSize), nil, line)
			}
			items = append(items, line)
		}
	}
	for _, c := range sortedChecks(s) {
		p := s.Checks[c]
		key := "app.dwarves.turn.check"
		if p.Persist {
			key = "app.dwarves.turn.check_persist"
		}
		// The check's attribute leads the line as its pictogram.
		items = append(items, container.NewBorder(nil, nil, u.RefIcon("dwarves-check-"+p.Attr, dwIconSize), nil,
			kit.WrapLabel(u.Loc.T(key, "Card", checkCardName(u, c), "Got", p.Got, "Need", p.Need,
				"Attr", u.Loc.Msg(dwarves.AttrName(p.Attr)), "Target", p.Target))))
	}
	items = append(items, kit.Subheading(u.Loc.T("app.dwarves.turn.in_play")))
	items = append(items, b.slotLines()...)
	if s.Setup.Book == 1 || s.Setup.Book == 5 {
		for _, c := range s.Display {
			items = append(items, kit.WrapLabel(displayCardText(u, c)))
		}
	}
	for _, k := range s.Kept {
		items = append(items, kit.WrapLabel(keptText(u, k)))
	}
	return items
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

// slotLines are the Scenario or Saga cards in play, one line each.
func (b *dwarvesBoard) slotLines() []fyne.CanvasObject {
	u, s := b.u, b.s
	var out []fyne.CanvasObject
	if len(s.Scenario.Slots) == 0 {
		out = append(out, kit.Quiet(u.Loc.T("app.dwarves.cards.no_slot")))
	}
	for _, sl := range s.Scenario.Slots {
		out = append(out, kit.WrapLabel(slotText(u, s, sl)))
	}
	return out
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
