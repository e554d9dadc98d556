package thorgal

import "skald/rules/polyomino"

// Event kinds: what happened, every outcome fixed. Only events are stored.
const (
	EvLearned        = "learned"         // Key, Value
	EvChipPlaced     = "chip_placed"     // Chip, Slot, Char (whose turn), N (card number), From (card it lay under; 0 beside the row or not recorded)
	EvActionSwapped  = "action_swapped"  // Slot, N (new card), From (old card)
	EvRoundAdvanced  = "round_advanced"  // To
	EvOutOfTime      = "out_of_time"     // the Round marker could not advance: lost
	EvChipsRefreshed = "chips_refreshed" //
	EvNextResolved   = "next_resolved"   // Effect
	EvEventDrawn     = "event_drawn"     // Deck, Card, Reshuffled, Met, Effect ("" unknown)
	EvEffectNoted    = "effect_noted"    // Effect
	EvFirstPassed    = "first_passed"    // To

	EvWoundGained = "wound_gained" // Char, Size, Shape, Cause
	EvWoundPlaced = "wound_placed" // Char, Tile
	EvDied        = "died"         // Char, Size, Shape: the wound that could not be placed
	EvHealed      = "healed"       // Char, Index, Shape
	// EvWoundSpared: Char, Cause. A Wound (Threat) owed by a character who
	// holds no Threat: a tile of no squares, so nothing to place (see
	// threatWound); kept so the history names the character.
	EvWoundSpared = "wound_spared"

	EvThreatSet  = "threat_set"  // Char, To
	EvGoodsSet   = "goods_set"   // Char, Good, To
	EvExperience = "experience"  // Char, Track, To
	EvBonusOwed  = "bonus_owed"  // Char, Track: Experience gained at level 7
	EvBonusTaken = "bonus_taken" // Char, Track
	EvSkillSet   = "skill_set"   // Char, Active
	EvItemGained = "item_gained" // Char, Name, Card
	EvItemUsed   = "item_used"   // Char, Index, Card
	EvItemDrawn  = "item_drawn"  // Char, Name, Card, Reshuffled: an Item card drawn from the top of the Item deck

	EvDrawn         = "drawn"          // Deck, Card, Reshuffled; Slot for the Item Display
	EvDiscarded     = "discarded"      // Deck, Card
	EvEnemyUpgraded = "enemy_upgraded" // Enemy, To (To "" for a Massive: wounds follow)
	EvEnemyDegraded = "enemy_degraded" // Enemy, To (To "" for a Minor: nothing happens)

	// Combat and Journey.
	EvFightBegun = "fight_begun" // Char, Enemy, Cards, Decks (each card's deck when they differ)
	// EvFightWon and EvFightLost end the fight under way: Char, Enemy,
	// Cards, Decks as it began; Hearts covered of Total; Dice, Tiles and
	// Rerolls as the table told them.
	EvFightWon  = "fight_won"
	EvFightLost = "fight_lost"
	// EvCombatRolled is the Combat roll of the fight under way: Char, Dice
	// (faces fixed), Digital (the app rolled); DieNames and Tiles name the
	// dice and the tiles they show, for the history.
	EvCombatRolled = "combat_rolled"
	// EvCombatRerolled: Char, Index (the die), N (its new face), Digital;
	// Dice, DieNames and Tiles as above, for that die (informational).
	EvCombatRerolled  = "combat_rerolled"
	EvJourneyed       = "journeyed"        // Char, Shape: the Journey tile taken; Tile: where it lies on the path, when the helper placed it
	EvTerrainRevealed = "terrain_revealed" // Char, Card: revealed by a Journey, its bonus owed
	EvTerrainBonus    = "terrain_bonus"    // Char: the owed bonus taken

	EvEntryRead = "entry_read" // N, Again (read again because an effect allowed it)
	EvWon       = "won"        // N: ending Entry
	EvLost      = "lost"       // N: the adventure's losing Entry
	// EvEndingEntry is the Entry read after a death or the Round track run
	// out (the adventure says which): N. Only after such an ending, once.
	EvEndingEntry = "ending_entry"
)

// Event is what happened. Kind selects the fields that matter.
type Event struct {
	Kind       string         `json:"kind"`
	Key        string         `json:"key,omitempty"`
	Value      string         `json:"value,omitempty"`
	Char       int            `json:"char,omitempty"`
	Chip       int            `json:"chip,omitempty"`
	Slot       int            `json:"slot,omitempty"`
	N          int            `json:"n,omitempty"`
	From       int            `json:"from,omitempty"`
	To         int            `json:"to,omitempty"`
	Size       int            `json:"size,omitempty"`
	Shape      string         `json:"shape,omitempty"`
	Cause      string         `json:"cause,omitempty"`
	Tile       polyomino.Tile `json:"tile,omitzero"`
	Index      int            `json:"index,omitempty"`
	Good       string         `json:"good,omitempty"`
	Track      string         `json:"track,omitempty"`
	Active     bool           `json:"active,omitempty"`
	Name       string         `json:"name,omitempty"`
	Deck       string         `json:"deck,omitempty"`
	Card       string         `json:"card,omitempty"`
	Reshuffled bool           `json:"reshuffled,omitempty"`
	Met        bool           `json:"met,omitempty"`
	Effect     string         `json:"effect,omitempty"`
	Enemy      string         `json:"enemy,omitempty"`
	EnemyTo    string         `json:"enemy_to,omitempty"`
	Again      bool           `json:"again,omitempty"`
	Cards      []string       `json:"cards,omitempty"`
	Decks      []string       `json:"decks,omitempty"`
	Hearts     int            `json:"hearts,omitempty"`
	Total      int            `json:"total,omitempty"`
	Dice       []CombatDie    `json:"dice,omitempty"`
	Tiles      []string       `json:"tiles,omitempty"`
	Rerolls    int            `json:"rerolls,omitempty"`
	Digital    bool           `json:"digital,omitempty"`
	// Who names the character of Char for the history (its ID, or a custom
	// character's name); informational, Check does not read it.
	Who string `json:"who,omitempty"`
	// DieNames are the colours of a Combat's dice (Dice[k] is DieNames[k]) as
	// the box profile knew them, for the history; "" where not known.
	// Informational too.
	DieNames []string `json:"die_names,omitempty"`
}
