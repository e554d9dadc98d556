package seed

import (
	"fmt"
	"math/rand/v2"

	"skald/rules/dwarves"
	"skald/tracker"
)

// LuckRoll is one action roll a seeded Dwarves game makes: a fight against
// the troops in the hero's hex, a dispatch, or a Craft check at Target, the
// dice as entered at the table.
type LuckRoll struct {
	Action string
	Faces  []int
	Target int
}

// DwarvesRolls plays the example game (Book 1, Tungdil, Boëndal, Narmora)
// through the real commands, two of rolls a turn: before each fight the
// hero's hex is topped up to 2 Orcs, a Troll and an Élfar, and a hero who
// loses Health in a fight is healed, so the game goes on.
func DwarvesRolls(store *tracker.Store, title string, rolls []LuckRoll) (*tracker.Session, error) {
	if err := DwarvesProfile(store); err != nil {
		return nil, err
	}
	sess, err := store.NewSession(dwarves.Game, title, DwarvesSetup)
	if err != nil {
		return nil, err
	}
	state := func() dwarves.State { return sess.State().(dwarves.State) }
	do := func(c dwarves.Command) error {
		if err := sess.Do(c); err != nil {
			return fmt.Errorf("seed: %s: %s: %w", title, c.Kind, err)
		}
		return nil
	}
	for i, r := range rolls {
		if i%dwarves.ActionsPerTurn == 0 {
			if i > 0 {
				if err := do(dwarves.Command{Kind: dwarves.CmdEndTurn}); err != nil {
					return nil, err
				}
			}
			if err := do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true}); err != nil {
				return nil, err
			}
		}
		var cmds []dwarves.Command
		switch r.Action {
		case dwarves.ActFight:
			hex := state().Hero().Hex
			want := dwarves.Troops{Orcs: 2, Trolls: 1, Elfar: 1}
			if add := want.Sub(want.Min(state().Board[hex])); !add.Zero() {
				cmds = append(cmds, dwarves.Command{Kind: dwarves.CmdTroops, At: dwarves.InHex(hex), Troops: add})
			}
			cmds = append(cmds, dwarves.Command{Kind: dwarves.CmdRoll, Action: r.Action, Table: true, Dice: len(r.Faces), Faces: r.Faces},
				dwarves.Command{Kind: dwarves.CmdFight})
		case dwarves.ActDispatch:
			cmds = []dwarves.Command{{Kind: dwarves.CmdRoll, Action: r.Action, Table: true, Dice: len(r.Faces), Faces: r.Faces},
				{Kind: dwarves.CmdDispatch}}
		default:
			cmds = []dwarves.Command{{Kind: dwarves.CmdRoll, Action: dwarves.ActCheck, Attr: dwarves.AttrCraft, Table: true, Dice: len(r.Faces), Faces: r.Faces},
				{Kind: dwarves.CmdCheck, Card: fmt.Sprintf("Rune %d", i+1), Target: r.Target, Need: 1}}
		}
		for _, c := range cmds {
			health := state().Hero().Health
			if err := do(c); err != nil {
				return nil, err
			}
			if lost := health - state().Hero().Health; c.Kind == dwarves.CmdFight && lost > 0 {
				if err := do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: state().Hero().ID, N: lost}); err != nil {
					return nil, err
				}
			}
		}
	}
	return sess, nil
}

// DwarvesLuckGames plays games of the example game, each of twelve rolls
// (six fights, three checks, three dispatches), with dice drawn from a
// seeded generator as a table might have rolled them: enough games with a
// luck score to rank one and draw how they spread. It returns them in the
// order played.
func DwarvesLuckGames(store *tracker.Store, games int) ([]*tracker.Session, error) {
	var out []*tracker.Session
	for g := range games {
		r := rand.New(rand.NewPCG(uint64(g)+1, 5))
		faces := func(n int) []int {
			out := make([]int, n)
			for i := range out {
				out[i] = 1 + r.IntN(6)
			}
			return out
		}
		var rolls []LuckRoll
		for i := range 12 {
			switch i % 4 {
			case 1:
				rolls = append(rolls, LuckRoll{Action: dwarves.ActCheck, Faces: faces(3), Target: 4 + i%3})
			case 3:
				rolls = append(rolls, LuckRoll{Action: dwarves.ActDispatch, Faces: faces(2)})
			default:
				rolls = append(rolls, LuckRoll{Action: dwarves.ActFight, Faces: faces(3)})
			}
		}
		sess, err := DwarvesRolls(store, fmt.Sprintf("Book 1, game %d", g+1), rolls)
		if err != nil {
			return nil, err
		}
		out = append(out, sess)
	}
	return out, nil
}
