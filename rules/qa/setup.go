package qa

import (
	"maps"

	"skald/rules"
)

// Setup is what the table decides before play.
type Setup struct {
	Players int `json:"players"`
	// Heroes in turn order, starting with the first player's hero; with two
	// players the seats alternate (P1, P2, P1, P2). The first player never changes.
	Heroes []string `json:"heroes"`
	Fourth bool     `json:"fourth,omitempty"` // optional fourth hero (1 or 3 players)
	Level3 bool     `json:"level3,omitempty"` // harder variant: level-3 Chaams replace six level-1
}

// New validates the setup and builds the starting table. Ogotaï's start space is
// printed on the war track: without it in printed, New asks for it.
func New(s Setup, printed map[string]string) (State, error) {
	if s.Players < 1 || s.Players > 4 {
		return State{}, rules.Refuse("qa.err.players")
	}
	if s.Fourth && (s.Players == 2 || s.Players == 4) {
		return State{}, rules.Refuse("qa.err.fourth")
	}
	want := HeroCount(s.Players, s.Fourth)
	if len(s.Heroes) != want {
		return State{}, rules.Refuse("qa.err.hero_count", "Want", want)
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
	key := startKey(want)
	start, ok := printedInt(printed, key)
	if !ok {
		return State{}, &rules.NeedPrinted{Key: key}
	}
	st := State{
		Players: s.Players,
		Level3:  s.Level3,
		Round:   1,
		Ogotai:  start,
		Printed: map[string]string{key: printed[key]},
	}
	for _, h := range s.Heroes {
		st.Heroes = append(st.Heroes, Hero{ID: h})
	}
	// Keep every known war-track value so the session never asks twice.
	for k, v := range printed {
		if _, ok := printedSpec(k); ok {
			st.Printed[k] = v
		}
	}
	st.Printed = maps.Clone(st.Printed)
	return st, nil
}
