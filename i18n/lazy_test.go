package i18n

import (
	"os"
	"os/exec"
	"slices"
	"testing"
)

// parsedFiles lists the message files parsed so far, sorted.
func parsedFiles() []string {
	var names []string
	for name, l := range parsed {
		if l.file.Load() != nil {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

// TestParsedOnFirstUse checks that a Localizer parses only the message files
// of the messages it renders, so Home starts with one small file parsed
// instead of fourteen. It runs in a process of its own: the other tests parse
// every file.
func TestParsedOnFirstUse(t *testing.T) {
	if os.Getenv("SKALD_I18N_LAZY_CHILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestParsedOnFirstUse$", "-test.v")
		cmd.Env = append(os.Environ(), "SKALD_I18N_LAZY_CHILD=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		return
	}
	want := func(step string, names ...string) {
		t.Helper()
		if got := parsedFiles(); !slices.Equal(got, names) {
			t.Fatalf("%s: parsed %v, want %v", step, got, names)
		}
	}
	want("at start")
	fr := New("fr")
	want("a new Localizer")
	if got, w := fr.T("app.home.new"), parseFile(t, "shell.fr.toml")["app.home.new"].Other; got != w {
		t.Fatalf("fr app.home.new = %q, want %q", got, w)
	}
	want("a shell message in French", "shell.fr.toml")
	if got, w := fr.T("game.qa"), parseFile(t, "qa.fr.toml")["game.qa"].Other; got != w {
		t.Fatalf("fr game.qa = %q, want %q", got, w)
	}
	want("a game's name", "qa.fr.toml", "shell.fr.toml")
	// Switching language parses the other language's file at once.
	if got, w := New("en").T("app.home.new"), parseFile(t, "shell.en.toml")["app.home.new"].Other; got != w {
		t.Fatalf("en app.home.new = %q, want %q", got, w)
	}
	want("the same message in English", "qa.fr.toml", "shell.en.toml", "shell.fr.toml")
	if !HasMessage("fr", "app.home.new") || HasMessage("fr", "qa.no_such_message") {
		t.Fatal("HasMessage is wrong about the files parsed")
	}
	want("HasMessage on parsed files", "qa.fr.toml", "shell.en.toml", "shell.fr.toml")
}

// TestFallbackToEnglish checks that a message missing from a French file is
// rendered from the English one, and one missing from both as its ID.
func TestFallbackToEnglish(t *testing.T) {
	saved := parsed
	t.Cleanup(func() { parsed = saved })
	parsed = map[string]*lazyFile{}
	for name, l := range saved {
		parsed[name] = l
	}
	empty := &lazyFile{area: "shell", lang: "fr"} // a French shell file with no messages
	empty.once.Do(func() {})
	empty.file.Store(&areaFile{ids: map[string]struct{}{}})
	parsed["shell.fr.toml"] = empty

	fr := New("fr")
	if got, w := fr.T("app.home.new"), parseFile(t, "shell.en.toml")["app.home.new"].Other; got != w {
		t.Errorf("fr app.home.new without a French message = %q, want the English %q", got, w)
	}
	if got := fr.T("app.home.no_such_message"); got != "app.home.no_such_message" {
		t.Errorf("a message in neither language = %q, want its ID", got)
	}
}
