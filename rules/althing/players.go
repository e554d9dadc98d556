// Players and their names: seat IDs, the names a table gave them, and the
// actors of the race (the players and, solo, Thorfinn).

package althing

import (
	"strconv"

	"skald/rules"
)

// PlayerID is the ID of the player in seat n (1-based): "p1", "p2", "p3".
func PlayerID(n int) string { return "p" + strconv.Itoa(n) }

// ActorName names a player by seat, or Thorfinn.
func ActorName(id string) rules.Msg {
	switch id {
	case ThorfinnID:
		return rules.M("althing.thorfinn")
	case "p1":
		return rules.M("althing.player", "N", 1)
	case "p2":
		return rules.M("althing.player", "N", 2)
	case "p3":
		return rules.M("althing.player", "N", 3)
	}
	return rules.M("althing.player_unknown")
}

// NameOf names a player of a setup: the name typed for the seat, else the
// seat ("Player 2"), or Thorfinn.
func NameOf(su Setup, id string) rules.Msg {
	if n, ok := seatOf(id); ok {
		if name := rules.NameAt(su.Names, n-1); name != "" {
			return rules.Name(name)
		}
	}
	return ActorName(id)
}

// seatOf is the seat (1-based) of a player ID.
func seatOf(id string) (int, bool) {
	if len(id) < 2 || id[0] != 'p' {
		return 0, false
	}
	n, err := strconv.Atoi(id[1:])
	return n, err == nil && n >= 1
}

// Named puts the setup's names into a message made without them (a history
// label says "Player 2"; the table named that seat Marc).
func Named(su Setup, m rules.Msg) rules.Msg {
	if len(su.Names) == 0 {
		return m
	}
	return rules.Rewrite(m, func(x rules.Msg) (rules.Msg, bool) {
		if x.ID != "althing.player" {
			return x, false
		}
		n, ok := rules.IntArg(x, "N")
		if !ok {
			return x, false
		}
		if name := rules.NameAt(su.Names, n-1); name != "" {
			return rules.Name(name), true
		}
		return x, false
	})
}
