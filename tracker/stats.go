package tracker

import (
	"database/sql"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"time"

	"skald/rules"
)

// Statistics are computed afresh from the sessions every time they are
// asked for: nothing here is stored, so a deleted, undone or abandoned game
// can never leave a stale figure behind.

// StatsRow is one session as the statistics read it: its list facts, its
// setup, and when its first and last active actions were made (zero when it
// has none).
type StatsRow struct {
	SessionInfo
	Setup       []byte
	First, Last time.Time
	// resultKnown: the row's result column is filled (see fillResults).
	resultKnown bool
}

// StatsFilter says which sessions the statistics count: those of a game (""
// = every game) and, when Campaign is not 0, only that campaign's.
type StatsFilter struct {
	Game     string
	Campaign int64
}

// StatsRows lists the sessions of a game ("" = every game) in the order they
// were started, oldest first, so a streak is counted in one pass.
func (s *Store) StatsRows(gameID string) ([]StatsRow, error) {
	return s.StatsRowsOf(StatsFilter{Game: gameID})
}

// StatsRowsOf lists the sessions f keeps, oldest first, as StatsRows does.
func (s *Store) StatsRowsOf(f StatsFilter) ([]StatsRow, error) {
	// The first and last active actions are found through the groups
	// index, in order of seq: cheap however long the session.
	q := `SELECT ` + infoColumns + `, setup,
		(SELECT at FROM groups g WHERE g.session_id = sessions.id AND g.undone = 0 ORDER BY g.seq LIMIT 1),
		(SELECT at FROM groups g WHERE g.session_id = sessions.id AND g.undone = 0 ORDER BY g.seq DESC LIMIT 1),
		result IS NOT NULL
		FROM sessions`
	var (
		where []string
		args  []any
	)
	if f.Game != "" {
		where = append(where, `game = ?`)
		args = append(args, f.Game)
	}
	if f.Campaign != 0 {
		where = append(where, `campaign_id = ?`)
		args = append(args, f.Campaign)
	}
	if len(where) > 0 {
		q += ` WHERE ` + strings.Join(where, ` AND `)
	}
	rows, err := queryAll(s, scanStatsRow, q+` ORDER BY created, id`, args...)
	if err != nil {
		return nil, err
	}
	s.fillResults(rows)
	return rows, nil
}

func scanStatsRow(sc scanner) (StatsRow, error) {
	var (
		r           StatsRow
		first, last sql.NullInt64
	)
	in, err := scanInfo(rowTail{sc, []any{&r.Setup, &first, &last, &r.resultKnown}})
	if err != nil {
		return r, err
	}
	r.SessionInfo = in
	if first.Valid {
		r.First = time.UnixMilli(first.Int64)
	}
	if last.Valid {
		r.Last = time.UnixMilli(last.Int64)
	}
	return r, nil
}

// rowTail scans the info columns and then the columns that follow them.
type rowTail struct {
	sc   scanner
	more []any
}

func (t rowTail) Scan(dest ...any) error { return t.sc.Scan(append(dest, t.more...)...) }

// Stats computes the figures of a game's sessions ("" = every game).
func (s *Store) Stats(gameID string, facets FacetsFunc) (Stats, error) {
	return s.StatsOf(StatsFilter{Game: gameID}, facets)
}

// StatsOf computes the figures of the sessions f keeps.
func (s *Store) StatsOf(f StatsFilter, facets FacetsFunc) (Stats, error) {
	rows, err := s.StatsRowsOf(f)
	if err != nil {
		return Stats{}, err
	}
	return ComputeStats(rows, facets), nil
}

// Facet is one way a game's sessions are split: its words, and its rank
// among the others of its kind (Book 1 before Book 2, Easy before Heroic).
type Facet struct {
	Msg  rules.Msg
	Rank int
}

// Facets are what a session's setup says that the statistics split by.
// A zero Facet (no message ID) is a split the game does not have.
type Facets struct {
	Players int   // 0: not said
	Part    Facet // the part of the game played: a Book, an adventure, a mode
	Level   Facet // the difficulty or variant chosen
	// Heroes are the heroes, characters or players who played, each once;
	// the game counts under every one of them. Empty when the setup names
	// no one whose result is the game's (a race between players).
	Heroes []Facet
	// Rivals are the seats of a game the players play against each other,
	// in the setup's order (as rules.Outcome.Winners counts them): its
	// result is who won, counted under each of them. Nil for a game the
	// table wins or loses together.
	Rivals []Rival
	// Opponent names the opponent the game itself plays in a game played
	// alone against it (Althing's Thorfinn): such games are won, lost or
	// tied against him, and counted apart from the games between players.
	Opponent rules.Msg
}

// FacetsFunc reads the facets of a game's setup; the app knows each game's
// setup and passes one in.
type FacetsFunc func(game string, setup []byte) Facets

// Tally counts games by where they stand. An abandoned game is counted
// apart: it was neither won nor lost.
type Tally struct {
	Won, Lost, Abandoned, Playing int
	// Tied are the games against the game's own opponent that ended level.
	Tied int
	// Between are the games the players played against each other to the
	// end: won by one of them (or tied), never by the table. Who won them
	// is in GameStats.Versus.
	Between int
}

// Games is every game counted, however it stands.
func (t Tally) Games() int { return t.Won + t.Lost + t.Tied + t.Between + t.Abandoned + t.Playing }

// Finished is the games played to the end.
func (t Tally) Finished() int { return t.Won + t.Lost + t.Tied + t.Between }

// Decided is the games finished that the table won, lost or tied: what a
// win rate is a share of (a game between players is none of them).
func (t Tally) Decided() int { return t.Won + t.Lost + t.Tied }

// add counts a game; versus: one the players played against each other.
func (t *Tally) add(in SessionInfo, versus bool) {
	switch {
	case !in.Abandoned.IsZero():
		t.Abandoned++
	case in.Outcome.Status == rules.Playing:
		t.Playing++
	case versus:
		t.Between++
	case in.Outcome.Tie:
		t.Tied++
	case in.Outcome.Status == rules.Won:
		t.Won++
	case in.Outcome.Status == rules.Lost:
		t.Lost++
	default:
		t.Playing++
	}
}

// Split is the tally of one facet's value (or, by player count, of Players).
type Split struct {
	Msg     rules.Msg
	Players int
	Tally
	rank, first int
}

// GameStats are one game's figures.
type GameStats struct {
	Game string
	Tally
	Parts, Levels, Players []Split
	// Heroes are the games counted under each hero who played them: a game
	// of four heroes is in four of them.
	Heroes []Split
	// Actions and Time add up the finished games' lengths; Timed is how
	// many finished games had actions to time (one with none says nothing
	// of how long a game lasts).
	Actions int
	Time    time.Duration
	Timed   int
	// BestStreak is the most games won in a row, in the order they were
	// started; abandoned and unfinished games, and games between players,
	// neither extend nor break it.
	BestStreak int
	streak     int
	// Solo are the games played alone against the game's own opponent,
	// who Opponent names (zero: the game has none), apart from the others.
	Solo     Tally
	Opponent rules.Msg
	// Versus are the games the players played against each other and who
	// won them.
	Versus Versus
}

// AvgActions is the mean number of actions of a finished game; false when
// no game is finished.
func (g GameStats) AvgActions() (float64, bool) {
	if n := g.Finished(); n > 0 {
		return float64(g.Actions) / float64(n), true
	}
	return 0, false
}

// AvgTime is the mean time from first to last action of a finished game;
// false when no finished game has an action.
func (g GameStats) AvgTime() (time.Duration, bool) {
	if g.Timed > 0 {
		return g.Time / time.Duration(g.Timed), true
	}
	return 0, false
}

// Stats are the figures over a listing: each game's, in the order of first
// play, and all of them together.
type Stats struct {
	Games []GameStats
	All   Tally
}

// Game is one game's figures; false when it has no session.
func (s Stats) Game(id string) (GameStats, bool) {
	for _, g := range s.Games {
		if g.Game == id {
			return g, true
		}
	}
	return GameStats{Game: id}, false
}

// ComputeStats reads rows, oldest first (as StatsRows lists them), in one
// pass; facets (nil: none) reads each setup's player count and splits.
func ComputeStats(rows []StatsRow, facets FacetsFunc) Stats {
	var st Stats
	index := map[string]int{}
	splits := map[string]int{} // game, kind and key → index in its list
	for i, r := range rows {
		gi, ok := index[r.Game]
		if !ok {
			gi = len(st.Games)
			index[r.Game] = gi
			st.Games = append(st.Games, GameStats{Game: r.Game})
		}
		g := &st.Games[gi]
		var f Facets
		if facets != nil {
			f = facets(r.Game, r.Setup)
		}
		versus := len(f.Rivals) > 0 || r.Outcome.Versus()
		st.All.add(r.SessionInfo, versus)
		g.add(r.SessionInfo, versus)
		switch {
		case versus:
			g.Versus.add(r.SessionInfo, f.Rivals, i)
		case f.Opponent.ID != "":
			g.Solo.add(r.SessionInfo, false)
			g.Opponent = f.Opponent
		}
		in := r.SessionInfo
		if f.Players > 0 {
			g.Players = tallySplit(g.Players, splits, r.Game+"/p/", Split{Players: f.Players, rank: f.Players, first: i}, in, versus)
		}
		if f.Part.Msg.ID != "" {
			g.Parts = tallySplit(g.Parts, splits, r.Game+"/k/", Split{Msg: f.Part.Msg, rank: f.Part.Rank, first: i}, in, versus)
		}
		if f.Level.Msg.ID != "" {
			g.Levels = tallySplit(g.Levels, splits, r.Game+"/l/", Split{Msg: f.Level.Msg, rank: f.Level.Rank, first: i}, in, versus)
		}
		seen := map[string]bool{} // a hero named twice in a setup counts once
		for _, h := range f.Heroes {
			b, _ := json.Marshal(h.Msg)
			if h.Msg.ID == "" || seen[string(b)] {
				continue
			}
			seen[string(b)] = true
			g.Heroes = tallySplit(g.Heroes, splits, r.Game+"/h/", Split{Msg: h.Msg, rank: h.Rank, first: i}, in, versus)
		}

		if r.Abandoned.IsZero() && r.Outcome.Status != rules.Playing {
			g.Actions += r.Actions
			if !r.First.IsZero() {
				g.Time += r.Last.Sub(r.First)
				g.Timed++
			}
			switch {
			case versus:
			case r.Outcome.Status == rules.Won && !r.Outcome.Tie:
				g.streak++
				g.BestStreak = max(g.BestStreak, g.streak)
			default:
				g.streak = 0
			}
		}
	}
	for i := range st.Games {
		g := &st.Games[i]
		for _, l := range [][]Split{g.Players, g.Parts, g.Levels, g.Heroes} {
			slices.SortStableFunc(l, func(a, b Split) int {
				if a.rank != b.rank {
					return a.rank - b.rank
				}
				return a.first - b.first
			})
		}
		g.Versus.sort()
	}
	return st
}

// tallySplit counts in into the split of list that s names, adding it when
// it is new; splits remembers where each is.
func tallySplit(list []Split, splits map[string]int, prefix string, s Split, in SessionInfo, versus bool) []Split {
	key := prefix
	if s.Msg.ID != "" {
		b, _ := json.Marshal(s.Msg) // map keys marshal sorted: one key per message
		key += string(b)
	} else {
		key += strconv.Itoa(s.Players)
	}
	i, ok := splits[key]
	if !ok {
		i = len(list)
		splits[key] = i
		list = append(list, s)
	}
	list[i].add(in, versus)
	return list
}
