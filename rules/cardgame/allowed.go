package cardgame

// Allowed lists the command kinds the table may send now, for the UI to show the
// right buttons. A kind listed can still be refused for its fields (a land
// already conquered, a player out of turn); a kind not listed is always
// refused. CmdLearn, CmdDamage and CmdCompanions are accepted throughout play
// (CmdCompanions not for the destiny player during the upkeep) and not listed.
func Allowed(s State) []string {
	if s.Over() {
		return nil
	}
	switch {
	case s.Phase == PhaseFate:
		return []string{CmdFate, CmdFateDone}
	case s.InWindow():
		return []string{CmdAct, CmdPass}
	}
	if c, ok := stepCommands[s.Step]; ok {
		return []string{c}
	}
	return nil
}

// stepCommands is the one command each step of the journey and the dusk
// waits for.
var stepCommands = map[string]string{
	StepChoose: CmdChoose, StepOppose: CmdOppose, StepResolve: CmdResolve, StepReturn: CmdReturn,
	StepEnd: CmdEndJourney, StepUpkeep: CmdUpkeep, StepCleanup: CmdCleanup, StepSwap: CmdSwap,
}

// FateTo lists where a player's next fate point may go now: the hand while no
// card went to the pool, the pool while points are left; nil when the
// player's split is over or it is not the Gods' fate.
func FateTo(s State, faction string) []string {
	i, ok := s.SeatOf(faction)
	if !ok || s.Over() || s.Phase != PhaseFate || s.Fate[i].Done || s.Fate[i].Left() < 1 {
		return nil
	}
	if s.Fate[i].Pool > 0 {
		return []string{FatePool}
	}
	return []string{FateHand, FatePool}
}

// Acts lists what a player may play or activate now, in button order; nil when
// no window is open or the other player is to act. A pass is always possible
// then too.
func Acts(s State, faction string) []string {
	if s.Over() || !s.InWindow() {
		return nil
	}
	if _, ok := s.SeatOf(faction); !ok {
		return nil
	}
	if t := s.Turn(); t != "" && t != faction {
		return nil
	}
	if faction == s.DestinyFaction() {
		if s.Phase == PhaseDawn {
			return []string{ActCompanion, ActSupport, ActEvent, ActActivate}
		}
		return []string{ActEvent, ActActivate}
	}
	return []string{ActBane, ActLand}
}

// BaneEffects lists the lands whose bane effect the bane player may use now
// (one act each, once per round): those the destiny player conquered.
func BaneEffects(s State) []string {
	var out []string
	for _, l := range s.Lands {
		if s.BaneEffectReady(l.ID) {
			out = append(out, l.ID)
		}
	}
	return out
}
