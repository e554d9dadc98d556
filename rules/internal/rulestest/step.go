package rulestest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"skald/rules"
	"skald/rules/random"
)

// Step decides c on s as the app would and checks what it did. A refusal must
// name its reason and leaves s as it was. A question must be one Printed
// lists; with Learn it is answered and c asked again. An accepted command must
// give events, each passing Check on the state it applies to; Decide and
// Evolve must leave their input alone; then Accepts, the Invariants, Label and
// Steps must hold. It returns the events applied (answers learned first) and
// the state after them; the error is only for a broken property.
func (d Decider[S, C, E]) Step(s S, c C, r rules.Rand) ([]E, S, error) {
	var all []E
	for range 5 {
		before, err := json.Marshal(s)
		if err != nil {
			return nil, s, err
		}
		evs, err := d.Decide(s, c, r)
		if err != nil || len(evs) == 0 {
			// An accepted command's state is compared after its first event.
			if after, _ := json.Marshal(s); !bytes.Equal(before, after) {
				return nil, s, fmt.Errorf("Decide(%+v) changed the state it was given", c)
			}
		}
		var ref *rules.Refusal
		var need *rules.NeedPrinted
		switch {
		case errors.As(err, &need):
			i := slices.IndexFunc(d.Printed, func(p rules.PrintedSpec) bool { return p.Key == need.Key })
			if i < 0 {
				return nil, s, fmt.Errorf("Decide(%+v) asked for %q, which Printed does not list", c, need.Key)
			}
			if d.Learn == nil {
				return all, s, nil
			}
			learned, next, err := d.Step(s, d.Learn(need.Key, random.Answer(d.Printed[i], r)), r)
			if err != nil {
				return nil, s, err
			}
			if len(learned) == 0 {
				return nil, s, fmt.Errorf("learning an answer to %s was refused", need.Key)
			}
			all, s = append(all, learned...), next
			continue
		case errors.As(err, &ref):
			if ref.Msg.ID == "" {
				return nil, s, fmt.Errorf("refusal without a message for %+v", c)
			}
			return all, s, nil
		case err != nil:
			return nil, s, fmt.Errorf("Decide(%+v): an error that is neither a refusal nor a question: %v", c, err)
		case len(evs) == 0:
			return nil, s, fmt.Errorf("Decide(%+v) accepted with no events", c)
		}
		next, err := d.accepted(s, c, evs, before)
		if err != nil {
			return nil, s, err
		}
		return append(all, evs...), next, nil
	}
	return nil, s, fmt.Errorf("Decide(%+v) keeps asking", c)
}

// accepted applies the events of c, accepted on s (whose JSON before Decide
// is enc), and checks each and the state they leave.
func (d Decider[S, C, E]) accepted(s S, c C, evs []E, enc []byte) (S, error) {
	next := s
	for i, e := range evs {
		if err := d.Check(next, e); err != nil {
			return s, fmt.Errorf("Decide(%+v) gave %+v, which Check refuses: %v", c, e, err)
		}
		if i > 0 {
			enc, _ = json.Marshal(next)
		}
		after := d.Evolve(next, e)
		if now, _ := json.Marshal(next); !bytes.Equal(enc, now) {
			return s, fmt.Errorf("Decide(%+v) or Evolve(%+v) changed its input", c, e)
		}
		next = after
	}
	if d.Accepts != nil {
		if err := d.Accepts(s, c); err != nil {
			return s, err
		}
	}
	if d.Invariants != nil {
		if err := d.Invariants(next); err != nil {
			return s, fmt.Errorf("after %+v (%+v): %v", c, evs, err)
		}
	}
	if d.Label != nil {
		if id := d.Label(c, evs).ID; id == "" || id == "history.unknown" {
			return s, fmt.Errorf("no label for %+v (events %+v)", c, evs)
		}
	}
	if d.Steps != nil {
		for _, st := range d.Steps(next) {
			if st.Ref == "" || st.Msg.ID == "" {
				return s, fmt.Errorf("after %+v: a step without message or reference: %+v", c, st)
			}
		}
	}
	return next, nil
}
