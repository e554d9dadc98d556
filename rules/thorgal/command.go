package thorgal

import "skald/rules/polyomino"

// Command kinds: what the players ask for. The fields each kind reads are listed
// beside it; Char is a character's index in State.Chars.
const (
	CmdLearn = "learn" // Key, Value: a printed value told by the table

	// Action phase.
	CmdPlaceChip  = "place_chip"  // Chip 0..3, Slot: the Action Row slot to put it under
	CmdSwapAction = "swap_action" // Slot, N: replace the card of that slot by Action card N

	// Event phase, one command per step.
	CmdAdvanceRound = "advance_round" // step 1
	CmdRefreshChips = "refresh_chips" // step 2
	CmdResolveNext  = "resolve_next"  // step 3
	CmdDrawEvent    = "draw_event"    // step 4: Met (left deck's requirement met?), Card ("" = digital)
	CmdNoteEffect   = "note_effect"   // after step 4 if the card's icon is unknown (asks NeedPrinted)
	CmdPassFirst    = "pass_first"    // step 5

	// Wounds.
	CmdWound       = "wound"       // Char; Shape (exact tile) or Size 1..5 or Threat (size = Threat held); Count (default 1)
	CmdPlaceWound  = "place_wound" // Char, Shape, Orient, At: place the character's first pending wound
	CmdHeal        = "heal"        // Char, Index (of the wound tile), Max (largest size the effect heals; 0 any)
	CmdUnfulfilled = "unfulfilled" // Chars: each gains 1 Wound (Threat), none without Threat

	// Character board.
	CmdThreat     = "threat"      // Char, N (signed)
	CmdGoods      = "goods"       // Char, Good, N (signed); Penalty: a loss forced by an effect
	CmdExperience = "experience"  // Char, Track (combat|journey), Count (default 1)
	CmdBonusTaken = "bonus_taken" // Char, Track: the printed level-7 bonus was applied
	CmdSkill      = "skill"       // Char, Active
	CmdItemGain   = "item_gain"   // Char, Name, Card ("" for a card not from the Display); Deck items: drawn from the Item deck (Card "" = digital)
	CmdItemUse    = "item_use"    // Char, Index

	// Decks.
	CmdDraw    = "draw"    // Deck (an Enemy deck, discovery or terrain), Card ("" = digital)
	CmdDiscard = "discard" // Deck, Card: a card in play (or in the Item Display) to its discard pile
	CmdRefill  = "refill"  // Cards (table mode, left to right) or none (digital): fill the Item Display
	CmdUpgrade = "upgrade" // Enemy
	CmdDegrade = "degrade" // Enemy

	// Combat and Journey (see cover.go for Cover).
	//
	// CmdFight: Char, Enemy (an Enemy deck or Mystical); Cards (table mode:
	// the cards drawn, several = Merged Enemies) or Count (digital, default 1);
	// Enemies: the deck of each card when a merged group mixes kinds.
	CmdFight = "fight"
	// CmdCombat resolves the fight under way, for the fight's character (Char
	// is not read): Dice, Tiles, Rerolls (what was rolled and placed), Hearts
	// covered of Total, Cover.
	CmdCombat = "combat"
	// CmdCombatRoll makes the Combat roll of the fight under way: Dice (the
	// dice rolled, additional and upgraded ones included; Face the side
	// rolled at the table, or 0 on every die for the app to roll them).
	CmdCombatRoll = "combat_roll"
	// CmdCombatReroll rerolls one die of the roll: Index, N (the face rolled
	// at the table; 0 for the app to roll it).
	CmdCombatReroll = "combat_reroll"
	// CmdJourney: Char, Shape (the Journey tile), Cover, Reveal (the tile is
	// the first in the marked column), Card (the Terrain card revealed; ""
	// = digital). Cells, when given, are the squares the tile covers on the
	// Journey Path (path coordinates): the placement is checked, and Cover
	// and Reveal must be what those spaces give (PathCover.Check).
	CmdJourney      = "journey"
	CmdTerrainBonus = "terrain_bonus" // Char, Cover: the bonus of the Terrain card a Journey revealed

	// Story and endings.
	CmdEntry = "entry" // N, Force (an effect allows reading it again)
	CmdWin   = "win"   // N: the ending Entry read
	CmdLose  = "lose"  // N: the adventure's own losing condition, its Entry read
	// CmdEndingEntry records the Entry read after a defeat the rules
	// recorded themselves (a death, the Round track run out): N.
	CmdEndingEntry = "ending_entry"
)

// Command is what the players ask for. Kind selects the fields that matter.
type Command struct {
	Kind    string           `json:"kind"`
	Key     string           `json:"key,omitempty"`
	Value   string           `json:"value,omitempty"`
	Char    int              `json:"char,omitempty"`
	Chars   []int            `json:"chars,omitempty"`
	Chip    int              `json:"chip,omitempty"`
	Slot    int              `json:"slot,omitempty"`
	N       int              `json:"n,omitempty"`
	Count   int              `json:"count,omitempty"`
	Size    int              `json:"size,omitempty"`
	Shape   string           `json:"shape,omitempty"`
	Threat  bool             `json:"threat,omitempty"`
	Orient  polyomino.Orient `json:"orient,omitzero"`
	At      polyomino.Cell   `json:"at,omitzero"`
	Index   int              `json:"index,omitempty"`
	Max     int              `json:"max,omitempty"`
	Good    string           `json:"good,omitempty"`
	Penalty bool             `json:"penalty,omitempty"`
	Track   string           `json:"track,omitempty"`
	Active  bool             `json:"active,omitempty"`
	Name    string           `json:"name,omitempty"`
	Deck    string           `json:"deck,omitempty"`
	Card    string           `json:"card,omitempty"`
	Cards   []string         `json:"cards,omitempty"`
	Met     bool             `json:"met,omitempty"`
	Force   bool             `json:"force,omitempty"`
	Enemy   string           `json:"enemy,omitempty"`
	Enemies []string         `json:"enemies,omitempty"`
	Dice    []CombatDie      `json:"dice,omitempty"`
	Tiles   []string         `json:"tiles,omitempty"`
	Rerolls int              `json:"rerolls,omitempty"`
	Hearts  int              `json:"hearts,omitempty"`
	Total   int              `json:"total,omitempty"`
	Cover   Covered          `json:"cover,omitzero"`
	Reveal  bool             `json:"reveal,omitempty"`
	Cells   []polyomino.Cell `json:"cells,omitempty"`
}

// Learn is the command that teaches the session a printed value.
func Learn(key, value string) Command { return Command{Kind: CmdLearn, Key: key, Value: value} }

// Reveals reports whether a command uncovers hidden cards: a digital draw.
func Reveals(c Command) bool {
	switch c.Kind {
	case CmdDrawEvent, CmdDraw:
		return c.Card == ""
	case CmdRefill:
		return len(c.Cards) == 0
	case CmdItemGain:
		return c.Deck == Items && c.Card == ""
	case CmdFight:
		return c.Enemy != Mystical && len(c.Cards) == 0
	case CmdJourney:
		return (c.Reveal && c.Card == "") || c.Cover.drawsDigitally()
	case CmdCombatRoll:
		return len(c.Dice) > 0 && c.Dice[0].Face == 0
	case CmdCombatReroll:
		return c.N == 0
	case CmdCombat, CmdTerrainBonus:
		return c.Cover.drawsDigitally()
	}
	return false
}
