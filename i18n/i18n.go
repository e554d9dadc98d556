// Package i18n holds Skald's user-visible text in English and French and the
// Localizer that renders it.
//
// Messages live in one file per area and language, <area>.<lang>.toml (shell,
// reference, qa, thorgal, dwarves, althing, cardgame; en and fr), embedded in the
// binary and loaded side by side into one go-i18n bundle (English is the
// fallback); go-i18n takes the language from the file name. A message's prefix
// decides its area: "<game>.*", "app.<game>.*" and "game.<game>" go with their
// game, "ref.*" and "app.ref.*" in reference, everything else in shell. The two
// languages must hold exactly the same keys, area by area; the tests enforce
// that, that a key is defined once and in the file of its area, that every
// message ID used in the module exists in both languages, that every message is
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
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"skald/rules"
)

// files holds the message files, <area>.<lang>.toml.
//
//go:embed *.toml
var files embed.FS

// messageFiles returns the names of the embedded message files of lang
// (<area>.<lang>.toml), sorted.
func messageFiles(lang string) []string {
	names, _ := fs.Glob(files, "*."+lang+".toml") // the pattern is well formed
	return names
}

// Languages lists the language settings offered to the user, in display order.
// "system" follows the operating system's locale (see Resolve).
var Languages = []string{"system", "en", "fr"}

// fallbackTag is the bundle's default language, used when a message is missing.
var fallbackTag = language.English

// supported are the languages that have a message file, the first being the fallback.
var supported = []string{"en", "fr"}

type catalog struct {
	bundle   *goi18n.Bundle
	messages map[string]map[string]*goi18n.Message // lang -> id -> message
	err      error                                 // load errors, if any
}

var load = sync.OnceValue(func() *catalog {
	c := &catalog{
		bundle:   goi18n.NewBundle(fallbackTag),
		messages: map[string]map[string]*goi18n.Message{},
	}
	c.bundle.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	for _, lang := range supported {
		c.messages[lang] = map[string]*goi18n.Message{}
		names := messageFiles(lang)
		if len(names) == 0 {
			c.err = errors.Join(c.err, fmt.Errorf("i18n: no *.%s.toml message file", lang))
		}
		from := map[string]string{} // id -> the file that defined it
		for _, name := range names {
			mf, err := c.bundle.LoadMessageFileFS(files, name)
			if err != nil {
				c.err = errors.Join(c.err, fmt.Errorf("i18n: %s: %w", name, err))
				continue
			}
			if mf.Tag != language.Make(lang) {
				c.err = errors.Join(c.err, fmt.Errorf("i18n: %s: loaded as language %q", name, mf.Tag))
			}
			for _, m := range mf.Messages {
				if prev, dup := from[m.ID]; dup {
					c.err = errors.Join(c.err, fmt.Errorf("i18n: %s: %q is already defined in %s", name, m.ID, prev))
				}
				from[m.ID] = name
				c.messages[lang][m.ID] = m // the bundle, too, keeps the last definition
			}
		}
	}
	return c
})

// LoadError reports a problem loading the embedded message files (nil when all
// parsed, with no message defined twice in a language). A Localizer still works
// without them: it shows message IDs.
func LoadError() error { return load().err }

// HasMessage reports whether the message files of lang (exactly; no fallback)
// define id.
func HasMessage(lang, id string) bool {
	_, ok := load().messages[lang][id]
	return ok
}

// IDs returns the message IDs defined for lang, sorted.
func IDs(lang string) []string {
	ms := load().messages[lang]
	ids := make([]string, 0, len(ms))
	for id := range ms {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Localizer renders messages in one language. It is safe for concurrent use.
type Localizer struct {
	lang string
	loc  *goi18n.Localizer
}

// New returns a Localizer for lang, "en" or "fr"; anything else gives English.
// Pass the result of Resolve for a user setting.
func New(lang string) *Localizer {
	if lang != "fr" {
		lang = "en"
	}
	return &Localizer{lang: lang, loc: goi18n.NewLocalizer(load().bundle, lang)}
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

// arg renders v when it is a message; other values pass through unchanged.
func (l *Localizer) arg(v any, depth int) any {
	switch x := v.(type) {
	case rules.Msg:
		return l.msg(x, depth+1)
	case *rules.Msg:
		if x == nil {
			return v
		}
		return l.msg(*x, depth+1)
	case []rules.Msg:
		parts := make([]string, len(x))
		for i, m := range x {
			parts[i] = l.msg(m, depth+1)
		}
		return strings.Join(parts, ", ")
	case map[string]any:
		if m, ok := rules.MsgFromJSON(x); ok {
			return l.msg(m, depth+1)
		}
	case []any:
		parts := make([]string, 0, len(x))
		for _, e := range x {
			mm, ok := e.(map[string]any)
			if !ok {
				return v
			}
			m, ok := rules.MsgFromJSON(mm)
			if !ok {
				return v
			}
			parts = append(parts, l.msg(m, depth+1))
		}
		return strings.Join(parts, ", ")
	}
	return v
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
	s, err := l.loc.Localize(cfg)
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
