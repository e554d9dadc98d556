package seed

import (
	"fmt"

	"skald/rules"
	"skald/rules/dwarves"
	"skald/tracker"
)

// StatsGames plays, through the real commands, games of four games in every
// state the statistics count (the tests count their figures by hand):
//
//	card game: won, won, lost, won (in that order): best streak 2
//	Dwarves:   Book 1 Heroic lost (3 players), Book 2 Normal lost,
//	           Book 3 Normal under way, Book 4 Normal abandoned (2 players each)
//	Althing:   two 3-player games played out (won), one solo game under way
//	Qâ:        one game abandoned
func StatsGames(store *tracker.Store) error {
	for _, at := range []string{CardgameAtWon, CardgameAtWon, CardgameAtLost, CardgameAtWon} {
		if err := over(CardgameSession(store, "Anna and Ben", at)); err != nil {
			return err
		}
	}

	if err := DwarvesProfile(store); err != nil {
		return err
	}
	// A hero whose Health falls to nothing loses the game at once.
	for _, su := range []dwarves.Setup{
		{Book: 1, Difficulty: dwarves.Heroic, Players: 3, Heroes: []string{dwarves.Balyndis, dwarves.Gandogar, dwarves.Andokai}},
		{Book: 2, Difficulty: dwarves.Normal, Players: 2, Heroes: []string{dwarves.Tungdil, dwarves.Bavragor}},
	} {
		sess, err := store.NewSession(dwarves.Game, fmt.Sprintf("Book %d", su.Book), su)
		if err != nil {
			return err
		}
		if err := over(sess, sess.Do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: su.Heroes[0], N: -10})); err != nil {
			return err
		}
	}
	if _, err := DwarvesBook(store, 3); err != nil {
		return err
	}
	if err := abandon(store)(DwarvesBook(store, 4)); err != nil {
		return err
	}

	for range 2 {
		sess, err := AlthingSession(store, "Saga night")
		if err != nil {
			return err
		}
		if err := over(sess, AlthingPlayOut(sess)); err != nil {
			return err
		}
	}
	if _, err := AlthingSolo(store, "Against Thorfinn"); err != nil {
		return err
	}
	return abandon(store)(QaSession(store, "Qâ", 1))
}

// over checks that a game seeded to its end is over.
func over(sess *tracker.Session, err error) error {
	if err != nil {
		return err
	}
	if in := sess.Info(); in.Outcome.Status == rules.Playing {
		return fmt.Errorf("seed: %s %q is not over", in.Game, in.Title)
	}
	return nil
}

// abandon closes a seeded game as abandoned.
func abandon(store *tracker.Store) func(sess *tracker.Session, err error) error {
	return func(sess *tracker.Session, err error) error {
		if err != nil {
			return err
		}
		return store.Abandon(sess.Info().ID)
	}
}
