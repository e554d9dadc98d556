package app

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
	"skald/tracker"
)

// thorgalCrawl holds the sessions the Thorgal crawl's seed made, by the
// state each is in.
type thorgalCrawl struct {
	start, round2, won, lost int64
}

// seedThorgal makes the sessions every start opens: a setup just done, a
// game in round 2 (most of the board's states are one command away from it:
// the starts make them on their copy), a game won and one lost.
func (tc *thorgalCrawl) seed(store *tracker.Store) error {
	s, err := seed.ThorgalStart(store, "Setup done")
	if err != nil {
		return err
	}
	tc.start = s.Info().ID
	if s, err = seed.ThorgalSession(store, "Torkan's Temple"); err != nil {
		return err
	}
	tc.round2 = s.Info().ID
	for _, end := range []struct {
		id  *int64
		cmd thorgal.Command
	}{{&tc.won, thorgal.Command{Kind: thorgal.CmdWin, N: 40}}, {&tc.lost, thorgal.Command{Kind: thorgal.CmdLose, N: 41}}} {
		if s, err = seed.ThorgalSession(store, "Ended"); err != nil {
			return err
		}
		if err := s.Do(end.cmd); err != nil {
			return err
		}
		*end.id = s.Info().ID
	}
	return nil
}

// play opens session id on e's copy of the store, does cmds (and teaches
// learn) there, and opens its screen.
func (tc *thorgalCrawl) play(e *kittest.Env, id int64, learn map[string]string, cmds ...thorgal.Command) *tracker.Session {
	sess, err := e.Store.OpenSession(id)
	if err != nil {
		e.T.Fatal(err)
	}
	keys := make([]string, 0, len(learn))
	for k := range learn {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if err := sess.Learn(k, learn[k]); err != nil {
			e.T.Fatal(k, err)
		}
	}
	for _, c := range cmds {
		if err := sess.Do(c); err != nil {
			e.T.Fatal(c.Kind, err)
		}
	}
	if err := e.U.OpenSession(id); err != nil {
		e.T.Fatal(err)
	}
	return sess
}

// tapMsg taps the buttons saying these messages, in order.
func tapMsg(e *kittest.Env, ids ...string) {
	for _, id := range ids {
		kittest.SettleLayout(e)
		e.Tap(e.U.Localizer().T(id))
	}
}

// thorgalDice are dice and a dial as a table might teach them (example
// values, not the box's), and Moderate Enemy 4's grid when grid.
func thorgalDice(grid bool) map[string]string {
	learn := map[string]string{
		thorgal.DieNameKey(1): "Yellow", thorgal.DieFacesKey(1): "O1,I2,I2,L3,O1/I2,I2/L3",
		thorgal.DieNameKey(2): "Orange", thorgal.DieFacesKey(2): "I2,L3,L3,I3,O1/L3,I2/T4",
		thorgal.DialKey(3): "1,2",
	}
	if grid {
		learn[thorgal.EnemyGridKey(thorgal.Moderate, "04")] = "hhx#./#!o#./##h#e/.#j#d"
		learn[thorgal.EnemySpecialKey(thorgal.Moderate, "04")] = "threat:1"
	}
	return learn
}

// thorgalJourney are two Terrain cards' grids and the Journey track's
// tiles (example values).
var thorgalJourney = map[string]string{
	thorgal.JourneyKey(1):                                 "I2,L3",
	thorgal.JourneyKey(2):                                 "I3",
	thorgal.TerrainGridKey("03"):                          "#d#s#/m#.#rj/e#*##/#g#y#o;3",
	thorgal.TerrainEffectKey("03", thorgal.PenaltyRed):    "threat:1",
	thorgal.TerrainEffectKey("03", thorgal.PenaltyYellow): "discard:ore",
	thorgal.TerrainGridKey("07"):                          "##a##s#/s#r#d##/#*####e/x#e#m##;3",
}

// journeyOn places two Journeys by Thorgal on the path of sess, the second
// revealing Terrain card 7 (whose bonus is then owed).
func journeyOn(e *kittest.Env, sess *tracker.Session) {
	for _, j := range []struct {
		shape string
		cells []polyomino.Cell
		card  string
	}{
		{"I2", []polyomino.Cell{{R: 0, C: 0}, {R: 0, C: 1}}, ""},
		{"L3", []polyomino.Cell{{R: 1, C: 1}, {R: 2, C: 1}, {R: 2, C: 2}}, "07"},
	} {
		t, _ := polyomino.TileOf(j.shape, j.cells)
		s := sess.State().(thorgal.State)
		pc, err := s.JourneyPlacement(t)
		if err != nil {
			e.T.Fatal(err)
		}
		c := thorgal.Command{Kind: thorgal.CmdJourney, Char: 0, Shape: j.shape, Cells: j.cells,
			Cover: pc.Covered(s.Chars[0]), Reveal: pc.Reveal, Card: j.card}
		if pc.Fixed.Discovery > 0 {
			c.Cover.DiscoveryCards = []string{"05"}
		}
		if err := sess.Do(c); err != nil {
			e.T.Fatal(err)
		}
	}
}

// askPrinted opens the box profile's editor of key with value in it, over Home.
func askPrinted(e *kittest.Env, key, value string) {
	for die, colour := range map[int]string{2: "green", 3: "blue"} {
		if err := e.Store.SetPrinted(thorgal.Game.ID(), thorgal.DieNameKey(die), colour); err != nil {
			e.T.Fatal(err)
		}
	}
	spec, ok := rules.PrintedSpecFor(thorgal.Game, key)
	if !ok {
		e.T.Fatalf("no printed value %s", key)
	}
	e.U.ShowHome()
	e.U.AskPrinted(spec, value, func(string) {})
}

func (tc *thorgalCrawl) starts() []kittest.CrawlStart {
	event := []thorgal.Command{{Kind: thorgal.CmdAdvanceRound}, {Kind: thorgal.CmdRefreshChips}, {Kind: thorgal.CmdResolveNext}}
	toEvent := func(e *kittest.Env, sess *tracker.Session) {
		if err := seed.ThorgalToEvent(sess); err != nil {
			e.T.Fatal(err)
		}
		for _, c := range event {
			if err := sess.Do(c); err != nil {
				e.T.Fatal(err)
			}
		}
	}
	var out []kittest.CrawlStart
	add := func(name string, open func(e *kittest.Env)) {
		out = append(out, kittest.CrawlStart{Name: name, Open: open})
	}
	add("Setup", func(e *kittest.Env) {
		e.U.ShowSetup(thorgal.Game.ID())
		e.Tap("Thorgal")
		e.Tap("Aaricia")
	})
	add("Setup, printed values unknown", func(e *kittest.Env) {
		if err := e.Store.ClearPrinted(thorgal.Game.ID(), thorgal.TilesKey, "thorgal.adventure.torkans_temple.row",
			"thorgal.character.aaricia.goods", "thorgal.character.jolan.area"); err != nil {
			e.T.Fatal(err)
		}
		e.U.ShowSetup(thorgal.Game.ID())
		e.Tap("Thorgal")
		e.Tap("Jolan")
	})
	// Each printed value a start needs, missing from the profile: asked
	// when Start is tapped.
	for _, m := range []struct{ name, key, char string }{
		{"Setup, tiles unknown", thorgal.TilesKey, "Aaricia"},
		{"Setup, Action Row unknown", "thorgal.adventure.torkans_temple.row", "Aaricia"},
		{"Setup, Jolan's area unknown", "thorgal.character.jolan.area", "Jolan"},
		{"Setup, Aaricia's Goods unknown", "thorgal.character.aaricia.goods", "Aaricia"},
	} {
		add(m.name, func(e *kittest.Env) {
			if err := e.Store.ClearPrinted(thorgal.Game.ID(), m.key); err != nil {
				e.T.Fatal(err)
			}
			e.U.ShowSetup(thorgal.Game.ID())
			e.Tap("Thorgal")
			e.Tap(m.char)
			tapMsg(e, "app.setup.start")
		})
	}
	add("Setup done", func(e *kittest.Env) { tc.play(e, tc.start, nil) })
	add("Round 2", func(e *kittest.Env) { tc.play(e, tc.round2, nil) })
	add("Setup at the table", func(e *kittest.Env) {
		e.U.ShowSetup(thorgal.Game.ID())
		e.Tap("Thorgal")
		e.Tap("Aaricia")
		tapMsg(e, "app.setup.start", "app.thorgal.setup_terrain_table")
	})
	add("Item gained", func(e *kittest.Env) {
		tc.play(e, tc.round2, nil)
		tapMsg(e, "app.thorgal.item_gain")
	})
	add("Swap an Action card", func(e *kittest.Env) {
		tc.play(e, tc.round2, nil)
		tapMsg(e, "app.thorgal.swap")
	})
	add("Which chip", func(e *kittest.Env) {
		tc.play(e, tc.round2, nil)
		kittest.SettleLayout(e)
		e.Tap("22")
	})
	add("Wound of 4", func(e *kittest.Env) {
		tc.play(e, tc.round2, nil, thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Size: 4})
	})
	for _, grid := range []bool{false, true} {
		name := "Combat, grid not learned"
		if grid {
			name = "Combat, grid learned"
		}
		add(name, func(e *kittest.Env) {
			tc.play(e, tc.round2, thorgalDice(grid), thorgal.Command{Kind: thorgal.CmdFight, Char: 0, Enemy: thorgal.Moderate, Cards: []string{"04"}})
			tapMsg(e, "app.thorgal.combat_resolve")
		})
	}
	add("Journey", func(e *kittest.Env) {
		tc.play(e, tc.round2, map[string]string{thorgal.JourneyKey(1): "I2,L3", thorgal.JourneyKey(2): "I3"},
			thorgal.Command{Kind: thorgal.CmdExperience, Char: 0, Track: thorgal.Journey})
		tapMsg(e, "app.thorgal.journey_action")
	})
	add("Journey, path known", func(e *kittest.Env) {
		sess := tc.play(e, tc.round2, thorgalJourney)
		journeyOn(e, sess)
		tapMsg(e, "app.thorgal.journey_action")
	})
	add("Terrain bonus owed", func(e *kittest.Env) {
		sess := tc.play(e, tc.round2, thorgalJourney)
		journeyOn(e, sess)
	})
	add("Event phase", func(e *kittest.Env) {
		sess := tc.play(e, tc.round2, nil)
		toEvent(e, sess)
	})
	add("Event card drawn", func(e *kittest.Env) {
		sess := tc.play(e, tc.round2, nil)
		toEvent(e, sess)
		if err := sess.Do(thorgal.Command{Kind: thorgal.CmdDrawEvent, Card: "05"}); err != nil {
			e.T.Fatal(err)
		}
	})
	add("Event card drawn at the table", func(e *kittest.Env) {
		sess := tc.play(e, tc.round2, nil)
		toEvent(e, sess)
		tapMsg(e, "app.thorgal.draw_table")
	})
	add("Event effect asked", func(e *kittest.Env) {
		sess := tc.play(e, tc.round2, nil)
		toEvent(e, sess)
		if err := sess.Do(thorgal.Command{Kind: thorgal.CmdDrawEvent, Card: "05"}); err != nil {
			e.T.Fatal(err)
		}
		tapMsg(e, "app.thorgal.note")
	})
	add("Won", func(e *kittest.Env) { tc.play(e, tc.won, nil) })
	add("Lost", func(e *kittest.Env) { tc.play(e, tc.lost, nil) })
	add("Box profile", func(e *kittest.Env) {
		for k, v := range map[string]string{
			thorgal.EnemyGridKey(thorgal.Massive, "01"):    "hhhhhhhh/#xjsmoga/pfed!#.#",
			thorgal.EnemySpecialKey(thorgal.Massive, "01"): "threat:2,wound:L3,discard:ore,die:3",
			thorgal.DieNameKey(3):                          "blue",
		} {
			if err := e.Store.SetPrinted(thorgal.Game.ID(), k, v); err != nil {
				e.T.Fatal(err)
			}
		}
		ShowProfile(e.U, thorgal.Game.ID())
	})
	// The box profile's editors, each opened with a value in it.
	for _, kv := range [][3]string{
		{"Die name", thorgal.DieNameKey(1), ""},
		{"Die faces", thorgal.DieFacesKey(2), "O1/I2,I2,I2/L3,I3,L3,T4/P5"},
		{"Dial", thorgal.DialKey(5), "2,3,3"},
		{"Enemy grid", thorgal.EnemyGridKey(thorgal.Major, "03"), "#hh#..../#xh#e#../.#!#m#../..#d#hh./..####j#/...s#a.."},
		{"Enemy grid of 8", thorgal.EnemyGridKey(thorgal.Massive, "01"), "hhhhhhhh/#xjsmoga/pfed!#.#/########/########/########/########/#######h"},
		{"Enemy special", thorgal.EnemySpecialKey(thorgal.Moderate, "04"), "threat:2,wound:L3,discard:ore,die:3"},
		{"Terrain grid", thorgal.TerrainGridKey("03"), thorgalJourney[thorgal.TerrainGridKey("03")]},
	} {
		add(kv[0], func(e *kittest.Env) { askPrinted(e, kv[1], kv[2]) })
	}
	return out
}

// thorgalDialogs are the dialogs of the screenshot tool's thorgal-* screens,
// as the crawler names them in English (its screen, then the dialog's first
// text), with the screens they stand for; the crawl must reach every one.
var thorgalDialogs = map[string]string{
	"*thorgal.thorgalSetup: Copy what its Adventure sheet and Adventure Description show. Skald ke…": "thorgal-add-adventure",
	"*thorgal.thorgalSetup: Draw the wound area of Jolan as shown on the Character board.":           "thorgal-area",
	"*thorgal.thorgalSetup: Which tetrominoes and pentominoes does your box hold? Tap each one it …": "thorgal-tiles",
	"*thorgal.thorgalSetup: Which Goods does Aaricia start with (back of the top board)? Six numbe…": "thorgal-goods",
	"*thorgal.thorgalSetup: Torkan's Temple: which Action cards start in the Action Row? Their num…": "thorgal-row",
	"*kit.Frame thorgal: Which Terrain card did you reveal?":                                         "thorgal-terrain",
	"*kit.Frame thorgal: How many wounds":                                                            "thorgal-gain",
	"*kit.Frame thorgal: An effect takes Goods: what is held is lost, and if that is not enough…":    "thorgal-forced",
	"*kit.Frame thorgal: Type the name of Thorgal's new Item, or tap a card of the Display.":         "thorgal-item",
	"*kit.Frame thorgal: Choose the card to take out and type the new card's number. The row st…":    "thorgal-swap",
	"*kit.Frame thorgal: The Enemy token fought":                                                     "thorgal-fight",
	"*kit.Frame thorgal: Thorgal's Journey track: which Journey tiles does level # show?":            "thorgal-journey-track",
	"*kit.Frame thorgal: Resolve the effect as far as you can. Then each character it affects g…":    "thorgal-unfulfilled",
	"*kit.Frame thorgal: It goes under card #. Where did it lie? (Bonuses count the chips unde…":     "thorgal-chip",
	"*kit.Frame thorgal: Thorgal against Moderate Enemy #. Place the tiles on the card, then sa…":    "thorgal-combat, -dice, -place, -hand",
	"*kit.Frame thorgal: Tap the face each die shows on the table (white tile / with its black …":    "thorgal-combat-faces",
	"*kit.Frame thorgal: The Journey tile taken":                                                     "thorgal-journey, -journey-path, -journey-refused",
	"*kit.Frame thorgal: Draw rule of the left deck: # or more tokens on the Action cards":           "thorgal-draw",
	"*kit.Frame thorgal: Which Next Event phase effect does Village # show?":                         "thorgal-note",
	"*app.homeScreen: Combat dice, in the upgrade order from the weakest: what colour is die…":       "thorgal-die-name",
	"*app.homeScreen: Combat die #: which Wound tile does each of its six faces show?":               "thorgal-die-faces",
	"*app.homeScreen: Face #: the tile of its white squares":                                         "thorgal-die-faces-pick",
	"*app.homeScreen: Which Combat dice does the Combat dial show at level #?":                       "thorgal-dial",
	"*app.homeScreen: Major Enemy #: paint the grid printed on the card.":                            "thorgal-enemy-grid",
	"*app.homeScreen: Massive Enemy #: paint the grid printed on the card.":                          "thorgal-enemy-grid-8",
	"*app.homeScreen: Moderate Enemy #: what happens when one of its special spaces is cover…":       "thorgal-enemy-special, -enemy-special-add",
	"*app.homeScreen: Terrain #: paint its squares, their red or yellow colour, and the colu…":       "thorgal-terrain-grid",
}

// thorgalScreens are the screens of the thorgal, thorgal-setup,
// thorgal-wounds, thorgal-event and thorgal-profile-combat shots.
var thorgalScreens = []string{"*kit.Frame thorgal", "*thorgal.thorgalSetup", "*app.profileScreen"}

func TestCrawlThorgal(t *testing.T) {
	// Open (#26): on phone en this crawl ran past 28 minutes without
	// ending; it runs by hand (CRAWL_THORGAL=1) until its bounds are cut.
	if os.Getenv("CRAWL_THORGAL") == "" {
		t.Skip("the Thorgal crawl runs with CRAWL_THORGAL=1 (issue 26: too slow yet)")
	}
	for _, c := range crawlConfigs() {
		t.Run(c.name, func(t *testing.T) {
			tc := &thorgalCrawl{}
			cr := c.crawl
			cr.Seed = tc.seed
			cr.Starts = tc.starts()
			// THORGAL_ONLY="Start|Start…" crawls only those starts, to iterate.
			if only := os.Getenv("THORGAL_ONLY"); only != "" {
				var keep []kittest.CrawlStart
				for _, s := range cr.Starts {
					if strings.Contains(only, s.Name) {
						o := s.Open
						s.Open = func(e *kittest.Env) { fmt.Fprintln(os.Stderr, s.Name); o(e) }
						keep = append(keep, s)
					}
				}
				cr.Starts = keep
			}
			cr.MaxDepth, cr.MaxStates, cr.MaxActions = 2, 4, 12
			r := kittest.RunCrawl(t, cr)
			for _, s := range thorgalScreens {
				if !r.Screens[s] {
					t.Errorf("the crawl did not reach the screen %s", s)
				}
			}
			// The dialogs are named by their words: the English list holds
			// for the English crawls; the French one must reach as many.
			if c.crawl.Lang == "en" && os.Getenv("THORGAL_ONLY") == "" {
				for d, shot := range thorgalDialogs {
					if !r.Dialogs[d] {
						t.Errorf("the crawl did not reach the dialog of %s: %s", shot, d)
					}
				}
			} else if n := thorgalReached(r); n < len(thorgalDialogs) && os.Getenv("THORGAL_ONLY") == "" {
				t.Errorf("the crawl reached %d Thorgal dialogs, fewer than the %d of the screenshot tool", n, len(thorgalDialogs))
			}
			if testing.Verbose() {
				names := make([]string, 0, len(r.Dialogs))
				for d := range r.Dialogs {
					names = append(names, d)
				}
				sort.Strings(names)
				for _, d := range names {
					t.Log("dialog:", d)
				}
			}
			r.Report(t)
		})
	}
}

// thorgalReached counts the dialogs reached over the screens Thorgal's
// dialogs open on.
func thorgalReached(r kittest.CrawlResult) int {
	n := 0
	for d := range r.Dialogs {
		for _, s := range append(thorgalScreens, "*app.homeScreen") {
			if strings.HasPrefix(d, s+": ") {
				n++
				break
			}
		}
	}
	return n
}
