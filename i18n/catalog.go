package i18n

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/BurntSushi/toml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
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

// areas name the message files of each language, <area>.<lang>.toml.
var areas = []string{"shell", "reference", "qa", "thorgal", "dwarves", "althing", "cardgame"}

// games are the areas of one game each.
var games = map[string]bool{"qa": true, "thorgal": true, "dwarves": true, "althing": true, "cardgame": true}

// areaOf returns the area whose files hold id: a game's own messages
// ("<game>.*", "app.<game>.*", "game.<game>") go with the game, the rules
// reference ("ref.*", "app.ref.*") in reference, and the rest in shell.
func areaOf(id string) string {
	first, rest, _ := strings.Cut(id, ".")
	second, _, _ := strings.Cut(rest, ".")
	switch {
	case games[first]:
		return first
	case (first == "app" || first == "game") && games[second]:
		return second
	case first == "ref" || first == "app" && second == "ref":
		return "reference"
	}
	return "shell"
}

// fileName returns the message file of area in lang.
func fileName(area, lang string) string { return area + "." + lang + ".toml" }

// areaFile is one message file parsed into a go-i18n bundle of its own.
type areaFile struct {
	loc *goi18n.Localizer
	ids map[string]struct{}
	err error // the file did not parse, or not as its language
}

// parsed holds each message file, parsed the first time one of its messages
// is rendered: Home needs the shell's messages, and a game's only once the
// game is shown, in one language, so the other files cost neither start-up
// time nor memory (all of them parsed held 3.8 MB).
var parsed = func() map[string]*lazyFile {
	m := map[string]*lazyFile{}
	for _, lang := range supported {
		for _, area := range areas {
			m[fileName(area, lang)] = &lazyFile{area: area, lang: lang}
		}
	}
	return m
}()

// lazyFile is one message file, parsed on first use.
type lazyFile struct {
	area, lang string
	once       sync.Once
	file       atomic.Pointer[areaFile] // nil until parsed
}

func (l *lazyFile) get() *areaFile {
	l.once.Do(func() { l.file.Store(parseArea(l.area, l.lang)) })
	return l.file.Load()
}

// messagesOf returns area's messages in lang (nil for an unknown language).
func messagesOf(area, lang string) *areaFile {
	if l, ok := parsed[fileName(area, lang)]; ok {
		return l.get()
	}
	return nil
}

func parseArea(area, lang string) *areaFile {
	name, tag := fileName(area, lang), language.Make(lang)
	b := goi18n.NewBundle(tag)
	b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	a := &areaFile{loc: goi18n.NewLocalizer(b, lang), ids: map[string]struct{}{}}
	mf, err := b.LoadMessageFileFS(files, name)
	if err != nil {
		a.err = fmt.Errorf("i18n: %s: %w", name, err)
		return a
	}
	if mf.Tag != tag {
		a.err = fmt.Errorf("i18n: %s: loaded as language %q", name, mf.Tag)
	}
	for _, m := range mf.Messages {
		a.ids[m.ID] = struct{}{}
	}
	return a
}

// has reports whether a (which may be nil) defines id.
func (a *areaFile) has(id string) bool {
	if a == nil {
		return false
	}
	_, ok := a.ids[id]
	return ok
}

// loadErr parses every message file of every language and checks them
// together.
var loadErr = sync.OnceValue(func() error {
	var errs error
	for _, lang := range supported {
		if len(messageFiles(lang)) == 0 {
			errs = errors.Join(errs, fmt.Errorf("i18n: no *.%s.toml message file", lang))
		}
		from := map[string]string{} // id -> the file that defined it
		for _, area := range areas {
			a, name := messagesOf(area, lang), fileName(area, lang)
			errs = errors.Join(errs, a.err)
			for _, id := range sortedIDs(a.ids) {
				if prev, dup := from[id]; dup {
					errs = errors.Join(errs, fmt.Errorf("i18n: %s: %q is already defined in %s", name, id, prev))
				}
				from[id] = name
				if areaOf(id) != area {
					errs = errors.Join(errs, fmt.Errorf("i18n: %s: %q is never shown: it belongs in %s",
						name, id, fileName(areaOf(id), lang)))
				}
			}
		}
	}
	return errs
})

// LoadError reports a problem with the embedded message files (nil when all
// parse, each message is in the file of its area and none is defined twice in
// a language). It parses them all. A Localizer still works without them: it
// shows message IDs.
func LoadError() error { return loadErr() }

// HasMessage reports whether lang's message file of id's area (exactly; no
// fallback), the one a Localizer reads, defines id.
func HasMessage(lang, id string) bool { return messagesOf(areaOf(id), lang).has(id) }

// IDs returns the message IDs defined for lang, in any of its files, sorted.
func IDs(lang string) []string {
	all := map[string]struct{}{}
	for _, area := range areas {
		if a := messagesOf(area, lang); a != nil {
			for id := range a.ids {
				all[id] = struct{}{}
			}
		}
	}
	return sortedIDs(all)
}

func sortedIDs(set map[string]struct{}) []string {
	ids := make([]string, 0, len(set))
	for id := range set {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}
