package qa

import (
	"skald/rules"
	"skald/rules/deck"
)

// Setup is what the table decides before play.
type Setup struct {
	Players int `json:"players"`
	// Heroes in turn order, starting with the first player's hero; with two
	// players the seats alternate (P1, P2, P1, P2). The first player never changes.
	Heroes []string `json:"heroes"`
	Fourth bool     `json:"fourth,omitempty"` // optional fourth hero (1 or 3 players)
	Level3 bool     `json:"level3,omitempty"` // harder variant: level-3 Chaams replace six level-1
	// Level1Out are the six level-1 Chaams set aside in the level-3 variant (card
	// IDs such as "combat.1", from Level1Cards). Required with Level3, empty otherwise.
	Level1Out []string `json:"level1_out,omitempty"`
}

// New validates the setup and builds the starting table: Lieu 1 (Pays viking)
// revealed with every hero on it, the 18-card Chaams deck, each hero's three
// starting Skill cards and the Skill deck of the 48 less those.
//
// It asks, in this order, for what is printed, needed to build the table and
// not known yet: the Chaams deck's composition (qa.chaams.L.T, levels 1 and 2,
// and 3 in the variant), then each hero's starting Skill cards in turn order
// (qa.skills.H.1..3). Ogotaï's start space for this number of heroes
// (qa.start.N) is placed when known; otherwise he stays off the track
// (Ogotai 0) until the first Ogotaï phase asks for it.
func New(s Setup, printed map[string]string) (State, error) {
	if s.Players < 1 || s.Players > 4 {
		return State{}, rules.Refuse("qa.err.players")
	}
	if s.Fourth && (s.Players == 2 || s.Players == 4) {
		return State{}, rules.Refuse("qa.err.fourth")
	}
	want := HeroCount(s.Players, s.Fourth)
	if len(s.Heroes) != want {
		return State{}, &rules.Refusal{Msg: rules.M("qa.err.hero_count").WithCount(want)}
	}
	seen := map[string]bool{}
	for _, h := range s.Heroes {
		if !validHero(h) {
			return State{}, rules.Refuse("qa.err.hero_unknown")
		}
		if seen[h] {
			return State{}, rules.Refuse("qa.err.hero_twice", "Hero", HeroName(h))
		}
		seen[h] = true
	}
	st := State{
		Players: s.Players,
		Level3:  s.Level3,
		Round:   1,
		Phase:   PhaseDestin,
		Printed: map[string]string{},
	}
	if v, ok := specs.Known(printed, startKey(want)); ok {
		st.Ogotai = atoi(v)
	}
	counts, err := Composition(printed, st.levels()...)
	if err != nil {
		return State{}, err
	}
	chaams := deck.FromCounts(counts)
	if chaams, err = setAside(chaams, s); err != nil {
		return State{}, err
	}
	if chaams.Size() != ChaamsDeckSize {
		return State{}, &rules.Refusal{Msg: rules.M("qa.err.chaams_deck", "Got", chaams.Size(), "Want", ChaamsDeckSize).WithCount(chaams.Size())}
	}
	st.ChaamsDeck = chaams

	left := map[string]int{}
	for _, t := range SkillTypes {
		left[t] = SkillCopies
	}
	for _, h := range s.Heroes {
		hand, ok := StartingHand(printed, h)
		if !ok {
			for i := 1; i <= StartingSkills; i++ {
				if _, ok := specs.Known(printed, skillKey(h, i)); !ok {
					return State{}, &rules.NeedPrinted{Key: skillKey(h, i)}
				}
			}
		}
		for _, c := range hand {
			if left[c]--; left[c] < 0 {
				return State{}, rules.Refuse("qa.err.skills_total", "Skill", SkillName(c))
			}
		}
		st.Heroes = append(st.Heroes, Hero{ID: h, Lieu: LieuPaysViking, Hand: hand})
	}
	st.SkillDeck = deck.FromCounts(left)
	st.Lieux[0].Revealed = true

	// Keep every valid known value so the session never asks twice.
	for k, v := range printed {
		if _, ok := specs.Known(printed, k); ok {
			st.Printed[k] = v
		}
	}
	return st, nil
}

// setAside takes the variant's six level-1 Chaams out of the deck.
func setAside(d deck.Deck, s Setup) (deck.Deck, error) {
	if !s.Level3 {
		if len(s.Level1Out) > 0 {
			return d, rules.Refuse("qa.err.level1_out_unused")
		}
		return d, nil
	}
	if len(s.Level1Out) != LevelTotal(1)-chaamsPerLevel {
		return d, rules.Refuse("qa.err.level1_out", "N", LevelTotal(1)-chaamsPerLevel)
	}
	for _, c := range s.Level1Out {
		if _, l, ok := ParseChaams(c); !ok || l != 1 {
			return d, rules.Refuse("qa.err.level1_out", "N", LevelTotal(1)-chaamsPerLevel)
		}
		var err error
		if d, err = d.Remove(c); err != nil {
			return d, rules.Refuse("qa.err.level1_out", "N", LevelTotal(1)-chaamsPerLevel)
		}
	}
	return d, nil
}
