package tracker

import (
	"strings"
	"testing"

	"skald/assets"
)

func reference(t testing.TB) *Reference {
	t.Helper()
	r, err := LoadReference()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// question is something a player asks mid-game, typed as they would type it,
// in the reference of the game on the table (game "" = opened from Home, all
// games), and the entry that answers it.
type question struct {
	lang, game, text, want string
}

// questions asked at the table; each must bring its answer first. Qâ and the
// icon glossary for now; each game's questions join when its entries land.
var questions = []question{
	{"en", "qa", "what happens when there are fewer white dice than the black die asks", "qa.edge.take_rest"},
	{"fr", "qa", "il reste moins de dés blancs que ce que demande le dé noir", "qa.edge.take_rest"},
	{"en", "qa", "take what is left", "qa.edge.take_rest"},
	{"fr", "qa", "prendre ce qui reste", "qa.edge.take_rest"},
	{"en", "qa", "can I have more than 10 skill cards", "qa.edge.hand_limit"},
	{"fr", "qa", "combien de cartes compétence au maximum en main", "qa.edge.hand_limit"},
	{"en", "qa", "what does the crown on the black die mean", "qa.icon.ogotai"},
	{"fr", "qa", "que fait la face couronne du dé noir", "qa.icon.ogotai"},
	{"en", "qa", "where can I put a chaams card", "qa.chaams"},
	{"fr", "qa", "où poser une carte chaams", "qa.chaams"},
	{"en", "qa", "how do we win", "qa.victory"},
	{"fr", "qa", "comment gagner la partie", "qa.victory"},
	{"en", "qa", "what happens when Ogotai reaches the last space", "qa.ogotai"},
	{"fr", "qa", "Ogotaï atteint la dernière case de la piste", "qa.ogotai"},
	{"fr", "qa", "combien de dés voyage pour découvrir le laboratoire", "qa.edge.two_dice"},
	{"en", "qa", "how do I remove a chaams", "qa.action.remove"},
	{"fr", "qa", "comment éliminer un chaams", "qa.action.remove"},
	{"en", "qa", "tanatloc swap cards", "qa.action.tanatloc"},
	{"fr", "qa", "échanger des cartes avec un autre héros", "qa.action.tanatloc"},
	{"en", "qa", "what is the mandatory step on mayaxatl", "qa.action.step"},
	{"fr", "qa", "étape obligatoire polyvalence", "qa.action.step"},
	{"en", "qa", "ogotai has nowhere to put a chaams", "qa.edge.no_free_lieu"},
	{"fr", "qa", "tous les lieux découverts ont déjà un chaams", "qa.edge.no_free_lieu"},
	{"en", "qa", "chaams pile empty all 18 on lieux", "qa.edge.all_chaams"},
	{"en", "qa", "can a hero go back", "qa.edge.no_backwards"},
	{"fr", "qa", "un héros peut-il reculer", "qa.edge.no_backwards"},
	{"en", "qa", "does the first player change", "qa.edge.first_player"},
	{"fr", "qa", "le premier joueur change-t-il", "qa.edge.first_player"},
	{"en", "qa", "must I take a chaams die", "qa.edge.forced"},
	{"fr", "qa", "obligé de prendre un dé chaams", "qa.edge.forced"},
	{"en", "qa", "two players how many heroes", "qa.setup.heroes"},
	{"fr", "qa", "combien de héros à deux joueurs", "qa.setup.heroes"},
	{"en", "qa", "harder variant level 3", "qa.setup.level3"},
	{"fr", "qa", "variante difficile niveau 3", "qa.setup.level3"},
	{"fr", "qa", "utiliser 3 compétences comme voyage", "qa.edge.skill3_travel"},
	{"en", "", "what is the spiral icon", "thorgal.icon.fate"},
	{"en", "", "impassable border", "thorgal.icon.border_impassable"},
	{"fr", "", "frontière infranchissable", "thorgal.icon.border_impassable"},
	{"en", "", "sixth threat", "thorgal.edge.sixth_threat"},
	{"en", "", "red warning triangle", "thorgal.icon.threat"},
	{"fr", "", "ennemi massif", "thorgal.icon.enemy_massive"},
	{"en", "", "doom marker", "dwarves.icon.doom_marker"},
	{"fr", "", "marqueur fatalité", "dwarves.icon.doom_marker"},
	{"en", "", "speed check", "dwarves.icon.speed"},
	{"fr", "", "test d'artisanat", "dwarves.icon.craft"},
	{"en", "", "what does the gold nugget do", "althing.icon.gold"},
	{"en", "", "storm troll stormur", "althing.icon.storm"},
	{"fr", "", "hache voler une carte", "althing.icon.axe"},
	{"en", "", "what does the horn icon mean", "cardgame.icon.horn"},
	{"fr", "", "marqueur d'épuisement", "cardgame.icon.exhaustion"},
	{"fr", "", "mode table", "general.table_mode"},
	{"en", "", "undo a mistake", "general.undo"},
	{"en", "", "the app asks a printed value", "general.printed"},
	// Thorgal, in its own reference.
	{"en", "thorgal", "what if a character gets a sixth threat", "thorgal.edge.sixth_threat"},
	{"fr", "thorgal", "que se passe-t-il avec une sixième menace", "thorgal.edge.sixth_threat"},
	{"en", "thorgal", "the wound does not fit anywhere", "thorgal.edge.no_room"},
	{"fr", "thorgal", "la blessure ne rentre nulle part", "thorgal.edge.no_room"},
	{"en", "thorgal", "how do I heal wounds", "thorgal.wounds.heal"},
	{"fr", "thorgal", "comment soigner une blessure", "thorgal.wounds.heal"},
	{"en", "thorgal", "no terrain card left to draw", "thorgal.edge.terrain_out"},
	{"fr", "thorgal", "expérience déjà au niveau 7", "thorgal.edge.seven"},
	// The Dwarves.
	{"en", "dwarves", "what does Blacksaddle do", "dwarves.blacksaddle"},
	{"fr", "dwarves", "que fait la selle noire", "dwarves.blacksaddle"},
	{"en", "dwarves", "how many actions on my turn", "dwarves.actions"},
	{"fr", "dwarves", "combien d'actions pendant mon tour", "dwarves.actions"},
	{"en", "dwarves", "no perished land tile left", "dwarves.tiles_out"},
	{"fr", "dwarves", "plus de tuile terre morte", "dwarves.tiles_out"},
	// Althing.
	{"en", "althing", "when do hands grow to five cards", "althing.edge.veteran"},
	{"fr", "althing", "quand les mains passent à cinq cartes", "althing.edge.veteran"},
	{"en", "althing", "can I have six cards in hand", "althing.edge.hand_six"},
	{"fr", "althing", "où vont les trolls", "althing.edge.troll_return"},
	{"en", "althing", "two players on the last card", "althing.edge.tie"},
	{"fr", "althing", "combien d'étapes par phase", "althing.edge.one_stage"},
	// The card game.
	{"en", "cardgame", "one attribute short on a journey", "cardgame.edge.one_short"},
	{"fr", "cardgame", "un attribut insuffisant pendant le voyage", "cardgame.edge.one_short"},
	{"en", "cardgame", "in what order is upkeep paid", "cardgame.edge.upkeep_order"},
	{"fr", "cardgame", "dans quel ordre payer l'entretien", "cardgame.edge.upkeep_order"},
	{"en", "cardgame", "swap roles at dusk", "cardgame.dusk.swap"},
	{"fr", "cardgame", "échanger les rôles au crépuscule", "cardgame.dusk.swap"},
	// From Home, across all games, asked in the other language's word.
	{"fr", "", "blacksaddle", "dwarves.blacksaddle"},
	{"en", "", "selle noire", "dwarves.blacksaddle"},
}

func TestSearchAnswersQuestions(t *testing.T) {
	r := reference(t)
	langs := map[string]int{}
	for _, q := range questions {
		langs[q.lang]++
		if _, ok := r.Entry(q.want); !ok {
			t.Errorf("%q: the expected entry %s does not exist", q.text, q.want)
			continue
		}
		hits, err := r.Search(q.text, q.lang, q.game)
		if err != nil {
			t.Fatalf("%q: %v", q.text, err)
		}
		if len(hits) == 0 || hits[0].Entry.ID != q.want {
			t.Errorf("%s %q: first hits %v, want %s first", q.lang, q.text, hitIDs(hits, 4), q.want)
		}
	}
	if len(questions) < 30 || langs["en"] < 10 || langs["fr"] < 10 {
		t.Errorf("%d questions (%v): want at least 30, in both languages", len(questions), langs)
	}
}

func hitIDs(hits []Hit, n int) []string {
	var out []string
	for i, h := range hits {
		if i == n {
			break
		}
		out = append(out, h.Entry.ID)
	}
	return out
}

// TestSearchIgnoresAccentsAndCase: "ogotai" finds "Ogotaï", "fatigue" finds
// "fatigué", capitals change nothing.
func TestSearchIgnoresAccentsAndCase(t *testing.T) {
	r := reference(t)
	for _, c := range []struct{ lang, text, inText string }{
		{"fr", "ogotai", "Ogotaï"},
		{"en", "OGOTAÏ", "Ogotaï"},
		{"fr", "fatigue", "fatigué"},
		{"fr", "deesse", "Déesse"},
		{"fr", "ELIMINER", "Éliminer"},
		{"en", "qa", "Qâ"},
	} {
		hits, err := r.Search(c.text, c.lang, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(hits) == 0 {
			t.Errorf("%q finds nothing", c.text)
			continue
		}
		e := hits[0].Entry.Text(hits[0].Lang)
		if !strings.Contains(e.Title+e.Body+e.Keywords, c.inText) {
			t.Errorf("%q: first hit %s has no %q", c.text, hits[0].Entry.ID, c.inText)
		}
		if !marked(hits[0].Title) && !marked(hits[0].Found) && !marked(hits[0].Snippet) {
			t.Errorf("%q: nothing is marked in the first hit %+v", c.text, hits[0])
		}
	}
}

func marked(spans []Span) bool {
	for _, s := range spans {
		if s.Match {
			return true
		}
	}
	return false
}

// TestSearchOtherLanguage: an English word searched in French finds the
// French entry, titled in French, and says where the word was found.
func TestSearchOtherLanguage(t *testing.T) {
	r := reference(t)
	hits, err := r.Search("wound", "fr", "")
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) == 0 {
		t.Fatal(`"wound" in French finds nothing`)
	}
	h := hits[0]
	if !strings.HasPrefix(SpanText(h.Title), "Blessure") || h.Lang != "en" {
		t.Errorf(`"wound" in French: first hit %q found in %q, want a Blessure entry found in English`, SpanText(h.Title), h.Lang)
	}
	if !marked(h.Found) || !strings.Contains(SpanText(h.Found), "Wound") {
		t.Errorf("the English title is not shown marked: %+v", h.Found)
	}
	// Words of the interface language come first: "combat" is a word of both
	// languages, so every hit is found in French.
	hits, _ = r.Search("combat", "fr", "qa")
	for _, h := range hits {
		if h.Lang != "fr" {
			t.Errorf(`"combat" in French: %s found in %s`, h.Entry.ID, h.Lang)
		}
	}
}

// TestSearchAsYouType: every prefix of a word already finds its entries, the
// marks covering whole words.
func TestSearchAsYouType(t *testing.T) {
	r := reference(t)
	for _, typed := range []string{"t", "ta", "tan", "tana", "tanat", "tanatloc"} {
		hits, err := r.Search(typed, "en", "qa")
		if err != nil {
			t.Fatal(err)
		}
		if len(hits) == 0 {
			t.Errorf("%q finds nothing", typed)
		}
	}
	hits, _ := r.Search("tanat", "en", "")
	if len(hits) == 0 || !strings.Contains(strings.ToLower(SpanText(hits[0].Title)), "tanatloc") {
		t.Fatalf(`"tanat": first hits %v`, hitIDs(hits, 3))
	}
	for _, s := range hits[0].Title {
		if s.Match && s.Text != "Tanatloc" {
			t.Errorf("marked %q, want the whole word Tanatloc", s.Text)
		}
	}
}

func TestSearchOneGame(t *testing.T) {
	r := reference(t)
	all, _ := r.Search("combat", "en", "")
	games := map[string]bool{}
	for _, h := range all {
		games[h.Entry.Game] = true
	}
	if !games["qa"] || !games["thorgal"] {
		t.Errorf(`"combat" over all games found only %v`, games)
	}
	one, _ := r.Search("combat", "en", "thorgal")
	if len(one) == 0 {
		t.Fatal(`"combat" in Thorgal finds nothing`)
	}
	for _, h := range one {
		if h.Entry.Game != "thorgal" {
			t.Errorf("searching Thorgal found %s", h.Entry.ID)
		}
	}
}

// TestSearchOddInput: nothing to search gives nothing; quotes, stars and
// FTS5 operators are plain text, never a syntax error.
func TestSearchOddInput(t *testing.T) {
	r := reference(t)
	for _, q := range []string{"", "   ", "?!", "«»"} {
		hits, err := r.Search(q, "en", "")
		if err != nil || len(hits) != 0 {
			t.Errorf("%q: %d hits, %v", q, len(hits), err)
		}
	}
	for _, q := range []string{`"`, `ogotai"`, "NEAR(", "dice AND", "OR", "*", "col:x", "-die", "x^y", "NOT die", strings.Repeat("long ", 200)} {
		if _, err := r.Search(q, "en", ""); err != nil {
			t.Errorf("%q: %v", q, err)
		}
	}
	if hits, _ := r.Search("zzqqxxj", "en", ""); len(hits) != 0 {
		t.Errorf("nonsense found %v", hitIDs(hits, 3))
	}
}

// TestSearchQuestionWords: a question's own words ("what", "quand") do not
// hide its subject, and a search of only such words still runs.
func TestSearchQuestionWords(t *testing.T) {
	if got := strings.Join(queryWords("What happens when the Goddess shows?"), " "); got != "goddess shows" {
		t.Errorf("queryWords = %q", got)
	}
	if got := strings.Join(queryWords("que se passe-t-il quand"), " "); got != "que se passe t il quand" {
		t.Errorf("only question words: queryWords = %q", got)
	}
	if got := strings.Join(queryWords("dé de"), " "); got != "dé" {
		t.Errorf("a die (dé) is not a question word: %q", got)
	}
}

func TestMark(t *testing.T) {
	got := mark("Ogotaï's war, d'Ogotaï!", []string{"ogot", "war"})
	want := []Span{{"Ogotaï", true}, {"'s ", false}, {"war", true}, {", d'", false}, {"Ogotaï", true}, {"!", false}}
	if len(got) != len(want) {
		t.Fatalf("mark = %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("span %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	text := "one two three four five six seven eight nine ten eleven twelve"
	s := snippet(text, []string{"nine"}, 4)
	if got := SpanText(s); got != "…six seven eight nine…" {
		t.Errorf("snippet = %q", got)
	}
	if got := SpanText(snippet(text, []string{"two"}, 3)); got != "one two three…" {
		t.Errorf("snippet at the start = %q", got)
	}
	if got := SpanText(snippet(text, []string{"twelve"}, 3)); got != "…ten eleven twelve" {
		t.Errorf("snippet at the end = %q", got)
	}
	if got := SpanText(snippet(text, []string{"zzz"}, 2)); got != "one two…" {
		t.Errorf("snippet without a match = %q", got)
	}
}

func TestReferenceBrowse(t *testing.T) {
	r := reference(t)
	if p := r.Problems(); p != nil {
		t.Errorf("the embedded reference has problems:\n%v", p)
	}
	if e, ok := r.IconEntry("qa-die-ogotai"); !ok || e.ID != "qa.icon.ogotai" {
		t.Errorf("IconEntry(qa-die-ogotai) = %s, %v", e.ID, ok)
	}
	if _, ok := r.IconEntry("nothing"); ok {
		t.Error("IconEntry finds an icon that does not exist")
	}
	topics := r.Topics("qa")
	if len(topics) < 6 || topics[0] != "setup" || topics[len(topics)-1] != "edge" {
		t.Errorf("Qâ topics = %v", topics)
	}
	prev := -1
	for _, e := range r.Entries("qa", "edge") {
		if e.Game != "qa" || e.Topic != "edge" || e.Order < prev {
			t.Errorf("Entries(qa, edge) holds %s (order %d after %d)", e.ID, e.Order, prev)
		}
		prev = e.Order
	}
	if g := r.Games(); len(g) == 0 || g[0] != "qa" || g[len(g)-1] != "general" {
		t.Errorf("Games = %v", g)
	}
	var count int
	if err := r.db.QueryRow(`SELECT count(*) FROM ref`).Scan(&count); err != nil || count != 2*len(r.Entries("", "")) {
		t.Errorf("the index holds %d rows for %d entries (%v)", count, len(r.Entries("", "")), err)
	}
}

// TestNewReferenceClose: a private index answers, then refuses once closed.
func TestNewReferenceClose(t *testing.T) {
	e := assets.RefEntry{ID: "general.x", Game: "general", Topic: "edge",
		EN: assets.RefText{Title: "Shield wall", Body: "Stand together."},
		FR: assets.RefText{Title: "Mur de boucliers", Body: "Serrez les rangs."}}
	r, err := NewReference([]assets.RefEntry{e})
	if err != nil {
		t.Fatal(err)
	}
	hits, err := r.Search("rangs", "en", "")
	if err != nil || len(hits) != 1 || hits[0].Lang != "fr" || SpanText(hits[0].Title) != "Shield wall" {
		t.Fatalf("hits %+v, %v", hits, err)
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Search("wall", "en", ""); err == nil {
		t.Error("a closed reference still searches")
	}
}
