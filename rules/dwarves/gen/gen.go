// Package gen is test support: random commands of The Dwarves for the rules'
// fuzz tests and the tracker's walkers, valid or not, from bytes a fuzzer
// gives or from a random source. Production code never imports it.
package gen

import (
	"skald/rules"
	"skald/rules/dwarves"
)

// Command is FromBytes with random bytes.
func Command(s dwarves.State, r rules.Rand) dwarves.Command {
	return FromBytes(s, byte(r.IntN(256)), byte(r.IntN(256)), byte(r.IntN(256)))
}

// FromBytes turns three bytes into a command for s, valid or not: the fuzz
// target's script reads three bytes a command.
func FromBytes(s dwarves.State, a, b, c byte) dwarves.Command {
	hexes := []string{"h0", "h1", "h2", dwarves.GateI, dwarves.GateIV, dwarves.Blacksaddle, s.Hero().Hex}
	hex := hexes[int(b)%len(hexes)]
	where := dwarves.InHex(hex)
	if c&0x80 != 0 {
		where = dwarves.OnCard([]string{"Siege", "Ambush"}[int(c)%2])
	}
	troops := dwarves.Troops{Orcs: int(c) % 4, Trolls: int(c/4) % 3, Elfar: int(c/16) % 3}
	if s.Setup.Book == 4 && c%7 == 0 {
		troops.OrcLeader = 1
	}
	table := b&1 == 1
	faces := func(n int) []int {
		out := make([]int, n)
		for i := range out {
			out[i] = int(c>>uint(i%4))%6 + 1
		}
		return out
	}
	hero := ""
	if len(s.Heroes) > 0 {
		hero = s.Heroes[int(c)%len(s.Heroes)].ID
	}
	switch int(a) % 26 {
	case 0:
		return dwarves.Command{Kind: dwarves.CmdAdvance, Table: table, Skulls: dwarves.Troops{Orcs: int(c) % 4, Trolls: int(c/4) % 3, Elfar: int(c/16) % 3}, Threat: "T"}
	case 1, 2:
		return dwarves.Command{Kind: dwarves.CmdEndTurn}
	case 3:
		return dwarves.Command{Kind: dwarves.CmdReveal, Skip: c%5 == 0, Time: int(c) % 3}
	case 4:
		return dwarves.Command{Kind: dwarves.CmdComplete, Slot: int(b) % 3}
	case 5:
		return dwarves.Command{Kind: dwarves.CmdDraw, Table: table, Card: []string{dwarves.CardAdventure, dwarves.CardThreat}[int(c)%2]}
	case 6:
		return dwarves.Command{Kind: dwarves.CmdCardDone, Slot: int(b) % 3}
	case 7, 8:
		action := []string{dwarves.ActMove, dwarves.ActFight, dwarves.ActDispatch, dwarves.ActCheck}[int(b/2)%4]
		attr := []string{dwarves.AttrBattle, dwarves.AttrCraft, dwarves.AttrSpeed}[int(c)%3]
		n := int(c)%4 + 1
		return dwarves.Command{Kind: dwarves.CmdRoll, Action: action, Attr: attr, Dice: n, Table: table, Faces: faces(n)}
	case 9:
		n := 0
		if s.Roll != nil {
			n = len(s.Roll.Faces)
		}
		die := int(c) % (n + 1)
		f := faces(n)
		if die > 0 {
			f = faces(1)
		}
		return dwarves.Command{Kind: dwarves.CmdReroll, Die: die, Table: table, Faces: f}
	case 10:
		return dwarves.Command{Kind: dwarves.CmdBump, Die: int(c)%3 + 1}
	case 11:
		cmd := dwarves.Command{Kind: dwarves.CmdFight}
		if c&1 == 1 {
			cmd.Cards = []string{"Siege"}
		}
		if c&2 == 2 {
			cmd.Adjacent = []string{"h1"}
		}
		return cmd
	case 12:
		return dwarves.Command{Kind: dwarves.CmdDispatch}
	case 13:
		return dwarves.Command{Kind: dwarves.CmdCheck, Card: []string{"A", "B", dwarves.CouncilEquipmentCard}[int(b)%3], Target: int(c)%6 + 1, Need: int(c/8)%3 + 1, Persist: c&0x40 != 0}
	case 14:
		cmd := dwarves.Command{Kind: dwarves.CmdMove, To: hex}
		if len(s.Perished) > 0 {
			cmd.Entered = []dwarves.Entry{{Hex: s.Perished[int(c)%len(s.Perished)], Pay: []string{dwarves.PayHealth, dwarves.PayDoom}[int(c)%2]}}
		}
		if s.IsPerished(hex) && c&0x80 == 0 {
			// Ending on Perished Land: mostly with its price, as the table would.
			cmd.Entered = []dwarves.Entry{{Hex: hex, Pay: []string{dwarves.PayHealth, dwarves.PayDoom}[int(c)%2]}}
		}
		return cmd
	case 15, 16:
		return dwarves.Command{Kind: dwarves.CmdTroops, At: where, Troops: troops}
	case 17:
		from := s.Unsettled()
		src := where
		if len(from) > 0 {
			src = dwarves.InHex(from[0])
			troops = s.Board[from[0]]
		}
		return dwarves.Command{Kind: dwarves.CmdMoveTroops, Moves: []dwarves.TroopMove{{From: src, To: dwarves.InHex(hexes[int(c)%3]), Troops: troops}}}
	case 18:
		return dwarves.Command{Kind: dwarves.CmdRemove, At: where, Troops: troops}
	case 19:
		return dwarves.Command{Kind: dwarves.CmdPerish, Hex: hex}
	case 20:
		return dwarves.Command{Kind: dwarves.CmdHealth, Hero: hero, N: int(int8(b)) % 3}
	case 21:
		return dwarves.Command{Kind: dwarves.CmdHealthTile, Hero: hero, N: []int{1, -1}[int(b)%2]}
	case 22:
		return dwarves.Command{Kind: dwarves.CmdEquip, Hero: hero, Name: []string{"Axe", "Mail"}[int(c)%2], Lose: b&2 != 0, From: []string{"", dwarves.WhyDeck, dwarves.WhySpecial}[int(c)%3]}
	case 23:
		return dwarves.Command{Kind: dwarves.CmdDiamond, Side: []string{dwarves.SideEvil, dwarves.SideHeroes}[int(c)%2], Table: table, Tile: int(c) % 4, Roll: faces(2)}
	case 24:
		if b&2 == 0 {
			return dwarves.Command{Kind: dwarves.CmdDragon, Name: []string{dwarves.Lohasbrand, dwarves.Kordrion}[int(c)%2], In: c&4 == 0}
		}
		return dwarves.Command{Kind: dwarves.CmdDragonMove, Name: []string{dwarves.Lohasbrand, dwarves.Kordrion}[int(c)%2], Table: table, Face: int(c)%6 + 1}
	default:
		switch b % 5 {
		case 0:
			return dwarves.Command{Kind: dwarves.CmdThreatDone, Slot: int(c) % 2}
		case 1:
			return dwarves.Command{Kind: dwarves.CmdTime, Slot: 0, Time: int(c) % 4}
		case 2:
			return dwarves.Command{Kind: dwarves.CmdPlace, Hero: hero, To: hex, Entered: []dwarves.Entry{{Hex: hex, Pay: dwarves.PayDoom}}}
		case 3:
			return dwarves.Command{Kind: dwarves.CmdModify, Hero: hero, Attr: dwarves.AttrCraft, N: int(c)%3 - 1}
		}
		return dwarves.Command{Kind: dwarves.CmdAction, Name: "Spell"}
	}
}
