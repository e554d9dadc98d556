package dwarves

import (
	"strconv"

	"skald/rules"
)

// The Dwarven Council: nine positions between Bislipur (position 1, left) and
// Balendilín (position 9, right); the marker starts on the axe in the middle.
const (
	CouncilPositions = 9
	CouncilStart     = 5
)

// councilNeeds are the numbers printed between the positions, left to right:
// councilNeeds[p-1] stands to the right of position p and is what a dispatch
// must roll to move the marker from p to p+1.
var councilNeeds = [CouncilPositions - 1]int{3, 3, 4, 4, 5, 5, 6, 6}

// CouncilNeed is the number a dispatch must roll (on at least one die) to move
// the marker right from pos, and false at the right end.
func CouncilNeed(pos int) (int, bool) {
	if pos < 1 || pos >= CouncilPositions {
		return 0, false
	}
	return councilNeeds[pos-1], true
}

// The text of each council space is printed on the small board, not in the
// rulebook: the table tells which of these the app applies (the printed key
// dwarves.council.N, or dwarves.council.tile for the Council tile of Books
// 2–4), or CouncilOther when the table applies the text itself.
const (
	CouncilNothing      = "nothing"        // no effect (the axe)
	CouncilDoomEachTurn = "doom_each_turn" // at the start of each turn the Doom marker advances 1
	CouncilRecruitBlank = "recruit_blank"  // Recruitment dice showing a blank side are re-rolled
	CouncilForcedReroll = "forced_reroll"  // after a Number-dice roll, the highest die is re-rolled
	CouncilThreatHurts  = "threat_hurts"   // a newly revealed Threat card costs a hero 1 Health
	CouncilThreatHeals  = "threat_heals"   // a newly revealed Threat card gives a hero 1 Health
	CouncilReroll       = "reroll"         // after a Number-dice roll, one die may be re-rolled
	CouncilEquipment    = "equipment"      // action: Craft check to draw an Equipment card
	CouncilOther        = "other"          // the table applies the printed text
)

// CouncilKinds lists the effects the table may pick from, in the order asked.
var CouncilKinds = []string{CouncilNothing, CouncilDoomEachTurn, CouncilRecruitBlank, CouncilForcedReroll,
	CouncilThreatHurts, CouncilThreatHeals, CouncilReroll, CouncilEquipment, CouncilOther}

// CouncilLearned is Setup.Council for a session whose council texts are
// learned at the table.
const CouncilLearned = "learned"

// councilTilePos is the space the Council tile covers in Books 2–4 (the
// rulebook: the second space right of the axe).
const councilTilePos = CouncilStart + 2

// councilByPosition is how sessions set up before the texts were learned read
// the board; kept only so their stored decisions decide the same way again.
var councilByPosition = map[int]string{1: CouncilDoomEachTurn, 2: CouncilRecruitBlank, 3: CouncilForcedReroll,
	4: CouncilThreatHurts, 6: CouncilThreatHeals, 8: CouncilReroll, 9: CouncilEquipment}

const councilTileKey = "dwarves.council.tile"

// CouncilKey is the printed key of the text at pos: in Books 2–4 the Council
// tile's own text replaces the space it covers.
func CouncilKey(pos, book int) string {
	if pos == councilTilePos && saga(book) {
		return councilTileKey
	}
	return "dwarves.council." + strconv.Itoa(pos)
}

// CouncilKindName is the translatable description of an effect kind.
func CouncilKindName(kind string) rules.Msg { return rules.M("dwarves.council.kind." + kind) }

// CouncilEquipmentTarget is the Craft check of the Equipment action.
const CouncilEquipmentTarget = 4

// CouncilEquipmentCard names that action's check in State.Checks.
const CouncilEquipmentCard = "council"

// CouncilPos is where the Council marker stands.
func (s State) CouncilPos() int { return s.Council.Pos(MarkCouncil) }

// CouncilKind is the effect of the text in force, and false while the table
// has not told it.
func (s State) CouncilKind() (string, bool) {
	pos := s.CouncilPos()
	if s.Setup.Council != CouncilLearned {
		if k, ok := councilByPosition[pos]; ok {
			return k, true
		}
		return CouncilOther, true
	}
	return specs.Known(s.Printed, CouncilKey(pos, s.Setup.Book))
}

// councilIs reports whether the text in force is known to be kind.
func (s State) councilIs(kind string) bool {
	k, ok := s.CouncilKind()
	return ok && k == kind
}

// CouncilAsk is the question to put to the table when the marker stands on a
// space whose text it has not told yet; nil when known. The table may answer
// later: a decision that needs the text asks again through Decide.
func (s State) CouncilAsk() *rules.NeedPrinted {
	if _, ok := s.CouncilKind(); ok {
		return nil
	}
	return &rules.NeedPrinted{Key: CouncilKey(s.CouncilPos(), s.Setup.Book)}
}

// councilKnown is CouncilAsk as the error of a decision that needs the text.
func (s State) councilKnown() error {
	if np := s.CouncilAsk(); np != nil {
		return np
	}
	return nil
}

// InForce says the council text in force: its effect once told, else that it
// is printed on the board.
func (s State) InForce() rules.Msg {
	k, ok := s.CouncilKind()
	if !ok {
		return rules.M("dwarves.council.printed")
	}
	return CouncilKindName(k)
}
