package rules

import "strings"

// PrintedIndex finds a game's printed values by key: the spec of a key, and
// the values of a box profile or a session that are possible answers. Each
// game builds one from its Printed list.
type PrintedIndex struct {
	prefix string
	specs  map[string]PrintedSpec
}

// IndexPrinted indexes a game's specs, whose keys all start with prefix
// ("qa.", "thorgal.").
func IndexPrinted(prefix string, specs []PrintedSpec) PrintedIndex {
	m := make(map[string]PrintedSpec, len(specs))
	for _, p := range specs {
		m[p.Key] = p
	}
	return PrintedIndex{prefix: prefix, specs: m}
}

// Spec is the spec of a key, if the game asks for it.
func (x PrintedIndex) Spec(key string) (PrintedSpec, bool) {
	if !strings.HasPrefix(key, x.prefix) {
		return PrintedSpec{}, false
	}
	p, ok := x.specs[key]
	return p, ok
}

// Valid reports whether the game asks for key and value is a possible answer.
func (x PrintedIndex) Valid(key, value string) bool {
	spec, ok := x.Spec(key)
	return ok && spec.Valid(value)
}

// Known returns a printed value if it is in m and a possible answer.
func (x PrintedIndex) Known(m map[string]string, key string) (string, bool) {
	v, ok := m[key]
	if !ok || !x.Valid(key, v) {
		return "", false
	}
	return v, true
}

// WithPrinted is a copy of m with key set to value; m is left alone, so an
// Evolve that learns a value stays pure.
func WithPrinted(m map[string]string, key, value string) map[string]string {
	out := make(map[string]string, len(m)+1)
	for k, v := range m {
		out[k] = v
	}
	out[key] = value
	return out
}

// CheckLearned is the Check of a learned printed value: refused with bad
// unless the game asks for key and value is a possible answer, and with
// changed if it would change the value of a key that shaped the session
// (fixed reports those keys; nil when none did). A game passes its own
// messages, so each refusal names the game's rule.
func (x PrintedIndex) CheckLearned(printed map[string]string, key, value string, fixed func(key string) bool, bad, changed Msg) error {
	if !x.Valid(key, value) {
		return &Refusal{Msg: bad}
	}
	if old, ok := printed[key]; ok && old != value && fixed != nil && fixed(key) {
		return &Refusal{Msg: changed}
	}
	return nil
}

// Learned says in words what a printed value taught: the question the game
// asked and its answer (a choice by its label), for the history. false when
// the game does not ask for key.
func (x PrintedIndex) Learned(key, value string) (question Msg, answer any, ok bool) {
	spec, ok := x.Spec(key)
	if !ok {
		return Msg{}, nil, false
	}
	answer = value
	for _, c := range spec.Choices {
		if c.Value == value {
			answer = c.Label
		}
	}
	return spec.Prompt, answer, true
}
