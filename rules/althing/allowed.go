package althing

import "skald/rules"

// NextStages lists the track cards (indexes into Track) an actor's pawn may
// complete next: the next card of a straight track; in the saga alternative
// either card of the next level, unless the pawn just entered a branch and
// must take that branch's next stage too.
func NextStages(s State, who string) []int {
	if len(s.Track) == 0 || s.Race.AtEnd(who) {
		return nil
	}
	next := s.Level(who) + 1
	p, _ := s.Player(who)
	var out []int
	for i, st := range s.Track {
		if st.Level != next {
			continue
		}
		if p.Bound && st.Branch != "" && st.Branch != p.Branch {
			continue
		}
		out = append(out, i)
	}
	return out
}

// Tricks are the tricks a player may aim at an opponent.
var Tricks = []string{SymTroll, SymStorm, SymAxe}

// Targets lists whom the active player can aim a trick at now (none when the
// trick is not in play, the card is with an opponent already, or everyone
// stands on Sacred Ground). It does not know whether Thorfinn's card shows a
// Shield until the table has said.
func Targets(s State, trick string) []string {
	who := s.ActiveID()
	var out []string
	for _, id := range s.Order() {
		if Check(s, Event{Kind: EvTricked, Who: who, Trick: trick, Target: id}) == nil {
			out = append(out, id)
		}
	}
	return out
}

// TrickBlocked says why a trick cannot be played at all now (nil if it can
// reach someone): the first refusal met.
func TrickBlocked(s State, trick string) error {
	who := s.ActiveID()
	var first error
	for _, id := range s.Order() {
		if id == who {
			continue
		}
		err := Check(s, Event{Kind: EvTricked, Who: who, Trick: trick, Target: id})
		if err == nil {
			return nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		first = rules.Refuse("althing.err.target")
	}
	return first
}

// CanDodge reports whether the trick just played (or Thorfinn's shortage) can
// be dodged now, with the dodge's symbol.
func CanDodge(s State) (string, bool) {
	_, sym, ok := Dodger(s)
	return sym, ok
}

// Dodger is who may dodge now (the target of the trick just played, or the
// player under Thorfinn's shortage) and with which symbol.
func Dodger(s State) (who, sym string, ok bool) {
	evs, err := decideDodge(s)
	if err != nil || len(evs) == 0 {
		return "", "", false
	}
	return evs[0].Who, Dodge(evs[0].Trick), true
}

// Allowed lists the command kinds the table may send now, for the UI to show
// the right buttons. A kind listed can still be refused for its fields (a
// target on Sacred Ground, a Viking not face up); a kind not listed is always
// refused. CmdLearn is always allowed and not listed.
func Allowed(s State) []string {
	if s.Over() {
		return nil
	}
	var out []string
	add := func(kind string, e Event) {
		if Check(s, e) == nil {
			out = append(out, kind)
		}
	}
	if s.Assembly.Waiting() > 0 {
		out = append(out, CmdFillAssembly)
	}
	if s.Phase == PhaseSetup {
		add(CmdDealTrack, Event{Kind: EvTrackDealt, Stages: anyTrack(s)})
		if Flippable(s.Setup.Mode) && len(s.Track) > 0 {
			out = append(out, CmdFlip)
		}
		add(CmdBegin, Event{Kind: EvBegun})
		return out
	}
	if ActiveIsThorfinn(s) {
		if s.Thorfinn.Card == "" {
			out = append(out, CmdRevealThorfinn)
		} else if !s.Thorfinn.Played {
			out = append(out, CmdPlayThorfinn)
		}
		return out
	}
	if _, ok := CanDodge(s); ok {
		out = append(out, CmdDodge)
	}
	if s.Thorfinn != nil && s.Thorfinn.Owed > 0 {
		return append(out, CmdThorfinnTakes)
	}
	who := s.ActiveID()
	if s.Assembly != nil {
		if s.Assembly.Empty() < len(s.Assembly.Row) {
			add(CmdRecruit, Event{Kind: EvRecruited, Who: who, N: 1, Cards: []string{firstInRow(s.Assembly)}})
		}
	} else {
		add(CmdRecruit, Event{Kind: EvRecruited, Who: who, N: 1})
	}
	for _, i := range NextStages(s, who) {
		if Check(s, completeEvent(s, who, i)) == nil {
			out = append(out, CmdComplete)
			break
		}
	}
	for _, t := range Tricks {
		if len(Targets(s, t)) > 0 {
			out = append(out, CmdTrick)
			break
		}
	}
	if len(s.TrollsIn(who)) > 0 && s.SymbolInPlay(SymUntroll) {
		out = append(out, CmdUntroll)
	}
	if s.SymbolInPlay(SymPlot) && (s.Assembly == nil || s.Assembly.Empty() < len(s.Assembly.Row)) {
		out = append(out, CmdPlot)
	}
	return append(out, CmdEndPhase)
}

// anyTrack is a legal dealt track for this mode, to ask Check whether a deal
// is open.
func anyTrack(s State) []Stage {
	n := DealCount(s.Setup.Mode)
	out := make([]Stage, 0, n)
	for _, c := range StageCards[:n] {
		out = append(out, Stage{Card: c, Side: SideA})
	}
	return out
}

func firstInRow(a *Assembly) string {
	for _, c := range a.Row {
		if c != "" {
			return c
		}
	}
	return ""
}
