package althing

import (
	"skald/rules"
	"skald/rules/deck"
)

// decideDeal lays out a dealt track: the stages the table dealt (table mode,
// in order, with their sides), or the app's deal: the seven stage cards
// shuffled and the first four (six) taken, in that order, on side A, or
// each on a random side in the saga alternative. The final card follows
// from the stages (Althing with Drakkar or Dragvendil, else Thing).
func decideDeal(s State, c Command, r rules.Rand) ([]Event, error) {
	stages := c.Stages
	if len(stages) == 0 {
		if err := checkDealt(s, Event{Kind: EvTrackDealt, Stages: anyTrack(s)}); err != nil {
			return nil, err
		}
		for _, card := range deck.Shuffle(StageCards, r)[:DealCount(s.Setup.Mode)] {
			side := SideA
			if s.Setup.Mode == ModeSaga && r.IntN(2) == 1 {
				side = SideB
			}
			stages = append(stages, Stage{Card: card, Side: side})
		}
	}
	clean := make([]Stage, len(stages))
	for i, st := range stages {
		clean[i] = Stage{Card: st.Card, Side: st.Side}
		if clean[i].Side == "" {
			clean[i].Side = SideA
		}
	}
	return one(s, Event{Kind: EvTrackDealt, Stages: clean})
}
