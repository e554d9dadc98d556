// Package track is a numbered track with named markers: a round track, Qâ's war
// track, the Doom track, the Dwarven Council. Spaces are numbered 1..Len.
//
// A Track is a value: every method returns a new Track with its own map, and
// never changes the one it was called on. Markers are kept in a map, which
// encoding/json writes with sorted keys, so equal tracks encode identically.
package track

import (
	"maps"
	"slices"

	"skald/rules"
)

// Mark is a named marker on a space, used to set a track up.
type Mark struct {
	Name string `json:"name"`
	Pos  int    `json:"pos"`
}

// Track is a track of Len spaces and where each marker stands.
type Track struct {
	Len   int            `json:"len"`
	Marks map[string]int `json:"marks,omitempty"`
}

// New builds a track of n spaces with markers on it. It refuses a track with no
// spaces ("track.err.len"), a marker off the track and a marker named twice
// ("track.err.duplicate").
func New(n int, marks ...Mark) (Track, error) {
	if n < 1 {
		return Track{}, rules.Refuse("track.err.len", "Len", n)
	}
	t := Track{Len: n}
	for _, m := range marks {
		if t.Has(m.Name) {
			return Track{}, rules.Refuse("track.err.duplicate", "Mark", m.Name)
		}
		var err error
		if t, err = t.Place(m.Name, m.Pos); err != nil {
			return Track{}, err
		}
	}
	return t, nil
}

// Has reports whether the named marker is on the track.
func (t Track) Has(name string) bool {
	_, ok := t.Marks[name]
	return ok
}

// Pos is the space the named marker stands on, or 0 if it is not on the track.
func (t Track) Pos(name string) int { return t.Marks[name] }

// Names lists the markers, sorted.
func (t Track) Names() []string { return slices.Sorted(maps.Keys(t.Marks)) }

// AtEnd reports whether the named marker stands on the last space.
func (t Track) AtEnd(name string) bool { return t.Has(name) && t.Pos(name) == t.Len }

// AtStart reports whether the named marker stands on the first space.
func (t Track) AtStart(name string) bool { return t.Has(name) && t.Pos(name) == 1 }

// Left is how many steps the named marker can still move forward.
func (t Track) Left(name string) int {
	if !t.Has(name) {
		return 0
	}
	return t.Len - t.Pos(name)
}

// Gap is the signed distance from marker a forward to marker b: Pos(b) − Pos(a).
// On the Doom track the Hero marker (a) and the Doom marker (b) have met when
// Gap ≤ 0. A marker not on the track counts as position 0.
func (t Track) Gap(a, b string) int { return t.Pos(b) - t.Pos(a) }

// with returns a copy of t with one marker set; t's map is never written.
func (t Track) with(name string, pos int) Track {
	m := maps.Clone(t.Marks)
	if m == nil {
		m = make(map[string]int, 1)
	}
	m[name] = pos
	return Track{Len: t.Len, Marks: m}
}

func (t Track) clone() Track { return Track{Len: t.Len, Marks: maps.Clone(t.Marks)} }
