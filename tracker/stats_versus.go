package tracker

import (
	"cmp"
	"encoding/json"
	"slices"

	"skald/rules"
)

// Rival is one seat of a game the players play against each other: who sat
// there, as the table named them, and, where the game has them, the side
// they took (a faction) and the role they began in (who went first).
type Rival struct {
	Name, Side, Role Facet
}

// Versus are the games the players played against each other: how they
// stand, the ties, and how often each player, side and role won.
type Versus struct {
	Tally
	// Ties are the games finished that more than one player won.
	Ties int
	// Players, Sides and Roles count the games finished under each: the
	// players the most wins first, the sides and roles in the game's order.
	Players, Sides, Roles []Standing
	index                 map[string]int // kind and message → place in its list
}

// Standing is how one player (or side, or role) fared in the games
// finished between players.
type Standing struct {
	Msg rules.Msg
	// Played is the games finished they were in; Won, those they won
	// alone; Tied, those whose win they shared.
	Played, Won, Tied int
	rank, first       int
}

// Lost is the games finished they neither won nor shared.
func (s Standing) Lost() int { return s.Played - s.Won - s.Tied }

// add counts game number i, whose seats are rivals.
func (v *Versus) add(in SessionInfo, rivals []Rival, i int) {
	v.Tally.add(in, true)
	won := in.Outcome.Winners
	if !in.Abandoned.IsZero() || in.Outcome.Status == rules.Playing || len(won) == 0 {
		// Not finished, or finished with no winner known: nobody's.
		return
	}
	tie := len(won) > 1
	if tie {
		v.Ties++
	}
	// Each name, side and role once a game, however many seats share it;
	// it won if one of them did.
	type at struct {
		list *[]Standing
		f    Facet
		won  bool
	}
	var order []string
	this := map[string]*at{}
	for seat, r := range rivals {
		w := slices.Contains(won, seat)
		for _, k := range []struct {
			kind string
			list *[]Standing
			f    Facet
		}{{"p", &v.Players, r.Name}, {"s", &v.Sides, r.Side}, {"r", &v.Roles, r.Role}} {
			if k.f.Msg.ID == "" {
				continue
			}
			b, _ := json.Marshal(k.f.Msg) // map keys marshal sorted: one key per message
			key := k.kind + string(b)
			if a, ok := this[key]; ok {
				a.won = a.won || w
				continue
			}
			this[key] = &at{k.list, k.f, w}
			order = append(order, key)
		}
	}
	if v.index == nil {
		v.index = map[string]int{}
	}
	for _, key := range order {
		a := this[key]
		j, ok := v.index[key]
		if !ok {
			j = len(*a.list)
			v.index[key] = j
			*a.list = append(*a.list, Standing{Msg: a.f.Msg, rank: a.f.Rank, first: i})
		}
		st := &(*a.list)[j]
		st.Played++
		switch {
		case a.won && tie:
			st.Tied++
		case a.won:
			st.Won++
		}
	}
}

// sort puts the players the most wins first (then the most ties, then in
// the order they first played), the sides and roles in the game's order.
func (v *Versus) sort() {
	slices.SortStableFunc(v.Players, func(a, b Standing) int {
		return cmp.Or(b.Won-a.Won, b.Tied-a.Tied, a.first-b.first)
	})
	for _, l := range [][]Standing{v.Sides, v.Roles} {
		slices.SortStableFunc(l, func(a, b Standing) int { return cmp.Or(a.rank-b.rank, a.first-b.first) })
	}
	v.index = nil // the places changed; nothing is added after sorting
}
