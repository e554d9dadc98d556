package qa

import "skald/rules"

// Check reports whether a stored event could have happened in s: imports replay
// through it, so a forged or damaged log is refused.
func Check(s State, e Event) error {
	if err := checkNames(s, e); err != nil {
		return err
	}
	switch e.Kind {
	case EvLearned:
		return specs.CheckLearned(s.Printed, e.Key, e.Value, func(key string) bool { return fixedAtSetup(s, key) },
			rules.M("qa.err.printed"), rules.M("qa.err.printed_fixed"))
	case EvDefi:
		return checkDefi(s, e)
	case EvRolled:
		return checkRoll(s, e)
	case EvTaken:
		return checkTake(s, e)
	case EvSwapped:
		return checkSwap(s, e)
	case EvDestinEnded:
		return checkStop(s, e)
	case EvChaamsDrawn:
		return checkChaamsDrawn(s, e)
	case EvChaamsPlaced:
		return checkChaamsPlaced(s, e)
	case EvSkillsDrawn:
		return checkSkillsDrawn(s, e)
	case EvRevealed:
		return checkRevealed(s, e)
	case EvMoved:
		return checkMoved(s, e)
	case EvStepDone:
		return checkStepDone(s, e)
	case EvChaamsRemoved:
		return checkChaamsRemoved(s, e)
	case EvPower:
		return checkPower(s, e)
	case EvDiscarded:
		return checkDiscarded(s, e)
	case EvTurnEnded:
		return checkTurnEnded(s, e)
	case EvOgotaiAdvanced:
		return checkAdvanced(s, e)
	case EvLost:
		return checkLost(s, e)
	case EvPowerCards:
		return checkPowerCards(s, e)
	case EvPowerChaams:
		return checkPowerChaams(s, e)
	case EvPowerMoved:
		return checkPowerMoved(s, e)
	case EvPowerDice:
		return checkPowerDice(s, e)
	}
	return rules.Refuse("qa.err.event")
}
