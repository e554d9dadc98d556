package i18n

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The messages must read naturally whatever goes into them: a hero or a
// player whose name starts with a vowel ("Aaricia", "Andôkai"), and a count of
// 0, 1, 2 or 5. TestNamesAndCountsReadNaturally renders every message (the
// rules reference excepted: its entries are checked with the reference) with
// such names and counts, in both languages, and reads what comes out.
//
// A placeholder's name says what it holds (the code passes the same kind of
// value under the same name everywhere):
//   - nameHolders: a name that may start with a vowel (a hero, a character, a
//     player, a Viking, a Lieu, a land…). It gets vowel and consonant names.
//   - textHolders: a phrase or a list the code builds ("Combat 2, Esquive 1",
//     a reason, a date), or a name from a fixed set that starts with a
//     consonant (Thorgal's tracks Combat and Voyage, the Dwarves' gates
//     "Porte I"… and dragons). It gets a neutral word.
//   - any other placeholder holds a number. It gets 0, 1, 2 and 5.
//
// Messages print their count as {{.Count}}, the number that selects the
// plural form: a number that a noun or a participle agrees with ("{{.Count}}
// cartes", "{{.Count}} jouées") is always {{.Count}}, and a message that
// prints one has plural forms in both languages. Any other number stands
// where nothing agrees with it: after a label ("défausse : {{.Discard}}"), in
// "{{.N}} sur {{.Total}}", "Manche {{.Round}}".

// nameHolders are the placeholders that hold a name (see above).
var nameHolders = setOf(`Hero Player Name Character Owner Target By Who Winner
	Conqueror Destiny Bane Other Opponent With Viking Stage Land Lieu To Skill
	Players Owners Names Faction Enemy Place Hex Tile Card Item Trick Dodge Deck
	Resource Good Symbol Adventure Campaign Game Title Stages Lieux Heroes
	Vikings`)

// textHolders are the placeholders that hold a phrase, a list or a date.
var textHolders = setOf(`Action Act Reason Text Rule Cards Dice Kept Faces Black
	White Give Get Effect Cause What Why When Where Date Time Status Detail
	Question Answer Value Values Label Line List Icon Kind Key ID Mode Step Phase
	Path Placeholder Placeholders Version Error Query Arg Schema Counts Actions
	Games Books Parts Lands Symbols Result Loses Then Last Start Chance Gap Short
	Requirement Right Side Troops Placed Mark Marker Face Attr Needs Power Track
	Gate Dragon`)

// holderOverrides give, message by message, the kind of a placeholder whose
// name holds another kind elsewhere: "Lieu=number" where the message takes a
// Lieu's number rather than its name.
var holderOverrides = map[string]string{
	"qa.printed.start":                "Heroes=number",
	"qa.learned.start":                "Heroes=number",
	"qa.printed.lieu_name":            "Lieu=number",
	"qa.learned.lieu_name":            "Lieu=number",
	"qa.printed.lieu_rename":          "Lieu=number",
	"app.qa.hero_head":                "Player=number",
	"app.qa.turn_hero_round":          "Player=number",
	"althing.campaign.game":           "Players=number",
	"app.cardgame.calc_parts":         "Bane=number Land=number Opponent=number",
	"app.cardgame.calc_parts_alone":   "Bane=number Land=number",
	"app.cardgame.attrs":              "Power=number",
	"app.dwarves.sheet.check_open":    "Target=number",
	"app.dwarves.sheet.check_result":  "Target=number",
	"app.dwarves.turn.check":          "Target=number",
	"app.dwarves.turn.check_persist":  "Target=number",
	"app.dwarves.sheet.dispatch_need": "To=number",
	"app.dwarves.sheet.dispatch_ok":   "To=number",
	"thorgal.label.swap":              "To=number",
	"app.thorgal.chip_from":           "Card=number",
	"app.thorgal.chip_under":          "Card=number",
	"app.thorgal.chip_which_hint":     "Card=number",
	"thorgal.err.same_card":           "Card=number",
	"thorgal.label.chip":              "Card=number",
	"thorgal.label.chip_moved":        "Card=number",
	// The Recruitment die of a troop kind ("Orcs"), not a die's number.
	"app.dwarves.recruitdie.hint": "Die=text",
	"dwarves.printed.recruit":     "Die=text",
	// A Lieu's title, "Lieu 5 : Jungle", where a Qâ message names the Lieu
	// with its number.
	"app.qa.reveal":       "Lieu=text",
	"app.qa.move":         "Lieu=text",
	"app.qa.draw_ogotai":  "Lieu=text",
	"app.qa.draw_reveal":  "Lieu=text",
	"app.qa.fx_chaams_on": "Lieu=text",
	// A land not yet named: "Terre 2 des …".
	"cardgame.label.learn_name": "Land=text",
	// "carte a" … "carte f": Thorfinn's cards are named by a letter.
	"althing.printed.thorfinn_shield": "Card=text",
}

// storedCounts name, for the history labels stored before they had a plural
// count, the placeholder that holds the count: a label read back from an older
// database has no Count and renders its "other" form, which its number (3 or 4
// heroes) needs anyway.
var storedCounts = map[string]string{
	"qa.learned.start": "Heroes",
}

// pluralHolder is the placeholder of message id that holds its plural count.
func pluralHolder(id string) string {
	if p, ok := storedCounts[id]; ok {
		return p
	}
	return "Count"
}

func setOf(s string) map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.Fields(s) {
		m[f] = true
	}
	return m
}

// holder kinds
const (
	kindNumber = iota
	kindName
	kindText
)

func holderKind(id, p string) int {
	if p == "Count" {
		return kindNumber
	}
	for _, o := range strings.Fields(holderOverrides[id]) {
		if name, kind, _ := strings.Cut(o, "="); name == p {
			switch kind {
			case "name":
				return kindName
			case "text":
				return kindText
			}
			return kindNumber
		}
	}
	switch {
	case nameHolders[p]:
		return kindName
	case textHolders[p]:
		return kindText
	}
	return kindNumber
}

var (
	vowelNames     = []string{"Aaricia", "Arghun", "Andôkai", "Ewing", "Idris", "Ogotaï", "Ulf", "Élise"}
	consonantNames = []string{"Thorgal"}
	testCounts     = []int{0, 1, 2, 5}
)

// elisionRe finds a French word that elides before a vowel and did not:
// "de Aaricia", "la Andôkai", "que Ewing", "du Idris" (de l'…), "au Ulf" (à l'…),
// "ce Ogotaï" (cet…).
var elisionRe = regexp.MustCompile(`(?:^|[^\p{L}'’-])((?:[Dd]e|[Ll][ea]|[Qq]ue|[Jj]usque|[Ll]orsque|[Pp]uisque|[Dd]u|[Aa]u|[Cc]e|[Ss]e|[Nn]e)[ \x{00a0}]+([AEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouàâäéèêëîïôöùûü]\p{L}*))`)

// noElision are the words that start with a vowel and yet take no elision.
var noElision = setOf(`onze onzième oui ouistiti`)

// Words that agree with a count: after 0 or 1 in French and 1 in English, a
// plural; after 2 or 5 (and 0 in English), a singular.
var (
	frPlural = setOf(`cartes dés cases troupes parties manches joueurs joueuses
		restantes restants symboles blessures marchandises menaces points tours
		événements sessions campagnes pions étapes jetons actions héroïnes valeurs
		jouées joués choisis choisies défaussées défaussés piochées piochés posés
		posées importées importés tuiles hexagones réussites succès_ livres vikings
		trolls orcs chefs compagnons terres cors dragons diamants marqueurs
		messages parts conquises relancés placées placés retirées retirés utilisées
		utilisés indiqués indiquées gagnées gagnés perdues perdus faces caractères
		secondes minutes heures jours`)
	enPlural = setOf(`cards dice games spaces troops players rounds symbols wounds
		goods threats events sessions campaigns pawns stages tokens actions values
		squares tiles hexes successes books vikings trolls orcs leaders companions
		lands horns dragons diamonds markers messages parts characters seconds
		minutes hours days turns points heroes`)
	frSingular = setOf(`carte dé case troupe partie manche joueur joueuse
		restante restant symbole blessure marchandise menace point tour événement
		session campagne pion étape jeton action valeur jouée joué choisi choisie
		défaussée défaussé piochée pioché posé posée importée importé tuile
		hexagone réussite livre viking troll orc chef compagnon terre cor dragon
		diamant marqueur message part conquise relancé placée placé retirée retiré
		utilisée utilisé indiqué indiquée gagnée gagné perdue perdu face caractère`)
	enSingular = setOf(`card die game space troop player round symbol wound
		event session campaign pawn stage token action value square tile
		hex success book viking troll orc leader companion land horn dragon
		diamond marker message part character turn point hero`)
)

// labelWords name what a number after them numbers: "Dé 2 relancé", "Lieu 3".
var labelWords = setOf(`lieu niveau level guerre défi livre book entrée entry
	position n° no numéro number seat place`)

// isLabel reports whether word, just before a number, makes it a label.
func isLabel(word string) bool {
	w := strings.ToLower(word)
	return labelWords[w] || frSingular[w] || enSingular[w]
}

// functionWords may follow a number with nothing agreeing: "2 sur 5", "3 of 5".
var functionWords = setOf(`of in on to at for from and or by the a an than per
	with out as into onto before after is are was were be left too more
	de du des d à au aux en sur sous dans pour par et ou le la les l un une avec
	contre sans entre vers parmi que qu puis si ni mais est sont était fut
	s n c j`)

// agreeing reports whether the number placeholder of match sm in template s
// has a word that agrees with it: the next word, or the one after when the
// first is an adjective or a complement ("{{.N}} Skill cards"), is a noun or
// participle of the word lists. A number in a compound ("level-{{.N}} card")
// is a label.
func agreeing(s string, sm []string) bool {
	i := strings.Index(s, sm[0])
	if i > 0 && s[i-1] == '-' {
		return false
	}
	if before := tokens(s[:i]); len(before) > 0 && isLabel(before[len(before)-1]) {
		return false
	}
	words := tokens(s[i+len(sm[0])-len(sm[2]):])
	for j := 0; j < len(words) && j < 2; j++ {
		w := strings.ToLower(words[j])
		if !isWord(w) || functionWords[w] {
			return false
		}
		if frPlural[w] || enPlural[w] || frSingular[w] || enSingular[w] {
			return true
		}
	}
	return false
}

var wordRe = regexp.MustCompile(`^[\p{L}]+`)

// numberBeforeWord finds, in a template, each placeholder directly followed by
// a word: "{{.N}} cartes" gives N and "cartes".
var numberBeforeWordRe = regexp.MustCompile(`\{\{-?\s*\.([A-Za-z_][A-Za-z0-9_]*)\s*-?\}\}[ \x{00a0}]+([\p{L}]+)`)

// TestNamesAndCountsReadNaturally: see the comment at the top of this file.
func TestNamesAndCountsReadNaturally(t *testing.T) {
	// Which messages print a number that a word agrees with, in either
	// language: they need plural forms in both.
	agrees := map[string]string{} // id -> what agrees, for the error
	all := map[string]map[string]*messageForms{}
	for _, lang := range supported {
		all[lang] = map[string]*messageForms{}
		for id, m := range parseLang(t, lang) {
			if areaOf(id) == "reference" {
				continue
			}
			all[lang][id] = &messageForms{forms: forms(m), holders: placeholders(m)}
			for _, s := range forms(m) {
				for _, sm := range numberBeforeWordRe.FindAllStringSubmatch(s, -1) {
					p := sm[1]
					if holderKind(id, p) != kindNumber || !agreeing(s, sm) || stillSingularOnly[id] {
						continue
					}
					if p != pluralHolder(id) {
						t.Errorf("%s %s: %q: a word agrees with {{.%s}}; print the count as {{.Count}}, with plural forms, or put the number after a label", lang, id, sm[0], p)
						continue
					}
					agrees[id] = sm[0]
				}
			}
		}
	}
	for id, what := range agrees {
		for _, lang := range supported {
			if mf := all[lang][id]; mf != nil && len(mf.forms) < 2 {
				t.Errorf("%s %s: prints a count (%q) without plural forms (one/other)", lang, id, what)
			}
		}
	}

	for _, lang := range supported {
		loc := New(lang)
		ids := make([]string, 0, len(all[lang]))
		for id := range all[lang] {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		for _, id := range ids {
			mf := all[lang][id]
			seen := map[string]bool{}
			for _, r := range renders(id, mf.holders) {
				out := loc.N(id, r.count, r.kv...)
				if seen[out] {
					continue
				}
				seen[out] = true
				for _, slip := range readSlips(lang, out, !stillSingularOnly[id]) {
					t.Errorf("%s %s: %s in %q", lang, id, slip, out)
					break
				}
			}
		}
	}
}

type messageForms struct {
	forms   map[string]string
	holders []string
}

type render struct {
	count int
	kv    []any
}

// renders lists the template data a message is tried with: every name
// placeholder takes each test name in turn, and the numbers take 0, 1, 2 and 5
// all together, then one at a time with the others at 5. The plural count is
// the value of Count (of the storedCounts placeholder for an older label).
func renders(id string, holders []string) []render {
	hasName := false
	numbers := []string{"Count"} // the plural count varies, printed or not
	for _, p := range holders {
		switch holderKind(id, p) {
		case kindName:
			hasName = true
		case kindNumber:
			if p != "Count" {
				numbers = append(numbers, p)
			}
		}
	}
	names := []string{""}
	if hasName {
		names = append(append([]string{}, vowelNames...), consonantNames...)
	}
	var out []render
	for _, name := range names {
		for _, n := range testCounts {
			for _, one := range append([]string{""}, numbers...) {
				values := map[string]int{}
				for _, p := range numbers {
					if one == "" || p == one {
						values[p] = n
					} else {
						values[p] = 5
					}
				}
				kv := []any{"Count", values["Count"]}
				for _, p := range holders {
					switch holderKind(id, p) {
					case kindName:
						kv = append(kv, p, name)
					case kindText:
						kv = append(kv, p, "Xyz")
					default:
						if p != "Count" {
							kv = append(kv, p, values[p])
						}
					}
				}
				count := values["Count"]
				if p := pluralHolder(id); p != "Count" {
					count = values[p]
				}
				out = append(out, render{count: count, kv: kv})
			}
		}
	}
	return out
}

// readSlips returns what reads wrong in a rendered message; counts tells
// whether to read its counts too.
func readSlips(lang, s string, counts bool) []string {
	var slips []string
	if lang == "fr" {
		for _, m := range elisionRe.FindAllStringSubmatch(s, -1) {
			if !noElision[strings.ToLower(m[2])] {
				slips = append(slips, fmt.Sprintf("no elision: %q", m[1]))
			}
		}
	}
	if !counts {
		return slips
	}
	plural, singular := enPlural, enSingular
	singularCounts := map[int]bool{1: true}
	if lang == "fr" {
		plural, singular = frPlural, frSingular
		singularCounts[0] = true
	}
	words := tokens(s)
	for i, w := range words {
		n, err := strconv.Atoi(w)
		if err != nil || i+1 >= len(words) || (i > 0 && (isLabel(words[i-1]) || words[i-1] == "-")) {
			continue
		}
		// The word right after the number, or the one after that when the
		// first is a noun's complement ("1 carte Compétence choisies").
		for j := i + 1; j < len(words) && j <= i+2; j++ {
			next := strings.ToLower(words[j])
			if !isWord(next) || functionWords[next] {
				break
			}
			if singularCounts[n] && plural[next] {
				slips = append(slips, fmt.Sprintf("%d before a plural (%q)", n, next))
			}
			// A singular followed by a noun qualifies it ("2 Threat cards").
			last := j+1 >= len(words) || !isWord(words[j+1]) || functionWords[strings.ToLower(words[j+1])]
			if !singularCounts[n] && singular[next] && j == i+1 && last {
				slips = append(slips, fmt.Sprintf("%d before a singular (%q)", n, next))
			}
		}
	}
	return slips
}

// tokens splits s into words, numbers and single punctuation marks.
func tokens(s string) []string {
	var out []string
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		switch {
		case unicode.IsSpace(r):
			s = s[size:]
		case unicode.IsLetter(r):
			w := wordRe.FindString(s)
			out = append(out, w)
			s = s[len(w):]
		case unicode.IsDigit(r):
			i := 0
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
			out = append(out, s[:i])
			s = s[i:]
		default:
			out = append(out, string(r))
			s = s[size:]
		}
	}
	return out
}

func isWord(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}
