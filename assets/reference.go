package assets

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
)

// The rules reference: entries written for this project, one TOML file per
// writer under reference/ (format: /work/notes/REFERENCE_FORMAT.md), and the
// pictograms drawn for the icon glossary under icons/.
//
//go:embed reference/*.toml
var referenceFiles embed.FS

//go:embed icons/*.svg
var iconFiles embed.FS

// RefGames are the reference's games in the order the app lists them;
// "general" holds what is not one game's (how the app itself works).
var RefGames = []string{"qa", "thorgal", "dwarves", "althing", "cardgame", "general"}

// RefTopics are the topics an entry may have, in the order a game's entries
// are browsed.
var RefTopics = []string{"setup", "round", "phase", "action", "component", "icon", "victory", "edge"}

// RefLangs are the languages every entry is written in.
var RefLangs = []string{"en", "fr"}

// RefText is an entry in one language. Source says where the rule stands in
// the physical rulebook (section, and page where the book prints numbers),
// written in this language; an entry about Skald itself says so instead.
type RefText struct {
	Title    string `toml:"title"`
	Body     string `toml:"body"`
	Keywords string `toml:"keywords"`
	Source   string `toml:"source"`
}

// RefEntry is one rules-reference entry, in both languages.
type RefEntry struct {
	ID    string   `toml:"id"`
	Game  string   `toml:"game"`
	Topic string   `toml:"topic"`
	Order int      `toml:"order"`
	Icon  string   `toml:"icon"`
	See   []string `toml:"see"`
	EN    RefText  `toml:"en"`
	FR    RefText  `toml:"fr"`
	// File is the reference file the entry came from, for error messages.
	File string `toml:"-"`
}

// Text is the entry in lang ("fr" for French, English otherwise).
func (e RefEntry) Text(lang string) RefText {
	if lang == "fr" {
		return e.FR
	}
	return e.EN
}

// Paragraphs splits the entry's body in lang at blank lines, each paragraph's
// lines joined into one (the files wrap long lines).
func (e RefEntry) Paragraphs(lang string) []string {
	var out []string
	for _, p := range strings.Split(strings.ReplaceAll(e.Text(lang).Body, "\r\n", "\n"), "\n\n") {
		lines := strings.Fields(strings.ReplaceAll(p, "\n", " "))
		if len(lines) > 0 {
			out = append(out, strings.Join(lines, " "))
		}
	}
	return out
}

// refFile is one reference file as written.
type refFile struct {
	Entry []RefEntry `toml:"entry"`
}

// LoadReference parses every embedded reference file and returns the entries
// sorted by game, topic and order. It returns every entry it could read
// together with the problems found (nil when none): a file that is not valid
// TOML, an unknown field, game or topic, a duplicate ID, an ID outside its
// game, a missing title, body or source, a "see" link or an icon that does not
// exist.
// The app shows what loaded; the tests demand no problem at all.
func LoadReference() ([]RefEntry, error) {
	names, err := fs.Glob(referenceFiles, "reference/*.toml")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var all []RefEntry
	var errs []error
	for _, name := range names {
		data, err := referenceFiles.ReadFile(name)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		entries, err := parseReference(path.Base(name), data)
		if err != nil {
			errs = append(errs, err)
		}
		all = append(all, entries...)
	}
	all, problems := checkReference(all)
	errs = append(errs, problems...)
	sortReference(all)
	return all, errors.Join(errs...)
}

// parseReference reads one file. A file that does not parse gives no entry;
// an unknown key is reported but the entries are kept.
func parseReference(file string, data []byte) ([]RefEntry, error) {
	var f refFile
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	for i := range f.Entry {
		f.Entry[i].File = file
	}
	if und := md.Undecoded(); len(und) > 0 {
		keys := make([]string, len(und))
		for i, k := range und {
			keys[i] = k.String()
		}
		return f.Entry, fmt.Errorf("%s: unknown keys %s", file, strings.Join(keys, ", "))
	}
	return f.Entry, nil
}

// checkReference drops entries that cannot be shown (no ID, a duplicate ID,
// an unknown game or topic) and reports every problem.
func checkReference(in []RefEntry) ([]RefEntry, []error) {
	var errs []error
	bad := func(e RefEntry, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: entry %q: %s", e.File, e.ID, fmt.Sprintf(format, args...)))
	}
	seen := map[string]RefEntry{}
	var out []RefEntry
	for _, e := range in {
		switch {
		case e.ID == "":
			bad(e, "no id")
			continue
		case !contains(RefGames, e.Game):
			bad(e, "unknown game %q", e.Game)
			continue
		case !contains(RefTopics, e.Topic):
			bad(e, "unknown topic %q", e.Topic)
			continue
		}
		if first, dup := seen[e.ID]; dup {
			bad(e, "id already used in %s", first.File)
			continue
		}
		seen[e.ID] = e
		if !strings.HasPrefix(e.ID, e.Game+".") {
			bad(e, "the id must start with %q", e.Game+".")
		}
		for _, lang := range RefLangs {
			t := e.Text(lang)
			if strings.TrimSpace(t.Title) == "" {
				bad(e, "no %s title", lang)
			}
			if strings.TrimSpace(t.Body) == "" {
				bad(e, "no %s body", lang)
			}
			if strings.TrimSpace(t.Source) == "" {
				bad(e, "no %s source (where the rulebook says it)", lang)
			}
		}
		if e.Icon != "" && !HasIcon(e.Icon) {
			bad(e, "icon %q is not in assets/icons", e.Icon)
		}
		if e.Topic == "icon" && e.Icon == "" {
			bad(e, "a glossary entry (topic icon) needs its icon")
		}
		out = append(out, e)
	}
	for _, e := range out {
		for _, s := range e.See {
			if _, ok := seen[s]; !ok {
				bad(e, "see %q: no such entry", s)
			}
		}
	}
	return out, errs
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return len(list)
}

// sortReference orders entries by game, topic, order, then ID.
func sortReference(es []RefEntry) {
	sort.SliceStable(es, func(i, j int) bool {
		a, b := es[i], es[j]
		if ga, gb := indexOf(RefGames, a.Game), indexOf(RefGames, b.Game); ga != gb {
			return ga < gb
		}
		if ta, tb := indexOf(RefTopics, a.Topic), indexOf(RefTopics, b.Topic); ta != tb {
			return ta < tb
		}
		if a.Order != b.Order {
			return a.Order < b.Order
		}
		return a.ID < b.ID
	})
}

// HasIcon reports whether icons/<name>.svg exists.
func HasIcon(name string) bool {
	_, err := fs.Stat(iconFiles, "icons/"+name+".svg")
	return err == nil && !strings.ContainsAny(name, "/*?[")
}

// IconSVGNamed is the SVG drawn for a glossary icon, e.g. "qa-die-black".
func IconSVGNamed(name string) ([]byte, bool) {
	if strings.ContainsAny(name, "/*?[") {
		return nil, false
	}
	data, err := iconFiles.ReadFile("icons/" + name + ".svg")
	return data, err == nil
}

// IconNames lists every glossary icon (file names without .svg), sorted.
func IconNames() []string {
	names, _ := fs.Glob(iconFiles, "icons/*.svg")
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = strings.TrimSuffix(path.Base(n), ".svg")
	}
	sort.Strings(out)
	return out
}
