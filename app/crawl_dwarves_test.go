package app

import (
	"regexp"
	"strings"
	"testing"

	dwarvesui "skald/app/dwarves"
	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/i18n"
	"skald/rules/dwarves"
	"skald/tracker"
)

// dwCrawl holds what the Dwarves crawl's seed made, for its starts to open.
type dwCrawl struct {
	saturday, council, dice, won, campaign int64
	book                                   map[int]int64
}

// seed fills the store with Dwarves sessions in every state a table meets:
// the example game mid-way, Books 3 to 5 at their first actions, a
// campaign with a game lost, one won and one under way, and two games whose
// box profile was half learned when they began (a Council space and the
// Recruitment dice unknown). Narmora's hero board is forgotten last, so a
// new game with her asks for it.
func (d *dwCrawl) seed(store *tracker.Store) error {
	sess, err := seed.DwarvesSession(store, 0, "Saturday")
	if err != nil {
		return err
	}
	d.saturday = sess.Info().ID
	d.book = map[int]int64{}
	for _, b := range []int{3, 4, 5} {
		s, err := seed.DwarvesBook(store, b)
		if err != nil {
			return err
		}
		d.book[b] = s.Info().ID
	}
	if d.campaign, err = seed.DwarvesCampaign(store); err != nil {
		return err
	}
	infos, err := store.CampaignSessions(d.campaign)
	if err != nil {
		return err
	}
	for _, in := range infos {
		if in.Title == "Second try" {
			d.won = in.ID
		}
	}
	var dice []string
	for _, die := range dwarves.RecruitDice {
		for side := 1; side <= 6; side++ {
			dice = append(dice, dwarves.RecruitKey(die, side))
		}
	}
	if err := store.ClearPrinted(dwarves.Game.ID(), append(dice, dwarves.CouncilKey(6, 1))...); err != nil {
		return err
	}
	c, err := store.NewSessionIn(0, dwarves.Game, "Council", seed.DwarvesSetup)
	if err != nil {
		return err
	}
	for _, cmd := range []dwarves.Command{{Kind: dwarves.CmdAdvance, Table: true},
		{Kind: dwarves.CmdRoll, Action: dwarves.ActDispatch, Table: true, Dice: 1, Faces: []int{6}}, {Kind: dwarves.CmdDispatch}} {
		if err := c.Do(cmd); err != nil {
			return err
		}
	}
	d.council = c.Info().ID
	dc, err := store.NewSessionIn(0, dwarves.Game, "Dice", seed.DwarvesSetup)
	if err != nil {
		return err
	}
	d.dice = dc.Info().ID
	var board []string
	for _, k := range []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed, "health", "start"} {
		board = append(board, dwarves.HeroKey(dwarves.Narmora, k))
	}
	return store.ClearPrinted(dwarves.Game.ID(), board...)
}

// open opens session id after playing cmds on it, then taps the buttons
// saying the messages in taps (a message ID and its arguments each).
func dwOpen(e *kittest.Env, id int64, cmds []dwarves.Command, taps ...[]any) {
	e.T.Helper()
	if len(cmds) > 0 {
		sess, err := e.Store.OpenSession(id)
		if err != nil {
			e.T.Fatal(err)
		}
		e.Play(sess, anyCmds(cmds)...)
	}
	if err := e.U.OpenSession(id); err != nil {
		e.T.Fatal(err)
	}
	dwTap(e, taps...)
}

func dwTap(e *kittest.Env, taps ...[]any) {
	e.T.Helper()
	for _, t := range taps {
		e.Tap(e.U.Loc.T(t[0].(string), t[1:]...))
	}
}

func anyCmds(cmds []dwarves.Command) []any {
	out := make([]any, len(cmds))
	for i, c := range cmds {
		out[i] = c
	}
	return out
}

// dwResolve is the bar's button that resolves a roll of act.
func dwResolve(e *kittest.Env, act string) []any {
	return []any{"app.dwarves.bar.resolve", "Action", e.U.Loc.Msg(dwarves.ActionName(act))}
}

// dwStarts open the Dwarves' screens and dialogs as the screenshot tool
// does (app/screenshot/dwarves.go), on the crawl's seed.
func (d *dwCrawl) starts() []kittest.CrawlStart {
	heroes := func(e *kittest.Env, ids ...string) {
		for _, id := range ids {
			e.Tap(e.U.Loc.Msg(dwarves.HeroName(id)) + "\n" + dwarvesui.DwarvesBoardLine(e.U, id))
		}
	}
	fight := func(faces ...int) func(e *kittest.Env) {
		return func(e *kittest.Env) {
			dwOpen(e, d.saturday, []dwarves.Command{{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: len(faces), Faces: faces}},
				dwResolve(e, dwarves.ActFight))
		}
	}
	return []kittest.CrawlStart{
		{Name: "Dwarves setup", Open: func(e *kittest.Env) {
			e.U.ShowSetup(dwarves.Game.ID())
			heroes(e, dwarves.Tungdil, dwarves.Boendal)
		}},
		// Narmora's board is not known: Start asks for it.
		{Name: "Dwarves setup, a board unknown", Open: func(e *kittest.Env) {
			e.U.ShowSetup(dwarves.Game.ID())
			heroes(e, dwarves.Tungdil, dwarves.Narmora)
			dwTap(e, []any{"app.setup.start"})
		}},
		{Name: "Dwarves mid-game", Open: func(e *kittest.Env) { dwOpen(e, d.saturday, nil) }},
		{Name: "Dwarves fight rolled", Open: fight(6, 4, 3)},
		{Name: "Dwarves fight of six dice", Open: fight(6, 5, 4, 4, 3, 1)},
		{Name: "Dwarves fight lost", Open: fight(2, 1)},
		{Name: "Dwarves move rolled", Open: func(e *kittest.Env) {
			dwOpen(e, d.saturday, []dwarves.Command{{Kind: dwarves.CmdPerish, Hex: "Porista"},
				{Kind: dwarves.CmdRoll, Action: dwarves.ActMove, Table: true, Dice: 4, Faces: []int{5, 2, 3, 1}}},
				dwResolve(e, dwarves.ActMove))
		}},
		{Name: "Dwarves check rolled", Open: func(e *kittest.Env) {
			dwOpen(e, d.saturday, []dwarves.Command{{Kind: dwarves.CmdRoll, Action: dwarves.ActCheck, Attr: dwarves.AttrBattle, Table: true, Dice: 3, Faces: []int{5, 3, 1}}},
				dwResolve(e, dwarves.ActCheck))
		}},
		{Name: "Dwarves recruitment", Open: func(e *kittest.Env) {
			dwOpen(e, d.saturday, []dwarves.Command{{Kind: dwarves.CmdEndTurn}, {Kind: dwarves.CmdAdvance, Table: true}, {Kind: dwarves.CmdEndTurn}},
				[]any{"app.dwarves.bar.recruit_enter"})
		}},
		{Name: "Dwarves Council space unknown", Open: func(e *kittest.Env) { dwOpen(e, d.council, nil) }},
		{Name: "Dwarves Recruitment dice unknown", Open: func(e *kittest.Env) {
			dwOpen(e, d.dice, nil, []any{"app.dwarves.bar.recruit_roll"})
		}},
		{Name: "Dwarves Book 3", Open: func(e *kittest.Env) { dwOpen(e, d.book[3], nil) }},
		{Name: "Dwarves Book 4 dragon", Open: func(e *kittest.Env) {
			sess, err := e.Store.OpenSession(d.book[4])
			if err != nil {
				e.T.Fatal(err)
			}
			st := sess.State().(dwarves.State)
			dwOpen(e, d.book[4], []dwarves.Command{
				{Kind: dwarves.CmdMoveTroops, Moves: []dwarves.TroopMove{
					{From: dwarves.InHex(dwarves.GateI), To: dwarves.InHex("Porista"), Troops: st.Board[dwarves.GateI].Plain()},
					{From: dwarves.InHex(dwarves.GateI), To: dwarves.InHex("Roodacre"), Troops: st.Board[dwarves.GateI].Leaders()}}},
				{Kind: dwarves.CmdEquip, Hero: dwarves.Tungdil, Name: "Keenfire", From: dwarves.WhyDeck},
				{Kind: dwarves.CmdAction, Name: "Spell"}, {Kind: dwarves.CmdAction, Name: "Spell"},
			}, []any{"app.dwarves.bar.dragon_enter"})
		}},
		{Name: "Dwarves Book 5", Open: func(e *kittest.Env) { dwOpen(e, d.book[5], nil, []any{"app.dwarves.sec.cards"}) }},
		{Name: "Dwarves game won", Open: func(e *kittest.Env) { dwOpen(e, d.won, nil) }},
		{Name: "Dwarves campaign", Open: func(e *kittest.Env) {
			e.U.ShowCampaigns()
			dwarvesui.ShowDwarvesCampaign(e.U, d.campaign)
		}},
		{Name: "Dwarves campaign's next Book", Open: func(e *kittest.Env) {
			e.U.ShowCampaigns()
			dwarvesui.ShowDwarvesCampaign(e.U, d.campaign)
			dwTap(e, []any{"app.dwarves.campaign.play_book", "N", 3})
			heroes(e, dwarves.Tungdil, dwarves.Boendal)
		}},
	}
}

// dwDialogs are the dialogs of the screenshot tool's Dwarves screens
// (app/screenshot/dwarves.go): the screen they open over and the message
// they open with, as the crawler names a dialog by its first text. The
// action sheets (fight, dispatch, check, move, before and after the roll)
// open with the hero's name.
var dwDialogs = []struct {
	shot, screen, msg string
	args              []any
}{
	{"dwarves-heroboard", "*dwarves.dwarvesSetup", "app.dwarves.board.hint", []any{"Hero", "Narmora"}},
	{"dwarves-fight dwarves-fight-roll dwarves-fight-roll6 dwarves-dispatch dwarves-check dwarves-move-roll",
		"*kit.Frame dwarves", "dwarves.hero.boendal", nil},
	{"dwarves-move-roll (a Perished Land hex entered)", "*kit.Frame dwarves", "app.dwarves.sheet.entered_hint", nil},
	{"dwarves-dragon (the roll)", "*kit.Frame dwarves", "app.dwarves.dragon.hint", []any{"Dragon", "Kordrion"}},
	{"dwarves-dragon", "*kit.Frame dwarves", "app.dwarves.dragon.landed_hint", nil},
	{"dwarves-council", "*kit.Frame dwarves", "dwarves.printed.council", []any{"Pos", 6}},
	{"dwarves-recruitdie", "*kit.Frame dwarves", "app.dwarves.recruitdie.hint", nil},
	{"dwarves-recruit", "*kit.Frame dwarves", "app.dwarves.recruit.hint", nil},
}

// dwScreens are the screens of the other screenshots (setup, setup-players,
// the game and its sections, Books 3–5, the campaign).
var dwScreens = []string{"*dwarves.dwarvesSetup", "*kit.Frame dwarves", "*dwarves.dwarvesCampaignScreen"}

func TestCrawlDwarves(t *testing.T) {
	for _, c := range crawlConfigs() {
		t.Run(c.name, func(t *testing.T) {
			d := &dwCrawl{}
			cr := c.crawl
			cr.Seed = d.seed
			cr.Starts = d.starts()
			cr.MaxDepth, cr.MaxStates, cr.MaxActions = 2, 6, 16
			r := kittest.RunCrawl(t, cr)
			loc := i18n.New(c.crawl.Lang)
			for _, w := range dwDialogs {
				want := w.screen + ": " + dwPrefix(loc.T(w.msg, w.args...))
				found := false
				for k := range r.Dialogs {
					found = found || strings.HasPrefix(k, want)
				}
				if !found {
					t.Errorf("the crawl never opened the dialog of %s (%q)", w.shot, want)
				}
			}
			for _, sc := range dwScreens {
				if !r.Screens[sc] {
					t.Errorf("the crawl never showed %s", sc)
				}
			}
			r.Report(t)
		})
	}
}

// dwPrefix is the start of a dialog's first text as the crawler names it:
// its first 20 letters, numbers as #.
func dwPrefix(text string) string {
	r := []rune(strings.Join(strings.Fields(text), " "))
	if len(r) > 20 {
		r = r[:20]
	}
	return regexp.MustCompile(`[0-9]+`).ReplaceAllString(string(r), "#")
}
