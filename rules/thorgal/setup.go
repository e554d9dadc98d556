package thorgal

import (
	"errors"
	"slices"
	"strconv"

	"skald/rules"
	"skald/rules/track"
)

// Setup is what the table decides before play.
type Setup struct {
	// Adventure is TorkansTemple, BloodLily (their sheets come from the box
	// profile) or CustomAdventure (its sheet is Custom).
	Adventure string `json:"adventure"`
	Custom    *Sheet `json:"custom,omitempty"`
	Players   int    `json:"players"` // 1..4
	// Characters in clockwise order, the first player's first: one per player,
	// two when playing solo.
	Characters []Seat `json:"characters"`
}

// Seat is one character at the table. Name, Area and Goods are given only for a
// CustomCharacter (Area and Goods in the encodings of printed.go); a base
// character's come from the box profile.
type Seat struct {
	Character string `json:"character"`
	Name      string `json:"name,omitempty"`
	Area      string `json:"area,omitempty"`
	Goods     string `json:"goods,omitempty"`
}

// CharacterCount is how many characters play for a player count (solo plays
// two), or 0 for an impossible count.
func CharacterCount(players int) int {
	switch players {
	case 1:
		return 2
	case 2, 3, 4:
		return players
	}
	return 0
}

// Missing lists the printed keys a setup needs that the profile lacks, so the
// UI can ask them all before calling New.
func Missing(s Setup, printed map[string]string) []string {
	var out []string
	need := func(k string) {
		if _, ok := printed[k]; !ok {
			out = append(out, k)
		}
	}
	if knownAdventure(s.Adventure) {
		for _, w := range adventureFields(s.Adventure) {
			need(adventureKey(s.Adventure, w))
		}
	}
	need(TilesKey)
	for _, c := range s.Characters {
		if profileCharacter(c.Character) {
			for _, w := range characterFields(c.Character) {
				need(characterKey(c.Character, w))
			}
		}
	}
	return out
}

// New validates the setup and builds the table before the first round: decks
// shuffled, chips beside the Action Row, the Round marker on 1. Printed values
// it needs and the profile lacks are asked with *rules.NeedPrinted; a profile
// value that does not parse is refused naming its key.
func New(s Setup, printed map[string]string) (State, error) {
	if CharacterCount(s.Players) == 0 {
		return State{}, rules.Refuse("thorgal.err.players")
	}
	if want := CharacterCount(s.Players); len(s.Characters) != want {
		return State{}, &rules.Refusal{Msg: rules.M("thorgal.err.character_count").WithCount(want)}
	}
	seen := map[string]bool{}
	for _, c := range s.Characters {
		switch {
		case c.Character == CustomCharacter:
			if c.Name == "" || len(c.Name) > MaxName {
				return State{}, rules.Refuse("thorgal.err.custom_name")
			}
		case !profileCharacter(c.Character):
			return State{}, rules.Refuse("thorgal.err.character_unknown")
		case seen[c.Character]:
			return State{}, rules.Refuse("thorgal.err.character_twice", "Character", CharacterName(c.Character, ""))
		}
		seen[c.Character] = true
	}
	get := func(key string) (string, error) {
		v, ok := printed[key]
		if !ok {
			return "", &rules.NeedPrinted{Key: key}
		}
		if !ValidPrinted(key, v) {
			return "", rules.Refuse("thorgal.err.printed", "Key", key)
		}
		return v, nil
	}

	sheet, err := adventureSheet(s, get)
	if err != nil {
		return State{}, err
	}
	tv, err := get(TilesKey)
	if err != nil {
		return State{}, err
	}
	tiles, _ := ParseTiles(tv)

	st := State{
		Adventure: s.Adventure,
		Sheet:     sheet,
		Players:   s.Players,
		Tiles:     tiles,
		Phase:     PhaseSetup,
		Row:       sheet.Row,
		Decks:     map[string]Pile{},
		Display:   make([]string, DisplaySize),
		Printed:   map[string]string{},
	}
	for i := range st.Chips {
		st.Chips[i] = Chip{Slot: -1, Active: true}
	}
	st.Round, _ = track.New(sheet.Rounds, track.Mark{Name: RoundMarker, Pos: 1})
	for _, d := range []string{sheet.Left, sheet.Right, Minor, Moderate, Major, Massive, Discovery, Terrain, Items} {
		st.Decks[d] = newPile(d)
	}
	for _, c := range s.Characters {
		ch, err := newCharacter(c, get)
		if err != nil {
			return State{}, err
		}
		st.Chars = append(st.Chars, ch)
	}
	// Keep every known value of this game, so the session asks nothing twice.
	for k, v := range printed {
		if ValidPrinted(k, v) {
			st.Printed[k] = v
		}
	}
	return st, nil
}

func adventureSheet(s Setup, get func(string) (string, error)) (Sheet, error) {
	if s.Adventure == CustomAdventure {
		if s.Custom == nil || s.Custom.Name == "" || len(s.Custom.Name) > MaxName {
			return Sheet{}, rules.Refuse("thorgal.err.custom_adventure")
		}
		sh := *s.Custom
		sh.Row = append([]int(nil), sh.Row...)
		sh.Special = slices.Clone(sh.Special)
		return sh, sh.validate()
	}
	if !knownAdventure(s.Adventure) {
		return Sheet{}, rules.Refuse("thorgal.err.adventure_unknown")
	}
	v := map[string]string{}
	for _, w := range adventureFields(s.Adventure) {
		var err error
		if v[w], err = get(adventureKey(s.Adventure, w)); err != nil {
			return Sheet{}, err
		}
	}
	rounds, _ := strconv.Atoi(v["rounds"])
	row, _ := ParseRow(v["row"])
	sh := Sheet{Name: v["name"], Rounds: rounds, Left: v["left"], Right: v["right"], Requirement: v["requirement"], Row: row}
	// The marked rounds are optional: kept when the profile knows them.
	if sp, err := get(adventureKey(s.Adventure, "special")); err == nil {
		sh.Special = specialOf(sp, rounds)
	}
	if err := sh.validate(); err != nil {
		var r *rules.Refusal
		if errors.As(err, &r) {
			// Name the answers at fault, so they are asked again.
			r.Printed = sheetKeys(s.Adventure, r.Msg.ID)
		}
		return Sheet{}, err
	}
	return sh, nil
}

// sheetKeys are the printed values of an adventure's sheet a refusal of
// validate is about, the right-hand deck first (typed last, most likely the
// slip).
func sheetKeys(adventure, refusal string) []string {
	switch refusal {
	case "thorgal.err.decks_same", "thorgal.err.event_deck":
		return []string{adventureKey(adventure, "right"), adventureKey(adventure, "left")}
	case "thorgal.err.rounds":
		return []string{adventureKey(adventure, "rounds")}
	case "thorgal.err.requirement":
		return []string{adventureKey(adventure, "requirement")}
	case "thorgal.err.special":
		return []string{adventureKey(adventure, "special")}
	}
	return []string{adventureKey(adventure, "row")}
}

func newCharacter(c Seat, get func(string) (string, error)) (Character, error) {
	name, area, goods := c.Name, c.Area, c.Goods
	if c.Character != CustomCharacter {
		v := map[string]string{}
		for _, w := range characterFields(c.Character) {
			var err error
			if v[w], err = get(characterKey(c.Character, w)); err != nil {
				return Character{}, err
			}
		}
		name, area, goods = v["name"], v["area"], v["goods"]
	}
	a, err := ParseArea(area)
	if err != nil {
		return Character{}, err
	}
	g, err := ParseGoods(goods)
	if err != nil {
		return Character{}, err
	}
	// Name stays empty for a base character: its name is translated.
	return Character{ID: c.Character, Name: name, Area: a, Goods: g, Combat: 1, Journey: 1, Skill: true}, nil
}

// adventureFields are the printed fields of an adventure kept in the profile;
// an added adventure's slot also keeps its name.
func adventureFields(id string) []string {
	f := []string{"rounds", "left", "right", "requirement", "row"}
	if IsOwnAdventure(id) {
		f = append([]string{"name"}, f...)
	}
	return f
}

// characterFields are the printed fields of a character kept in the profile;
// an added character's slot also keeps its name.
func characterFields(id string) []string {
	if IsOwnCharacter(id) {
		return []string{"name", "area", "goods"}
	}
	return []string{"area", "goods"}
}
