package qa

// Allowed lists the command kinds the table may send now, for the UI to show the
// right buttons. A kind listed can still be refused for its fields (a die the
// hero does not have, a Lieu out of reach); a kind not listed is always refused.
// CmdLearn and CmdDefi are always allowed and not listed.
func Allowed(s State) []string {
	if s.Over() {
		return nil
	}
	h, hero := s.Active()
	var out []string
	switch {
	case s.Draw.Card != "":
		out = append(out, CmdPlaceChaams)
	case s.Draw.Draws > 0:
		out = append(out, CmdDrawChaams)
	case s.Phase == PhaseOgotai:
		out = append(out, CmdAdvanceOgotai)
	}
	if len(out) > 0 || !hero {
		if hero {
			out = append(out, CmdPower) // the power may be marked (or unmarked) in the hero's turn
		}
		return out
	}
	switch s.Phase {
	case PhaseDestin:
		d := s.Destin
		if d.Pick {
			out = append(out, CmdTake)
		} else {
			if s.LeftToRoll() > 0 {
				out = append(out, CmdRoll)
			}
			if d.Rolls > 0 {
				out = append(out, CmdStopDestin)
			}
		}
		if d.Black == BlackTanatloc && d.Swap && len(s.Heroes) > 1 {
			out = append(out, CmdSwap)
		}
		out = append(out, CmdPower)
		out = append(out, powerKinds(s)...)
	case PhaseAction:
		if len(h.Hand) > HandLimit {
			return []string{CmdDiscard}
		}
		voyage, skill := 0, false
		for _, d := range s.Dice {
			if IsVoyage(d) {
				voyage++
			}
			if SkillValue(d) > 0 {
				skill = true
			}
		}
		if skill {
			out = append(out, CmdDrawSkills)
		}
		next := h.Lieu + 1
		if next <= LieuCount && !s.Lieu(next).Revealed && voyage >= RevealCost(next) {
			out = append(out, CmdReveal)
		}
		if next <= LieuCount && s.Lieu(next).Revealed && voyage > 0 && !HasStep(h.Lieu) {
			out = append(out, CmdMove)
		}
		if HasStep(h.Lieu) && (h.Lieu == LieuLabo || (voyage > 0 && s.Lieu(next).Revealed)) {
			out = append(out, CmdStep)
		}
		if len(s.Lieu(h.Lieu).Chaams) > 0 {
			out = append(out, CmdRemoveChaams)
		}
		out = append(out, CmdPower)
		out = append(out, powerKinds(s)...)
		out = append(out, CmdEndTurn)
	}
	return out
}

// powerKinds are the commands that record what the active hero's power changed,
// once it is marked used (see PowerEffects).
func powerKinds(s State) []string {
	if !PowerEffects(s) {
		return nil
	}
	out := []string{CmdPowerCards, CmdPowerChaams, CmdPowerMove}
	if !s.Destin.Pick {
		out = append(out, CmdPowerDice)
	}
	return out
}
