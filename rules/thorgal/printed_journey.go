package thorgal

import (
	"slices"
	"strconv"
	"strings"

	"skald/rules"
	"skald/rules/polyomino"
)

// The Journey tiles printed on the Journey Experience track, learned once per
// level:
//
//	thorgal.journey.<level>   text: the polyomino IDs printed at that level
//	                          (1..7), comma-separated ("I2,L3"), or "0" when
//	                          the level shows none
//
// A character may take any tile printed on or below its Journey tracker, so a
// Journey at level n needs levels 1..n known.
const journeyPrefix = "thorgal.journey."

// JourneyKey is the printed key of the Journey tiles shown at a level.
func JourneyKey(level int) string { return journeyPrefix + strconv.Itoa(level) }

// journeyPrinted are the Journey track's printed values, one per level,
// then the Terrain cards' (printed_terrain.go).
func journeyPrinted() []rules.PrintedSpec {
	var out []rules.PrintedSpec
	for level := 1; level <= MaxLevel; level++ {
		out = append(out, rules.PrintedSpec{Key: JourneyKey(level), Kind: rules.PrintedText,
			Prompt: rules.M("thorgal.printed.journey", "Level", level)})
	}
	return append(out, terrainPrinted()...)
}

// ParseJourney reads the tiles of one level: catalogue IDs, each once, or "0"
// alone for none.
func ParseJourney(v string) ([]string, error) {
	f := splitList(v)
	if len(f) == 1 && f[0] == "0" {
		return nil, nil
	}
	if len(f) == 0 {
		return nil, rules.Refuse("thorgal.err.journey_encoding")
	}
	for i, id := range f {
		if polyomino.SizeOf(id) == 0 || slices.Contains(f[:i], id) {
			return nil, rules.Refuse("thorgal.err.journey_encoding")
		}
	}
	return f, nil
}

func isJourneyKey(key string) bool { return strings.HasPrefix(key, journeyPrefix) }

// JourneyLevel is the level of a Journey track key (0 for another key).
func JourneyLevel(key string) int {
	n, err := strconv.Atoi(strings.TrimPrefix(key, journeyPrefix))
	if !isJourneyKey(key) || err != nil {
		return 0
	}
	return n
}

// JourneyTiles lists the Journey tiles a tracker at level allows: those printed
// on that level and every level below, in track order, each once. need names
// the first level's key the profile does not know yet ("" when all are known).
func (s State) JourneyTiles(level int) (tiles []string, need string) {
	for l := 1; l <= min(level, MaxLevel); l++ {
		v, ok := s.Printed[JourneyKey(l)]
		if !ok {
			return nil, JourneyKey(l)
		}
		ids, err := ParseJourney(v)
		if err != nil {
			return nil, JourneyKey(l)
		}
		for _, id := range ids {
			if !slices.Contains(tiles, id) {
				tiles = append(tiles, id)
			}
		}
	}
	return tiles, ""
}
