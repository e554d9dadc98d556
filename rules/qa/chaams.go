package qa

import (
	"math/big"
	"slices"
	"strconv"

	"skald/rules"
	"skald/rules/deck"
)

// ChaamsDeckSize is how many Chaams cards are in play: always 18.
const ChaamsDeckSize = 18

// ChaamsCard is the ID of a Chaams card: its Skill type and level, "corruption.2".
// Its value (the Skill cards of that type needed to remove it) is its level.
func ChaamsCard(skill string, level int) string { return rules.NumberedID(skill, level) }

// ParseChaams splits a Chaams card ID into its Skill type and level.
func ParseChaams(card string) (skill string, level int, ok bool) {
	return rules.ParseNumbered(card, ValidSkill, chaamsLevelMax)
}

// ChaamsName is a Chaams card in words: "Corruption 2".
func ChaamsName(card string) rules.Msg {
	t, l, ok := ParseChaams(card)
	if !ok {
		return rules.M("qa.chaams.unknown", "Card", card)
	}
	return rules.M("qa.chaams.card", "Skill", SkillName(t), "Level", l)
}

// levels are the Chaams levels this game's deck uses.
func (s State) levels() []int {
	if s.Level3 {
		return []int{1, 2, 3}
	}
	return []int{1, 2}
}

// Composition reads the box's Chaams cards of the given levels from the printed
// values: card ID → copies. It asks for the first value missing, and refuses a
// level whose counts do not add up to the box's total (12, 6 or 6).
func Composition(printed map[string]string, levels ...int) (map[string]int, error) {
	out := map[string]int{}
	for _, l := range levels {
		sum := 0
		for _, t := range SkillTypes {
			k := chaamsKey(l, t)
			v, ok := specs.Known(printed, k)
			if !ok {
				return nil, &rules.NeedPrinted{Key: k}
			}
			n := atoi(v)
			sum += n
			if n > 0 {
				out[ChaamsCard(t, l)] = n
			}
		}
		if sum != LevelTotal(l) {
			return nil, rules.Refuse("qa.err.chaams_total", "Level", l, "Got", sum, "Want", LevelTotal(l))
		}
	}
	return out, nil
}

// Level1Cards lists the box's 12 level-1 Chaams cards (sorted, with repeats),
// from which the level-3 variant sets 6 aside; false until their composition is
// known.
func Level1Cards(printed map[string]string) ([]string, bool) {
	counts, err := Composition(printed, 1)
	if err != nil {
		return nil, false
	}
	return deck.FromCounts(counts).Pile, true
}

// NextChaamsOdds is the exact chance that the next Chaams drawn is each card
// (reshuffling the discard first if the pile is empty): card ID → chance.
func NextChaamsOdds(s State) map[string]*big.Rat {
	out := map[string]*big.Rat{}
	from := s.ChaamsDeck.Pile
	if len(from) == 0 {
		from = s.ChaamsDeck.Discard
	}
	for _, c := range slices.Compact(slices.Clone(from)) {
		num, den := s.ChaamsDeck.Chance(func(x string) bool { return x == c })
		out[c] = big.NewRat(int64(num), int64(den))
	}
	return out
}

// drawChaams adds the events of one Chaams draw owed now: the loss if it cannot
// be drawn or placed, else the draw (named at the table, or digital when card is
// "") and, when the rules or the player say where, its placement (lieu 0: the
// player chooses later, unless only one Lieu is legal).
func (x *run) drawChaams(card string, lieu int, r rules.Rand) {
	s := x.State
	hero := ""
	if h, ok := s.Active(); ok {
		hero = h.ID
	}
	if s.Phase == PhaseOgotai {
		if _, ok := OgotaiTarget(s); !ok {
			x.Add(Event{Kind: EvLost, Reason: ReasonNoFreeLieu})
			return
		}
	}
	if !s.ChaamsDeck.CanDraw() {
		x.Add(Event{Kind: EvLost, Reason: ReasonDeckExhausted})
		return
	}
	var dr deck.Draw
	var err error
	if card == "" {
		dr, err = s.ChaamsDeck.Pick(r)
	} else {
		dr, err = s.ChaamsDeck.Named(card)
	}
	if err != nil {
		x.Fail(err)
		return
	}
	if !x.Add(Event{Kind: EvChaamsDrawn, Hero: hero, Card: dr.Card, Reshuffled: dr.Reshuffled}) {
		return
	}
	if to, ok := placeTarget(x.State); ok {
		if lieu != 0 && lieu != to {
			x.Fail(rules.Refuse("qa.err.place_where", "Lieu", LieuName(x.State, to)))
			return
		}
		lieu = to
	} else if legal := Placements(x.State); lieu == 0 && len(legal) == 1 {
		lieu = legal[0]
	}
	if lieu != 0 {
		x.Add(Event{Kind: EvChaamsPlaced, Hero: hero, Card: dr.Card, Lieu: lieu})
	}
}

// drawOwed draws the Chaams a reveal or a Guerre space owes: first the cards the
// table names, then (digital) the rest; in table mode without names the rest stay
// owed, one CmdDrawChaams per real card.
func (x *run) drawOwed(names []string, digital bool, r rules.Rand) {
	for x.Err == nil && !x.State.Over() && x.State.Draw.Draws > 0 {
		switch {
		case len(names) > 0:
			x.drawChaams(names[0], 0, r)
			names = names[1:]
		case digital:
			x.drawChaams("", 0, r)
		default:
			return
		}
	}
	if x.Err == nil && len(names) > 0 {
		x.Fail(rules.Refuse("qa.err.too_many_chaams"))
	}
}

// checkChaamsDrawn: a Chaams draw is owed, the card is one the deck can give, and
// (Ogotaï phase) it has somewhere to go.
func checkChaamsDrawn(s State, e Event) error {
	if err := drawTurn(s, e.Hero); err != nil {
		return err
	}
	if s.Draw.Card != "" {
		return rules.Refuse("qa.err.place_first")
	}
	if s.Draw.Draws <= 0 {
		return rules.Refuse("qa.err.no_draw")
	}
	if s.Phase == PhaseOgotai {
		if _, ok := OgotaiTarget(s); !ok {
			return rules.Refuse("qa.err.no_free_lieu")
		}
	}
	return s.ChaamsDeck.CheckDraw(deck.Draw{Card: e.Card, Reshuffled: e.Reshuffled})
}

// checkChaamsPlaced: the card waiting goes where the rules or the player's
// choices allow.
func checkChaamsPlaced(s State, e Event) error {
	if err := drawTurn(s, e.Hero); err != nil {
		return err
	}
	if s.Draw.Card == "" || s.Draw.Card != e.Card {
		return rules.Refuse("qa.err.nothing_to_place")
	}
	if to, ok := placeTarget(s); ok {
		if e.Lieu != to {
			return rules.Refuse("qa.err.place_where", "Lieu", LieuName(s, to))
		}
		return nil
	}
	if !slices.Contains(Placements(s), e.Lieu) {
		return rules.Refuse("qa.err.place_illegal")
	}
	return nil
}

// drawTurn: the game goes on, and the draw belongs to the active hero (hero
// phases) or to Ogotaï (no hero named).
func drawTurn(s State, hero string) error {
	if s.Over() {
		return rules.Refuse("qa.err.over")
	}
	if s.Phase == PhaseOgotai {
		if hero != "" {
			return rules.Refuse("qa.err.not_hero_phase")
		}
		return nil
	}
	return heroTurn(s, hero)
}

// checkLost: the loss the event claims is what the rules say now.
func checkLost(s State, e Event) error {
	if s.Over() {
		return rules.Refuse("qa.err.over")
	}
	due := s.Draw.Draws > 0 && s.Draw.Card == ""
	_, free := OgotaiTarget(s)
	switch e.Reason {
	case ReasonNoFreeLieu:
		if due && s.Phase == PhaseOgotai && !free {
			return nil
		}
	case ReasonDeckExhausted:
		if due && !s.ChaamsDeck.CanDraw() && (s.Phase != PhaseOgotai || free) {
			return nil
		}
	}
	return rules.Refuse("qa.err.not_lost")
}

// evolvePlaced puts the waiting card on its Lieu; once nothing more is owed the
// phase moves on (Chaams → Action; a reveal's draws end; Ogotaï → next round).
func evolvePlaced(s State, e Event) State {
	if e.Lieu >= 1 && e.Lieu <= LieuCount {
		s.Lieux[e.Lieu-1].Chaams = deck.With(s.Lieux[e.Lieu-1].Chaams, e.Card)
	}
	s.Draw.Card = ""
	if s.Draw.Draws > 0 {
		return s
	}
	s.Draw = Pending{}
	switch s.Phase {
	case PhaseChaams:
		s.Phase = PhaseAction
	case PhaseOgotai:
		s = newRound(s)
	}
	return s
}

func drawOf(e Event) deck.Draw { return deck.Draw{Card: e.Card, Reshuffled: e.Reshuffled} }

// ChaamsDeduced is the value of a Chaams-count key (qa.chaams.L.T) that the
// box's totals fix once the five other types of its level are known: the
// level's total (12, 6 or 6, from the rulebook) less theirs. false when
// another type is still missing, the key is not one of these, or the others
// already exceed the total (the profile needs correcting, not guessing).
func ChaamsDeduced(printed map[string]string, key string) (string, bool) {
	for level := 1; level <= chaamsLevelMax; level++ {
		for _, t := range SkillTypes {
			if chaamsKey(level, t) != key {
				continue
			}
			sum := 0
			for _, o := range SkillTypes {
				if o == t {
					continue
				}
				v, ok := specs.Known(printed, chaamsKey(level, o))
				if !ok {
					return "", false
				}
				sum += atoi(v)
			}
			if left := LevelTotal(level) - sum; left >= 0 {
				return strconv.Itoa(left), true
			}
			return "", false
		}
	}
	return "", false
}
