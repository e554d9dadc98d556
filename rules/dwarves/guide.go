package dwarves

import (
	"slices"

	"skald/rules"
)

// SetupGuide says, step by step, how to set the table up for a setup: which
// Scenario or Saga cards to remove and how to stack each deck. It needs the
// same printed values as New (Combined Might's level-A count). The heroes
// need not be chosen yet: they only add Andôkai's Spell cards.
func SetupGuide(s Setup, printed map[string]string) ([]rules.Msg, error) {
	if err := validOptions(s); err != nil {
		return nil, err
	}
	comp, err := Compose(s, printed)
	if err != nil {
		return nil, err
	}
	g := []rules.Msg{rules.M("dwarves.guide.boards")}
	remove := rules.M("dwarves.guide.remove_a").WithCount(comp.RemovedA)
	adv, thr, eq := adventureBase, threatBase, equipmentBase
	switch {
	case s.Book == 1:
		if s.Elfar {
			adv, thr, eq = adv+elfarAdventure, thr+elfarThreat, eq+elfarEquip
			g = append(g, rules.M("dwarves.guide.elfar"))
		}
		if s.CombinedMight {
			adv, thr, eq = adv+cmAdventure, thr+cmThreat, eq+cmEquip
			g = append(g, rules.M("dwarves.guide.combined_might"))
		}
		if s.Elfar && s.CombinedMight {
			g = append(g, rules.M("dwarves.guide.both_expansions"))
		}
		g = append(g, rules.M("dwarves.guide.book1_deck", "C", comp.Deck.C, "A", comp.Deck.A+comp.RemovedA).WithCount(comp.Deck.C),
			remove, rules.M("dwarves.guide.reveal_scenario"))
	case saga(s.Book):
		switch s.Book {
		case 2:
			g = append(g, rules.M("dwarves.guide.book2"))
		case 3:
			g = append(g, rules.M("dwarves.guide.book3"))
		case 4:
			g = append(g, rules.M("dwarves.guide.book4"))
		}
		g = append(g, rules.M("dwarves.guide.council_tile"), rules.M("dwarves.guide.saga_deck"),
			remove, rules.M("dwarves.guide.saga_reveal"), rules.M("dwarves.guide.saga_threats").WithCount(threatBase))
	case s.Book == 5:
		g = append(g, rules.M("dwarves.guide.book5_special").WithCount(specialEquip),
			rules.M("dwarves.guide.book5_deck"), remove, rules.M("dwarves.guide.reveal_scenario"),
			rules.M("dwarves.guide.book5_time"))
	}
	if s.Book != 1 && s.ExtraEquip {
		eq += elfarEquip + cmEquip
	}
	if !saga(s.Book) {
		g = append(g, rules.M("dwarves.guide.adventure").WithCount(adv), rules.M("dwarves.guide.threats").WithCount(thr))
	}
	g = append(g, rules.M("dwarves.guide.equipment").WithCount(eq), rules.M("dwarves.guide.heroes"))
	if slices.Contains(s.Heroes, Andokai) {
		g = append(g, rules.M("dwarves.guide.andokai").WithCount(spellCards))
	}
	if s.Expert {
		g = append(g, rules.M("dwarves.guide.expert"))
	}
	return g, nil
}

// DeckMsgs describes the decks as they stand, for the deck panel: the
// Scenario or Saga deck by level, and the other decks' counts.
func (s State) DeckMsgs() []rules.Msg {
	sc := s.Scenario
	out := []rules.Msg{rules.M("dwarves.deck.scenario", "A", sc.Left.A, "B", sc.Left.B, "C", sc.Left.C)}
	if !saga(s.Setup.Book) {
		num, den := s.ThreatChance()
		out = append(out, rules.M("dwarves.deck.adventure", "N", s.Adventure.Size(), "Threats", s.ThreatsInDeck(),
			"Num", num, "Den", den, "Discard", s.Adventure.DiscardSize()).WithCount(s.Adventure.Size()))
	}
	out = append(out, rules.M("dwarves.deck.threats", "N", s.Threats.Size()).WithCount(s.Threats.Size()),
		rules.M("dwarves.deck.equipment", "N", s.Equipment.Size(), "Discard", s.Equipment.DiscardSize()).WithCount(s.Equipment.Size()))
	if s.Setup.Book == 5 {
		out = append(out, rules.M("dwarves.deck.special", "N", s.Special).WithCount(s.Special))
	}
	return out
}
