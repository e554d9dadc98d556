package rules

// Run builds a command's events one at a time, checking each on the state the
// events before it left and evolving it, so a later choice (a digital draw)
// sees the earlier ones. The first refusal is kept and stops it: the command
// then makes no events at all. A game's Decide embeds one and adds its own
// steps as methods.
type Run[S, E any] struct {
	State  S     // the state the events so far leave
	Events []E   // the events so far
	Err    error // the first refusal, if any

	check   func(S, E) error
	evolve  func(S, E) S
	prepare func(S, E) E
}

// NewRun starts a run from s with a game's Check and Evolve. prepare, if not
// nil, fills in what an event records of the state it applies to (a name the
// table gave, who holds a character) before it is checked.
func NewRun[S, E any](s S, check func(S, E) error, evolve func(S, E) S, prepare func(S, E) E) Run[S, E] {
	return Run[S, E]{State: s, check: check, evolve: evolve, prepare: prepare}
}

// Add checks e and applies it; false (and the refusal kept) if it is refused
// or an earlier event was.
func (x *Run[S, E]) Add(e E) bool {
	if x.Err != nil {
		return false
	}
	if x.prepare != nil {
		e = x.prepare(x.State, e)
	}
	if err := x.check(x.State, e); err != nil {
		x.Err = err
		return false
	}
	x.Events = append(x.Events, e)
	x.State = x.evolve(x.State, e)
	return true
}

// Fail stops the run with err, unless it has already stopped.
func (x *Run[S, E]) Fail(err error) {
	if x.Err == nil {
		x.Err = err
	}
}

// Only is a command of the single event e: e, or its refusal.
func (x *Run[S, E]) Only(e E) ([]E, error) {
	x.Add(e)
	return x.Done()
}

// Done is the command's events, or its refusal.
func (x *Run[S, E]) Done() ([]E, error) {
	if x.Err != nil {
		return nil, x.Err
	}
	return x.Events, nil
}
