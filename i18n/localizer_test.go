package i18n

import (
	"encoding/json"
	"strings"
	"testing"

	"skald/rules"
)

func TestNewLang(t *testing.T) {
	for in, want := range map[string]string{"en": "en", "fr": "fr", "": "en", "de": "en", "FR": "en", "system": "en"} {
		if got := New(in).Lang(); got != want {
			t.Errorf("New(%q).Lang() = %q, want %q", in, got, want)
		}
	}
}

func TestT(t *testing.T) {
	en, fr := New("en"), New("fr")
	cases := []struct {
		l    *Localizer
		id   string
		kv   []any
		want string
	}{
		{en, "app.title", nil, "Skald"},
		{en, "common.cancel", nil, "Cancel"},
		{fr, "common.cancel", nil, "Annuler"},
		{fr, "lang.system", nil, "Système"},
		{en, "common.refused", []any{"Reason", "busy"}, "Not allowed: busy"},
		{fr, "common.refused", []any{"Reason", "occupé"}, "Action impossible\u00a0: occupé"},
		{en, "common.cancel", []any{"Dangling"}, "Cancel"},
	}
	for _, c := range cases {
		if got := c.l.T(c.id, c.kv...); got != c.want {
			t.Errorf("%s T(%q, %v) = %q, want %q", c.l.Lang(), c.id, c.kv, got, c.want)
		}
	}
}

func TestMissingShowsID(t *testing.T) {
	for _, l := range []*Localizer{New("en"), New("fr")} {
		if got := l.T("no.such.message", "X", 1); got != "no.such.message" {
			t.Errorf("%s: missing message gave %q", l.Lang(), got)
		}
		if got := l.N("no.such.plural", 3); got != "no.such.plural" {
			t.Errorf("%s: missing plural gave %q", l.Lang(), got)
		}
		if got := l.Msg(rules.M("no.such.msg").WithCount(2)); got != "no.such.msg" {
			t.Errorf("%s: missing Msg gave %q", l.Lang(), got)
		}
		if got := l.T(""); got != "" {
			t.Errorf("%s: empty ID gave %q", l.Lang(), got)
		}
	}
}

func TestPlural(t *testing.T) {
	cases := []struct {
		lang  string
		count int
		want  string
	}{
		{"en", 0, "0 actions"},
		{"en", 1, "1 action"},
		{"en", 2, "2 actions"},
		{"en", 1000000, "1000000 actions"},
		{"fr", 0, "0 action"},
		{"fr", 1, "1 action"},
		{"fr", 2, "2 actions"},
		{"fr", 17, "17 actions"},
		{"fr", 1000000, "1000000 actions"}, // CLDR "many", falls back to "other"
	}
	for _, c := range cases {
		if got := New(c.lang).N("app.session.actions", c.count); got != c.want {
			t.Errorf("%s N(app.session.actions, %d) = %q, want %q", c.lang, c.count, got, c.want)
		}
	}
	// Through rules.Msg, including a count that went through JSON (float64).
	if got := New("fr").Msg(rules.M("app.session.actions").WithCount(0)); got != "0 action" {
		t.Errorf("fr Msg count 0 = %q", got)
	}
	if got := New("en").Msg(rules.Msg{ID: "app.session.actions", Count: float64(3)}); got != "3 actions" {
		t.Errorf("en Msg float count = %q", got)
	}
}

func TestMsgNested(t *testing.T) {
	en, fr := New("en"), New("fr")
	inner := rules.M("app.session.actions").WithCount(2)
	m := rules.M("common.refused", "Reason", inner)
	if got, want := en.Msg(m), "Not allowed: 2 actions"; got != want {
		t.Errorf("en nested = %q, want %q", got, want)
	}
	if got, want := fr.Msg(m), "Action impossible\u00a0: 2 actions"; got != want {
		t.Errorf("fr nested = %q, want %q", got, want)
	}
	list := rules.M("common.refused", "Reason", []rules.Msg{rules.M("common.yes"), rules.M("common.no")})
	if got, want := fr.Msg(list), "Action impossible\u00a0: Oui, Non"; got != want {
		t.Errorf("fr list = %q, want %q", got, want)
	}
	ptr := rules.M("common.refused", "Reason", &rules.Msg{ID: "common.cancel"})
	if got, want := en.Msg(ptr), "Not allowed: Cancel"; got != want {
		t.Errorf("en pointer = %q, want %q", got, want)
	}
	// A stored message comes back from JSON with its argument as a plain map.
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var back rules.Msg
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if got, want := fr.Msg(back), "Action impossible\u00a0: 2 actions"; got != want {
		t.Errorf("fr after JSON = %q, want %q", got, want)
	}
	// Plain arguments are untouched; a map that is not a message stays a map.
	if got, want := en.Msg(rules.M("common.refused", "Reason", 42)), "Not allowed: 42"; got != want {
		t.Errorf("en plain = %q, want %q", got, want)
	}
	// A self-referencing argument does not loop forever.
	loop := rules.Msg{ID: "common.refused", Args: map[string]any{}}
	loop.Args["Reason"] = loop
	_ = en.Msg(loop)
}

func TestResolve(t *testing.T) {
	cases := []struct{ setting, locale, want string }{
		{"en", "fr_FR.UTF-8", "en"},
		{"fr", "en_US.UTF-8", "fr"},
		{"system", "fr_FR.UTF-8", "fr"},
		{"system", "fr_CA", "fr"},
		{"system", "fr-CA", "fr"},
		{"system", "fr", "fr"},
		{"system", "FR", "fr"},
		{"system", "fr@euro", "fr"},
		{"system", "en_GB.UTF-8", "en"},
		{"system", "de_DE", "en"},
		{"system", "C", "en"},
		{"system", "C.UTF-8", "en"},
		{"system", "POSIX", "en"},
		{"system", "", "en"},
		{"system", "french", "en"},
		{"", "fr_FR", "fr"},
		{"klingon", "en", "en"},
	}
	for _, c := range cases {
		if got := Resolve(c.setting, c.locale); got != c.want {
			t.Errorf("Resolve(%q, %q) = %q, want %q", c.setting, c.locale, got, c.want)
		}
	}
}

func TestEnvLocale(t *testing.T) {
	t.Setenv("LC_ALL", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LANG", "fr_BE.UTF-8")
	if got := Resolve("system", EnvLocale()); got != "fr" {
		t.Errorf("LANG=fr_BE.UTF-8 resolved to %q", got)
	}
	t.Setenv("LC_ALL", "en_US.UTF-8")
	if got := Resolve("system", EnvLocale()); got != "en" {
		t.Errorf("LC_ALL=en_US.UTF-8 resolved to %q", got)
	}
}

func TestLanguages(t *testing.T) {
	want := []string{"system", "en", "fr"}
	if len(Languages) != len(want) {
		t.Fatalf("Languages = %v", Languages)
	}
	for i := range want {
		if Languages[i] != want[i] {
			t.Fatalf("Languages = %v", Languages)
		}
	}
	fr := New("fr")
	if got := fr.LanguageName("system"); got != "Système" {
		t.Errorf("LanguageName(system) in French = %q", got)
	}
	if got := fr.LanguageName("en"); got != "English" {
		t.Errorf("LanguageName(en) in French = %q", got)
	}
}

func TestHasMessage(t *testing.T) {
	if !HasMessage("en", "app.title") || !HasMessage("fr", "app.session.actions") {
		t.Error("HasMessage misses a defined message")
	}
	if HasMessage("en", "no.such.message") || HasMessage("de", "app.title") {
		t.Error("HasMessage finds an undefined message")
	}
	if len(IDs("en")) == 0 {
		t.Error("IDs(en) is empty")
	}
}

func BenchmarkT(b *testing.B) {
	l := New("fr")
	for b.Loop() {
		_ = l.N("app.session.actions", 3)
	}
}

// A name the players typed reads as typed in both languages; in French the
// "de" or "que" before a name that starts with a vowel or a mute h is elided,
// at any depth and after a trip through JSON (a stored history label), and
// nothing else is touched.
func TestNamesAndElision(t *testing.T) {
	en, fr := New("en"), New("fr")
	king := func(name string) rules.Msg {
		return rules.M("althing.result.king", "Player", rules.Name(name), "Turn", 7)
	}
	if got := en.Msg(king("Anne")); got != "Anne is King of the Vikings (turn 7)." {
		t.Errorf("en: %q", got)
	}
	if got := fr.Msg(king("Anne")); got != "Anne est le Roi des Vikings (tour 7)." {
		t.Errorf("fr: %q", got)
	}
	// The messages no longer put "de" before a name (natural_test.go), but
	// elision stays for any text that does.
	for name, want := range map[string]string{
		"Anne":    "Phase d'Anne",
		"Élise":   "Phase d'Élise",
		"Hugo":    "Phase d'Hugo",
		"Marc":    "Phase de Marc",
		"Yannick": "Phase de Yannick",
	} {
		if got := elide("Phase de "+name, name); got != want {
			t.Errorf("fr phase of %s: %q, want %q", name, got, want)
		}
	}
	if got := elide("Il faut que Anne joue", "Anne"); got != "Il faut qu'Anne joue" {
		t.Errorf("que: %q", got)
	}
	// Nested in a label, read back from JSON: the names are still found.
	label := rules.M("althing.label.untrolled", "Player", rules.Name("Marc"), "Owner", rules.Name("Anne"))
	b, _ := json.Marshal(label)
	var back rules.Msg
	json.Unmarshal(b, &back)
	if got := strings.Join(namesIn(back, 0), " "); got != "Marc Anne" && got != "Anne Marc" {
		t.Errorf("names in a label read back: %q", got)
	}
	if got := fr.Msg(back); got != "Marc renvoie son Troll à Anne (Détroll)" {
		t.Errorf("fr label: %q", got)
	}
	if got := en.Msg(back); got != "Marc sends Anne's Troll home (Untroll)" {
		t.Errorf("en label: %q", got)
	}
	// A seat without a name is left as the message says it.
	if got := fr.Msg(rules.M("althing.step.phase", "Player", rules.M("althing.player", "N", 2))); got != "Phase\u00a0: Joueur 2" {
		t.Errorf("fr seat: %q", got)
	}
	if got := elide("le monde Anne", "Anne"); got != "le monde Anne" {
		t.Errorf("elided inside a word: %q", got)
	}
}
