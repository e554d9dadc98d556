package app

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"skald/app/kit"
	"skald/rules"
	"skald/tracker"
)

// Luck: the dice of each session weighed against their exact odds (see
// rules.Luck), on a game's Statistics and on a session's story sheet. Each
// figure says how many rolls it rests on, and below rules.MinLuckRolls the
// screen says there are too few to tell rather than give one.

func init() { kit.AddStoryPart(storyLuck) }

// luckMinGames is the fewest games with a luck score a game is ranked
// among: with one or two, "top half" would say nothing.
const luckMinGames = 3

// luckSyncActions is how many actions of sessions not counted yet are
// replayed while the screen is built (some 50 ms: a replay takes about
// 35 µs an action); beyond it they are counted in the background and the
// section fills in when done, so a long history never holds the screen up.
var luckSyncActions = 1000

// luckOnUI runs on the UI's thread what the background count shows once
// done; tests run it on their own.
var luckOnUI = fyne.Do

// luckKey names a session; luckMemo keeps its luck with what it stood at
// when counted (see counted).
type luckKey struct {
	store *tracker.Store
	id    int64
}

type luckEntry struct {
	updated int64
	actions int
	luck    rules.Luck
}

// luckMemo keeps each session's luck once counted, one entry a session: a
// replay of every game is the costly part, and a session's luck changes
// only with its log.
var luckMemo = struct {
	sync.Mutex
	m map[luckKey]luckEntry
}{m: map[luckKey]luckEntry{}}

// counted is the luck kept for the session as it stands: any action done
// or undone changes its actions or its time of change, and so voids it.
func counted(store *tracker.Store, in tracker.SessionInfo) (rules.Luck, bool) {
	luckMemo.Lock()
	defer luckMemo.Unlock()
	e, ok := luckMemo.m[luckKey{store, in.ID}]
	if !ok || e.updated != in.Updated.UnixMilli() || e.actions != in.Actions {
		return rules.Luck{}, false
	}
	return e.luck, true
}

func keep(store *tracker.Store, in tracker.SessionInfo, l rules.Luck) {
	luckMemo.Lock()
	defer luckMemo.Unlock()
	luckMemo.m[luckKey{store, in.ID}] = luckEntry{in.Updated.UnixMilli(), in.Actions, l}
}

// sessionLuck is one session's luck and its score.
type sessionLuck struct {
	info   tracker.SessionInfo
	luck   rules.Luck
	score  float64
	scored bool
}

// uncounted is how many actions the sessions of list not counted yet hold.
func uncounted(store *tracker.Store, list []tracker.SessionInfo) int {
	n := 0
	for _, in := range list {
		if _, ok := counted(store, in); !ok {
			n += in.Actions
		}
	}
	return n
}

// countLuck is the luck of every session of list, kept or counted.
func countLuck(store *tracker.Store, list []tracker.SessionInfo) ([]sessionLuck, error) {
	out := make([]sessionLuck, 0, len(list))
	for _, in := range list {
		l, ok := counted(store, in)
		if !ok {
			var err error
			if l, _, err = replayLuck(store, in); err != nil {
				return nil, err
			}
			keep(store, in, l)
		}
		sl := sessionLuck{info: in, luck: l}
		sl.score, sl.scored = l.Score()
		out = append(out, sl)
	}
	return out, nil
}

// replayLuck counts one session's luck from its log (a test counts calls).
var replayLuck = kit.SessionLuck

// luckGame names a game's sessions in one store.
type luckGame struct {
	store *tracker.Store
	game  string
}

// luckRuns are the counts under way, one per game: a screen opened again
// while one runs waits for it, then finds its sessions kept, instead of
// replaying every session a second time alongside.
var luckRuns = struct {
	sync.Mutex
	m map[luckGame]chan struct{}
}{m: map[luckGame]chan struct{}{}}

// countLuckOnce is countLuck with at most one count of a game at a time.
func countLuckOnce(store *tracker.Store, game string, list []tracker.SessionInfo) ([]sessionLuck, error) {
	key := luckGame{store, game}
	luckRuns.Lock()
	if running, ok := luckRuns.m[key]; ok {
		luckRuns.Unlock()
		<-running
	} else {
		done := make(chan struct{})
		luckRuns.m[key] = done
		luckRuns.Unlock()
		defer func() {
			luckRuns.Lock()
			delete(luckRuns.m, key)
			luckRuns.Unlock()
			close(done)
		}()
	}
	return countLuck(store, list)
}

// luckCards is the luck card of one game's Statistics: all its games'
// rolls together, kind by kind, and how their luck scores spread, the
// latest scored game marked and ranked.
func (s *statsScreen) luckCards(g tracker.GameStats) []fyne.CanvasObject {
	if g.Games() == 0 || !kit.HasLuck(g.Game) {
		return nil
	}
	return []fyne.CanvasObject{kit.Card(luckSection(s.u, g.Game, s.campaign, 0, s.plotWidth()))}
}

// storyLuck is the luck section of a session's story sheet: its own rolls,
// where it ranks, and how its game's luck scores spread.
func storyLuck(u *kit.UI, info tracker.SessionInfo) fyne.CanvasObject {
	if !kit.HasLuck(info.Game) {
		return nil
	}
	return luckSection(u, info.Game, 0, info.ID, u.SheetContentWidth())
}

// luckSection is the luck of game's sessions (those of campaign alone when
// it is not 0) seen from focus (a session's ID; 0 for the game as a whole),
// its plot width wide. When many actions
// are still to be counted it says so and fills in once they are.
func luckSection(u *kit.UI, game string, campaign, focus int64, width float32) fyne.CanvasObject {
	box := container.NewVBox()
	show := func(all []sessionLuck, err error) {
		lv := luckView{u: u, width: width}
		if err != nil {
			box.Objects = []fyne.CanvasObject{lv.heading(), kit.WrapLabel(u.ErrText(err))}
		} else {
			box.Objects = lv.build(all, focus)
		}
		box.Refresh()
	}
	list, err := u.Store.Sessions(game)
	if err != nil {
		show(nil, err)
		return box
	}
	if campaign != 0 {
		list = slices.DeleteFunc(list, func(in tracker.SessionInfo) bool { return in.Campaign != campaign })
	}
	if uncounted(u.Store, list) <= luckSyncActions {
		show(countLuck(u.Store, list))
		return box
	}
	box.Objects = []fyne.CanvasObject{luckView{u: u}.heading(), kit.Quiet(u.Loc.N("app.luck.counting", len(list)))}
	go func() {
		all, err := countLuckOnce(u.Store, game, list)
		luckOnUI(func() { show(all, err) })
	}()
	return box
}

// luckView words and draws the luck of a game's sessions.
type luckView struct {
	u     *kit.UI
	width float32
}

func (v luckView) heading() fyne.CanvasObject {
	return kit.Subheading(v.u.Loc.T("app.luck.title"))
}

// build is the section's content: for a session, its rolls and rank; for
// the game, all its rolls and its latest scored game's rank. Then how the
// scores spread, once there are enough to rank.
func (v luckView) build(all []sessionLuck, focus int64) []fyne.CanvasObject {
	u := v.u
	out := []fyne.CanvasObject{v.heading()}
	var (
		scores []float64
		total  rules.Luck
		mine   *sessionLuck
	)
	for i := range all {
		total.Add(all[i].luck)
		if all[i].scored {
			scores = append(scores, all[i].score)
		}
		if all[i].info.ID == focus {
			mine = &all[i]
		}
	}
	if focus == 0 {
		// The latest game with a score (the list is newest first).
		for i := range all {
			if all[i].scored {
				mine = &all[i]
				break
			}
		}
	} else {
		if mine == nil {
			return append(out, kit.WrapLabel(u.Loc.T("app.luck.none")))
		}
		total = mine.luck
	}
	if total.Rolls() == 0 {
		return append(out, kit.WrapLabel(u.Loc.T("app.luck.none")))
	}
	out = append(out, v.tallies(total)...)
	switch {
	case focus == 0 && mine == nil:
		return append(out, kit.WrapLabel(u.Loc.N("app.luck.none_scored", rules.MinLuckRolls)))
	case !mine.scored:
		return append(out, kit.WrapLabel(u.Loc.N("app.luck.too_few", mine.luck.Rolls(), "Min", rules.MinLuckRolls)))
	}
	if focus == 0 {
		out = append(out, kit.WrapLabel(u.Loc.T("app.luck.latest", "Title", mine.info.Title)))
	}
	out = append(out, kit.WrapLabel(u.Loc.T("app.luck.score", "Score", v.signed(mine.score))))
	if len(scores) < luckMinGames {
		return append(out, kit.Quiet(u.Loc.T("app.luck.rank_few", "Min", luckMinGames)))
	}
	out = append(out, kit.WrapLabel(v.rank(scores, mine.score)), kit.Quiet(u.Loc.N("app.luck.compared", len(scores))))
	name := u.Loc.T("app.luck.this_game")
	if focus == 0 {
		name = u.Loc.T("app.luck.latest_mark")
	}
	out = append(out, u.HistogramPlot(kit.Histogram{
		Values: scores, Step: 0.5, From: -2, To: 2,
		Mark: mine.score, Marked: true, MarkName: name,
		X: u.Loc.T("app.luck.axis"), Y: u.Loc.T("app.luck.axis_games"),
	}, v.width), kit.Quiet(u.Loc.T("app.luck.explain")))
	return out
}

// tallies are the lines of each kind of roll: what the dice gave against
// what was expected, and how many rolls that rests on.
func (v luckView) tallies(l rules.Luck) []fyne.CanvasObject {
	u := v.u
	var out []fyne.CanvasObject
	for _, t := range l.Tallies {
		kind := u.Loc.T(t.Kind + ".name")
		if !t.Enough() {
			out = append(out, kit.WrapLabel(u.Loc.T("app.luck.kind_few", "Kind", kind)))
		} else {
			out = append(out, kit.WrapLabel(u.Loc.T("app.luck.kind_line", "Kind", kind, "Result", v.figure(t))))
		}
		out = append(out, kit.Quiet(u.Loc.N("app.luck.rolls", t.Rolls)))
	}
	return out
}

// figure says a tally's difference in words, to a tenth: "2.1 more troops
// defeated than expected".
func (v luckView) figure(t rules.LuckTally) string {
	d, _ := t.Diff().Float64()
	tenths := math.Round(math.Abs(d) * 10)
	if tenths == 0 {
		return v.u.Loc.T(t.Kind + ".even")
	}
	id := t.Kind + ".more"
	if d < 0 {
		id = t.Kind + ".fewer"
	}
	n := strconv.FormatFloat(tenths/10, 'f', 1, 64)
	// The plural form follows the number as written ("1.0" and "2.1"
	// troops, "1,0" troupe); French writes it with a comma.
	return v.u.Loc.Msg(rules.Msg{ID: id, Args: map[string]any{"Count": v.decimal(n)}, Count: n})
}

// signed is a score to a tenth with its sign: "+1.3", "-0.4" (a hyphen:
// the app's font has no minus sign).
func (v luckView) signed(x float64) string {
	r := math.Round(x*10) / 10
	s := strconv.FormatFloat(math.Abs(r), 'f', 1, 64)
	switch {
	case r > 0:
		s = "+" + s
	case r < 0:
		s = "-" + s
	}
	return v.decimal(s)
}

// decimal writes a number the way the language does.
func (v luckView) decimal(s string) string {
	if v.u.Loc.Lang() == "fr" {
		return strings.ReplaceAll(s, ".", ",")
	}
	return s
}

// rank says where score stands among scores (its own among them): the
// luckiest or least lucky game, alone at that end, or in the top or bottom
// share of the games, whichever is smaller, or in the middle. The ends are
// said in words: a share of so few games (the least of 3 is the bottom
// 34%) reads as a figure it is not.
func (v luckView) rank(scores []float64, score float64) string {
	above, below := 0, 0
	for _, x := range scores {
		switch {
		case x > score:
			above++
		case x < score:
			below++
		}
	}
	n := len(scores)
	switch {
	case above+below == 0:
		// Every game as lucky as this one.
		return v.u.Loc.T("app.luck.middle")
	case above == 0 && below == n-1:
		return v.u.Loc.T("app.luck.luckiest")
	case below == 0 && above == n-1:
		return v.u.Loc.T("app.luck.unluckiest")
	}
	id, place := "app.luck.top", above+1
	if below+1 < place {
		id, place = "app.luck.bottom", below+1
	}
	percent := (100*place + n - 1) / n // rounded up: the best of 5 games is in the top 20%
	if percent > 50 {
		return v.u.Loc.T("app.luck.middle")
	}
	return v.u.Loc.T(id, "Percent", percent)
}
