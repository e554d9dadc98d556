package thorgal

import (
	"slices"

	"skald/rules"
	"skald/rules/polyomino"
)

// Covered is what the tiles of one placement covered (a Combat's Wound tiles,
// a Journey tile) or what a revealed Terrain card's bonus gives: the covering
// effects the app applies. The ♥ of an Enemy card are the Combat's own
// (Command.Hearts and Total).
type Covered struct {
	// Source counts the Area-specific spaces; each gives 1 of SourceGood, the
	// one Good taken from the Sources in the character's Area.
	Source     int    `json:"source,omitempty"`
	SourceGood string `json:"source_good,omitempty"`
	// Goods counts the spaces showing a Good, per Good.
	Goods Goods `json:"goods,omitzero"`
	// Heal lists the wounds healed, one per Heal space: indexes into the
	// character's Wounds as they were before the command, each once.
	Heal []int `json:"heal,omitempty"`
	// Combat and Journey count the Experience spaces of each track.
	Combat  int `json:"combat,omitempty"`
	Journey int `json:"journey,omitempty"`
	// Discovery counts the Discovery spaces: as many Discovery cards drawn,
	// DiscoveryCards naming them in table mode ("" = the app draws). They
	// stay in play until the table resolves and discards them.
	Discovery      int      `json:"discovery,omitempty"`
	DiscoveryCards []string `json:"discovery_cards,omitempty"`
	// Special is what the card's special spaces did, in total.
	Special Special `json:"special,omitzero"`
}

// Special is the total of the special-space effects printed on the card,
// resolved once per special space covered (the table adds them up).
type Special struct {
	Threat int `json:"threat,omitempty"`
	// Wounds are the Wound tiles given, and those a rolled die showed: each
	// is placed in the wound area like any other wound.
	Wounds  []string `json:"wounds,omitempty"`
	Discard Goods    `json:"discard,omitzero"`
}

// drawsDigitally reports whether the app would draw a Discovery card.
func (cv Covered) drawsDigitally() bool {
	return cv.Discovery > 0 && len(cv.DiscoveryCards) == 0
}

// discoveries is how many Discovery cards the spaces ask for.
func (cv Covered) discoveries() int { return max(cv.Discovery, len(cv.DiscoveryCards)) }

// gained is how many of Good g the covered spaces give (Source included).
func (cv Covered) gained(g string) int {
	n := cv.Goods.Get(g)
	if cv.Source > 0 && cv.SourceGood == g {
		n += cv.Source
	}
	return n
}

// checkCover refuses a Covered that no placement can give character ch: counts out
// of bounds, unknown Goods or tiles, wounds healed twice or missing.
func (s State) checkCover(ch Character, cv Covered) error {
	counts := []int{cv.Source, cv.Combat, cv.Journey, cv.Discovery, cv.Special.Threat,
		len(cv.Heal), len(cv.DiscoveryCards), len(cv.Special.Wounds)}
	for _, g := range GoodIDs {
		counts = append(counts, cv.Goods.Get(g), cv.Special.Discard.Get(g))
	}
	for _, n := range counts {
		if n < 0 || n > MaxCount {
			return rules.Refuse("thorgal.err.cover_count", "Max", MaxCount)
		}
	}
	if cv.Source > 0 && !validGood(cv.SourceGood) {
		return rules.Refuse("thorgal.err.source_good")
	}
	if cv.Discovery > 0 && len(cv.DiscoveryCards) > 0 && cv.Discovery != len(cv.DiscoveryCards) {
		return rules.Refuse("thorgal.err.discovery_cards")
	}
	for _, c := range cv.DiscoveryCards {
		if !validCard(Discovery, c) {
			return rules.Refuse("thorgal.err.card", "Card", c, "Deck", DeckName(Discovery))
		}
	}
	for i, h := range cv.Heal {
		if h < 0 || h >= len(ch.Wounds) {
			return rules.Refuse("thorgal.err.no_such_wound")
		}
		if slices.Contains(cv.Heal[:i], h) {
			return rules.Refuse("thorgal.err.heal_twice")
		}
	}
	for _, id := range cv.Special.Wounds {
		if !slices.Contains(s.Tiles, id) {
			return rules.Refuse("thorgal.err.tile_not_in_box", "Tile", id)
		}
	}
	for _, g := range GoodIDs {
		have := ch.Goods.Get(g) + cv.gained(g)
		if cv.Special.Discard.Get(g) > have {
			return rules.Refuse("thorgal.err.discard_short", "Good", GoodName(g), "Have", have)
		}
	}
	return nil
}

// cover applies the covering effects to character i, in a fixed order: Goods
// (gained and discarded, one count per Good), Heal, Experience, Discovery
// draws, then the special spaces' Threat and Wounds. Healing comes before the
// wounds the same placement gives, so the indexes name the wounds the
// players saw. The caller checks for deaths at the end of its command.
func (em *emitter) cover(i int, cv Covered, r rules.Rand) error {
	ch := em.State.Chars[i]
	if err := em.State.checkCover(ch, cv); err != nil {
		return err
	}
	for _, g := range GoodIDs {
		have := ch.Goods.Get(g)
		to := have + cv.gained(g) - cv.Special.Discard.Get(g)
		if to > MaxGoods {
			return rules.Refuse("thorgal.err.goods_max", "Max", MaxGoods)
		}
		if to != have {
			em.Add(Event{Kind: EvGoodsSet, Char: i, Good: g, To: to})
		}
	}
	heal := slices.Clone(cv.Heal)
	slices.Sort(heal)
	for _, idx := range slices.Backward(heal) {
		// From the highest index down: a tile healed never shifts the
		// indexes still to heal.
		em.Add(Event{Kind: EvHealed, Char: i, Index: idx, Shape: ch.Wounds[idx].Shape})
	}
	em.experience(i, Combat, cv.Combat)
	em.experience(i, Journey, cv.Journey)
	for k := range cv.discoveries() {
		card := ""
		if len(cv.DiscoveryCards) > 0 {
			card = cv.DiscoveryCards[k]
		}
		p := em.State.Decks[Discovery]
		if card == "" && !p.CanDraw() {
			break // every Discovery card is in play: nothing left to draw
		}
		d, err := pick(p, card, r)
		if err != nil {
			return err
		}
		em.Add(Event{Kind: EvDrawn, Deck: Discovery, Card: d.Card, Reshuffled: d.Reshuffled})
	}
	em.gainThreat(i, cv.Special.Threat)
	for _, id := range cv.Special.Wounds {
		em.Add(Event{Kind: EvWoundGained, Char: i, Size: polyomino.SizeOf(id), Shape: id})
	}
	return em.Err
}
