package seed

import (
	"fmt"

	"skald/rules/polyomino"
	"skald/rules/thorgal"
	"skald/tracker"
)

// ThorgalProfile teaches the Thorgal box profile what starting Torkan's
// Temple with the four base characters needs (except the keys in skip). These
// are example values for tests and screenshots, not the printed ones: the app
// itself never assumes them.
func ThorgalProfile(store *tracker.Store, skip ...string) error {
	values := map[string]string{
		thorgal.TilesKey: "I4,L4,T4,P5,X5",
		"thorgal.adventure.torkans_temple.rounds":      "6",
		"thorgal.adventure.torkans_temple.left":        thorgal.Mountain,
		"thorgal.adventure.torkans_temple.right":       thorgal.Village,
		"thorgal.adventure.torkans_temple.requirement": "4 or more tokens on the Action cards",
		"thorgal.adventure.torkans_temple.row":         "3,8,15,22,30",
	}
	areas := map[string]string{
		thorgal.Thorgal: ".####/#####/#####/####.",
		thorgal.Aaricia: "####/####/####/.##.",
		thorgal.Jolan:   "###./####/####/####",
		thorgal.Kriss:   "#####/#####/###..",
	}
	for i, c := range thorgal.CharacterIDs {
		values["thorgal.character."+c+".area"] = areas[c]
		values["thorgal.character."+c+".goods"] = fmt.Sprintf("%d,%d,1,0,0,0", i%2, (i+1)%2)
	}
	return setPrinted(store, thorgal.Game.ID(), values, skip)
}

// ThorgalStart starts a 2-player Torkan's Temple (Thorgal, then Aaricia) and
// finishes the setup as the table enters it: Terrain card 3 revealed and
// Items 4, 11, 17, 22 and 29 dealt to the Display.
func ThorgalStart(store *tracker.Store, title string) (*tracker.Session, error) {
	if err := ThorgalProfile(store); err != nil {
		return nil, err
	}
	sess, err := store.NewSession(thorgal.Game, title, thorgal.Setup{
		Adventure: thorgal.TorkansTemple, Players: 2,
		Characters: []thorgal.Seat{{Character: thorgal.Thorgal}, {Character: thorgal.Aaricia}},
	})
	if err != nil {
		return nil, err
	}
	return sess, doAll(sess,
		thorgal.Command{Kind: thorgal.CmdDraw, Deck: thorgal.Terrain, Card: "03"},
		thorgal.Command{Kind: thorgal.CmdRefill, Cards: []string{"04", "11", "17", "22", "29"}},
	)
}

// ThorgalSession is ThorgalStart then a first round played as the table
// would enter it (chips, wounds placed, Threat, Goods, an Item, an Entry, an
// Event card drawn from the table), ending in round 2 at the second turn of
// the Action phase.
func ThorgalSession(store *tracker.Store, title string) (*tracker.Session, error) {
	sess, err := ThorgalStart(store, title)
	if err != nil {
		return nil, err
	}
	at := func(r, c int) polyomino.Cell { return polyomino.Cell{R: r, C: c} }
	err = doAll(sess,
		thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: 0, Slot: 1},
		thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Size: 3},
		thorgal.Command{Kind: thorgal.CmdPlaceWound, Char: 0, Shape: "L3", At: at(1, 1)},
		thorgal.Command{Kind: thorgal.CmdGoods, Char: 0, Good: thorgal.Ore, N: 2},
		thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: 1, Slot: 3},
		thorgal.Command{Kind: thorgal.CmdThreat, Char: 1, N: 2},
		thorgal.Command{Kind: thorgal.CmdItemGain, Char: 1, Name: "Rope", Card: "11"},
		thorgal.Command{Kind: thorgal.CmdRefill, Cards: []string{"06"}},
		thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: 2, Slot: 0},
		thorgal.Command{Kind: thorgal.CmdEntry, N: 12},
		thorgal.Command{Kind: thorgal.CmdWound, Char: 0, Shape: "T4"},
		thorgal.Command{Kind: thorgal.CmdPlaceWound, Char: 0, Shape: "T4", At: at(2, 2)},
		thorgal.Command{Kind: thorgal.CmdExperience, Char: 0, Track: thorgal.Combat, Count: 2},
		thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: 3, Slot: 4},
		thorgal.Command{Kind: thorgal.CmdAdvanceRound},
		thorgal.Command{Kind: thorgal.CmdRefreshChips},
		thorgal.Learn(thorgal.EventKey(thorgal.Village, "07"), thorgal.EffectSecond),
		thorgal.Command{Kind: thorgal.CmdDrawEvent, Met: false, Card: "07"},
		thorgal.Command{Kind: thorgal.CmdPassFirst},
		thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: 0, Slot: 2},
	)
	return sess, err
}

// ThorgalToEvent plays the chips left in the Action phase (each under the
// card right of where it lay) to reach the Event phase.
func ThorgalToEvent(sess Session) error {
	for range thorgal.Turns {
		s := sess.State().(thorgal.State)
		if s.Phase != thorgal.PhaseAction {
			return nil
		}
		for k, c := range s.Chips {
			if c.Active {
				if err := sess.Do(thorgal.Command{Kind: thorgal.CmdPlaceChip, Chip: k, Slot: (c.Slot + 1) % len(s.Row)}); err != nil {
					return err
				}
				break
			}
		}
	}
	return nil
}

func doAll(sess Session, cmds ...thorgal.Command) error {
	for _, c := range cmds {
		if err := sess.Do(c); err != nil {
			return fmt.Errorf("seed: %s: %w", c.Kind, err)
		}
	}
	return nil
}
