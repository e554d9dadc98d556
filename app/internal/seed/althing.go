package seed

import (
	"errors"
	"fmt"
	"slices"

	"skald/rules"
	"skald/rules/althing"
	"skald/tracker"
)

// AlthingProfile teaches the Althing box profile a few printed values: what
// some stages ask for on side A, and how Thorfinn's cards read. Like
// QaProfile's, these are example data for the screens and tests, not a
// description of the real box; the other stages stay unknown ("?"). The keys
// in skip are left out and forgotten: a box half learned.
func AlthingProfile(store *tracker.Store, skip ...string) error {
	values := map[string]string{"althing.thorfinn.by": althing.ByCard}
	needs := map[string][3]int{
		althing.Eldaskali: {2, 1, 0}, althing.Drakkar: {1, 3, 1}, althing.Kernelyd: {2, 2, 1},
		althing.Knorrer: {1, 2, 2}, althing.Snekkar: {3, 1, 1},
	}
	for card, n := range needs {
		for i, r := range althing.Resources {
			values[fmt.Sprintf("althing.need.%s.a.%s", card, r)] = fmt.Sprint(n[i])
		}
	}
	for i, r := range althing.Resources {
		values["althing.need.thing."+r] = fmt.Sprint(3 + i%2)
		values["althing.need.althing."+r] = fmt.Sprint(4 + i%2)
	}
	plans := map[string][2]string{
		"a": {"1", althing.ActStage}, "b": {"2", althing.ActTroll}, "c": {"1", althing.ActAxe},
		"d": {"1", ""}, "e": {"2", althing.ActShortageWood}, "f": {"1", althing.ActStage},
	}
	for c, p := range plans {
		values["althing.thorfinn."+c+".recruit"] = p[0]
		if p[1] != "" {
			values["althing.thorfinn."+c+".action"] = p[1]
		}
	}
	if err := setPrinted(store, althing.Game.ID(), values, skip); err != nil || len(skip) == 0 {
		return err
	}
	return store.ClearPrinted(althing.Game.ID(), skip...)
}

// AlthingNeedKeys are the box profile's keys of what a stage card asks for
// on side A: AlthingProfile's skip for a stage not learned yet.
func AlthingNeedKeys(card string) []string {
	var keys []string
	for _, r := range althing.Resources {
		keys = append(keys, fmt.Sprintf("althing.need.%s.a.%s", card, r))
	}
	return keys
}

// AlthingThorfinnKeys are the box profile's keys of how Thorfinn's card
// reads (what he recruits and does): AlthingProfile's skip for a card not
// learned yet.
func AlthingThorfinnKeys(card string) []string {
	return []string{"althing.thorfinn." + card + ".recruit", "althing.thorfinn." + card + ".action"}
}

// newAlthing teaches the box profile its example values (but skip), then
// starts a game.
func newAlthing(store *tracker.Store, title string, setup althing.Setup, skip []string) (*tracker.Session, error) {
	if err := AlthingProfile(store, skip...); err != nil {
		return nil, err
	}
	return store.NewSession(althing.Game, title, setup)
}

func do(sess Session, cmds ...althing.Command) error {
	for _, c := range cmds {
		if err := sess.Do(c); err != nil {
			return fmt.Errorf("seed: %s: %w", c.Kind, err)
		}
	}
	return nil
}

var (
	end      = althing.Command{Kind: althing.CmdEndPhase}
	complete = althing.Command{Kind: althing.CmdComplete}
)

// AlthingSession starts a three-player normal game with the Assembly tracked
// (every draw named as at the table) and plays into turn 3: Player 3 climbed
// to Drakkar (the Veteran stage) at the end of turn 2; Player 1 sits under
// Player 2's Storm, now on OVEDUR; Player 1's Troll is in Player 2's deck;
// Player 2, whose phase it is, draws up to five from the end of this phase.
func AlthingSession(store *tracker.Store, title string) (*tracker.Session, error) {
	return AlthingSessionWithout(store, title, nil)
}

// AlthingSessionWithout is AlthingSession with a box half learned: the
// profile's keys in skip are not known to it (see AlthingProfile).
func AlthingSessionWithout(store *tracker.Store, title string, skip []string) (*tracker.Session, error) {
	sess, err := newAlthing(store, title, althing.Setup{Mode: althing.ModeNormal, Players: 3, Assembly: true}, skip)
	if err != nil {
		return nil, err
	}
	named := func(v string) althing.Command {
		return althing.Command{Kind: althing.CmdFillAssembly, Cards: []string{v}}
	}
	err = do(sess,
		althing.Command{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
			{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Drakkar, Side: althing.SideA},
			{Card: althing.Snekkar, Side: althing.SideA}, {Card: althing.Vegvisir, Side: althing.SideA}}},
		althing.Command{Kind: althing.CmdFillAssembly, Cards: []string{althing.Gudrid, althing.Floki, althing.Hild, althing.Aslaug, althing.Olaf}},
		althing.Command{Kind: althing.CmdBegin},
		// Turn 1: everyone reaches Eldaskali.
		althing.Command{Kind: althing.CmdRecruit, Cards: []string{althing.Gudrid}, Table: true}, named(althing.Horik),
		complete, end,
		complete, end,
		complete, end,
		// Turn 2.
		althing.Command{Kind: althing.CmdTrick, Trick: althing.SymTroll, Target: "p2"},
		end,
		althing.Command{Kind: althing.CmdTrick, Trick: althing.SymStorm, Target: "p1"},
		althing.Command{Kind: althing.CmdRecruit, Cards: []string{althing.Hild}, Table: true}, named(althing.Siggy),
		end,
		complete, end, // Player 3 on Drakkar: the Veteran rule
		// Turn 3: Player 1 under STORMUR passes.
		end,
	)
	return sess, err
}

// AlthingSolo starts a normal game against Thorfinn (cards named at the
// table) and plays into turn 3, where his card c swings an Axe at the player.
func AlthingSolo(store *tracker.Store, title string) (*tracker.Session, error) {
	sess, err := newAlthing(store, title, althing.Setup{Mode: althing.ModeNormal, Players: 1, Solo: true}, nil)
	if err != nil {
		return nil, err
	}
	thorfinn := func(card string) []althing.Command {
		return []althing.Command{{Kind: althing.CmdRevealThorfinn, Card: card}, {Kind: althing.CmdPlayThorfinn, Table: true}}
	}
	cmds := []althing.Command{
		{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
			{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Knorrer, Side: althing.SideA},
			{Card: althing.Kernelyd, Side: althing.SideA}, {Card: althing.Snekkar, Side: althing.SideA}}},
		{Kind: althing.CmdBegin},
	}
	cmds = append(cmds, thorfinn("a")...)
	cmds = append(cmds, complete, end)
	cmds = append(cmds, thorfinn("e")...)
	cmds = append(cmds, althing.Command{Kind: althing.CmdRecruit, N: 2}, end)
	cmds = append(cmds, thorfinn("c")...)
	return sess, do(sess, cmds...)
}

// AlthingNewGame starts a two-player new game on Kattegat B and lays out its
// track, leaving it in the setup for the table to turn stages over.
func AlthingNewGame(store *tracker.Store, title string) (*tracker.Session, error) {
	sess, err := newAlthing(store, title, althing.Setup{Mode: althing.ModeNew, Players: 2, Kattegat: althing.SideB}, nil)
	if err != nil {
		return nil, err
	}
	return sess, do(sess,
		althing.Command{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
			{Card: althing.Kernelyd, Side: althing.SideA}, {Card: althing.Dragvendil, Side: althing.SideB},
			{Card: althing.Knorrer, Side: althing.SideA}, {Card: althing.Eldaskali, Side: althing.SideA}}},
		althing.Command{Kind: althing.CmdFlip, Stage: 3})
}

// AlthingPlayOut plays a session to its end the quickest way: every player
// completes a stage each phase; Thorfinn's cards are named in turn; a
// requirement the profile lacks is answered 1 (example data).
func AlthingPlayOut(sess Session) error { return AlthingPlayOutKing(sess, "") }

// AlthingPlayOutKing plays a session to its end as AlthingPlayOut does, but
// only king (a player ID, "p1") completes stages, so king alone is King.
func AlthingPlayOutKing(sess Session, king string) error {
	for range 200 {
		s := sess.State().(althing.State)
		var cmds []althing.Command
		switch {
		case s.Over():
			return nil
		case s.Phase == althing.PhaseSetup:
			cmds = []althing.Command{{Kind: althing.CmdBegin}}
		case althing.ActiveIsThorfinn(s) && s.Thorfinn.Card == "":
			from := s.Thorfinn.Deck.Pile
			if len(from) == 0 {
				from = s.Thorfinn.Deck.Discard
			}
			cmds = []althing.Command{{Kind: althing.CmdRevealThorfinn, Card: from[0]}}
		case althing.ActiveIsThorfinn(s):
			cmds = []althing.Command{{Kind: althing.CmdPlayThorfinn, Table: true}}
		default:
			mine := king == "" || s.ActiveID() == king
			if mine && slices.Contains(althing.Allowed(s), althing.CmdComplete) && len(althing.NextStages(s, s.ActiveID())) == 1 {
				cmds = append(cmds, complete)
			}
			cmds = append(cmds, end)
		}
		for _, c := range cmds {
			err := sess.Do(c)
			for tries := 0; tries < len(althing.Resources); tries++ {
				var need *rules.NeedPrinted
				if !errors.As(err, &need) {
					break
				}
				// An example answer, as for AlthingProfile's values.
				if err = sess.Learn(need.Key, "1"); err == nil {
					err = sess.Do(c)
				}
			}
			if err != nil {
				return fmt.Errorf("seed: %s: %w", c.Kind, err)
			}
		}
	}
	return fmt.Errorf("seed: the game did not end")
}

// AlthingCampaigns makes a discovery campaign whose first part is won and
// whose second part is under way, and a solo record with one game won.
func AlthingCampaigns(store *tracker.Store) (discovery, solo tracker.Campaign, err error) {
	if err = AlthingProfile(store); err != nil {
		return
	}
	if discovery, err = store.NewCampaign(althing.Game.ID(), althing.KindDiscovery, "Winter saga"); err != nil {
		return
	}
	one, err := store.NewSessionIn(discovery.ID, althing.Game, "Part 1", althing.Setup{Mode: althing.ModeCampaign1, Players: 2})
	if err != nil {
		return
	}
	if err = AlthingPlayOut(one); err != nil {
		return
	}
	two, err := store.NewSessionIn(discovery.ID, althing.Game, "Part 2", althing.Setup{Mode: althing.ModeCampaign2, Players: 2})
	if err != nil {
		return
	}
	if err = do(two, althing.Command{Kind: althing.CmdBegin}, complete, end); err != nil {
		return
	}
	if solo, err = store.NewCampaign(althing.Game.ID(), althing.KindSolo, "Me against Thorfinn"); err != nil {
		return
	}
	game, err := store.NewSessionIn(solo.ID, althing.Game, "Solo", althing.Setup{Mode: althing.ModeNormal, Players: 1, Solo: true})
	if err != nil {
		return
	}
	if err = do(game, althing.Command{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
		{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Knorrer, Side: althing.SideA},
		{Card: althing.Kernelyd, Side: althing.SideA}, {Card: althing.Snekkar, Side: althing.SideA}}}); err != nil {
		return
	}
	err = AlthingPlayOut(game)
	return discovery, solo, err
}

// AlthingSaga starts the saga alternative (six stages in two branches) and
// plays into turn 1 where Player 1 took the left branch and must climb it
// once more, and Player 2 plays.
func AlthingSaga(store *tracker.Store, title string) (*tracker.Session, error) {
	sess, err := newAlthing(store, title, althing.Setup{Mode: althing.ModeSaga, Players: 2, Kattegat: althing.SideB}, nil)
	if err != nil {
		return nil, err
	}
	return sess, do(sess,
		althing.Command{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
			{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Drakkar, Side: althing.SideB},
			{Card: althing.Snekkar, Side: althing.SideA}, {Card: althing.Kernelyd, Side: althing.SideA},
			{Card: althing.Vegvisir, Side: althing.SideB}, {Card: althing.Knorrer, Side: althing.SideA}}},
		althing.Command{Kind: althing.CmdBegin},
		althing.Command{Kind: althing.CmdComplete, Stage: 1},
		end)
}

// AlthingDiscovery makes a three-player discovery campaign whose players
// are named, with its first `played` parts played out (part n's King is
// Player n) and, when played < 3, the next part set up and its track dealt.
func AlthingDiscovery(store *tracker.Store, title string, played int) (tracker.Campaign, error) {
	if err := AlthingProfile(store); err != nil {
		return tracker.Campaign{}, err
	}
	c, err := store.NewCampaign(althing.Game.ID(), althing.KindDiscovery, title)
	if err != nil {
		return c, err
	}
	names := []string{"Anne", "Élise", "Marc"}
	if err := store.SetCampaignPlayers(c.ID, names); err != nil {
		return c, err
	}
	modes := []string{althing.ModeCampaign1, althing.ModeCampaign2, althing.ModeCampaign3}
	for i := 0; i < len(modes) && i <= played; i++ {
		sess, err := store.NewSessionIn(c.ID, althing.Game, fmt.Sprintf("Part %d", i+1),
			althing.Setup{Mode: modes[i], Players: len(names), Names: names})
		if err != nil {
			return c, err
		}
		if althing.Dealt(modes[i]) {
			if err := sess.Do(althing.Command{Kind: althing.CmdDealTrack}); err != nil {
				return c, err
			}
		}
		if i < played {
			if err := AlthingPlayOutKing(sess, althing.PlayerID(i+1)); err != nil {
				return c, err
			}
		}
	}
	return c, nil
}
