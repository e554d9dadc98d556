package app

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules"
	"skald/rules/althing"
	"skald/rules/dwarves"
	"skald/tracker"
)

// dialogEntries are the text fields of the top dialog, in order.
func dialogEntries(e *kittest.Env) []*widget.Entry {
	var out []*widget.Entry
	kittest.Walk(e.W.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if en, ok := o.(*widget.Entry); ok {
			out = append(out, en)
		}
		return false
	})
	return out
}

// newCampaign starts a campaign from the Campaigns list's own button: the
// kind offered by its label, a name typed; the game's campaign screen opens.
func newCampaign(e *kittest.Env, kind, name string) tracker.Campaign {
	e.T.Helper()
	e.U.ShowCampaigns()
	e.Tap(e.U.Loc.T("app.campaigns.new"))
	e.Tap(kind)
	test.Type(e.DialogEntry(), name)
	e.Tap(e.U.Loc.T("app.campaigns.create"))
	list, err := e.Store.Campaigns("")
	if err != nil || len(list) == 0 || list[0].Title != name {
		e.T.Fatalf("campaigns after New: %+v, %v", list, err)
	}
	return list[0]
}

// namePlayers names the campaign's players from its screen's own button.
func namePlayers(e *kittest.Env, names ...string) {
	e.T.Helper()
	e.Tap(e.U.Loc.T("app.campaign.players_edit"))
	fields := dialogEntries(e)
	if len(fields) < len(names) {
		e.T.Fatalf("%d name fields for %d names", len(fields), len(names))
	}
	for i, n := range names {
		test.Type(fields[i], n)
	}
	e.Tap(e.U.Loc.T("common.save"))
}

// lastPlayedIsLatest checks that the campaign's last play is its games'
// last action, and that its screen says so.
func lastPlayedIsLatest(e *kittest.Env, id int64) {
	e.T.Helper()
	c, err := e.Store.CampaignByID(id)
	if err != nil {
		e.T.Fatal(err)
	}
	infos, _ := e.Store.CampaignSessions(id)
	var latest tracker.SessionInfo
	for _, in := range infos {
		if in.Updated.After(latest.Updated) {
			latest = in
		}
	}
	if !c.Updated.Equal(latest.Updated) {
		e.T.Fatalf("last played %v, the last action %v", c.Updated, latest.Updated)
	}
	e.MustShow(e.U.Loc.T("app.campaign.last_played", "When", kit.FormatTime(latest.Updated)))
}

// flatDoomTrack makes the Doom track long and plain, so a Book is played
// through its Scenario or Saga deck without troops or threats.
func flatDoomTrack(t *testing.T, store *tracker.Store) {
	if err := seed.DwarvesProfile(store); err != nil {
		t.Fatal(err)
	}
	if err := store.SetPrinted(dwarves.Game.ID(), "dwarves.doom.length", "40"); err != nil {
		t.Fatal(err)
	}
	for sp := 2; sp < 40; sp++ {
		if err := store.SetPrinted(dwarves.Game.ID(), dwarves.DoomSpaceKey(sp), dwarves.IconNone); err != nil {
			t.Fatal(err)
		}
	}
}

// dwarvesWin plays the game on screen to a win: every turn the next cards
// are turned up and the first one faceup is completed, to the level-C card.
func dwarvesWin(e *kittest.Env) {
	e.T.Helper()
	sess := e.Frame().Sess
	st := func() dwarves.State { return sess.State().(dwarves.State) }
	do := func(c dwarves.Command) {
		e.T.Helper()
		if err := sess.Do(c); err != nil {
			e.T.Fatalf("%s: %v", c.Kind, err)
		}
	}
	for turn := 0; !st().Over(); turn++ {
		if turn > 40 {
			e.T.Fatalf("Book %d: no victory: %+v", st().Setup.Book, st().Scenario)
		}
		if st().Phase == dwarves.PhaseAdvance {
			do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true})
		}
		if b := st().Setup.Book; b == 1 || b == 5 {
			if len(st().Scenario.Slots) == 0 {
				do(dwarves.Command{Kind: dwarves.CmdReveal})
			}
		} else {
			for st().CanReveal() {
				do(dwarves.Command{Kind: dwarves.CmdReveal})
			}
		}
		for i, sl := range st().Scenario.Slots {
			if !sl.FaceDown {
				do(dwarves.Command{Kind: dwarves.CmdComplete, Slot: i})
				break
			}
		}
		if !st().Over() {
			do(dwarves.Command{Kind: dwarves.CmdEndTurn})
		}
	}
	if st().Result.Status != rules.Won {
		e.T.Fatalf("Book %d ended %+v", st().Setup.Book, st().Result)
	}
}

// dwarvesStart sets up the Book the form is on with Balyndis and Gandogar
// (their players taken from the campaign), at difficulty (none for Book 5),
// and starts it.
func dwarvesStart(e *kittest.Env, difficulty string) *tracker.SessionInfo {
	e.T.Helper()
	e.MustShow(e.U.Loc.T("app.setup.heading", "Game", "The Dwarves"))
	if difficulty != "" {
		e.Tap(difficulty)
	}
	e.TapPrefix("Balyndis Ironfinger\n")
	e.TapPrefix("Gandogar Silverbeard\n")
	e.Tap("Start the session")
	info := e.Frame().Sess.Info()
	st := e.Frame().Sess.State().(dwarves.State)
	if strings.Join(st.Setup.Names, ",") != "Anne,Marc" {
		e.T.Fatalf("Book %d names %q: not the campaign's players", st.Setup.Book, st.Setup.Names)
	}
	return &info
}

// A whole Dwarves campaign played through the campaign screens' own buttons:
// a campaign started from the Campaigns list, its players named once, Book 1
// lost then replayed (left half-way and resumed from the list), Books 2 to 4
// won (Book 3 lost once, Book 4 at Heroic), then Book 5 started from the
// campaign (no named difficulty) and won. After each step: what comes next,
// the Resume, the record, who played, and the last play.
func TestDwarvesWholeCampaign(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	flatDoomTrack(t, e.Store)
	c := newCampaign(e, "The Dwarves — the five Books", "Tuesday group")
	e.MustShow("No game yet")
	e.MustShow("Next: Book 1: The Dwarves")
	e.MustShow("Players: not named yet")
	e.MustShow(e.U.Loc.T("app.dwarves.campaign.book5_note"))
	namePlayers(e, "Anne", "Marc")
	e.MustShow("Players: Anne, Marc")

	// Book 1, lost: a card takes all of Gandogar's Health.
	e.Tap("Play Book 1 in this campaign")
	dwarvesStart(e, "Easy")
	if err := e.Frame().Sess.Do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: dwarves.Gandogar, N: -10}); err != nil {
		t.Fatal(err)
	}
	e.Tap("See the campaign")
	e.MustShow("No Book won yet")
	e.MustShow("Book 1 · Easy: 1 played, 0 won, 1 lost")
	e.MustShow("Balyndis Ironfinger — played by Anne, Gandogar Silverbeard — played by Marc")
	e.MustShow("Gandogar Silverbeard has died")
	lastPlayedIsLatest(e, c.ID)

	// Book 1 again, left after the first step and found from the list.
	e.Tap("Play Book 1 in this campaign")
	again := dwarvesStart(e, "")
	if err := e.Frame().Sess.Do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true}); err != nil {
		t.Fatal(err)
	}
	e.U.ShowCampaigns()
	e.MustShow("Book 1 in progress · No Book won yet")
	e.Tap("Resume Book 1 (turn 1)")
	if got := e.Frame().Sess.Info().ID; got != again.ID {
		t.Fatalf("Resume opened game %d, not %d", got, again.ID)
	}
	dwarvesWin(e)
	e.Tap("See the campaign")
	e.MustShow("Book 1 won")
	e.MustShow("Next: Book 2: The War of the Dwarves")
	e.MustShow("Book 1 · Normal: 1 played, 1 won, 0 lost")
	lastPlayedIsLatest(e, c.ID)

	books := []struct {
		book       int
		difficulty string
		lose       bool
	}{{2, "Easy", false}, {3, "Normal", true}, {3, "Normal", false}, {4, "Heroic", false}}
	for _, b := range books {
		n := strconv.Itoa(b.book)
		// The campaign screen's main button starts the Book next.
		e.Tap("Play Book " + n + " in this campaign")
		dwarvesStart(e, b.difficulty)
		if st := e.Frame().Sess.State().(dwarves.State); st.Setup.Book != b.book {
			t.Fatalf("started Book %d, not %d", st.Setup.Book, b.book)
		}
		// Half-way, the campaign offers to carry on, not to start again.
		if err := e.Frame().Sess.Do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true}); err != nil {
			t.Fatal(err)
		}
		id := e.Frame().Sess.Info().Campaign
		e.U.ShowCampaigns()
		e.U.Push(kit.GameUIs[dwarves.Game.ID()].Campaign(e.U, tracker.Campaign{ID: id}))
		e.MustShow("Book " + n + " in progress")
		e.Tap("Resume Book " + n + " (turn 1)")
		if b.lose {
			if err := e.Frame().Sess.Do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: dwarves.Balyndis, N: -10}); err != nil {
				t.Fatal(err)
			}
		} else {
			dwarvesWin(e)
		}
		e.Tap("See the campaign")
		lastPlayedIsLatest(e, c.ID)
		if b.lose {
			e.MustShow("Next: Book " + n)
			continue
		}
		e.MustShow("Book " + n + " · " + b.difficulty + ": ")
	}
	e.MustShow("Books 1, 2, 3, 4 won")
	e.MustShow("Book 3 · Normal: 2 played, 1 won, 1 lost")
	e.MustShow("Next: Book 5: The Triumph of the Dwarves")
	e.MustShow(e.U.Loc.T("app.dwarves.campaign.expert_open"))
	if e.Shows(e.U.Loc.T("app.dwarves.campaign.book5_note")) {
		t.Fatal("Books 1–4 are won, yet Book 5 still says to play them first")
	}

	// Book 5 from the campaign: no named difficulty, level-A cards instead.
	e.Tap("Play Book 5 in this campaign")
	dwarvesStart(e, "")
	if st := e.Frame().Sess.State().(dwarves.State); st.Setup.Book != 5 || st.Setup.Difficulty != "" {
		t.Fatalf("Book 5 set up as %+v", st.Setup)
	}
	dwarvesWin(e)
	e.Tap("See the campaign")
	e.MustShow("Books 1, 2, 3, 4, 5 won")
	e.MustShow("All five Books are won!")
	e.MustShow("Level-A cards whose time ran out: 0")
	lastPlayedIsLatest(e, c.ID)
	if infos, _ := e.Store.CampaignSessions(c.ID); len(infos) != 7 {
		t.Fatalf("the campaign holds %d games, want 7", len(infos))
	}
}

// Book 5 can be started from its campaign straight away, in any order the
// rules allow, with its own setup; the rules' advice to play Books 1–4 first
// is said, not enforced.
func TestDwarvesBook5FromTheCampaign(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	flatDoomTrack(t, e.Store)
	newCampaign(e, "The Dwarves — the five Books", "Straight to the end")
	e.MustShow(e.U.Loc.T("app.dwarves.campaign.book5_note"))
	e.Tap("Play Book 5")
	e.TapPrefix("Balyndis Ironfinger\n")
	e.TapPrefix("Gandogar Silverbeard\n")
	e.Tap("Start the session")
	if st := e.Frame().Sess.State().(dwarves.State); st.Setup.Book != 5 {
		t.Fatalf("started %+v", st.Setup)
	}
}

// althingPlay plays the game on screen to its end, king alone completing
// stages (a dealt track is dealt by the app first).
func althingPlay(e *kittest.Env, king string) {
	e.T.Helper()
	sess := e.Frame().Sess
	if st := sess.State().(althing.State); st.Phase == althing.PhaseSetup && len(st.Track) == 0 {
		if err := sess.Do(althing.Command{Kind: althing.CmdDealTrack}); err != nil {
			e.T.Fatal(err)
		}
	}
	if err := seed.AlthingPlayOutKing(sess, king); err != nil {
		e.T.Fatal(err)
	}
}

// A whole Althing discovery campaign through its screens' own buttons: the
// players named once, part 1 won by Anne, part 2 abandoned then played
// again and won by Marc, part 3 with its dealt track in the log, then a
// later game. After each step: the next part, the Resume, the results in
// the players' names, the last play.
func TestAlthingWholeDiscoveryCampaign(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.DesktopSize)
	if err := seed.AlthingProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	c := newCampaign(e, "Althing — the discovery campaign and the games after it", "Winter saga")
	e.MustShow("No game yet")
	e.MustShow("Next: Discovery, part 1")
	namePlayers(e, "Anne", "Marc")

	e.Tap("Play Discovery, part 1")
	e.Tap("Start the session")
	althingPlay(e, "p1")
	e.Tap("To the campaign log: Winter saga")
	e.MustShow("Anne is King of the Vikings")
	e.MustShow("Part 1 played")
	e.MustShow("Next: Discovery, part 2")
	lastPlayedIsLatest(e, c.ID)

	// Part 2, begun, then abandoned from the log: it counts for nothing and
	// the campaign offers part 2 again.
	e.Tap("Play Discovery, part 2")
	e.Tap("Start the session")
	if err := e.Frame().Sess.Do(althing.Command{Kind: althing.CmdBegin}); err != nil {
		t.Fatal(err)
	}
	abandoned := e.Frame().Sess.Info().ID
	ShowCampaignLog(e, c.ID)
	e.MustShow("Discovery, part 2 in progress · Part 1 played")
	e.Tap("Resume: Discovery, part 2 (turn 1)")
	if e.Frame().Sess.Info().ID != abandoned {
		t.Fatal("Resume opened another game")
	}
	ShowCampaignLog(e, c.ID)
	in, _ := e.Store.SessionByID(abandoned)
	e.U.GameActions(in)
	e.Tap("Mark as abandoned")
	e.MustShow("Abandoned on ")
	e.MustShow("Next: Discovery, part 2")
	if e.Shows("Resume:") {
		t.Fatal("an abandoned game is offered to resume")
	}
	e.Tap("Play Discovery, part 2")
	e.Tap("Start the session")
	althingPlay(e, "p2")
	e.Tap("To the campaign log: Winter saga")
	e.MustShow("Marc is King of the Vikings")
	e.MustShow("Parts 1, 2 played")
	lastPlayedIsLatest(e, c.ID)

	// Part 3 deals its track: the log keeps which stages came.
	e.Tap("Play Discovery, part 3")
	e.Tap("Start the session")
	althingPlay(e, "p1")
	st := e.Frame().Sess.State().(althing.State)
	e.Tap("To the campaign log: Winter saga")
	e.MustShow("The discovery campaign is complete.")
	var stages []string
	for _, s := range st.Track {
		name := e.U.Loc.Msg(althing.StageName(s.Card))
		if s.Side != "" {
			name += " " + strings.ToUpper(s.Side)
		}
		stages = append(stages, name)
	}
	e.MustShow("Track: " + strings.Join(stages, ", "))
	lastPlayedIsLatest(e, c.ID)

	// A later game, from the campaign's own button.
	e.Tap("Play another game")
	e.Tap("Start the session")
	if err := e.Frame().Sess.Do(althing.Command{Kind: althing.CmdDealTrack}); err != nil {
		t.Fatal(err)
	}
	ShowCampaignLog(e, c.ID)
	e.Tap("Resume: Normal game (turn 1)")
	althingPlay(e, "p2")
	e.Tap("To the campaign log: Winter saga")
	e.MustShow("Later games")
	if n := strings.Count(strings.Join(e.Texts(), "\n"), "Marc is King of the Vikings"); n < 2 {
		t.Fatalf("the later game's King is not in the log (%d)", n)
	}
	lastPlayedIsLatest(e, c.ID)
	if infos, _ := e.Store.CampaignSessions(c.ID); len(infos) != 5 {
		t.Fatalf("the campaign holds %d games, want 5", len(infos))
	}
}

// ShowCampaignLog opens a campaign's screen from the Campaigns list's row.
func ShowCampaignLog(e *kittest.Env, id int64) {
	e.T.Helper()
	c, err := e.Store.CampaignByID(id)
	if err != nil {
		e.T.Fatal(err)
	}
	e.U.ShowCampaigns()
	test.Tap(kittest.ButtonIn(e.RowWith(c.Title), e.U.Loc.T("app.campaigns.open"), nil))
}
