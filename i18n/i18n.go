// Package i18n holds Skald's user-visible text in English and French and the
// Localizer that renders it.
//
// Messages live in one file per area and language, <area>.<lang>.toml (shell,
// reference, qa, thorgal, dwarves, althing, cardgame; en and fr), embedded in the
// binary. A file is parsed, into a go-i18n bundle of its own, the first time one
// of its messages is rendered; English is the fallback for a message missing in
// French, and go-i18n takes the language from the file name. A message's prefix
// decides its area, so the file a Localizer reads it from: "<game>.*",
// "app.<game>.*" and "game.<game>" go with their game, "ref.*" and "app.ref.*"
// in reference, everything else in shell. The two languages must hold exactly
// the same keys, area by area; the tests enforce that, that a key is defined
// once and in the file of its area, that every message ID used in the module
// exists in both languages, that every message is
// used, and that both translations of a message use the same {{.Placeholders}}.
//
// Message IDs are dotted lowercase identifiers ("app.home.title",
// "qa.war.advance"). They are ALWAYS written as string literals, either as the
// first argument of a call named M, Refuse, T, N or Tr (rules.M("qa.x"),
// loc.T("app.title")) or as the value of an ID field in a struct literal
// (rules.Msg{ID: "qa.x"}). Never build an ID by concatenation or look it up from
// a variable: the usage test finds IDs by reading the source, and an ID it cannot
// see is an ID nobody checks.
//
// A missing message renders as its ID, so it is visible on screen; no function of
// this package panics on a missing or malformed message.
//
// Editing the message files: other code only ever appends to them (cat >> file),
// so every plural message is a one-line inline table
//
//	"common.events" = { one = "{{.Count}} event", other = "{{.Count}} events" }
//
// and no file ever contains a [section] header (a simple key appended after a
// section would land inside it). Adding a key that already exists makes the file
// invalid TOML, or, when it is in another file of the language, a load error; the
// tests say so.
package i18n

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"skald/rules"
)

// Languages lists the language settings offered to the user, in display order.
// "system" follows the operating system's locale (see Resolve).
var Languages = []string{"system", "en", "fr"}

// fallbackTag is the language used when a message is missing.
var fallbackTag = language.English

// supported are the languages that have a message file, the first being the fallback.
var supported = []string{"en", "fr"}

// Localizer renders messages in one language. It is safe for concurrent use.
type Localizer struct {
	lang string
}

// New returns a Localizer for lang, "en" or "fr"; anything else gives English.
// Pass the result of Resolve for a user setting.
func New(lang string) *Localizer {
	if lang != "fr" {
		lang = "en"
	}
	return &Localizer{lang: lang}
}

// Lang returns the language code of l: "en" or "fr".
func (l *Localizer) Lang() string { return l.lang }

// T renders message id with template data given as alternating keys and values:
// loc.T("game.player", "Name", "Aaricia"). A value that is a message is
// rendered first, as Msg does (a typed name too, with its elision).
func (l *Localizer) T(id string, kv ...any) string {
	return l.msg(rules.Msg{ID: id, Args: kvMap(kv)}, 0)
}

// N renders the plural form of id for count; Count is also in the template data,
// so "{{.Count}} events" works. French counts 0 and 1 as singular.
func (l *Localizer) N(id string, count int, kv ...any) string {
	return l.msg(rules.Msg{ID: id, Args: kvMap(kv), Count: count}, 0)
}

// Msg renders a rules.Msg. Argument values that are themselves messages are
// rendered first: a rules.Msg or *rules.Msg, a []rules.Msg (joined with ", "),
// and a message that went through JSON (a map with "id" and optional "args" and
// "count") all work. Count selects the plural form and is put in the data as
// Count unless Args sets it.
func (l *Localizer) Msg(m rules.Msg) string { return l.msg(m, 0) }

// maxDepth bounds nested messages, so a self-referencing argument cannot loop.
const maxDepth = 8

func (l *Localizer) msg(m rules.Msg, depth int) string {
	if depth > maxDepth {
		return m.ID // too deep (a message containing itself): show the ID
	}
	var data map[string]any
	if len(m.Args) > 0 || m.Count != nil {
		data = make(map[string]any, len(m.Args)+1)
		for k, v := range m.Args {
			data[k] = l.arg(v, depth)
		}
	}
	var count any
	if m.Count != nil {
		count = pluralCount(m.Count)
		if _, ok := data["Count"]; !ok {
			data["Count"] = count
		}
	}
	out := l.render(m.ID, data, count)
	if l.lang == "fr" && m.ID != rules.NameID {
		for _, name := range namesIn(m, depth) {
			out = elide(out, name)
		}
	}
	return out
}

// namesIn lists the names the players typed (rules.Name messages) among m's
// arguments, at any depth.
func namesIn(m rules.Msg, depth int) []string {
	if depth > maxDepth {
		return nil
	}
	var out []string
	var visit func(v any)
	visit = func(v any) {
		switch x := v.(type) {
		case rules.Msg:
			if x.ID == rules.NameID {
				if s, ok := x.Args["Name"].(string); ok {
					out = append(out, s)
				}
				return
			}
			out = append(out, namesIn(x, depth+1)...)
		case *rules.Msg:
			if x != nil {
				visit(*x)
			}
		case []rules.Msg:
			for _, e := range x {
				visit(e)
			}
		case map[string]any:
			if mm, ok := rules.MsgFromJSON(x); ok {
				visit(mm)
			}
		case []any:
			for _, e := range x {
				visit(e)
			}
		}
	}
	for _, v := range m.Args {
		visit(v)
	}
	return out
}

// elide writes French elision before a typed name that starts with a vowel
// or a mute h: "de Anne" becomes "d'Anne", "que Élise" "qu'Élise". A
// message's own words are French already; a name the players typed is not
// known to the message, so the article it follows is fixed here.
func elide(s, name string) string {
	if name == "" || !strings.ContainsRune("aeiouhAEIOUHàâäéèêëîïôöùûüÀÂÄÉÈÊËÎÏÔÖÙÛÜ", []rune(name)[0]) {
		return s
	}
	for _, w := range [][2]string{{"de ", "d'"}, {"De ", "D'"}, {"que ", "qu'"}, {"Que ", "Qu'"}} {
		from := w[0] + name
		var b strings.Builder
		rest := s
		for {
			i := strings.Index(rest, from)
			if i < 0 {
				b.WriteString(rest)
				break
			}
			// Only the word itself: "monde Anne" keeps its space.
			if i > 0 && isLetter(rest[:i]) {
				b.WriteString(rest[:i+len(from)])
				rest = rest[i+len(from):]
				continue
			}
			b.WriteString(rest[:i])
			b.WriteString(w[1] + name)
			rest = rest[i+len(from):]
		}
		s = b.String()
	}
	return s
}

// isLetter reports whether the text before a match ends in a letter.
func isLetter(before string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	return unicode.IsLetter(r)
}

// List renders messages joined with commas, as a list argument is.
func (l *Localizer) List(ms []rules.Msg) string { return l.arg(ms, 0).(string) }

// arg renders v when it is a message (a list of them joined with commas);
// other values pass through unchanged.
func (l *Localizer) arg(v any, depth int) any {
	ms, list, ok := rules.ArgMsgs(v)
	if !ok {
		return v
	}
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = l.msg(m, depth+1)
	}
	if !list {
		return parts[0]
	}
	return strings.Join(parts, ", ")
}

// render looks up and executes one message; on any failure it returns the best
// text go-i18n produced, or the ID itself.
func (l *Localizer) render(id string, data map[string]any, count any) (out string) {
	defer func() {
		if recover() != nil {
			out = id
		}
	}()
	cfg := &goi18n.LocalizeConfig{MessageID: id, PluralCount: count}
	if data != nil {
		cfg.TemplateData = data
	}
	area := areaOf(id)
	a := messagesOf(area, l.lang)
	if !a.has(id) && l.lang != supported[0] {
		a = messagesOf(area, supported[0]) // the fallback language
	}
	if !a.has(id) {
		return id
	}
	s, err := a.loc.Localize(cfg)
	if err != nil && s == "" {
		return id
	}
	return s
}

// kvMap turns alternating keys and values into template data (nil when empty).
// A trailing key without a value is ignored.
func kvMap(kv []any) map[string]any {
	if len(kv) < 2 {
		return nil
	}
	m := make(map[string]any, len(kv)/2)
	for i := 0; i+1 < len(kv); i += 2 {
		k, ok := kv[i].(string)
		if !ok {
			k = fmt.Sprint(kv[i])
		}
		m[k] = kv[i+1]
	}
	return m
}

// pluralCount converts a count into a type go-i18n accepts: integers as int64,
// whole floats (a count that went through JSON) as int64, other floats and
// json.Number as their decimal string.
func pluralCount(v any) any {
	switch n := v.(type) {
	case int, int8, int16, int32, int64, string:
		return n
	case uint:
		return strconv.FormatUint(uint64(n), 10)
	case uint8:
		return int64(n)
	case uint16:
		return int64(n)
	case uint32:
		return int64(n)
	case uint64:
		return strconv.FormatUint(n, 10)
	case float32:
		return pluralCount(float64(n))
	case float64:
		if n == math.Trunc(n) && math.Abs(n) < 1e15 {
			return int64(n)
		}
		return strconv.FormatFloat(n, 'f', -1, 64)
	case json.Number:
		return n.String()
	default:
		return fmt.Sprint(v)
	}
}
