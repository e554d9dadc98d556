package dwarves

import "skald/rules"

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

// Council positions whose text the app applies itself.
const (
	councilDoomEachTurn = 1 // at the start of each turn the Doom marker advances 1
	councilRecruitBlank = 2 // Recruitment dice showing a blank side are re-rolled
	councilForcedReroll = 3 // after a Number-dice roll, the highest die is re-rolled
	councilThreatHurts  = 4 // a newly revealed Threat card costs a hero 1 Health
	councilThreatHeals  = 6 // a newly revealed Threat card gives a hero 1 Health
	councilTile         = 7 // Books 2–4: the Council tile covers this space
	councilReroll       = 8 // after a Number-dice roll, one die may be re-rolled
	councilEquipment    = 9 // action: Craft check 4+ to draw an Equipment card
)

// CouncilEquipmentTarget is the Craft check of the rightmost position's action.
const CouncilEquipmentTarget = 4

// CouncilEquipmentCard names that action's check in State.Checks.
const CouncilEquipmentCard = "council"

// CouncilPos is where the Council marker stands.
func (s State) CouncilPos() int { return s.Council.Pos(MarkCouncil) }

// CouncilEffect says in words what a position's text does. In Books 2–4 the
// Council tile covers position 7 and replaces its text.
func CouncilEffect(pos, book int) rules.Msg {
	switch pos {
	case 1:
		return rules.M("dwarves.council.effect.1")
	case 2:
		return rules.M("dwarves.council.effect.2")
	case 3:
		return rules.M("dwarves.council.effect.3")
	case 4:
		return rules.M("dwarves.council.effect.4")
	case 5:
		return rules.M("dwarves.council.effect.5")
	case 6:
		return rules.M("dwarves.council.effect.6")
	case 7:
		if saga(book) {
			return rules.M("dwarves.council.effect.tile")
		}
		return rules.M("dwarves.council.effect.7")
	case 8:
		return rules.M("dwarves.council.effect.8")
	case 9:
		return rules.M("dwarves.council.effect.9")
	}
	return rules.M("dwarves.council.effect.unknown")
}

// InForce is the council text in force now.
func (s State) InForce() rules.Msg { return CouncilEffect(s.CouncilPos(), s.Setup.Book) }
