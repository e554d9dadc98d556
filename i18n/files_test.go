package i18n

import (
	"bufio"
	"bytes"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"text/template"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// parseFile parses one embedded message file the way the bundle does.
func parseFile(t *testing.T, name string) map[string]*goi18n.Message {
	t.Helper()
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

// parseLang parses every message file of lang into one map. TestKeysInTheirArea
// reports a message defined in two of them.
func parseLang(t *testing.T, lang string) map[string]*goi18n.Message {
	t.Helper()
	out, _ := parseLangDup(t, lang)
	return out
}

// parseLangDup is parseLang that also returns the messages defined in more than
// one file, each as "id (in a and b)".
func parseLangDup(t *testing.T, lang string) (map[string]*goi18n.Message, []string) {
	t.Helper()
	out := map[string]*goi18n.Message{}
	from := map[string]string{}
	var dups []string
	for _, area := range areas {
		name := fileName(area, lang)
		for id, m := range parseFile(t, name) {
			if prev, dup := from[id]; dup {
				dups = append(dups, id+" (in "+prev+" and "+name+")")
			}
			from[id] = name
			out[id] = m
		}
	}
	sort.Strings(dups)
	return out, dups
}

// TestFileNames checks that the folder holds exactly one <area>.<lang>.toml
// per area and language, all embedded and loaded, and no other TOML file (one
// would be embedded but never loaded).
func TestFileNames(t *testing.T) {
	want := map[string]bool{}
	for _, lang := range supported {
		var names []string
		for _, area := range areas {
			names = append(names, fileName(area, lang))
			want[fileName(area, lang)] = true
		}
		sort.Strings(names)
		if got := messageFiles(lang); strings.Join(got, " ") != strings.Join(names, " ") {
			t.Errorf("the %s message files embedded are %v, want %v", lang, got, names)
		}
	}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".toml") {
			continue
		}
		seen[e.Name()] = true
		if !want[e.Name()] {
			t.Errorf("%s is not <area>.<lang>.toml for an area in %v and a language in %v: it is never loaded",
				e.Name(), areas, supported)
		}
	}
	for name := range want {
		if !seen[name] {
			t.Errorf("%s is missing", name)
		}
	}
}

func TestFilesLoad(t *testing.T) {
	if err := LoadError(); err != nil {
		t.Fatal(err)
	}
	for _, lang := range supported {
		for _, area := range areas {
			if len(parseFile(t, fileName(area, lang))) == 0 {
				t.Errorf("%s has no messages", fileName(area, lang))
			}
		}
		if got, want := len(IDs(lang)), len(parseLang(t, lang)); got != want {
			t.Errorf("%s: %d messages loaded, %d in the files", lang, got, want)
		}
	}
}

// TestSameKeys checks that both languages define the same keys, area by area.
func TestSameKeys(t *testing.T) {
	for _, area := range areas {
		enName, frName := fileName(area, "en"), fileName(area, "fr")
		en, fr := parseFile(t, enName), parseFile(t, frName)
		if d := missing(en, fr); len(d) > 0 {
			t.Errorf("in %s but not in %s (%d):\n  %s", enName, frName, len(d), strings.Join(d, "\n  "))
		}
		if d := missing(fr, en); len(d) > 0 {
			t.Errorf("in %s but not in %s (%d):\n  %s", frName, enName, len(d), strings.Join(d, "\n  "))
		}
	}
}

// TestKeysInTheirArea checks that each message is in the file of its area
// (areaOf) and in no other file of its language.
func TestKeysInTheirArea(t *testing.T) {
	for _, lang := range supported {
		if _, dups := parseLangDup(t, lang); len(dups) > 0 {
			t.Errorf("%s messages defined twice (%d):\n  %s", lang, len(dups), strings.Join(dups, "\n  "))
		}
		for _, area := range areas {
			var wrong []string
			for id := range parseFile(t, fileName(area, lang)) {
				if a := areaOf(id); a != area {
					wrong = append(wrong, id+" (belongs in "+fileName(a, lang)+")")
				}
			}
			sort.Strings(wrong)
			if len(wrong) > 0 {
				t.Errorf("%s holds messages of another area (%d):\n  %s",
					fileName(area, lang), len(wrong), strings.Join(wrong, "\n  "))
			}
		}
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
		for _, area := range areas {
			name := fileName(area, lang)
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
			if err := sc.Err(); err != nil {
				t.Errorf("%s: %v", name, err)
			}
			for id := range parseFile(t, name) {
				if !idRe.MatchString(id) {
					t.Errorf("%s: message ID %q is not a dotted lowercase identifier", name, id)
				}
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
	en, fr := parseLang(t, "en"), parseLang(t, "fr")
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
		for id, m := range parseLang(t, lang) {
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
