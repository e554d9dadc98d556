package dwarves

import (
	"strings"
	"unicode"

	"skald/rules"
)

// Troops counts pieces of the Army of Evil. Leaders (Book 4) are tiles, not
// troops: they come from the box, never from the supply, and count as two
// troops when a hex or Blacksaddle is counted.
type Troops struct {
	Orcs        int `json:"orcs,omitempty"`
	Trolls      int `json:"trolls,omitempty"`
	Elfar       int `json:"elfar,omitempty"`
	OrcLeader   int `json:"orc_leader,omitempty"`
	TrollLeader int `json:"troll_leader,omitempty"`
	ElfarLeader int `json:"elfar_leader,omitempty"`
}

// Total is the whole Army of Evil in the box: 30 Orcs, 25 Trolls, 20 Élfar.
var Total = Troops{Orcs: 30, Trolls: 25, Elfar: 20}

// PerishedTiles is the number of Perished Land tiles in the box.
const PerishedTiles = 36

// Well-known hexes. Every other hex is named by the table (a location name or
// a label the screen gives it); the app does not know the map's geometry.
const (
	GateI       = "gate_i"
	GateII      = "gate_ii"
	GateIV      = "gate_iv"
	GateV       = "gate_v"
	Blacksaddle = "blacksaddle"
)

// Gates lists the four Gates through which troops enter.
var Gates = []string{GateI, GateII, GateIV, GateV}

// Add is t plus u.
func (t Troops) Add(u Troops) Troops {
	return Troops{t.Orcs + u.Orcs, t.Trolls + u.Trolls, t.Elfar + u.Elfar,
		t.OrcLeader + u.OrcLeader, t.TrollLeader + u.TrollLeader, t.ElfarLeader + u.ElfarLeader}
}

// Sub is t minus u.
func (t Troops) Sub(u Troops) Troops {
	return Troops{t.Orcs - u.Orcs, t.Trolls - u.Trolls, t.Elfar - u.Elfar,
		t.OrcLeader - u.OrcLeader, t.TrollLeader - u.TrollLeader, t.ElfarLeader - u.ElfarLeader}
}

// Covers reports whether t holds at least u of every kind.
func (t Troops) Covers(u Troops) bool { return t.Sub(u).Valid() }

// Valid reports whether no count is negative.
func (t Troops) Valid() bool {
	return t.Orcs >= 0 && t.Trolls >= 0 && t.Elfar >= 0 &&
		t.OrcLeader >= 0 && t.TrollLeader >= 0 && t.ElfarLeader >= 0
}

// Zero reports whether t holds nothing.
func (t Troops) Zero() bool { return t == Troops{} }

// Weight is what a hex or Blacksaddle counts: troops plus two per leader.
func (t Troops) Weight() int {
	return t.Orcs + t.Trolls + t.Elfar + 2*(t.OrcLeader+t.TrollLeader+t.ElfarLeader)
}

// Pieces is the number of troops and leaders.
func (t Troops) Pieces() int {
	return t.Orcs + t.Trolls + t.Elfar + t.OrcLeader + t.TrollLeader + t.ElfarLeader
}

// Plain is t without its leaders.
func (t Troops) Plain() Troops { return Troops{Orcs: t.Orcs, Trolls: t.Trolls, Elfar: t.Elfar} }

// Leaders is t's leaders only.
func (t Troops) Leaders() Troops {
	return Troops{OrcLeader: t.OrcLeader, TrollLeader: t.TrollLeader, ElfarLeader: t.ElfarLeader}
}

// Min is the smaller of t and u for every kind.
func (t Troops) Min(u Troops) Troops {
	return Troops{min(t.Orcs, u.Orcs), min(t.Trolls, u.Trolls), min(t.Elfar, u.Elfar),
		min(t.OrcLeader, u.OrcLeader), min(t.TrollLeader, u.TrollLeader), min(t.ElfarLeader, u.ElfarLeader)}
}

// Where is a place troops can be: a map hex or a card (troops on Scenario,
// Adventure, Saga and Threat cards). Exactly one is set.
type Where struct {
	Hex  string `json:"hex,omitempty"`
	Card string `json:"card,omitempty"`
}

// InHex is a hex place.
func InHex(hex string) Where { return Where{Hex: hex} }

// OnCard is a card place.
func OnCard(card string) Where { return Where{Card: card} }

func (w Where) valid() bool { return (w.Hex == "") != (w.Card == "") && validName(w.Hex+w.Card) }

// validName accepts the names the table gives hexes, cards and equipment.
func validName(s string) bool {
	if s == "" || len(s) > 60 || strings.TrimSpace(s) != s {
		return false
	}
	for _, r := range s {
		if unicode.IsControl(r) {
			return false
		}
	}
	return true
}

// At is what stands at a place.
func (s State) At(w Where) Troops {
	if w.Card != "" {
		return s.Cards[w.Card]
	}
	return s.Board[w.Hex]
}

// OnBoard is every troop and leader on the map and on cards.
func (s State) OnBoard() Troops {
	var t Troops
	for _, v := range s.Board {
		t = t.Add(v)
	}
	for _, v := range s.Cards {
		t = t.Add(v)
	}
	return t
}

// LeadersInBox is the leader tiles not in play (Book 4 has one of each).
func (s State) LeadersInBox() Troops {
	if s.Setup.Book != 4 {
		return Troops{}
	}
	return Troops{OrcLeader: 1, TrollLeader: 1, ElfarLeader: 1}.Sub(s.OnBoard().Leaders())
}

// IsPerished reports whether a hex is Perished Land.
func (s State) IsPerished(hex string) bool {
	for _, h := range s.Perished {
		if h == hex {
			return true
		}
	}
	return false
}

// TilesLeft is the number of Perished Land tiles not yet on the map.
func (s State) TilesLeft() int { return PerishedTiles - len(s.Perished) }

// PerishAt is how many troops turn a hex into Perished Land: 5, or 4 in the
// expert variant.
func (s State) PerishAt() int {
	if s.Setup.Expert {
		return 4
	}
	return 5
}

// Unsettled lists the Perished Land hexes that still hold troops: they must
// move on along the tiles' arrows before the Blacksaddle count.
func (s State) Unsettled() []string {
	var out []string
	for _, h := range s.Perished {
		if !s.Board[h].Zero() {
			out = append(out, h)
		}
	}
	return out
}

// Words names the troops of t kind by kind, leaders last ("3 Orcs, 1 Troll,
// Orc leader"); the localizer joins the list with commas. Empty for none.
func (t Troops) Words() []rules.Msg {
	var out []rules.Msg
	add := func(n int, id string) {
		if n > 0 {
			out = append(out, rules.M(id).WithCount(n))
		}
	}
	add(t.Orcs, "app.dwarves.troops.orcs")
	add(t.Trolls, "app.dwarves.troops.trolls")
	add(t.Elfar, "app.dwarves.troops.elfar")
	add(t.OrcLeader, "app.dwarves.troops.orc_leader")
	add(t.TrollLeader, "app.dwarves.troops.troll_leader")
	add(t.ElfarLeader, "app.dwarves.troops.elfar_leader")
	return out
}
