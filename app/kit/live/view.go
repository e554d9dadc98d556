package live

import "sync"

// Line is one line of a status: Warn marks a danger (drawn in red as well as
// said in words).
type Line struct {
	Text string
	Warn bool
}

// Reminder is the rules reminder of the current step: its reference entry's
// title and text.
type Reminder struct {
	Title string
	Text  []string // paragraphs
}

// Group is a titled block of a player's page ("Goods", "Experience").
type Group struct {
	Title string
	Lines []Line
}

// Cell is a square of a Grid, by row and column from the top left.
type Cell struct{ R, C int }

// Grid is a board of squares the server draws as SVG: the squares of an area
// and the pieces placed in it, each numbered so that colour is never the
// only sign.
type Grid struct {
	Rows, Cols int
	Area       []Cell   // the squares that belong to the area
	Pieces     [][]Cell // each placed piece's squares, in the order placed
	Label      string   // the grid in words, under it and for a screen reader
	Warn       bool     // Label says a danger
}

// Player is one player's page: their name, their lines of the status, and
// what their own board shows.
type Player struct {
	Name   string
	Lines  []Line
	Grid   *Grid
	Groups []Group
}

// View is everything the view shows in one language, every word already
// written in it.
type View struct {
	Lang      string // "en" or "fr"
	Title     string // the browser tab's
	Where     string // the game screen's title ("Qâ · Round 3")
	Strip     []Line // the status strip, a line per row
	NowLabel  string
	Now       string   // the current phase step, or the outcome
	Reminder  Reminder // the current step's rules reminder, if it has one
	LastLabel string
	History   []string // the last actions, newest first
	// HistoryTop is the newest action's number, as the app's history
	// numbers them from the first: the list counts down from it.
	HistoryTop int64
	Empty      string // said when there is no action yet
	Note       string // read-only, updates by itself
	Offline    string // said while the stream is broken
	// PlayersLabel heads the links to the players' own pages.
	PlayersLabel string
	Players      []Player
	Back         string // a player's page's link back to the table
	// OtherLang and OtherName are the language the switch link offers and
	// its name in that language ("Français").
	OtherLang, OtherName string
	// BusyTitle and Busy say, to one phone too many, that every place is
	// taken and what to do.
	BusyTitle, Busy string
}

// snapshot is one version of the view in every language. It is never
// changed once published; the fragments drawn from it are kept, so that
// many viewers of one version draw it once.
type snapshot struct {
	version uint64
	views   map[string]View

	mu    sync.Mutex
	drawn map[fragKey][]byte
}

// fragKey names one fragment: a language, and a player's page (0 for the
// table's).
type fragKey struct {
	lang   string
	player int
}

// view is the view in lang, or in English, or any.
func (s *snapshot) view(lang string) View {
	if v, ok := s.views[lang]; ok {
		return v
	}
	if v, ok := s.views["en"]; ok {
		return v
	}
	for _, v := range s.views {
		return v
	}
	return View{Lang: lang}
}

// fragment is the page's changing part for lang and player, drawn once.
func (s *snapshot) fragment(key string, lang string, player int) []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := fragKey{lang, player}
	if b, ok := s.drawn[k]; ok {
		return b
	}
	b := drawFragment(key, s.version, s.view(lang), player)
	if s.drawn == nil {
		s.drawn = map[fragKey][]byte{}
	}
	s.drawn[k] = b
	return b
}
