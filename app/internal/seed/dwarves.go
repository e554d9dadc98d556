package seed

import (
	"fmt"
	"strconv"

	"skald/rules/dwarves"
	"skald/tracker"
)

// Example values for The Dwarves' box profile, for tests and screenshots
// only: the real ones are printed on the boards and dice and are told at the
// table. A Doom track of 20 spaces with a few icons, heroes with middling
// attributes starting at the Gates, and Recruitment dice with 0 to 2 skulls.
var dwarvesIcons = map[int]string{
	2: dwarves.IconTroopsI, 3: dwarves.IconCouncil, 4: dwarves.IconTroopsIV, 5: dwarves.IconThreat,
	6: dwarves.IconNone, 7: dwarves.IconTroopsII, 8: dwarves.IconTroopsV,
}

// dwarvesCouncil is what the example board's council spaces do (the Council
// tile's text: something the table applies).
var dwarvesCouncil = map[int]string{
	1: dwarves.CouncilDoomEachTurn, 2: dwarves.CouncilRecruitBlank, 3: dwarves.CouncilForcedReroll,
	4: dwarves.CouncilThreatHurts, 5: dwarves.CouncilNothing, 6: dwarves.CouncilThreatHeals,
	7: dwarves.CouncilOther, 8: dwarves.CouncilReroll, 9: dwarves.CouncilEquipment,
}

var dwarvesSkulls = map[string][6]int{
	dwarves.DieOrc:   {0, 1, 1, 2, 2, 1},
	dwarves.DieTroll: {0, 0, 1, 1, 2, 1},
	dwarves.DieElfar: {0, 0, 0, 1, 1, 1},
}

// DwarvesProfile teaches the Dwarves box profile the example values (except
// the keys in skip).
func DwarvesProfile(store *tracker.Store, skip ...string) error {
	values := map[string]string{"dwarves.doom.length": "20", "dwarves.scenario.cm_a": "14"}
	for sp, ic := range dwarvesIcons {
		values[dwarves.DoomSpaceKey(sp)] = ic
	}
	for pos, k := range dwarvesCouncil {
		values[dwarves.CouncilKey(pos, 1)] = k
	}
	values[dwarves.CouncilKey(7, 2)] = dwarves.CouncilOther
	for i, id := range dwarves.HeroIDs {
		values[dwarves.HeroKey(id, dwarves.AttrBattle)] = strconv.Itoa(2 + i%3)
		values[dwarves.HeroKey(id, dwarves.AttrCraft)] = strconv.Itoa(2 + (i+1)%3)
		values[dwarves.HeroKey(id, dwarves.AttrSpeed)] = strconv.Itoa(2 + (i+2)%3)
		values[dwarves.HeroKey(id, "health")] = strconv.Itoa(4 + i%3)
		values[dwarves.HeroKey(id, "start")] = dwarves.Gates[i%len(dwarves.Gates)]
	}
	for die, sides := range dwarvesSkulls {
		for i, n := range sides {
			values[dwarves.RecruitKey(die, i+1)] = strconv.Itoa(n)
		}
	}
	return setPrinted(store, dwarves.Game.ID(), values, skip)
}

// DwarvesSetup is the example game: Book 1 at Normal, Tungdil, Boëndal and
// Narmora.
var DwarvesSetup = dwarves.Setup{Book: 1, Difficulty: dwarves.Normal, Players: 3,
	Heroes: []string{dwarves.Tungdil, dwarves.Boendal, dwarves.Narmora}, Council: dwarves.CouncilLearned}

// DwarvesSession starts the example game in campaign (0 for none) and plays
// four turns as a table would enter them: troops reach Gate I and Gate IV,
// a fight, a dispatch, the Council marker stepping back toward Bislipur, a
// move, an Adventure card done and a Threat card revealed, a card placing
// troops at Porista, Threat cards shuffled in, a Craft check under way. It ends at the fifth turn's actions, Boëndal's, at Porista with the
// troops.
func DwarvesSession(store *tracker.Store, campaign int64, title string) (*tracker.Session, error) {
	if err := DwarvesProfile(store); err != nil {
		return nil, err
	}
	sess, err := store.NewSessionIn(campaign, dwarves.Game, title, DwarvesSetup)
	if err != nil {
		return nil, err
	}
	hex := func() string { return sess.State().(dwarves.State).Hero().Hex }
	steps := []func() dwarves.Command{
		// Tungdil: troops at Gate I, where he stands.
		func() dwarves.Command {
			return dwarves.Command{Kind: dwarves.CmdAdvance, Table: true, Skulls: dwarves.Troops{Orcs: 2, Trolls: 1, Elfar: 1}}
		},
		func() dwarves.Command {
			return dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActFight, Table: true, Dice: 2, Faces: []int{6, 4}}
		},
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdFight} },
		func() dwarves.Command {
			return dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActDispatch, Table: true, Dice: 3, Faces: []int{5, 2, 1}}
		},
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdDispatch} },
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdEndTurn} },
		// Boëndal: the council steps toward Bislipur.
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdAdvance, Table: true} },
		func() dwarves.Command {
			return dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActMove, Table: true, Dice: 4, Faces: []int{3, 1, 2, 2}}
		},
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdMove, To: "Porista"} },
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdEndTurn} },
		// Narmora: troops at Gate IV; an Adventure card is done and a Threat
		// card takes its place; a card sends troops to Porista.
		func() dwarves.Command {
			return dwarves.Command{Kind: dwarves.CmdAdvance, Table: true, Skulls: dwarves.Troops{Orcs: 1, Trolls: 2}}
		},
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdCardDone, Slot: 0} },
		func() dwarves.Command {
			return dwarves.Command{Kind: dwarves.CmdDraw, Table: true, Card: dwarves.CardThreat, Name: "Orc Raid"}
		},
		func() dwarves.Command {
			return dwarves.Command{Kind: dwarves.CmdTroops, At: dwarves.InHex("Porista"), Troops: dwarves.Troops{Orcs: 2, Trolls: 1, Elfar: 1}}
		},
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdEndTurn} },
		// Tungdil: a Threat icon shuffles two Threat cards into the deck.
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdAdvance, Table: true} },
		func() dwarves.Command {
			return dwarves.Command{Kind: dwarves.CmdRoll, Action: dwarves.ActCheck, Attr: dwarves.AttrCraft, Table: true, Dice: 3, Faces: []int{4, 2, 1}}
		},
		func() dwarves.Command {
			return dwarves.Command{Kind: dwarves.CmdCheck, Card: "Forge Keenfire", Target: 4, Need: 3, Persist: true}
		},
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdEndTurn} },
		// Boëndal, at Porista with the troops: his actions come next.
		func() dwarves.Command { return dwarves.Command{Kind: dwarves.CmdAdvance, Table: true} },
	}
	for i, step := range steps {
		c := step()
		if err := sess.Do(c); err != nil {
			return nil, fmt.Errorf("seed: dwarves step %d (%s at %s): %w", i+1, c.Kind, hex(), err)
		}
	}
	return sess, nil
}

// DwarvesBook starts an example game of Book 3, 4 or 5 with Tungdil and
// Bavragor and plays its first turn up to the actions, with each Book's own
// pieces in play: in Book 3 two diamonds turned up (one each side), in Book 4
// Kordrion and the Orc leader at Gate I, in Book 5 time markers on the first
// level-A card.
func DwarvesBook(store *tracker.Store, book int) (*tracker.Session, error) {
	if err := DwarvesProfile(store); err != nil {
		return nil, err
	}
	su := dwarves.Setup{Book: book, Difficulty: dwarves.Normal, Players: 2, Heroes: []string{dwarves.Tungdil, dwarves.Bavragor},
		Council: dwarves.CouncilLearned}
	if book == 5 {
		su.Difficulty, su.Easier = "", 1
	}
	sess, err := store.NewSession(dwarves.Game, fmt.Sprintf("Book %d", book), su)
	if err != nil {
		return nil, err
	}
	var cmds []dwarves.Command
	switch book {
	case 3:
		cmds = []dwarves.Command{
			{Kind: dwarves.CmdDiamond, Side: dwarves.SideEvil, Table: true, Tile: 2, Roll: []int{6, 5}},
			{Kind: dwarves.CmdDiamond, Side: dwarves.SideHeroes, Table: true, Tile: 1, Roll: []int{4, 3}},
		}
	case 4:
		cmds = []dwarves.Command{
			{Kind: dwarves.CmdDragon, Name: dwarves.Kordrion, In: true},
			{Kind: dwarves.CmdTroops, At: dwarves.InHex(dwarves.GateI), Troops: dwarves.Troops{OrcLeader: 1, Orcs: 1}},
		}
	case 5:
		cmds = []dwarves.Command{{Kind: dwarves.CmdTime, Slot: 0, Time: 3}}
	}
	cmds = append(cmds, dwarves.Command{Kind: dwarves.CmdAdvance, Table: true, Skulls: dwarves.Troops{Orcs: 1, Trolls: 1}})
	for _, c := range cmds {
		if err := sess.Do(c); err != nil {
			return nil, fmt.Errorf("seed: Book %d: %s: %w", book, c.Kind, err)
		}
	}
	return sess, nil
}
