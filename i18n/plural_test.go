package i18n

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// pluralWords are nouns and participles that agree with a count. A number
// placeholder right before one of them ("{{.N}} cartes") needs go-i18n plural
// forms, or "1 cartes" shows.
var pluralWords = []string{
	// French
	"cartes", "dés", "jouées", "joués", "choisis", "choisies", "cases", "troupes",
	"parties", "manches", "joueurs", "joueuses", "restantes", "restants",
	"symboles", "blessures", "marchandises", "Menaces", "points", "tours",
	"événements", "sessions", "campagnes", "pions", "étapes", "jetons",
	// English
	"cards", "dice", "games", "spaces", "troops", "players", "rounds",
	"symbols", "wounds", "goods", "threats", "Threats", "events", "sessions",
	"campaigns", "pawns", "stages", "tokens",
	// ("played", "chosen" and "heroes"/"héros" do not change with the count.)
}

var countBeforeNounRe = regexp.MustCompile(`\{\{-?\s*\.[A-Za-z_][A-Za-z0-9_]*\s*-?\}\}\s+(` + strings.Join(pluralWords, "|") + `)\b`)

// stillSingularOnly are the messages known to print a count before a plural
// noun without plural forms. Each counts something the rules fix above one
// (box contents, maxima) or prints a name, not a number, before the noun; the
// comments below say which. The list only shrinks: a message that is fixed
// must leave it.
var stillSingularOnly = map[string]bool{}

func init() {
	for _, id := range strings.Fields(
		// Box contents and other counts the rules fix above one: Althing deals 5
		// or 6 stage cards and lasts many turns; the Dwarves decks, Spell
		// and special Equipment cards; the Chaams level totals and the 4 or 6
		// cards a Q&A step takes.
		`althing.err.stage_count app.althing.setup.hard app.althing.setup.normal
		app.althing.thorfinn.length app.althing.thorfinn.length_hard
		dwarves.guide.adventure dwarves.guide.andokai
		dwarves.guide.book5_special dwarves.guide.equipment dwarves.guide.saga_threats
		dwarves.guide.threats qa.err.level1_out qa.err.step_different qa.err.step_identical
		qa.printed.chaams ` +
			// Maxima and minima, all above one: Round track, Action Row (at least
			// MinRowCards), Threat, wound size, import and campaign limits.
			`thorgal.err.rounds thorgal.err.row_short thorgal.err.slot thorgal.err.threat
		thorgal.err.wound_size tracker.err.import_many_events tracker.err.import_many_games
		tracker.err.player_names ` +
			// The placeholder is a name, not a number ("{{.Attr}} symbols",
			// "{{.Skill}} cards"): nothing to agree with.
			`cardgame.printed.land_attr qa.err.skills_total`) {
		stillSingularOnly[id] = true
	}
}

// A count printed before a plural noun has plural forms, and the "one" form
// does not keep the plural noun.
func TestCountsHavePluralForms(t *testing.T) {
	flagged := map[string]bool{}
	for _, lang := range supported {
		msgs := parseLang(t, lang)
		ids := make([]string, 0, len(msgs))
		for id := range msgs {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		for _, id := range ids {
			fs := forms(msgs[id])
			if len(fs) == 1 {
				m := countBeforeNounRe.FindString(fs["other"])
				if m != "" {
					flagged[id] = true
					if !stillSingularOnly[id] {
						t.Errorf("%s %s: %q without plural forms (one/other)", lang, id, m)
					}
				}
				continue
			}
			// In the singular form only the count itself matters: another
			// number ("{{.Hero}} holds {{.N}} cards: discard {{.Count}}") may
			// well be plural.
			if m := countBeforeNounRe.FindString(fs["one"]); strings.HasPrefix(m, "{{.Count}}") {
				t.Errorf("%s %s: the \"one\" form says %q", lang, id, m)
			}
		}
	}
	for id := range stillSingularOnly {
		if !flagged[id] {
			t.Errorf("%s: fixed, take it off stillSingularOnly", id)
		}
	}
}

// Every plural message renders its one and other forms with a count of 1
// and 2 and its placeholders filled, in both languages.
func TestPluralMessagesRender(t *testing.T) {
	for _, lang := range supported {
		loc := New(lang)
		for id, m := range parseLang(t, lang) {
			fs := forms(m)
			if len(fs) < 2 {
				continue
			}
			var kv []any
			for _, p := range placeholders(m) {
				kv = append(kv, p, "X")
			}
			one, two := loc.N(id, 1, kv...), loc.N(id, 2, kv...)
			if one == id || two == id || strings.Contains(one, "<no value>") || strings.Contains(two, "<no value>") {
				t.Errorf("%s %s: renders %q / %q", lang, id, one, two)
			}
			if one == two && fs["one"] != fs["other"] {
				t.Errorf("%s %s: 1 and 2 render the same: %q", lang, id, one)
			}
		}
	}
}
