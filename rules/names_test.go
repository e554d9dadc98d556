package rules

import (
	"encoding/json"
	"strings"
	"testing"
)

// Names are kept clean and short; a message rewritten anywhere in it,
// whether built in Go or read back from JSON.
func TestNames(t *testing.T) {
	if got := CleanName("  Anne   Marie \t"); got != "Anne Marie" {
		t.Errorf("CleanName: %q", got)
	}
	for _, c := range []struct {
		names []string
		most  int
		ok    bool
	}{
		{nil, 0, true},
		{[]string{"Anne", "", "Élise"}, 3, true},
		{[]string{"Anne", "Marc"}, 1, false},
		{[]string{" Anne"}, 2, false},
		{[]string{strings.Repeat("é", MaxNameLen)}, 1, true},
		{[]string{strings.Repeat("é", MaxNameLen+1)}, 1, false},
		{[]string{"An\x00ne"}, 1, false},
	} {
		if got := ValidNames(c.names, c.most); got != c.ok {
			t.Errorf("ValidNames(%q, %d) = %v", c.names, c.most, got)
		}
	}
	if NameAt([]string{"a"}, 1) != "" || NameAt(nil, 0) != "" || NameAt([]string{"a"}, 0) != "a" {
		t.Error("NameAt")
	}

	seat := func(m Msg) (Msg, bool) {
		if m.ID != "seat" {
			return m, false
		}
		n, _ := IntArg(m, "N")
		return Name([]string{"", "Anne", "Marc"}[n]), true
	}
	m := M("label", "Who", M("seat", "N", 1), "Targets", []Msg{M("seat", "N", 2)}, "Turn", 3)
	got := Rewrite(m, seat)
	if got.Args["Who"].(Msg).Args["Name"] != "Anne" || got.Args["Targets"].([]Msg)[0].Args["Name"] != "Marc" || got.Args["Turn"] != 3 {
		t.Errorf("rewritten %+v", got)
	}
	if m.Args["Who"].(Msg).ID != "seat" {
		t.Error("Rewrite changed the message it was given")
	}
	b, _ := json.Marshal(m)
	var back Msg
	json.Unmarshal(b, &back)
	got = Rewrite(back, seat)
	if got.Args["Who"].(Msg).Args["Name"] != "Anne" || got.Args["Targets"].([]Msg)[0].Args["Name"] != "Marc" {
		t.Errorf("rewritten from JSON %+v", got)
	}
}

// An argument holds one message, a list of them, or none, however it was
// built; a list with anything but messages in it is no list of messages.
func TestArgMsgs(t *testing.T) {
	m := M("a", "N", 1)
	var none *Msg
	var back any
	if err := json.Unmarshal([]byte(`[{"id":"a"},{"id":"b","args":{"N":2}}]`), &back); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name     string
		v        any
		ids      []string
		list, ok bool
	}{
		{"a message", m, []string{"a"}, false, true},
		{"a pointer to one", &m, []string{"a"}, false, true},
		{"a nil pointer", none, nil, false, false},
		{"a list", []Msg{m, M("b")}, []string{"a", "b"}, true, true},
		{"one read back", map[string]any{"id": "a"}, []string{"a"}, false, true},
		{"a map that is no message", map[string]any{"id": "a", "x": 1}, nil, false, false},
		{"a list read back", back, []string{"a", "b"}, true, true},
		{"a list with a number", []any{map[string]any{"id": "a"}, 3.0}, nil, false, false},
		{"a number", 3, nil, false, false},
	} {
		ms, list, ok := ArgMsgs(c.v)
		var ids []string
		for _, m := range ms {
			ids = append(ids, m.ID)
		}
		if strings.Join(ids, ",") != strings.Join(c.ids, ",") || list != c.list || ok != c.ok {
			t.Errorf("%s: %v %v %v", c.name, ids, list, ok)
		}
	}
}
