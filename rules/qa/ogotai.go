package qa

import (
	"skald/rules"
)

// decideAdvance is the Ogotaï phase: Ogotaï advances one space; on a Guerre space
// the Chaams it shows are drawn one by one, each going to the revealed Lieu
// nearest Lieu 8 that holds none. Digital: every card in this command. Table
// mode: the cards named in c.Chaams, and with c.Table the rest stay owed, one
// CmdDrawChaams (naming the card) per real card.
func decideAdvance(s State, c Command, r rules.Rand) ([]Event, error) {
	if s.Phase != PhaseOgotai {
		return nil, rules.Refuse("qa.err.not_ogotai")
	}
	if !s.Draw.Idle() {
		return nil, rules.Refuse("qa.err.draw_first")
	}
	if s.Ogotai == 0 {
		// Not placed at setup: his start space is asked now, when he moves.
		return nil, &rules.NeedPrinted{Key: startKey(len(s.Heroes))}
	}
	to := s.Ogotai + 1
	e := Event{Kind: EvOgotaiAdvanced, To: to}
	if to < WarSpaces {
		war, ok := s.War(to)
		if !ok {
			return nil, &rules.NeedPrinted{Key: warKey(to)}
		}
		e.War = war
	}
	x := newRun(s)
	if x.Add(e) {
		x.drawOwed(c.Chaams, !c.Table && len(c.Chaams) == 0, r)
	}
	return x.Done()
}

func checkAdvanced(s State, e Event) error {
	if s.Over() {
		return rules.Refuse("qa.err.over")
	}
	if s.Phase != PhaseOgotai {
		return rules.Refuse("qa.err.not_ogotai")
	}
	if !s.Draw.Idle() {
		return rules.Refuse("qa.err.draw_first")
	}
	if s.Ogotai == 0 || e.To != s.Ogotai+1 || e.To > WarSpaces {
		return rules.Refuse("qa.err.ogotai_step")
	}
	if e.War < 0 || e.War > 4 || (e.To == WarSpaces && e.War != 0) {
		return rules.Refuse("qa.err.printed")
	}
	if war, ok := s.War(e.To); ok && war != e.War {
		return rules.Refuse("qa.err.printed")
	}
	return nil
}

func evolveAdvanced(s State, e Event) State {
	s.Ogotai = e.To
	if e.To >= WarSpaces {
		s.Result = rules.Outcome{Status: rules.Lost, Reason: rules.M("qa.lost.war_track")}
		return s
	}
	s.Printed = rules.WithPrinted(s.Printed, warKey(e.To), itoa(e.War))
	if e.War > 0 {
		s.Draw = Pending{Draws: e.War}
		return s
	}
	return newRound(s)
}

// newRound starts the next round: the Remise en forme turns every hero card back
// to its fresh side, and the first hero (the first player's) plays.
func newRound(s State) State {
	s.Round++
	s.Heroes = append([]Hero(nil), s.Heroes...)
	for i := range s.Heroes {
		s.Heroes[i].Tired, s.Heroes[i].Power = false, false
	}
	s.Turn, s.Phase = 0, PhaseDestin
	s.Dice, s.Destin, s.Draw = nil, Destin{}, Pending{}
	return s
}

// OgotaiForecast is what the next Ogotaï phase would do with n Chaams to place
// if the board stayed as it is now: the Lieux they would go to, in order (the
// free revealed Lieux from Lieu 8 toward Lieu 1), and, when the game would be
// lost before all n are placed, why (ReasonNoFreeLieu or ReasonDeckExhausted;
// "" otherwise). The table reads it as a warning while there is still time to
// remove a Chaams.
func OgotaiForecast(s State, n int) (lieux []int, loss string) {
	for l := LieuCount; l >= 1 && len(lieux) < n; l-- {
		if x := s.Lieu(l); x.Revealed && len(x.Chaams) == 0 {
			lieux = append(lieux, l)
		}
	}
	left := s.ChaamsDeck.Total()
	for i := range n {
		switch {
		case i >= len(lieux):
			return lieux, ReasonNoFreeLieu
		case i >= left:
			return lieux[:i], ReasonDeckExhausted
		}
	}
	return lieux, ""
}
