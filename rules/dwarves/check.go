package dwarves

import (
	"slices"

	"skald/rules"
)

// Check reports whether a stored event could have happened in s: imports replay
// through it, and Decide runs every event it makes through it too.
func Check(s State, e Event) error {
	if e.Kind == EvLearned {
		if !specs.Valid(e.Key, e.Value) {
			return rules.Refuse("dwarves.err.printed")
		}
		if e.Key == doomLengthKey && e.Value != itoa(s.Doom.Len) {
			return rules.Refuse("dwarves.err.printed")
		}
		return nil
	}
	if s.Over() {
		return rules.Refuse("dwarves.err.over")
	}
	switch e.Kind {
	case EvTurnStarted:
		if s.Phase != PhaseAdvance || s.Started || e.Hero != s.Hero().ID || e.N != s.Turn+1 {
			return rules.Refuse("dwarves.err.phase_advance")
		}
	case EvDoomMoved:
		if e.N < 1 || e.N > ExpiryDoom || !validWhy(e.Why, WhyCouncil, WhyBlacksaddle, WhyPerished, WhyExpired, WhyCard) {
			return rules.Refuse("dwarves.err.doom_step")
		}
	case EvHeroAdvanced:
		return checkAdvance(s, e)
	case EvCouncilMoved:
		pos := s.CouncilPos()
		if !(e.Why == WhyCouncil && e.Pos == pos-1 && pos > 1) && !(e.Why == WhyDispatch && e.Pos == pos+1 && pos < CouncilPositions) {
			return rules.Refuse("dwarves.err.council_step")
		}
	case EvThreatsIn:
		if saga(s.Setup.Book) || s.heroIcon() != IconThreat || e.N < 1 || e.N > 2 || e.N > s.Threats.Size() {
			return rules.Refuse("dwarves.err.threat_icon")
		}
	case EvThreatKept:
		if !saga(s.Setup.Book) || s.heroIcon() != IconThreat || e.N < 1 || e.N > 2 || e.N > s.Threats.Size() ||
			(e.Name != "" && !validName(e.Name)) {
			return rules.Refuse("dwarves.err.threat_icon")
		}
	case EvRecruited:
		return checkRecruit(s, e)
	case EvPerished:
		switch {
		case !validName(e.Hex) || e.Hex == Blacksaddle:
			return rules.Refuse("dwarves.err.perish_hex")
		case s.IsPerished(e.Hex):
			return rules.Refuse("dwarves.err.already_perished", "Hex", HexName(e.Hex))
		case s.TilesLeft() == 0:
			return rules.Refuse("dwarves.err.no_tiles")
		}
	case EvTroopsPlaced:
		if e.At == nil || e.Troops == nil || !e.At.valid() || !e.Troops.Valid() || e.Troops.Zero() {
			return rules.Refuse("dwarves.err.troops")
		}
		if !s.Supply.Covers(e.Troops.Plain()) || !s.LeadersInBox().Covers(e.Troops.Leaders()) {
			return rules.Refuse("dwarves.err.supply")
		}
	case EvTroopsRemoved:
		if e.From == nil || e.Troops == nil || !e.From.valid() || !e.Troops.Valid() || e.Troops.Zero() {
			return rules.Refuse("dwarves.err.troops")
		}
		if !s.At(*e.From).Covers(*e.Troops) {
			return rules.Refuse("dwarves.err.not_there")
		}
	case EvTroopsMoved:
		if e.From == nil || e.At == nil || e.Troops == nil || !e.From.valid() || !e.At.valid() ||
			*e.From == *e.At || !e.Troops.Valid() || e.Troops.Zero() {
			return rules.Refuse("dwarves.err.troops")
		}
		if !s.At(*e.From).Covers(*e.Troops) {
			return rules.Refuse("dwarves.err.not_there")
		}
	case EvBlacksaddle:
		at := s.Board[Blacksaddle]
		if e.Troops == nil || *e.Troops != at.Plain() || at.Plain().Zero() || at.Weight() < BlacksaddleAt || len(s.Unsettled()) > 0 {
			return rules.Refuse("dwarves.err.blacksaddle")
		}
	case EvRolled:
		return checkRolled(s, e)
	case EvRerolled:
		return checkRerolled(s, e)
	case EvBumped:
		if s.Roll == nil || !bumps(s.Hero().ID, s.Roll.Action, s.Roll.Attr) {
			return rules.Refuse("dwarves.err.no_bump")
		}
		if s.Roll.Bumped != 0 {
			return rules.Refuse("dwarves.err.bump_used")
		}
		if e.Die < 1 || e.Die > len(s.Roll.Faces) || s.Roll.Faces[e.Die-1] >= 6 {
			return rules.Refuse("dwarves.err.die", "Die", e.Die)
		}
	case EvFought:
		return checkFought(s, e)
	case EvDispatched:
		if s.Roll == nil || s.Roll.Action != ActDispatch || e.Hero != s.Hero().ID {
			return rules.Refuse("dwarves.err.no_roll")
		}
		if e.Success != dispatchSucceeds(s.CouncilPos(), s.Roll.Faces) {
			return rules.Refuse("dwarves.err.dispatch_result")
		}
	case EvChecked:
		return checkChecked(s, e)
	case EvMoved:
		if s.Roll == nil || s.Roll.Action != ActMove || e.Hero != s.Hero().ID {
			return rules.Refuse("dwarves.err.no_roll")
		}
		if !validName(e.Hex) {
			return rules.Refuse("dwarves.err.name")
		}
		if e.N != slices.Max(s.Roll.Faces) {
			return rules.Refuse("dwarves.err.move_points")
		}
	case EvActed:
		if err := s.canAct(); err != nil {
			return err
		}
		if e.Hero != s.Hero().ID || (e.Name != "" && !validName(e.Name)) {
			return rules.Refuse("dwarves.err.name")
		}
	case EvPlaced:
		if s.heroIndex(e.Hero) < 0 {
			return rules.Refuse("dwarves.err.hero_unknown")
		}
		if !validName(e.Hex) {
			return rules.Refuse("dwarves.err.name")
		}
	case EvHealth:
		if s.heroIndex(e.Hero) < 0 {
			return rules.Refuse("dwarves.err.hero_unknown")
		}
		if e.N == 0 || e.N < -20 || e.N > 20 || !validWhy(e.Why, WhyFight, WhyPerished, WhyCard) {
			return rules.Refuse("dwarves.err.health")
		}
	case EvHealthTile:
		i := s.heroIndex(e.Hero)
		if i < 0 {
			return rules.Refuse("dwarves.err.hero_unknown")
		}
		if (e.N != 1 && e.N != -1) || s.Heroes[i].Tiles+e.N < 0 {
			return rules.Refuse("dwarves.err.health_tile")
		}
		if e.N > 0 && s.tilesUsed() >= healthTiles {
			return rules.Refuse("dwarves.err.no_health_tiles")
		}
	case EvModified:
		if s.heroIndex(e.Hero) < 0 {
			return rules.Refuse("dwarves.err.hero_unknown")
		}
		if _, ok := attrFor(ActCheck, e.Attr); !ok || e.N == 0 || e.N < -9 || e.N > 9 {
			return rules.Refuse("dwarves.err.modify")
		}
	case EvEquipment:
		return checkEquipment(s, e)
	case EvScenario:
		return checkScenario(s, e)
	case EvDisplayClear:
		if saga(s.Setup.Book) {
			return rules.Refuse("dwarves.err.book_only", "Books", "1, 5")
		}
	case EvSagaFlipped:
		if s.Completed {
			return rules.Refuse("dwarves.err.next_turn")
		}
		if s.Phase != PhaseReveal || e.Slot < 0 || e.Slot >= len(s.Scenario.Slots) ||
			!s.Scenario.Slots[e.Slot].FaceDown || !s.Scenario.canFlip(e.Slot) {
			return rules.Refuse("dwarves.err.saga_flip")
		}
	case EvCompleted:
		if e.Slot < 0 || e.Slot >= len(s.Scenario.Slots) || s.Scenario.Slots[e.Slot].FaceDown ||
			s.Scenario.Slots[e.Slot].Level != e.Level {
			return rules.Refuse("dwarves.err.slot")
		}
	case EvTime:
		if s.Setup.Book != 5 || e.Slot < 0 || e.Slot >= len(s.Scenario.Slots) ||
			s.Scenario.Slots[e.Slot].Level != LevelA || e.N < 0 || e.N > maxTime {
			return rules.Refuse("dwarves.err.time")
		}
	case EvExpired:
		if e.Slot < 0 || e.Slot >= len(s.Scenario.Slots) || !s.Scenario.Slots[e.Slot].Timed || s.Scenario.Slots[e.Slot].Time != 0 {
			return rules.Refuse("dwarves.err.slot")
		}
	case EvCardRevealed:
		if saga(s.Setup.Book) || s.Phase != PhaseReveal || len(s.Display) >= DisplaySize || e.Draw == nil ||
			(e.Name != "" && !validName(e.Name)) {
			return rules.Refuse("dwarves.err.display_full")
		}
		return s.Adventure.CheckDraw(*e.Draw)
	case EvCardDone:
		if e.Slot < 0 || e.Slot >= len(s.Display) {
			return rules.Refuse("dwarves.err.slot")
		}
	case EvThreatDone:
		if e.Slot < 0 || e.Slot >= len(s.Kept) {
			return rules.Refuse("dwarves.err.slot")
		}
	case EvDiamond:
		return checkDiamond(s, e)
	case EvDragon:
		if s.Setup.Book != 4 || !slices.Contains(Dragons, e.Name) || slices.Contains(s.Dragons, e.Name) != !e.In {
			return rules.Refuse("dwarves.err.dragon")
		}
	case EvDragonMoved:
		if !slices.Contains(s.Dragons, e.Name) || slices.Contains(s.Flown, e.Name) || !s.Started {
			return rules.Refuse("dwarves.err.dragon")
		}
		if e.N < 1 || e.N > 6 {
			return rules.Refuse("dwarves.err.die", "Die", e.N)
		}
	case EvTurnEnded:
		if s.Phase == PhaseAdvance || s.Roll != nil || len(s.Unsettled()) > 0 || len(s.Flown) < len(s.Dragons) ||
			e.N != (s.Current+1)%len(s.Heroes) {
			return rules.Refuse("dwarves.err.end_turn")
		}
	default:
		return rules.Refuse("dwarves.err.event")
	}
	return nil
}

// maxTime bounds the time markers on a Book 5 card.
const maxTime = 12

func validWhy(why string, ok ...string) bool { return slices.Contains(ok, why) }

// heroIcon is the icon under the Hero marker, as learned.
func (s State) heroIcon() string {
	ic, _ := s.Icon(s.Doom.Pos(MarkHero))
	return ic
}

func (s State) tilesUsed() int {
	n := 0
	for _, h := range s.Heroes {
		n += h.Tiles
	}
	return n
}

func checkAdvance(s State, e Event) error {
	if s.Phase != PhaseAdvance || !s.Started || e.Pos != s.Doom.Pos(MarkHero)+1 {
		return rules.Refuse("dwarves.err.phase_advance")
	}
	if e.Pos >= s.Doom.Pos(MarkDoom) {
		if e.Icon != "" {
			return rules.Refuse("dwarves.err.printed")
		}
		return nil
	}
	if !slices.Contains(Icons, e.Icon) {
		return rules.Refuse("dwarves.err.printed")
	}
	if known, ok := s.Icon(e.Pos); ok && known != e.Icon {
		return rules.Refuse("dwarves.err.printed")
	}
	return nil
}

func checkRecruit(s State, e Event) error {
	if e.Skulls == nil || e.Troops == nil || GateOf(s.heroIcon()) != e.Hex || e.Hex == "" {
		return rules.Refuse("dwarves.err.recruit")
	}
	sk := *e.Skulls
	if !sk.Valid() || sk != sk.Plain() || sk.Orcs > maxSkulls || sk.Trolls > maxSkulls || sk.Elfar > maxSkulls {
		return rules.Refuse("dwarves.err.skulls")
	}
	if *e.Troops != sk.Min(s.Supply) {
		return rules.Refuse("dwarves.err.supply")
	}
	for _, f := range [][]int{e.Faces, e.Before} {
		if f != nil && validFaces(f, len(RecruitDice)) != nil {
			return rules.Refuse("dwarves.err.recruit")
		}
	}
	if e.Faces != nil && s.knowsRecruitDice() && s.skullsOf(e.Faces) != sk {
		return rules.Refuse("dwarves.err.recruit")
	}
	return nil
}

func (s State) knowsRecruitDice() bool {
	for _, die := range RecruitDice {
		for side := 1; side <= 6; side++ {
			if _, ok := printedInt(s.Printed, recruitKey(die, side)); !ok {
				return false
			}
		}
	}
	return true
}

func checkScenario(s State, e Event) error {
	sc := s.Scenario
	if s.Phase != PhaseReveal {
		return rules.Refuse("dwarves.err.phase_reveal")
	}
	if s.Completed {
		return rules.Refuse("dwarves.err.next_turn")
	}
	if e.Level == "" || e.Level != sc.Left.Next() {
		return rules.Refuse("dwarves.err.scenario_empty")
	}
	if e.Name != "" && !validName(e.Name) {
		return rules.Refuse("dwarves.err.name")
	}
	if e.N < 0 || e.N > maxTime || (e.N > 0 && (s.Setup.Book != 5 || e.Level != LevelA || e.Skip)) {
		return rules.Refuse("dwarves.err.time")
	}
	if saga(s.Setup.Book) {
		if e.Skip || len(sc.Slots) >= SlotsMax(s.Setup.Book) || e.FaceDown != sc.lowerInPlay(e.Level) {
			return rules.Refuse("dwarves.err.saga_options")
		}
		return nil
	}
	if len(sc.Slots) > 0 {
		return rules.Refuse("dwarves.err.scenario_showing")
	}
	if e.FaceDown {
		return rules.Refuse("dwarves.err.saga_options")
	}
	return nil
}

func checkDiamond(s State, e Event) error {
	d := s.Diamonds
	if d == nil {
		return rules.Refuse("dwarves.err.book_only", "Books", "3")
	}
	if d.Mighty != "" {
		return rules.Refuse("dwarves.err.mighty_found")
	}
	if e.Side != SideEvil && e.Side != SideHeroes {
		return rules.Refuse("dwarves.err.side")
	}
	if d.Hidden.Count(itoa(e.N)) == 0 {
		return rules.Refuse("dwarves.err.diamond_tile", "Value", e.N)
	}
	if err := validFaces(e.Roll, 2); err != nil {
		return err
	}
	if e.Found != (e.Roll[0]+e.Roll[1] <= d.Sum(e.Side)+e.N) {
		return rules.Refuse("dwarves.err.diamond_roll")
	}
	return nil
}
