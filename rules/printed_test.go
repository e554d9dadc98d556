package rules

import (
	"errors"
	"testing"
)

func TestCheckLearned(t *testing.T) {
	specs := IndexPrinted("g.", []PrintedSpec{
		{Key: "g.start", Kind: PrintedInt, Min: 1, Max: 3},
		{Key: "g.name", Kind: PrintedText},
	})
	bad, changed := M("g.err.printed"), M("g.err.printed_fixed")
	fixed := func(key string) bool { return key == "g.start" }
	known := map[string]string{"g.start": "2", "g.name": "Fjord"}
	tests := []struct {
		name, key, value string
		fixed            func(string) bool
		want             string // refusal ID, "" if accepted
	}{
		{"a new value", "g.start", "2", fixed, ""},
		{"a key the game does not ask", "h.start", "2", fixed, "g.err.printed"},
		{"an impossible answer", "g.start", "4", fixed, "g.err.printed"},
		{"a setup value changed", "g.start", "3", fixed, "g.err.printed_fixed"},
		{"another value changed", "g.name", "Lac", fixed, ""},
		{"no key fixed", "g.start", "3", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := specs.CheckLearned(known, tt.key, tt.value, tt.fixed, bad, changed)
			var r *Refusal
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tt.want != "" && (!errors.As(err, &r) || r.Msg.ID != tt.want):
				t.Fatalf("got %v, want refusal %s", err, tt.want)
			}
		})
	}
}
