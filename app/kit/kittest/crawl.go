package kittest

import (
	"bytes"
	"fmt"
	"image/png"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/tracker"
)

// Crawl explores the app by itself from a few starting screens: in each
// screen and dialog it reaches it taps every enabled button, tile, check and
// tab, picks options and types in empty fields, breadth first, and holds the
// layout and language invariants in every state it reaches (see the check
// functions). A state is what can be done there: the screen, the dialogs
// open and the actions they offer, numbers aside.
type Crawl struct {
	Lang string    // the UI's language: en or fr
	Size fyne.Size // the window
	Text string    // the text size setting: small … xlarge
	// Seed fills the database every start begins from, once.
	Seed   func(store *tracker.Store) error
	Starts []CrawlStart
	// MaxDepth is the most taps from a start; MaxStates the most states
	// explored from one start; MaxActions the most actions tried in one state.
	MaxDepth, MaxStates, MaxActions int
}

// CrawlStart opens one starting screen on a fresh UI over the seeded store.
type CrawlStart struct {
	Name string
	Open func(e *Env)
}

// CrawlResult is what a crawl reached.
type CrawlResult struct {
	Screens, Dialogs, States map[string]bool
	// Defects maps each defect found to the taps that reach it.
	Defects map[string]string
	// Resets and Taps count the work done.
	Resets, Taps int
}

// Line is the crawl's one-line summary.
func (r CrawlResult) Line() string {
	return fmt.Sprintf("crawl: %d screens, %d dialogs, %d states", len(r.Screens), len(r.Dialogs), len(r.States))
}

// Work is how much the crawl did: starts afresh and taps.
func (r CrawlResult) Work() string {
	return fmt.Sprintf("%d starts, %d taps", r.Resets, r.Taps)
}

type crawler struct {
	t        *testing.T
	c        Crawl
	app      fyne.App
	dir      string
	pristine []byte
	n        int
	e        *Env
	words    map[string]*words // by language
	logs     *bytes.Buffer
	res      CrawlResult
}

// RunCrawl runs the crawl c and returns what it reached and found; the
// caller decides which defects fail the test.
func RunCrawl(t *testing.T, c Crawl) CrawlResult {
	cr := &crawler{t: t, c: c, dir: t.TempDir(), logs: &bytes.Buffer{}, words: map[string]*words{},
		res: CrawlResult{Screens: map[string]bool{}, Dialogs: map[string]bool{}, States: map[string]bool{}, Defects: map[string]string{}}}
	cr.seed()
	log.SetOutput(cr.logs)
	defer log.SetOutput(os.Stderr)
	defer cr.close()
	for _, s := range c.Starts {
		cr.explore(s)
	}
	return cr.res
}

// seed makes the database every start is copied from.
func (cr *crawler) seed() {
	path := filepath.Join(cr.dir, "seed.db")
	store, _, err := tracker.Open(path)
	if err != nil {
		cr.t.Fatal(err)
	}
	if cr.c.Seed != nil {
		if err := cr.c.Seed(store); err != nil {
			cr.t.Fatal(err)
		}
	}
	if err := store.Close(); err != nil {
		cr.t.Fatal(err)
	}
	if cr.pristine, err = os.ReadFile(path); err != nil {
		cr.t.Fatal(err)
	}
}

// close ends the UI and store in use.
func (cr *crawler) close() {
	if cr.e == nil {
		return
	}
	cr.e.U.CloseScreens()
	cr.e.W.Close()
	cr.e.Store.Close()
	for _, suffix := range []string{"", "-wal", "-shm", ".lock", ".settings.json"} {
		os.Remove(cr.e.Path + suffix)
	}
	cr.e = nil
}

// fresh opens start on a new copy of the seeded database in a new window.
func (cr *crawler) fresh(start CrawlStart) {
	cr.close()
	cr.n++
	cr.res.Resets++
	path := filepath.Join(cr.dir, fmt.Sprintf("skald-%d.db", cr.n))
	if err := os.WriteFile(path, cr.pristine, 0o600); err != nil {
		cr.t.Fatal(err)
	}
	store, _, err := tracker.Open(path)
	if err != nil {
		cr.t.Fatal(err)
	}
	// A new app each time: every UI listens to its app's settings for the
	// rest of the app's life, and a crawl makes hundreds of UIs.
	cr.app = test.NewApp()
	p := cr.app.Preferences()
	p.SetString(kit.PrefLanguage, cr.c.Lang)
	p.SetString(kit.PrefTextSize, cr.c.Text)
	p.SetString(kit.PrefTheme, "light")
	w := test.NewWindow(nil)
	w.Resize(cr.c.Size)
	cr.e = &Env{T: cr.t, A: cr.app, W: w, U: kit.New(cr.app, w, store), Store: store, Path: path}
	start.Open(cr.e)
	SettleLayout(cr.e)
}

// view is the app as it is between two taps.
type view struct {
	key     string // the state: screen, dialogs and what they offer
	sig     string // every text shown, to tell that nothing changed
	screen  string
	top     fyne.CanvasObject // the top dialog, or nil
	nOver   int
	roots   [][]placed // each root's objects, top dialog first
	acts    []action   // what the top root offers
	buttons map[string]rect
	changes int64
}

var digits = regexp.MustCompile(`[0-9]+`)

func (cr *crawler) look() view {
	e := cr.e
	win := cr.c.Size
	v := view{screen: screenName(e.U.Top()), changes: e.Store.Changes()}
	over := e.W.Canvas().Overlays().List()
	v.nOver = len(over)
	if v.nOver > 0 {
		v.top = over[len(over)-1]
	}
	var keys, sig []string
	for i, r := range e.Roots() {
		ps := placedUnder(r, win)
		v.roots = append(v.roots, ps)
		acts := actionsIn(r)
		if i == 0 {
			v.acts = acts
			v.buttons = buttonPlaces(ps)
		}
		labels := make([]string, len(acts))
		for j, a := range acts {
			labels[j] = digits.ReplaceAllString(a.label, "#")
		}
		sort.Strings(labels)
		name := ""
		if i < v.nOver {
			name = digits.ReplaceAllString(dialogName(ps), "#")
		}
		keys = append(keys, name+"{"+strings.Join(labels, ",")+"}")
		for _, p := range ps {
			if t := textOf(p.o); t != "" {
				sig = append(sig, t)
			}
		}
	}
	v.key = v.screen + " " + strings.Join(keys, " | ")
	v.sig = strings.Join(sig, "\x00")
	return v
}

// screenName is the kind of screen on top, with the game for a game screen.
func screenName(s kit.Screen) string {
	name := fmt.Sprintf("%T", s)
	if f, ok := s.(*kit.Frame); ok {
		name += " " + f.Sess.Game().ID()
	}
	return name
}

func textOf(o fyne.CanvasObject) string {
	switch x := o.(type) {
	case *widget.Label:
		return x.Text
	case *widget.RichText:
		return x.String()
	case *widget.Button:
		return x.Text
	case *kit.Tile:
		return x.Text()
	}
	return ""
}

// node is a state to explore and the taps that reach it from its start.
type node struct {
	path []action
	key  string
}

// explore crawls breadth first from one start.
func (cr *crawler) explore(start CrawlStart) {
	cr.fresh(start)
	v := cr.look()
	cr.hold(start, nil, nil, v, nil)
	seen := map[string]bool{v.key: true}
	queue := []node{{key: v.key}}
	explored := 0
	at := v // the state the UI is in now
	for len(queue) > 0 && explored < cr.c.MaxStates {
		n := queue[0]
		queue = queue[1:]
		explored++
		if at.key != n.key {
			var ok bool
			if at, ok = cr.reach(start, n); !ok {
				continue
			}
		}
		base := at
		acts := base.acts
		if len(acts) > cr.c.MaxActions {
			acts = acts[:cr.c.MaxActions]
		}
		for _, a := range acts {
			if at.key != base.key || at.sig != base.sig {
				var ok bool
				if at, ok = cr.reach(start, n); !ok {
					break
				}
			}
			b, ok := find(at.acts, a.id())
			if !ok {
				break
			}
			path := append(append([]action(nil), n.path...), b)
			after, ok := cr.tap(start, path, at, b)
			if !ok {
				at = view{}
				continue
			}
			if !seen[after.key] && len(path) < cr.c.MaxDepth {
				seen[after.key] = true
				queue = append(queue, node{path: path, key: after.key})
			}
			at = cr.back(base, after)
		}
	}
}

// reach opens start afresh and taps the way to n.
func (cr *crawler) reach(start CrawlStart, n node) (view, bool) {
	cr.fresh(start)
	v := cr.look()
	for _, step := range n.path {
		a, ok := find(v.acts, step.id())
		if !ok {
			return view{}, false
		}
		if !cr.safeDo(a) {
			return view{}, false
		}
		SettleLayout(cr.e)
		v = cr.look()
	}
	cr.logs.Reset()
	return v, v.key == n.key
}

// tap does a in state before, then holds every check in the state it leads to.
func (cr *crawler) tap(start CrawlStart, path []action, before view, a action) (view, bool) {
	cr.logs.Reset()
	if !cr.safeDo(a) {
		cr.defect(start, path, fmt.Sprintf("tapping %q panicked", a.label))
		return view{}, false
	}
	SettleLayout(cr.e)
	after := cr.look()
	cr.hold(start, path, &before, after, &a)
	return after, true
}

// safeDo does a, reporting false when it panicked.
func (cr *crawler) safeDo(a action) (ok bool) {
	cr.res.Taps++
	defer func() {
		if r := recover(); r != nil {
			cr.logs.WriteString(fmt.Sprintf("panic: %v\n%s", r, debug.Stack()))
			ok = false
		}
	}()
	a.do()
	return true
}

// back returns the UI from after to base without starting again when the
// tap only opened dialogs over base: they are closed as a back gesture
// would. Otherwise the next tap starts afresh.
func (cr *crawler) back(base, after view) view {
	if after.screen != base.screen || after.changes != base.changes || after.nOver <= base.nOver {
		return after
	}
	over := cr.e.W.Canvas().Overlays()
	for len(over.List()) > base.nOver {
		top := over.Top()
		if p, ok := top.(*widget.PopUp); ok {
			p.Hide()
		} else {
			over.Remove(top)
		}
	}
	SettleLayout(cr.e)
	return cr.look()
}

func find(acts []action, id string) (action, bool) {
	for _, a := range acts {
		if a.id() == id {
			return a, true
		}
	}
	return action{}, false
}

// hold runs every check on the state after (reached from before by a).
func (cr *crawler) hold(start CrawlStart, path []action, before *view, after view, a *action) {
	cr.res.States[after.key] = true
	cr.res.Screens[after.screen] = true
	for i := 0; i < after.nOver; i++ {
		cr.res.Dialogs[after.screen+": "+digits.ReplaceAllString(dialogName(after.roots[i]), "#")] = true
	}
	var found []string
	if s := strings.TrimSpace(fyneNoise.ReplaceAllString(cr.logs.String(), "")); s != "" {
		found = append(found, "the log says: "+firstLines(s, 6))
	}
	wide := checkWidth(cr.e, cr.c.Size)
	found = append(found, wide...)
	words := cr.wordsNow()
	for _, ps := range after.roots {
		for _, f := range checkText(ps, cr.c.Size) {
			// A screen too wide puts everything past the edge: said once.
			if len(wide) == 0 || !strings.Contains(f, pastEdge) {
				found = append(found, f)
			}
		}
		found = append(found, words.check(ps)...)
	}
	if before != nil && after.top != nil {
		if after.top != before.top {
			found = append(found, checkOpened(after.roots[0])...)
		} else {
			found = append(found, checkStayPut(before.buttons, after.buttons)...)
			found = append(found, checkErrorShown(before.roots[0], after.roots[0])...)
		}
	}
	for _, f := range found {
		cr.defect(start, path, f)
	}
}

// wordsNow knows the messages of the language the UI speaks now (a tap in
// the settings may have changed it).
func (cr *crawler) wordsNow() *words {
	lang := cr.e.U.Loc.Lang()
	if cr.words[lang] == nil {
		cr.words[lang] = newWords(lang)
	}
	return cr.words[lang]
}

// fyneNoise is what Fyne's file dialog logs on a machine whose home has no
// Videos or Music folder set: a fact of the test machine, not of the app.
var fyneNoise = regexp.MustCompile(`(?m)^.*Fyne error:  Getting favorite locations\n.*Cause: this computer does not define a \w+ folder\n.*At: .*dialog/file.go:\d+\n?`)

// defect keeps the first way found to each defect.
func (cr *crawler) defect(start CrawlStart, path []action, what string) {
	key := what
	if _, ok := cr.res.Defects[key]; ok {
		return
	}
	steps := []string{start.Name}
	for _, a := range path {
		steps = append(steps, a.label)
	}
	where := strings.Join(steps, " → ")
	if shot := cr.shoot(len(cr.res.Defects) + 1); shot != "" {
		where += " (seen in " + shot + ")"
	}
	cr.res.Defects[key] = where
}

// shoot saves the window as it is to $CRAWL_SHOTS/<n>.png when that is set:
// the state a defect was found in, to look at.
func (cr *crawler) shoot(n int) string {
	dir := os.Getenv("CRAWL_SHOTS")
	if dir == "" {
		return ""
	}
	name := strings.NewReplacer("/", "_", " ", "_").Replace(cr.t.Name())
	path := filepath.Join(dir, fmt.Sprintf("%s-%03d.png", name, n))
	f, err := os.Create(path)
	if err != nil {
		cr.t.Log(err)
		return ""
	}
	defer f.Close()
	if err := png.Encode(f, cr.e.W.Canvas().Capture()); err != nil {
		cr.t.Log(err)
		return ""
	}
	return path
}

func firstLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, " / ")
}

// Report fails t with every defect of r, each with the taps that reach it,
// and logs the crawl's line. known holds parts of defects still open (by
// issue): those are logged, not failed, and one no longer found fails.
func (r CrawlResult) Report(t *testing.T, known ...string) {
	t.Helper()
	keys := make([]string, 0, len(r.Defects))
	for k := range r.Defects {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	seen := map[string]bool{}
	for _, k := range keys {
		if m := matchKnown(k, known); m != "" {
			seen[m] = true
			t.Logf("known, still open: %s", k)
			continue
		}
		t.Errorf("%s\n\treached by: %s", k, r.Defects[k])
	}
	// A known defect that is gone must leave the list, so the list only
	// shrinks and a fixed defect is held from then on.
	for _, k := range known {
		if !seen[k] {
			t.Errorf("known defect no longer found, take it off the list: %q", k)
		}
	}
	t.Log(r.Line(), "("+r.Work()+")")
}

// matchKnown is the entry of known that defect contains, or "".
func matchKnown(defect string, known []string) string {
	for _, k := range known {
		if strings.Contains(defect, k) {
			return k
		}
	}
	return ""
}
