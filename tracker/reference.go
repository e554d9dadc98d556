package tracker

import (
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"skald/assets"
)

// Reference is the rules reference, searchable: the embedded entries and an
// in-memory SQLite FTS5 index of both languages' titles, keywords and bodies,
// folded by the unicode61 tokenizer so that neither case nor accents matter.
// It needs the sqlite_fts5 build tag. Safe for concurrent use.
type Reference struct {
	entries []assets.RefEntry
	byID    map[string]int
	byIcon  map[string]int
	bodies  map[string]string // "id lang" -> the body on one line
	// Problems loading the embedded files (nil when none): what loaded is kept.
	problems error

	mu   sync.Mutex
	db   *sql.DB
	rank *sql.Stmt
}

// Hit is one search result: the entry, its title in the interface language
// and an extract of the text that matched, the matching words marked.
type Hit struct {
	Entry assets.RefEntry
	// Title is the entry's title in the interface language, marked where the
	// words were found in it.
	Title []Span
	// Lang is the language the words were found in: the interface language,
	// or the other one when only that matched ("wound" in French).
	Lang string
	// Found is the title in Lang, marked, when Lang is not the interface
	// language (so the reader sees why the entry came up); nil otherwise.
	Found []Span
	// Snippet is a few words of the body in Lang around the match.
	Snippet []Span
}

// Span is a piece of text; Match marks the words the query found.
type Span struct {
	Text  string
	Match bool
}

// SpanText joins spans back into plain text.
func SpanText(spans []Span) string {
	var b strings.Builder
	for _, s := range spans {
		b.WriteString(s.Text)
	}
	return b.String()
}

// maxHits is how many entries a search returns at most.
const maxHits = 40

var (
	refOnce sync.Once
	refIdx  *Reference
	refErr  error
)

// LoadReference returns the rules reference, built on first use from the
// embedded entries and shared by every caller. The error is set only when the
// index cannot be built at all; problems in the entries are in Problems.
func LoadReference() (*Reference, error) {
	refOnce.Do(func() {
		entries, problems := assets.LoadReference()
		refIdx, refErr = NewReference(entries)
		if refIdx != nil {
			refIdx.problems = problems
		}
	})
	return refIdx, refErr
}

// NewReference indexes entries in a fresh in-memory database.
func NewReference(entries []assets.RefEntry) (*Reference, error) {
	r := &Reference{entries: entries, byID: map[string]int{}, byIcon: map[string]int{}, bodies: map[string]string{}}
	for i, e := range entries {
		r.byID[e.ID] = i
		for _, lang := range assets.RefLangs {
			r.bodies[e.ID+" "+lang] = strings.Join(e.Paragraphs(lang), " ")
		}
		if e.Topic == "icon" && e.Icon != "" {
			if _, dup := r.byIcon[e.Icon]; !dup {
				r.byIcon[e.Icon] = i
			}
		}
	}
	// One connection: an in-memory database lives and dies with it.
	db, err := sql.Open("sqlite3", "file:reference?mode=memory")
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)
	if err := r.fill(db); err != nil {
		db.Close()
		return nil, err
	}
	// Weights: id, lang, game (not indexed), then title 10, keywords 4, body 1.
	// Only ranking happens in SQLite; the few rows shown are marked in Go
	// (reference_mark.go), far cheaper than highlight() on every match.
	r.rank, err = db.Prepare(`SELECT id, lang, bm25(ref, 0, 0, 0, 10.0, 4.0, 1.0) AS score
		FROM ref WHERE ref MATCH ?1 AND (?2 = '' OR game = ?2) ORDER BY lang = ?4 DESC, score LIMIT ?3`)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("reference search: %w", err)
	}
	r.db = db
	return r, nil
}

func (r *Reference) fill(db *sql.DB) error {
	_, err := db.Exec(`CREATE VIRTUAL TABLE ref USING fts5(
		id UNINDEXED, lang UNINDEXED, game UNINDEXED, title, keywords, body,
		tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3')`)
	if err != nil {
		return fmt.Errorf("reference index (is the sqlite_fts5 build tag set?): %w", err)
	}
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	ins, err := tx.Prepare(`INSERT INTO ref (id, lang, game, title, keywords, body) VALUES (?, ?, ?, ?, ?, ?)`)
	if err != nil {
		tx.Rollback()
		return err
	}
	for _, e := range r.entries {
		for _, lang := range assets.RefLangs {
			t := e.Text(lang)
			keywords := t.Keywords + " " + topicWords[e.Topic][lang]
			if _, err := ins.Exec(e.ID, lang, e.Game, t.Title, keywords, r.bodies[e.ID+" "+lang]); err != nil {
				tx.Rollback()
				return err
			}
		}
	}
	return tx.Commit()
}

// topicWords are searched with every entry of a topic, so that "icon" finds
// the glossary and "ogotai phase" the phase.
var topicWords = map[string]map[string]string{
	"setup":     {"en": "setup", "fr": "mise en place"},
	"round":     {"en": "round", "fr": "tour"},
	"phase":     {"en": "phase step", "fr": "phase étape"},
	"action":    {"en": "action", "fr": "action"},
	"component": {"en": "component", "fr": "matériel"},
	"icon":      {"en": "icon symbol", "fr": "icône symbole"},
	"victory":   {"en": "victory defeat", "fr": "victoire défaite"},
	"edge":      {},
}

// Close frees the index. The shared reference (LoadReference) is never closed.
func (r *Reference) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.db == nil {
		return nil
	}
	r.rank.Close()
	err := r.db.Close()
	r.db = nil
	return err
}

// Problems reports what was wrong in the embedded entries (nil when nothing).
func (r *Reference) Problems() error { return r.problems }

// Entry finds an entry by ID.
func (r *Reference) Entry(id string) (assets.RefEntry, bool) {
	i, ok := r.byID[id]
	if !ok {
		return assets.RefEntry{}, false
	}
	return r.entries[i], true
}

// IconEntry finds the glossary entry of an icon (assets/icons/<icon>.svg).
func (r *Reference) IconEntry(icon string) (assets.RefEntry, bool) {
	i, ok := r.byIcon[icon]
	if !ok {
		return assets.RefEntry{}, false
	}
	return r.entries[i], true
}

// Entries lists a game's entries of one topic ("" = every game, every topic)
// in reading order: game, topic, order.
func (r *Reference) Entries(game, topic string) []assets.RefEntry {
	var out []assets.RefEntry
	for _, e := range r.entries {
		if (game == "" || e.Game == game) && (topic == "" || e.Topic == topic) {
			out = append(out, e)
		}
	}
	return out
}

// Topics lists the topics a game has entries in, in browsing order.
func (r *Reference) Topics(game string) []string {
	has := map[string]bool{}
	for _, e := range r.entries {
		if game == "" || e.Game == game {
			has[e.Topic] = true
		}
	}
	var out []string
	for _, t := range assets.RefTopics {
		if has[t] {
			out = append(out, t)
		}
	}
	return out
}

// Games lists the games that have entries, in the app's order.
func (r *Reference) Games() []string {
	var out []string
	for _, g := range assets.RefGames {
		if len(r.Entries(g, "")) > 0 {
			out = append(out, g)
		}
	}
	return out
}

// Search finds the entries that match text as it is being typed (every word a
// prefix), in one game or all (game ""), for a reader of lang. Entries that
// have every word come first, then those with some; within each, entries
// found in lang come before those found only in the other language, best
// bm25 rank first (a title counts most). Case and accents never matter.
func (r *Reference) Search(text, lang, game string) ([]Hit, error) {
	words := queryWords(text)
	if len(words) == 0 {
		return nil, nil
	}
	if lang != "fr" {
		lang = "en"
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.db == nil {
		return nil, fmt.Errorf("reference closed")
	}
	folded := make([]string, len(words))
	for i, w := range words {
		folded[i] = fold(w)
	}
	seen := map[string]bool{}
	var hits []Hit
	queries := []string{matchAll(words)}
	if some := anyWords(words); len(words) > 1 && len(some) > 0 {
		queries = append(queries, matchAny(some))
	}
	for _, q := range queries {
		found, err := r.run(q, folded, lang, game, maxHits-len(hits), seen)
		if err != nil {
			return nil, err
		}
		hits = append(hits, found...)
		if len(hits) >= maxHits {
			break
		}
	}
	return hits, nil
}

// row is one matching row: an entry in one language.
type row struct {
	id, lang string
	score    float64
}

// run runs one MATCH query and returns at most want entries not seen yet,
// the interface language's first, with words marked.
func (r *Reference) run(match string, words []string, lang, game string, want int, seen map[string]bool) ([]Hit, error) {
	rows, err := r.rank.Query(match, game, 3*maxHits, lang)
	if err != nil {
		return nil, fmt.Errorf("reference search %q: %w", match, err)
	}
	best := map[string]*row{} // per entry: its row in lang if it matched, else the other
	var order []string
	for rows.Next() {
		x := &row{}
		if err := rows.Scan(&x.id, &x.lang, &x.score); err != nil {
			rows.Close()
			return nil, err
		}
		if seen[x.id] {
			continue
		}
		old, ok := best[x.id]
		switch {
		case !ok:
			order = append(order, x.id)
			best[x.id] = x
		case old.lang != lang && x.lang == lang:
			best[x.id] = x
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := best[order[i]], best[order[j]]
		if (a.lang == lang) != (b.lang == lang) {
			return a.lang == lang
		}
		return a.score < b.score
	})
	if len(order) > want {
		order = order[:want]
	}
	var out []Hit
	for _, id := range order {
		e, ok := r.Entry(id)
		if !ok {
			continue
		}
		seen[id] = true
		x := best[id]
		found := e.Text(x.lang)
		h := Hit{Entry: e, Lang: x.lang, Snippet: snippet(r.bodies[id+" "+x.lang], words, snippetWords)}
		if x.lang == lang {
			h.Title = mark(found.Title, words)
		} else {
			h.Title = []Span{{Text: e.Text(lang).Title}}
			h.Found = mark(found.Title, words)
		}
		out = append(out, h)
	}
	return out, nil
}

// queryWords splits typed text into words the way the index does (letters
// and digits; everything else separates), lowercased. Question words ("what",
// "quand", "the") are dropped unless nothing else is left, so a whole
// question finds its entry.
func queryWords(text string) []string {
	raw := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r)
	})
	var words []string
	for _, w := range raw {
		if !stopWords[w] {
			words = append(words, w)
		}
	}
	if len(words) == 0 {
		words = raw
	}
	// Compose accents typed as two code points; keep each word once, and a
	// sentence's worth at most.
	seen := map[string]bool{}
	out := words[:0]
	for _, w := range words {
		w = norm.NFC.String(w)
		if !seen[w] && len(out) < maxWords {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// maxWords bounds a query: a question is rarely longer, and a pasted page
// must not cost more than a question.
const maxWords = 12

// matchAll is an FTS5 query that needs every word, each as a prefix.
func matchAll(words []string) string { return joinWords(words, " AND ") }

// anyWords are the words worth a query that needs only some of them: a
// one-letter word (the start of the word being typed, or an initial) matches
// nearly every entry, so it only counts where every word is needed. It keeps
// the worst query (a dozen single letters) within the search budget.
func anyWords(words []string) []string {
	var out []string
	for _, w := range words {
		if utf8.RuneCountInString(w) > 1 {
			out = append(out, w)
		}
	}
	return out
}

// matchAny is an FTS5 query that needs any of the words.
func matchAny(words []string) string { return joinWords(words, " OR ") }

// joinWords makes each word match as a prefix ("horn" finds "horned"), and
// once more as a whole word so that "horn" ranks a horn above a horned head.
func joinWords(words []string, sep string) string {
	q := make([]string, len(words))
	for i, w := range words {
		// Words hold only letters and digits: quoting makes FTS5 keywords
		// (AND, NEAR) plain words.
		q[i] = `("` + w + `" OR "` + w + `"*)`
	}
	return strings.Join(q, sep)
}

// stopWords are the question words of both languages, as typed (accents kept:
// "dé" is a die, "de" is not a word to search).
var stopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		a an and are as at be by can could do does did for from get gets got has have how
		i if in into is it its me my no not of on or our should so that the their them then
		there these this those to was we what whats when where which while who why will with
		would you your happen happens happening mean means meaning many much
		à au aux avec c ce ces cet cette combien comment d dans de des du elle elles en est et faut
		il ils j je l la le les leur leurs lorsque m ma mais me mes moi mon n ne nous on ou où
		par pas passe peut peux pour pourquoi qu quand que quel quelle quelles quels qui quoi
		s sa se ses si son sont sur t ta te tes toi ton tu un une vous y veut dire signifie
`) {
		m[w] = true
	}
	return m
}()
