package i18n

import (
	"bufio"
	"bytes"
	"regexp"
	"sort"
	"strings"
	"testing"
	"text/template"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// parseFile parses one embedded message file the way the bundle does.
func parseFile(t *testing.T, lang string) map[string]*goi18n.Message {
	t.Helper()
	name := "active." + lang + ".toml"
	data, err := files.ReadFile(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var raw map[string]any
	if _, err := toml.Decode(string(data), &raw); err != nil {
		t.Fatalf("%s is not valid TOML (a key appended twice?): %v", name, err)
	}
	b := goi18n.NewBundle(fallbackTag)
	b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	mf, err := b.ParseMessageFileBytes(data, name)
	if err != nil {
		t.Fatalf("%s: go-i18n cannot parse it: %v", name, err)
	}
	out := map[string]*goi18n.Message{}
	for _, m := range mf.Messages {
		out[m.ID] = m
	}
	return out
}

func TestFilesLoad(t *testing.T) {
	if err := LoadError(); err != nil {
		t.Fatal(err)
	}
	for _, lang := range supported {
		if len(parseFile(t, lang)) == 0 {
			t.Errorf("active.%s.toml has no messages", lang)
		}
	}
}

func TestSameKeys(t *testing.T) {
	en, fr := parseFile(t, "en"), parseFile(t, "fr")
	if d := missing(en, fr); len(d) > 0 {
		t.Errorf("in active.en.toml but not in active.fr.toml (%d):\n  %s", len(d), strings.Join(d, "\n  "))
	}
	if d := missing(fr, en); len(d) > 0 {
		t.Errorf("in active.fr.toml but not in active.en.toml (%d):\n  %s", len(d), strings.Join(d, "\n  "))
	}
}

func missing(have, other map[string]*goi18n.Message) []string {
	var d []string
	for id := range have {
		if _, ok := other[id]; !ok {
			d = append(d, id)
		}
	}
	sort.Strings(d)
	return d
}

var idRe = regexp.MustCompile(`^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$`)

// TestAppendSafe keeps the files safe for `cat >>`: no [section] headers,
// a final newline, and well-formed IDs.
func TestAppendSafe(t *testing.T) {
	for _, lang := range supported {
		name := "active." + lang + ".toml"
		data, _ := files.ReadFile(name)
		if len(data) > 0 && !bytes.HasSuffix(data, []byte("\n")) {
			t.Errorf("%s does not end with a newline: the next appended key would join the last line", name)
		}
		sc := bufio.NewScanner(bytes.NewReader(data))
		for n := 1; sc.Scan(); n++ {
			line := strings.TrimSpace(sc.Text())
			if strings.HasPrefix(line, "[") {
				t.Errorf("%s:%d: section header %q: use a one-line inline table instead", name, n, line)
			}
		}
		for id := range parseFile(t, lang) {
			if !idRe.MatchString(id) {
				t.Errorf("%s: message ID %q is not a dotted lowercase identifier", name, id)
			}
		}
	}
}

// forms returns the non-empty plural forms of a message by name.
func forms(m *goi18n.Message) map[string]string {
	f := map[string]string{}
	for name, s := range map[string]string{
		"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other,
	} {
		if s != "" {
			f[name] = s
		}
	}
	return f
}

var placeholderRe = regexp.MustCompile(`\{\{-?\s*\.([A-Za-z_][A-Za-z0-9_]*)`)

// placeholders returns the sorted set of {{.X}} names used in any form of m.
func placeholders(m *goi18n.Message) []string {
	set := map[string]bool{}
	for _, s := range forms(m) {
		for _, sm := range placeholderRe.FindAllStringSubmatch(s, -1) {
			set[sm[1]] = true
		}
	}
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func TestSamePlaceholders(t *testing.T) {
	en, fr := parseFile(t, "en"), parseFile(t, "fr")
	for id, me := range en {
		mf, ok := fr[id]
		if !ok {
			continue // reported by TestSameKeys
		}
		pe, pf := placeholders(me), placeholders(mf)
		if strings.Join(pe, ",") != strings.Join(pf, ",") {
			t.Errorf("%s: English uses {{.%s}}, French uses {{.%s}}", id,
				strings.Join(pe, "}} {{."), strings.Join(pf, "}} {{."))
		}
	}
}

func TestTemplatesParse(t *testing.T) {
	for _, lang := range supported {
		for id, m := range parseFile(t, lang) {
			fs := forms(m)
			if len(fs) == 0 {
				t.Errorf("%s %s: empty message", lang, id)
			}
			if _, ok := fs["other"]; !ok {
				t.Errorf("%s %s: no \"other\" form", lang, id)
			}
			for form, s := range fs {
				if _, err := template.New(id).Parse(s); err != nil {
					t.Errorf("%s %s (%s): bad template: %v", lang, id, form, err)
				}
			}
			if len(fs) > 1 {
				if _, ok := fs["one"]; !ok {
					t.Errorf("%s %s: plural message without a \"one\" form", lang, id)
				}
			}
		}
	}
}
