package assets

import (
	"bytes"
	"encoding/xml"
	"regexp"
	"strings"
	"testing"

	"github.com/fyne-io/oksvg"
)

// scaleOneArg is scale(x) without a y.
var scaleOneArg = regexp.MustCompile(`scale\(\s*[-0-9.]+\s*\)`)

// TestReferenceLoads demands a reference without a single problem: every file
// parses with known keys only, IDs are unique and inside their game, every
// entry has a title, a body and a source in English and in French, every
// "see" link and every icon exists.
func TestReferenceLoads(t *testing.T) {
	entries, err := LoadReference()
	if err != nil {
		t.Fatalf("the reference has problems:\n%v", err)
	}
	if len(entries) < 50 {
		t.Fatalf("only %d entries loaded", len(entries))
	}
	for _, e := range entries {
		for _, lang := range RefLangs {
			if len(e.Paragraphs(lang)) == 0 {
				t.Errorf("%s: no %s paragraph", e.ID, lang)
			}
		}
	}
}

// TestEveryIconHasAnEntry checks the glossary both ways: each SVG in
// assets/icons has a glossary entry (topic icon) naming it, of its own game,
// and each is a 64×64 drawing without text or external references.
func TestEveryIconHasAnEntry(t *testing.T) {
	entries, _ := LoadReference()
	glossary := map[string]RefEntry{}
	for _, e := range entries {
		if e.Topic == "icon" {
			if prev, dup := glossary[e.Icon]; dup {
				t.Errorf("icon %s has two glossary entries: %s and %s", e.Icon, prev.ID, e.ID)
			}
			glossary[e.Icon] = e
		}
	}
	names := IconNames()
	if len(names) < 60 {
		t.Fatalf("only %d icons", len(names))
	}
	for _, name := range names {
		e, ok := glossary[name]
		if !ok {
			t.Errorf("icons/%s.svg has no glossary entry (topic \"icon\", icon = %q)", name, name)
			continue
		}
		if game, _, _ := strings.Cut(name, "-"); game != e.Game {
			t.Errorf("icons/%s.svg is explained by %s, an entry of another game", name, e.ID)
		}
		data, _ := IconSVGNamed(name)
		checkSVG(t, name, data)
	}
}

func checkSVG(t *testing.T, name string, data []byte) {
	t.Helper()
	var root struct {
		XMLName xml.Name
		ViewBox string `xml:"viewBox,attr"`
	}
	if err := xml.Unmarshal(data, &root); err != nil {
		t.Errorf("%s.svg is not XML: %v", name, err)
		return
	}
	if root.XMLName.Local != "svg" || root.ViewBox != "0 0 64 64" {
		t.Errorf("%s.svg: root <%s viewBox=%q>, want <svg viewBox=\"0 0 64 64\">", name, root.XMLName.Local, root.ViewBox)
	}
	// The app draws icons with oksvg, stricter than most renderers (a
	// one-argument scale() flattens, an 8-digit colour is refused).
	if _, err := oksvg.ReadIconStream(bytes.NewReader(data)); err != nil {
		t.Errorf("%s.svg: oksvg cannot draw it: %v", name, err)
	}
	if bytes.Contains(data, []byte("scale(")) && scaleOneArg.Match(data) {
		t.Errorf("%s.svg: scale() with one argument is drawn flat by oksvg", name)
	}
	// Text would need a font the renderer lacks; links and colours taken from
	// the theme would not read the same on light and dark backgrounds.
	for _, bad := range []string{"<text", "href", "currentColor", "<image"} {
		if bytes.Contains(data, []byte(bad)) {
			t.Errorf("%s.svg uses %s", name, bad)
		}
	}
}

func TestIconNamesAreSafe(t *testing.T) {
	if HasIcon("../icon") || HasIcon("*") {
		t.Error("HasIcon accepts a path or a pattern")
	}
	if _, ok := IconSVGNamed("qa-die-take1"); !ok {
		t.Error("qa-die-take1 is missing")
	}
}

// TestCheckReferenceFindsProblems feeds the checker broken entries: a test
// that cannot fail on bad data would prove nothing about the real files.
func TestCheckReferenceFindsProblems(t *testing.T) {
	good := RefEntry{ID: "qa.x", Game: "qa", Topic: "edge", File: "t.toml",
		EN: RefText{Title: "T", Body: "B", Source: "S"}, FR: RefText{Title: "T", Body: "B", Source: "S"}}
	cases := map[string]func(e *RefEntry){
		"unknown game":   func(e *RefEntry) { e.Game = "chess" },
		"unknown topic":  func(e *RefEntry) { e.Topic = "lore" },
		"no french body": func(e *RefEntry) { e.FR.Body = " " },
		"no title":       func(e *RefEntry) { e.EN.Title = "" },
		"no source":      func(e *RefEntry) { e.EN.Source = "" },
		"no fr source":   func(e *RefEntry) { e.FR.Source = "\t" },
		"broken see":     func(e *RefEntry) { e.See = []string{"qa.nowhere"} },
		"missing icon":   func(e *RefEntry) { e.Icon = "qa-nothing" },
		"icon topic":     func(e *RefEntry) { e.Topic = "icon" },
		"foreign id":     func(e *RefEntry) { e.ID = "thorgal.x" },
	}
	for name, breakIt := range cases {
		e := good
		breakIt(&e)
		if _, errs := checkReference([]RefEntry{e}); len(errs) == 0 {
			t.Errorf("%s: not reported", name)
		}
	}
	if _, errs := checkReference([]RefEntry{good, good}); len(errs) != 1 {
		t.Errorf("a duplicate ID gives %d problems, want 1", len(errs))
	}
	if _, errs := checkReference([]RefEntry{good}); len(errs) != 0 {
		t.Errorf("a good entry is reported: %v", errs)
	}
	if _, err := parseReference("t.toml", []byte("[[entry]]\nid = \"qa.x\"\ntitel = \"x\"\n")); err == nil {
		t.Error("an unknown key is not reported")
	}
	if _, err := parseReference("t.toml", []byte("[[entry]\n")); err == nil {
		t.Error("invalid TOML is not reported")
	}
}

func TestParagraphs(t *testing.T) {
	e := RefEntry{EN: RefText{Body: "One line\nwrapped.\n\n\nTwo.\n"}}
	got := e.Paragraphs("en")
	if len(got) != 2 || got[0] != "One line wrapped." || got[1] != "Two." {
		t.Errorf("Paragraphs = %q", got)
	}
}
