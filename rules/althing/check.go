package althing

import (
	"slices"

	"skald/rules"
	"skald/rules/deck"
)

// Check reports whether a stored event could have happened in s: imports replay
// through it, so a forged or damaged log is refused. Decide relies on it for
// every rule, so each refusal here names the rule that refuses.
func Check(s State, e Event) error {
	switch e.Kind {
	case EvLearned:
		if !specs.Valid(e.Key, e.Value) {
			return rules.Refuse("althing.err.printed")
		}
		return nil
	case EvTrackDealt:
		return checkDealt(s, e)
	case EvFlipped:
		return checkFlipped(s, e)
	case EvVikingRevealed:
		return checkViking(s, e)
	case EvBegun:
		return checkBegun(s)
	case EvThorfinnRevealed:
		if err := revealable(s); err != nil {
			return err
		}
		return s.Thorfinn.Deck.CheckDraw(deck.Draw{Card: e.Card, Reshuffled: e.Reshuffled})
	case EvThorfinnPlayed:
		return checkThorfinnPlayed(s, e)
	case EvRecruited:
		return checkRecruited(s, e)
	case EvCompleted:
		return checkCompleted(s, e)
	case EvTricked:
		return checkTricked(s, e)
	case EvDodged:
		return checkDodged(s, e)
	case EvUntrolled:
		return checkUntrolled(s, e)
	case EvPlotted:
		return checkPlotted(s, e)
	case EvPhaseEnded:
		return checkPhaseEnded(s, e)
	}
	return rules.Refuse("althing.err.event")
}

func checkDealt(s State, e Event) error {
	switch {
	case s.Phase != PhaseSetup:
		return rules.Refuse("althing.err.started")
	case !Dealt(s.Setup.Mode):
		return rules.Refuse("althing.err.track_fixed")
	case len(s.Track) > 0:
		return rules.Refuse("althing.err.track_laid")
	case len(e.Stages) != DealCount(s.Setup.Mode):
		return &rules.Refusal{Msg: rules.M("althing.err.stage_count").WithCount(DealCount(s.Setup.Mode))}
	}
	seen := map[string]bool{}
	for _, st := range e.Stages {
		if !IsStage(st.Card) {
			return rules.Refuse("althing.err.stage_card")
		}
		if seen[st.Card] {
			return rules.Refuse("althing.err.stage_twice", "Stage", StageName(st.Card))
		}
		seen[st.Card] = true
		if st.Side != SideA && st.Side != SideB {
			return rules.Refuse("althing.err.side")
		}
		if st.Side == SideB && s.Setup.Mode != ModeNew && s.Setup.Mode != ModeSaga {
			return rules.Refuse("althing.err.side_a_only")
		}
	}
	return nil
}

func checkFlipped(s State, e Event) error {
	switch {
	case s.Phase != PhaseSetup:
		return rules.Refuse("althing.err.started")
	case !Flippable(s.Setup.Mode):
		return rules.Refuse("althing.err.flip_mode")
	case len(s.Track) == 0:
		return rules.Refuse("althing.err.no_track")
	case e.Stage < 1 || e.Stage >= len(s.Track)-1:
		return rules.Refuse("althing.err.flip_stage")
	case e.Card != s.Track[e.Stage].Card || e.Side != other(s.Track[e.Stage].Side):
		return rules.Refuse("althing.err.event")
	}
	return nil
}

func checkViking(s State, e Event) error {
	a := s.Assembly
	if a == nil {
		return rules.Refuse("althing.err.no_assembly")
	}
	first := slices.Index(a.Row, "")
	if first < 0 {
		return rules.Refuse("althing.err.assembly_full")
	}
	if e.Slot != first {
		return rules.Refuse("althing.err.slot")
	}
	if e.Under {
		if a.Deck.Size() > 0 || len(a.Under) == 0 || a.Under[0] != e.Card {
			return rules.Refuse("althing.err.under")
		}
		return nil
	}
	if !isViking(e.Card) {
		return rules.Refuse("althing.err.viking")
	}
	if a.Deck.Count(e.Card) == 0 {
		if a.Deck.Size() == 0 && len(a.Under) > 0 {
			return rules.Refuse("althing.err.under")
		}
		return rules.Refuse("althing.err.viking_gone", "Viking", VikingName(e.Card))
	}
	return nil
}

func checkBegun(s State) error {
	switch {
	case s.Phase != PhaseSetup:
		return rules.Refuse("althing.err.started")
	case len(s.Track) == 0:
		return rules.Refuse("althing.err.no_track")
	case s.Assembly.Waiting() > 0:
		return rules.Refuse("althing.err.assembly_not_full")
	}
	return nil
}

func checkThorfinnPlayed(s State, e Event) error {
	if err := thorfinnTurn(s); err != nil {
		return err
	}
	t := s.Thorfinn
	switch {
	case t.Card == "":
		return rules.Refuse("althing.err.reveal_first")
	case t.Played:
		return rules.Refuse("althing.err.thorfinn_played")
	case e.Card != t.Card:
		return rules.Refuse("althing.err.thorfinn_card")
	}
	plan, err := ThorfinnPlan(s)
	// NoTroll may not skip a Troll he has at home; a log written before the
	// flag existed leaves it out when both were out (Evolve plays none then).
	if err != nil || plan.Recruit != e.N || plan.Action != e.Action || (e.NoTroll && !ThorfinnTrollBlocked(s, plan)) {
		return rules.Refuse("althing.err.thorfinn_plan")
	}
	if e.Pick < 0 || e.Pick > HandOf(s, s.Players[0].ID) || (e.Pick > 0 && e.Action != ActAxe) {
		return rules.Refuse("althing.err.pick")
	}
	return nil
}

// playerTurn: the game is on and who is the player in their phase.
func playerTurn(s State, who string) error {
	switch {
	case s.Phase == PhaseSetup:
		return rules.Refuse("althing.err.not_started")
	case s.Phase != PhasePlay:
		return rules.Refuse("althing.err.over")
	case who == "" || who == ThorfinnID || who != s.ActiveID():
		if ActiveIsThorfinn(s) {
			return rules.Refuse("althing.err.thorfinn_first")
		}
		return rules.Refuse("althing.err.not_your_phase", "Player", s.Who(s.ActiveID()))
	case s.Thorfinn != nil && s.Thorfinn.Owed > 0:
		return rules.Refuse("althing.err.thorfinn_owes", "N", s.Thorfinn.Owed)
	}
	return nil
}

// symbolOn: sym is in this game's play.
func symbolOn(s State, sym string) error {
	if !s.SymbolInPlay(sym) {
		return rules.Refuse("althing.err.symbol_off", "Symbol", SymbolName(sym))
	}
	return nil
}

// playsSymbol: who is the player in their phase, and sym is in play.
func playsSymbol(s State, who, sym string) error {
	if err := playerTurn(s, who); err != nil {
		return err
	}
	return symbolOn(s, sym)
}

// rowHas reports whether every named card lies face up in the Assembly.
func rowHas(a *Assembly, cards []string) bool {
	row := slices.Clone(a.Row)
	for _, c := range cards {
		i := slices.Index(row, c)
		if c == "" || i < 0 {
			return false
		}
		row[i] = ""
	}
	return true
}

func checkRecruited(s State, e Event) error {
	if e.Who == ThorfinnID {
		if s.Thorfinn == nil || s.Phase != PhasePlay {
			return rules.Refuse("althing.err.not_solo")
		}
		if len(e.Cards) == 0 || len(e.Cards) > s.Thorfinn.Owed || e.N != len(e.Cards) {
			return &rules.Refusal{Msg: rules.M("althing.err.thorfinn_takes").WithCount(s.Thorfinn.Owed)}
		}
		if s.Assembly == nil || !rowHas(s.Assembly, e.Cards) {
			return rules.Refuse("althing.err.not_in_row")
		}
		return nil
	}
	if err := playerTurn(s, e.Who); err != nil {
		return err
	}
	switch s.StormFace(e.Who) {
	case Stormur:
		return rules.Refuse("althing.err.stormur_recruit")
	case Ovedur:
		return rules.Refuse("althing.err.ovedur_recruit")
	}
	if s.Shortage == Gold {
		return rules.Refuse("althing.err.shortage_gold")
	}
	if s.Assembly == nil {
		if len(e.Cards) > 0 || e.N < 1 || e.N > AssemblyShown(false) {
			return rules.Refuse("althing.err.recruit_count")
		}
		return nil
	}
	if len(e.Cards) == 0 || e.N != len(e.Cards) {
		return rules.Refuse("althing.err.recruit_cards")
	}
	if !rowHas(s.Assembly, e.Cards) {
		return rules.Refuse("althing.err.not_in_row")
	}
	return nil
}

func checkCompleted(s State, e Event) error {
	if err := playerTurn(s, e.Who); err != nil {
		return err
	}
	p, _ := s.Player(e.Who)
	switch {
	case p.Completed:
		return rules.Refuse("althing.err.one_stage")
	case s.StormFace(e.Who) == Stormur:
		return rules.Refuse("althing.err.stormur_stage")
	case s.Race.AtEnd(e.Who):
		return rules.Refuse("althing.err.at_end")
	case !slices.Contains(NextStages(s, e.Who), e.Stage):
		if p.Bound {
			return rules.Refuse("althing.err.branch_bound")
		}
		return rules.Refuse("althing.err.not_next")
	case e.Card != s.Track[e.Stage].Card:
		return rules.Refuse("althing.err.event")
	}
	if s.Shortage != "" {
		if n, ok := s.Need(s.Track[e.Stage], s.Shortage); ok && n > 0 {
			return rules.Refuse("althing.err.shortage_needs", "Resource", ResourceOf(s.Shortage))
		}
	}
	return nil
}

func checkTricked(s State, e Event) error {
	if err := playerTurn(s, e.Who); err != nil {
		return err
	}
	if e.Trick != SymTroll && e.Trick != SymStorm && e.Trick != SymAxe {
		return rules.Refuse("althing.err.trick_kind")
	}
	if err := symbolOn(s, e.Trick); err != nil {
		return err
	}
	if e.Target == e.Who || !s.isActor(e.Target) {
		return rules.Refuse("althing.err.target")
	}
	if s.Sacred(e.Target) {
		return rules.Refuse("althing.err.sacred_ground", "Player", s.Who(e.Target))
	}
	switch e.Trick {
	case SymTroll:
		if e.Target == ThorfinnID || !s.HasTrolls(e.Who) {
			return rules.Refuse("althing.err.no_troll_solo")
		}
		if s.TrollsHome(e.Who) == 0 {
			return rules.Refuse("althing.err.trolls_out")
		}
	case SymStorm:
		p, _ := s.Player(e.Who)
		if e.Target == ThorfinnID || !s.HasTrolls(e.Who) {
			return rules.Refuse("althing.err.no_troll_solo")
		}
		if p.Storm != nil {
			return rules.Refuse("althing.err.storm_out")
		}
	case SymAxe:
		n := HandOf(s, e.Target)
		if n == 0 {
			return rules.Refuse("althing.err.empty_hand", "Player", s.Who(e.Target))
		}
		if e.Pick < 0 || e.Pick > n {
			return rules.Refuse("althing.err.pick")
		}
		if e.Target == ThorfinnID {
			if v, ok := specs.Known(s.Printed, shieldKey(s.Thorfinn.Card)); ok && v == Yes {
				return rules.Refuse("althing.err.thorfinn_shield")
			}
		}
	}
	if e.Trick != SymAxe && e.Pick != 0 {
		return rules.Refuse("althing.err.pick")
	}
	return nil
}

func checkDodged(s State, e Event) error {
	if s.Phase != PhasePlay {
		return rules.Refuse("althing.err.no_dodge")
	}
	if e.Who == ThorfinnID {
		// Thorfinn holds no dodge: only a Shield printed on his card stops an
		// Axe, and that is asked before the Axe is played.
		return rules.Refuse("althing.err.no_dodge")
	}
	if e.Trick == TrickShortage && (s.Last == nil || s.Last.Trick != TrickShortage) {
		if s.Shortage == "" || e.Who != s.ActiveID() {
			return rules.Refuse("althing.err.no_dodge")
		}
	} else if s.Last == nil || s.Last.Trick != e.Trick || s.Last.Target != e.Who {
		return rules.Refuse("althing.err.no_dodge")
	}
	if err := symbolOn(s, Dodge(e.Trick)); err != nil {
		return err
	}
	if dodgeCards(s, e.Who, e.Trick) == 0 {
		return rules.Refuse("althing.err.dodge_no_card", "Player", s.Who(e.Who))
	}
	return nil
}

func checkUntrolled(s State, e Event) error {
	if err := playsSymbol(s, e.Who, SymUntroll); err != nil {
		return err
	}
	if !slices.Contains(s.TrollsIn(e.Who), e.Owner) {
		return rules.Refuse("althing.err.no_troll_here", "Player", s.Who(e.Owner))
	}
	return nil
}

func checkPlotted(s State, e Event) error {
	if err := playsSymbol(s, e.Who, SymPlot); err != nil {
		return err
	}
	if s.Assembly == nil {
		if len(e.Cards) > 0 {
			return rules.Refuse("althing.err.no_assembly")
		}
		return nil
	}
	want := min(PlotCards, len(s.Assembly.Row)-s.Assembly.Empty())
	if want == 0 {
		return rules.Refuse("althing.err.plot_empty")
	}
	if len(e.Cards) != want {
		return &rules.Refusal{Msg: rules.M("althing.err.plot_count").WithCount(want)}
	}
	if !rowHas(s.Assembly, e.Cards) {
		return rules.Refuse("althing.err.not_in_row")
	}
	return nil
}

// PlotCards is how many face-up Vikings a Plot sends under the deck.
const PlotCards = 2

func checkPhaseEnded(s State, e Event) error {
	return playerTurn(s, e.Who)
}
