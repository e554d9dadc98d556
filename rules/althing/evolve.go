package althing

import (
	"slices"

	"skald/rules"
	"skald/rules/deck"
)

// Evolve applies an event. Pure and total: it never writes into s's slices,
// maps or pointed-to values, and an event it does not know (or one Check would
// refuse) changes only what it names, never panics.
func Evolve(s State, e Event) State {
	switch e.Kind {
	case EvLearned, EvVikingRevealed, EvDodged:
		// These leave the trick just played open to a dodge.
	case EvRecruited:
		if e.Who != ThorfinnID {
			s.Last = nil
		}
	default:
		s.Last = nil
	}
	switch e.Kind {
	case EvLearned:
		s.Printed = rules.WithPrinted(s.Printed, e.Key, e.Value)
	case EvTrackDealt:
		if len(s.Track) == 0 {
			stages := make([]Stage, len(e.Stages))
			for i, st := range e.Stages {
				stages[i] = Stage{Card: st.Card, Side: st.Side}
			}
			s = layTrack(s, stages)
		}
	case EvFlipped:
		if e.Stage > 0 && e.Stage < len(s.Track)-1 {
			s.Track = slices.Clone(s.Track)
			s.Track[e.Stage].Side = other(s.Track[e.Stage].Side)
		}
	case EvVikingRevealed:
		s = evolveViking(s, e)
	case EvBegun:
		s.Phase, s.Turn, s.Active = PhasePlay, 1, 0
	case EvThorfinnRevealed:
		s = s.withThorfinn(func(t *Thorfinn) {
			t.Deck = t.Deck.Apply(deck.Draw{Card: e.Card, Reshuffled: e.Reshuffled})
			t.Card, t.Played, t.NoTroll, t.Dodged = e.Card, false, false, false
		})
	case EvThorfinnPlayed:
		s = evolveThorfinnPlayed(s, e)
	case EvRecruited:
		s = evolveRecruited(s, e)
	case EvCompleted:
		s = evolveCompleted(s, e)
	case EvTricked:
		s = evolveTricked(s, e)
	case EvDodged:
		s = evolveDodged(s, e)
	case EvUntrolled:
		s = s.withTrolls(e.Owner, func(out []string) []string { out, _ = deck.Without(out, e.Who); return out })
		s = s.withPlayer(e.Who, func(p *Player) { p.Tricked = true })
	case EvPlotted:
		s = s.withPlayer(e.Who, func(p *Player) { p.Tricked = true })
		if s.Assembly != nil {
			s = s.withAssembly(func(a *Assembly) {
				for _, c := range e.Cards {
					if i := slices.Index(a.Row, c); i >= 0 && c != "" {
						a.Row[i] = ""
						a.Under = append(a.Under, c)
					}
				}
			})
		}
	case EvPhaseEnded:
		if e.Who == s.ActiveID() {
			s = evolvePhaseEnded(s, e.Who)
		}
	}
	return s
}

func evolveViking(s State, e Event) State {
	return s.withAssembly(func(a *Assembly) {
		if e.Slot < 0 || e.Slot >= len(a.Row) || a.Row[e.Slot] != "" {
			return
		}
		if e.Under {
			if len(a.Under) == 0 || a.Under[0] != e.Card {
				return
			}
			a.Under = a.Under[1:]
		} else {
			d, err := a.Deck.Remove(e.Card)
			if err != nil {
				return
			}
			a.Deck = d
		}
		a.Row[e.Slot] = e.Card
	})
}

// takeFromRow empties the slots of the named cards and counts them recruited.
func takeFromRow(s State, cards []string) State {
	return s.withAssembly(func(a *Assembly) {
		for _, c := range cards {
			if i := slices.Index(a.Row, c); i >= 0 && c != "" {
				a.Row[i] = ""
				a.Taken = deck.With(a.Taken, c)
			}
		}
	})
}

func evolveRecruited(s State, e Event) State {
	if s.Assembly != nil {
		s = takeFromRow(s, e.Cards)
	}
	if e.Who == ThorfinnID {
		return s.withThorfinn(func(t *Thorfinn) {
			t.Hand += len(e.Cards)
			t.Owed = max(t.Owed-len(e.Cards), 0)
		})
	}
	return s.withPlayer(e.Who, func(p *Player) { p.Recruited = true })
}

// moveTo puts an actor's pawn on the track card at index i, and applies what
// reaching it means: the Veteran rule, the end of the race.
func moveTo(s State, who string, i int) State {
	if i < 0 || i >= len(s.Track) {
		return s
	}
	st := s.Track[i]
	race, err := s.Race.Place(who, st.Level+1)
	if err != nil {
		return s
	}
	s.Race = race
	if who != ThorfinnID {
		s = s.withPlayer(who, func(p *Player) {
			p.Bound = st.Branch != "" && st.Branch != p.Branch
			p.Branch = st.Branch
		})
	}
	if IsVeteran(st.Card) && !s.Veteran {
		s.Veteran = true
		for _, p := range s.Players {
			s = s.withPlayer(p.ID, func(p *Player) {
				if p.ID == who {
					p.HandSize = VeteranHand
				} else if p.HandSize < VeteranHand {
					p.Veteran5 = true
				}
			})
		}
	}
	if s.Race.AtEnd(who) {
		s.Ending = true
	}
	return s
}

func evolveCompleted(s State, e Event) State {
	s = moveTo(s, e.Who, e.Stage)
	return s.withPlayer(e.Who, func(p *Player) { p.Completed = true })
}

func evolveThorfinnPlayed(s State, e Event) State {
	if s.Thorfinn == nil || len(s.Players) == 0 {
		return s
	}
	you := s.Players[0].ID
	s = s.withThorfinn(func(t *Thorfinn) {
		t.Played, t.NoTroll = true, e.NoTroll
		if s.Assembly != nil {
			t.Owed = min(e.N, len(s.Assembly.Row)-s.Assembly.Empty())
		} else {
			t.Hand += e.N
		}
	})
	switch e.Action {
	case ActStage:
		if !s.Race.AtEnd(ThorfinnID) {
			next := s.Level(ThorfinnID) + 1
			for i, st := range s.Track {
				if st.Level == next {
					s = moveTo(s, ThorfinnID, i)
					break
				}
			}
		}
	case ActTroll:
		if !e.NoTroll && s.TrollsHome(ThorfinnID) > 0 {
			s = s.withTrolls(ThorfinnID, func(out []string) []string { return deck.With(out, you) })
			s.Last = &Trick{By: ThorfinnID, Trick: SymTroll, Target: you}
		}
	case ActAxe:
		s = s.withPlayer(you, func(p *Player) { p.Hand = max(p.Hand-1, 0) })
		s.Last = &Trick{By: ThorfinnID, Trick: SymAxe, Target: you, Pick: e.Pick}
	case ActShortageGold, ActShortageWood, ActShortageBones:
		s.Shortage = ShortageOf(e.Action)
		s.Last = &Trick{By: ThorfinnID, Trick: TrickShortage, Target: you, Resource: s.Shortage}
	}
	s.Active = 1
	return s
}

func evolveTricked(s State, e Event) State {
	s = s.withPlayer(e.Who, func(p *Player) {
		p.Tricked = true
		switch e.Trick {
		case SymTroll:
			p.TrollsOut = deck.With(p.TrollsOut, e.Target)
		case SymStorm:
			p.Storm = &Storm{Target: e.Target, Face: Stormur}
		}
	})
	if e.Trick == SymAxe {
		s = s.handLoses(e.Target, 1)
	}
	s.Last = &Trick{By: e.Who, Trick: e.Trick, Target: e.Target, Pick: e.Pick}
	return s
}

// handLoses takes n cards from an actor's hand count (never below 0).
func (s State) handLoses(id string, n int) State {
	if id == ThorfinnID {
		return s.withThorfinn(func(t *Thorfinn) { t.Hand = max(t.Hand-n, 0) })
	}
	return s.withPlayer(id, func(p *Player) { p.Hand = max(p.Hand-n, 0) })
}

func evolveDodged(s State, e Event) State {
	last := s.Last
	s.Last = nil
	if e.Trick == TrickShortage {
		s.Shortage = ""
	}
	if e.Trick == TrickShortage || (last != nil && last.By == ThorfinnID && last.Trick == e.Trick && last.Target == e.Who) {
		s = s.withThorfinn(func(t *Thorfinn) { t.Dodged = true })
	}
	if last != nil && last.Trick == e.Trick && last.Target == e.Who {
		switch e.Trick {
		case SymTroll:
			s = s.withTrolls(last.By, func(out []string) []string { out, _ = deck.Without(out, e.Who); return out })
		case SymStorm:
			s = s.withPlayer(last.By, func(p *Player) { p.Storm = nil })
		case SymAxe:
			s = s.handLoses(e.Who, -1) // the card is not taken…
		}
	}
	if e.Who != s.ActiveID() {
		s = s.handLoses(e.Who, 1) // …but the dodge card is spent from the hand
	}
	return s
}

// evolvePhaseEnded closes a player's phase: the Storm Trolls in front of them
// turn to OVEDUR or go home, a pending Veteran hand comes into force, they
// draw up to their hand size, and the next seat plays. After the last seat of
// a turn the game ends if someone reached the last card; else a new turn
// starts and Thorfinn's card goes to his discard.
func evolvePhaseEnded(s State, who string) State {
	for _, p := range s.Players {
		if p.Storm != nil && p.Storm.Target == who {
			s = s.withPlayer(p.ID, func(o *Player) {
				if o.Storm.Face == Stormur {
					o.Storm.Face = Ovedur
				} else {
					o.Storm = nil
				}
			})
		}
	}
	s = s.withPlayer(who, func(p *Player) {
		if p.Veteran5 {
			p.HandSize, p.Veteran5 = VeteranHand, false
		}
		p.Hand = p.HandSize
		p.Recruited, p.Completed, p.Tricked = false, false, false
	})
	s.Shortage = ""
	s.Active++
	if s.Active < len(s.Order()) {
		return s
	}
	if s.Ending {
		s.Phase = PhaseOver
		s.Result = Result{Kings: s.Kings(), Turn: s.Turn}
		return s
	}
	s.Turn++
	s.Active = 0
	return s.withThorfinn(func(t *Thorfinn) {
		if t.Card != "" {
			t.Deck = t.Deck.ToDiscard(t.Card)
		}
		t.Card, t.Played, t.NoTroll, t.Dodged = "", false, false, false
	})
}

// withTrolls changes the list of decks an actor's Trolls sit on.
func (s State) withTrolls(owner string, f func([]string) []string) State {
	if owner == ThorfinnID {
		return s.withThorfinn(func(t *Thorfinn) { t.TrollsOut = f(t.TrollsOut) })
	}
	return s.withPlayer(owner, func(p *Player) { p.TrollsOut = f(p.TrollsOut) })
}
