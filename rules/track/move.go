package track

import "skald/rules"

// Place puts a marker on a space, adding it if it is not on the track yet.
func (t Track) Place(name string, pos int) (Track, error) {
	if err := t.inside(name, pos); err != nil {
		return t.clone(), err
	}
	return t.with(name, pos), nil
}

// Move moves a marker by steps (negative steps move it back). It is refused if
// the marker is not on the track ("track.err.no_mark") or would leave it
// ("track.err.past_end", "track.err.before_start"); a refused move changes nothing.
func (t Track) Move(name string, steps int) (Track, error) {
	if !t.Has(name) {
		return t.clone(), rules.Refuse("track.err.no_mark", "Mark", name)
	}
	pos := t.Pos(name) + steps
	if err := t.inside(name, pos); err != nil {
		return t.clone(), err
	}
	return t.with(name, pos), nil
}

// MoveClamped moves a marker by steps but stops at either end, as the Council
// marker does, and says how far it really moved (signed, like steps). A marker
// not on the track does not move.
func (t Track) MoveClamped(name string, steps int) (Track, int) {
	if !t.Has(name) {
		return t.clone(), 0
	}
	from := t.Pos(name)
	to := min(max(from+steps, 1), t.Len)
	return t.with(name, to), to - from
}

// Remove takes a marker off the track (a scenario marker that has run out).
func (t Track) Remove(name string) Track {
	out := t.clone()
	delete(out.Marks, name)
	if len(out.Marks) == 0 {
		out.Marks = nil
	}
	return out
}

func (t Track) inside(name string, pos int) error {
	switch {
	case pos > t.Len:
		return rules.Refuse("track.err.past_end", "Mark", name, "Pos", pos, "Len", t.Len)
	case pos < 1:
		return rules.Refuse("track.err.before_start", "Mark", name, "Pos", pos)
	}
	return nil
}
