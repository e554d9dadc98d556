package dwarves

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// commandFrom turns three bytes into a command, valid or not.
func commandFrom(s State, a, b, c byte) Command {
	hexes := []string{"h0", "h1", "h2", GateI, GateIV, Blacksaddle, s.Hero().Hex}
	hex := hexes[int(b)%len(hexes)]
	where := InHex(hex)
	if c&0x80 != 0 {
		where = OnCard([]string{"Siege", "Ambush"}[int(c)%2])
	}
	troops := Troops{Orcs: int(c) % 4, Trolls: int(c/4) % 3, Elfar: int(c/16) % 3}
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
		return Command{Kind: CmdAdvance, Table: table, Skulls: Troops{Orcs: int(c) % 4, Trolls: int(c/4) % 3, Elfar: int(c/16) % 3}, Threat: "T"}
	case 1, 2:
		return Command{Kind: CmdEndTurn}
	case 3:
		return Command{Kind: CmdReveal, Skip: c%5 == 0, Time: int(c) % 3}
	case 4:
		return Command{Kind: CmdComplete, Slot: int(b) % 3}
	case 5:
		return Command{Kind: CmdDraw, Table: table, Card: []string{CardAdventure, CardThreat}[int(c)%2]}
	case 6:
		return Command{Kind: CmdCardDone, Slot: int(b) % 3}
	case 7, 8:
		action := []string{ActMove, ActFight, ActDispatch, ActCheck}[int(b/2)%4]
		attr := []string{AttrBattle, AttrCraft, AttrSpeed}[int(c)%3]
		n := int(c)%4 + 1
		return Command{Kind: CmdRoll, Action: action, Attr: attr, Dice: n, Table: table, Faces: faces(n)}
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
		return Command{Kind: CmdReroll, Die: die, Table: table, Faces: f}
	case 10:
		return Command{Kind: CmdBump, Die: int(c)%3 + 1}
	case 11:
		cmd := Command{Kind: CmdFight}
		if c&1 == 1 {
			cmd.Cards = []string{"Siege"}
		}
		if c&2 == 2 {
			cmd.Adjacent = []string{"h1"}
		}
		return cmd
	case 12:
		return Command{Kind: CmdDispatch}
	case 13:
		return Command{Kind: CmdCheck, Card: []string{"A", "B", CouncilEquipmentCard}[int(b)%3], Target: int(c)%6 + 1, Need: int(c/8)%3 + 1, Persist: c&0x40 != 0}
	case 14:
		cmd := Command{Kind: CmdMove, To: hex}
		if len(s.Perished) > 0 {
			cmd.Entered = []Entry{{Hex: s.Perished[int(c)%len(s.Perished)], Pay: []string{PayHealth, PayDoom}[int(c)%2]}}
		}
		return cmd
	case 15, 16:
		return Command{Kind: CmdTroops, At: where, Troops: troops}
	case 17:
		from := s.Unsettled()
		src := where
		if len(from) > 0 {
			src = InHex(from[0])
			troops = s.Board[from[0]]
		}
		return Command{Kind: CmdMoveTroops, Moves: []TroopMove{{From: src, To: InHex(hexes[int(c)%3]), Troops: troops}}}
	case 18:
		return Command{Kind: CmdRemove, At: where, Troops: troops}
	case 19:
		return Command{Kind: CmdPerish, Hex: hex}
	case 20:
		return Command{Kind: CmdHealth, Hero: hero, N: int(int8(b)) % 3}
	case 21:
		return Command{Kind: CmdHealthTile, Hero: hero, N: []int{1, -1}[int(b)%2]}
	case 22:
		return Command{Kind: CmdEquip, Hero: hero, Name: []string{"Axe", "Mail"}[int(c)%2], Lose: b&2 != 0, From: []string{"", WhyDeck, WhySpecial}[int(c)%3]}
	case 23:
		return Command{Kind: CmdDiamond, Side: []string{SideEvil, SideHeroes}[int(c)%2], Table: table, Tile: int(c) % 4, Roll: faces(2)}
	case 24:
		if b&2 == 0 {
			return Command{Kind: CmdDragon, Name: []string{Lohasbrand, Kordrion}[int(c)%2], In: c&4 == 0}
		}
		return Command{Kind: CmdDragonMove, Name: []string{Lohasbrand, Kordrion}[int(c)%2], Table: table, Face: int(c)%6 + 1}
	default:
		switch b % 5 {
		case 0:
			return Command{Kind: CmdThreatDone, Slot: int(c) % 2}
		case 1:
			return Command{Kind: CmdTime, Slot: 0, Time: int(c) % 4}
		case 2:
			return Command{Kind: CmdPlace, Hero: hero, To: hex, Entered: []Entry{{Hex: hex, Pay: PayDoom}}}
		case 3:
			return Command{Kind: CmdModify, Hero: hero, Attr: AttrCraft, N: int(c)%3 - 1}
		}
		return Command{Kind: CmdAction, Name: "Spell"}
	}
}

// FuzzDecide plays random commands, valid or not, and checks the invariants
// after each: troops conserved per type (supply + board + cards, Blacksaddle
// included, = the box), markers on their tracks, Health in bounds, Evolve
// never changing its input, every event passing Check, and replay = live.
func FuzzDecide(f *testing.F) {
	f.Add(byte(1), byte(12), []byte{0, 0, 0, 7, 3, 6, 11, 0, 0, 1, 0, 0})
	f.Add(byte(2), byte(20), []byte{15, 2, 9, 15, 2, 9, 17, 0, 1, 0, 1, 3, 3, 0, 0, 1, 1, 1})
	f.Add(byte(3), byte(9), []byte{23, 0, 5, 23, 1, 17, 0, 0, 0, 7, 6, 3, 13, 1, 44})
	f.Add(byte(4), byte(30), []byte{24, 0, 0, 0, 0, 0, 24, 2, 0, 15, 5, 7, 1, 0, 0})
	f.Add(byte(5), byte(15), []byte{25, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 9, 1, 0, 0})
	f.Add(byte(1), byte(7), []byte{16, 0, 20, 16, 0, 20, 16, 0, 20, 19, 1, 0, 0, 0, 0, 8, 2, 1, 10, 0, 1, 11, 0, 0})
	f.Fuzz(func(t *testing.T, book, length byte, data []byte) {
		su := Setup{Book: int(book)%5 + 1, Players: 3, Heroes: []string{HeroIDs[int(length)%12], HeroIDs[(int(length)+5)%12], Bavragor}}
		if su.Heroes[0] == Bavragor || su.Heroes[1] == Bavragor {
			su.Heroes = []string{Gandogar, Boindil, Bavragor}
		}
		if su.Book == 5 {
			su.Easier = int(length) % 3
		} else {
			su.Difficulty = Difficulties[int(length)%5]
		}
		su.Expert = length&0x40 != 0
		icons := map[int]string{}
		for sp := 2; sp < DoomMax; sp++ {
			icons[sp] = Icons[(sp*int(length+3))%len(Icons)]
		}
		tb := &table{t: t, setup: su, prof: profile(int(length)%25+6, icons), rnd: rand.New(rand.NewPCG(uint64(len(data)), 7))}
		s, err := New(su, tb.prof)
		if err != nil {
			t.Fatal(err)
		}
		tb.s = s
		for i := 0; i+2 < len(data) && i < 600; i += 3 {
			c := commandFrom(tb.s, data[i], data[i+1], data[i+2])
			before := encode(t, tb.s)
			evs, err := Decide(tb.s, c, tb.rnd)
			if encode(t, tb.s) != before {
				t.Fatal("Decide changed its state")
			}
			if err != nil {
				continue
			}
			for _, e := range evs {
				if err := Check(tb.s, e); err != nil {
					t.Fatalf("%s: event %s fails Check: %s", c.Kind, e.Kind, describe(err))
				}
				prev := encode(t, tb.s)
				next := Evolve(tb.s, e)
				if encode(t, tb.s) != prev {
					t.Fatalf("Evolve(%s) changed its input", e.Kind)
				}
				tb.s = next
			}
			tb.log = append(tb.log, evs...)
			conserved(t, tb.s)
			markers(t, tb.s)
			_ = Steps(tb.s)
			_ = Label(c, evs)
		}
		tb.assertReplay()
		var back State
		data2, _ := json.Marshal(tb.s)
		if err := json.Unmarshal(data2, &back); err != nil || encode(t, back) != string(data2) {
			t.Fatalf("state does not survive JSON: %v", err)
		}
		// Nested messages come back as JSON maps, which the localizer reads
		// as messages: compare the JSON.
		if jsonOf(Outcome(back)) != jsonOf(Outcome(tb.s)) || Outcome(back).Status != Outcome(tb.s).Status {
			t.Fatal("outcome changed through JSON")
		}
	})
}
