package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names the players typed: who sits at which seat, who plays which hero. They
// are the table's own words, shown as typed in every language, never
// translated.

// MaxNameLen is the longest name a player may be given, in characters.
const MaxNameLen = 40

// Name is the message of a name the players typed: it reads the same in
// every language. (The French localizer elides "de" before it: "d'Anne".)
func Name(s string) Msg { return M("common.name", "Name", s) }

// NameID is the ID of the messages Name builds.
const NameID = "common.name"

// CleanName is a name as kept: spaces trimmed and runs of white space made
// one space.
func CleanName(s string) string { return strings.Join(strings.Fields(s), " ") }

// ValidNames reports whether names may name at most most players: no more
// than most of them, each either empty (that player is unnamed) or a clean
// name of at most MaxNameLen printable characters.
func ValidNames(names []string, most int) bool {
	if len(names) > most {
		return false
	}
	for _, n := range names {
		if n != CleanName(n) || utf8.RuneCountInString(n) > MaxNameLen || !utf8.ValidString(n) {
			return false
		}
		for _, r := range n {
			if !unicode.IsPrint(r) {
				return false
			}
		}
	}
	return true
}

// NameAt is the i-th name (0-based), "" when there is none.
func NameAt(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return ""
	}
	return names[i]
}

// Rewrite returns m with every message in it (m itself and, at any depth, the
// messages among its arguments) passed through f, which answers the
// replacement and true, or false to keep a message as it is. Arguments that
// went through JSON (a history label read back) are messages too.
func Rewrite(m Msg, f func(Msg) (Msg, bool)) Msg { return rewrite(m, f, 0) }

func rewrite(m Msg, f func(Msg) (Msg, bool), depth int) Msg {
	if r, ok := f(m); ok {
		return r
	}
	if len(m.Args) == 0 || depth > 8 {
		return m
	}
	args := make(map[string]any, len(m.Args))
	for k, v := range m.Args {
		args[k] = rewriteArg(v, f, depth)
	}
	m.Args = args
	return m
}

func rewriteArg(v any, f func(Msg) (Msg, bool), depth int) any {
	ms, list, ok := ArgMsgs(v)
	if !ok {
		return v
	}
	out := make([]Msg, len(ms))
	for i, m := range ms {
		out[i] = rewrite(m, f, depth+1)
	}
	if !list {
		return out[0]
	}
	return out
}

// ArgMsgs reads an argument of a message as the messages it holds: one (a
// Msg, a *Msg that is not nil, a message read back from JSON) or a list
// ([]Msg, or a list read back from JSON whose every element is a message).
// false for any other value.
func ArgMsgs(v any) (ms []Msg, list, ok bool) {
	switch x := v.(type) {
	case Msg:
		return []Msg{x}, false, true
	case *Msg:
		if x != nil {
			return []Msg{*x}, false, true
		}
	case []Msg:
		return x, true, true
	case map[string]any:
		if m, ok := MsgFromJSON(x); ok {
			return []Msg{m}, false, true
		}
	case []any:
		out := make([]Msg, 0, len(x))
		for _, e := range x {
			mm, ok := e.(map[string]any)
			if !ok {
				return nil, false, false
			}
			m, ok := MsgFromJSON(mm)
			if !ok {
				return nil, false, false
			}
			out = append(out, m)
		}
		return out, true, true
	}
	return nil, false, false
}

// MsgFromJSON recognises a message decoded from JSON into a generic map.
func MsgFromJSON(x map[string]any) (Msg, bool) {
	id, ok := x["id"].(string)
	if !ok || id == "" {
		return Msg{}, false
	}
	for k := range x {
		if k != "id" && k != "args" && k != "count" {
			return Msg{}, false
		}
	}
	m := Msg{ID: id, Count: x["count"]}
	if a, ok := x["args"].(map[string]any); ok {
		m.Args = a
	} else if x["args"] != nil {
		return Msg{}, false
	}
	return m, true
}

// IntArg reads a whole-number argument of m, whether m was built in Go or
// read back from JSON.
func IntArg(m Msg, key string) (int, bool) {
	switch n := m.Args[key].(type) {
	case int:
		return n, true
	case int64:
		return int(n), true
	case float64:
		if n == float64(int(n)) {
			return int(n), true
		}
	}
	return 0, false
}
