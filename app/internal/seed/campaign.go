package seed

import (
	"fmt"

	"skald/rules/dwarves"
	"skald/tracker"
)

// DwarvesCampaign makes a campaign of three games, its players named: Book 1
// lost at Normal (Narmora falls), Book 1 won at Easy with Élfar, Book 2 being
// played.
func DwarvesCampaign(store *tracker.Store) (int64, error) {
	if err := DwarvesProfile(store); err != nil {
		return 0, err
	}
	c, err := store.NewCampaign(dwarves.Game.ID(), dwarves.KindBooks, "The Tuesday group")
	if err != nil {
		return 0, err
	}
	if err := store.SetCampaignPlayers(c.ID, []string{"Anne", "Marc", "Élise"}); err != nil {
		return 0, err
	}
	lost, err := DwarvesSession(store, c.ID, "First try")
	if err != nil {
		return 0, err
	}
	if err := lost.Do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: dwarves.Narmora, N: -10}); err != nil {
		return 0, err
	}
	won, err := store.NewSessionIn(c.ID, dwarves.Game, "Second try",
		dwarves.Setup{Book: 1, Difficulty: dwarves.Easy, Elfar: true, Players: 2, Heroes: []string{dwarves.Balyndis, dwarves.Gandogar},
			Names: []string{"Anne", "Marc"}, Council: dwarves.CouncilLearned})
	if err != nil {
		return 0, err
	}
	if err := DwarvesWin(won); err != nil {
		return 0, err
	}
	_, err = store.NewSessionIn(c.ID, dwarves.Game, "Book 2",
		dwarves.Setup{Book: 2, Difficulty: dwarves.Normal, Players: 2, Heroes: []string{dwarves.Tungdil, dwarves.Bavragor},
			Names: []string{"Élise", "Anne"}, Council: dwarves.CouncilLearned})
	return c.ID, err
}

// DwarvesWin plays a Book 1 game on to a win the shortest way the rules
// allow: each turn's Scenario card revealed and completed, up to level C.
func DwarvesWin(sess Session) error {
	for !sess.State().(dwarves.State).Over() {
		st := sess.State().(dwarves.State)
		var cmd dwarves.Command
		switch {
		case !st.Started:
			cmd = dwarves.Command{Kind: dwarves.CmdAdvance, Table: true}
		case len(st.Scenario.Slots) == 0 && st.Scenario.Left.Sum() > 0 && !st.Completed:
			cmd = dwarves.Command{Kind: dwarves.CmdReveal}
		case len(st.Scenario.Slots) > 0 && !st.Completed:
			cmd = dwarves.Command{Kind: dwarves.CmdComplete}
		default:
			cmd = dwarves.Command{Kind: dwarves.CmdEndTurn}
		}
		if err := sess.Do(cmd); err != nil {
			return fmt.Errorf("seed: dwarves win: %s: %w", cmd.Kind, err)
		}
	}
	return nil
}
