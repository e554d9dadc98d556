package dwarves

// A fight roll's useful dice: each 6 removes any troop (Élfar, Troll or Orc),
// each 5 a Troll or an Orc, each 4 an Orc. A leader (Book 4) needs two dice
// that could each remove a troop of its kind.

// hits counts the 6s, 5s and 4s of a roll.
type hits struct{ six, five, four int }

func countHits(faces []int) hits {
	var h hits
	for _, f := range faces {
		switch {
		case f >= 6:
			h.six++
		case f == 5:
			h.five++
		case f == 4:
			h.four++
		}
	}
	return h
}

// feasible reports whether the dice can remove exactly r. Each die can serve
// a nested set of kinds (a 6 anything, a 5 Trolls and Orcs, a 4 Orcs), so by
// Hall's theorem it is enough to check the three prefixes.
func (h hits) feasible(r Troops) bool {
	if !r.Valid() {
		return false
	}
	d6 := r.Elfar + 2*r.ElfarLeader
	d5 := r.Trolls + 2*r.TrollLeader
	d4 := r.Orcs + 2*r.OrcLeader
	return d6 <= h.six && d6+d5 <= h.six+h.five && d6+d5+d4 <= h.six+h.five+h.four
}

// maximal reports whether no further troop or leader of avail could be added
// to the feasible removal r: a fight uses every die that can still defeat
// something.
func (h hits) maximal(r, avail Troops) bool {
	for _, u := range units {
		if avail.Covers(r.Add(u)) && h.feasible(r.Add(u)) {
			return false
		}
	}
	return true
}

var units = []Troops{{Orcs: 1}, {Trolls: 1}, {Elfar: 1}, {OrcLeader: 1}, {TrollLeader: 1}, {ElfarLeader: 1}}

// best is the removal of the most troop-equivalents (a leader counts 2) from
// avail. Ties prefer more leaders, then more Élfar, then more Trolls.
func (h hits) best(avail Troops) Troops {
	var out Troops
	bestW := -1
	n := h.six + h.five + h.four
	for le := 0; le <= min(avail.ElfarLeader, n/2); le++ {
		for lt := 0; lt <= min(avail.TrollLeader, n/2); lt++ {
			for lo := 0; lo <= min(avail.OrcLeader, n/2); lo++ {
				d6, d5, d4 := 2*le, 2*lt, 2*lo
				a1 := h.six - d6
				a2 := h.six + h.five - d6 - d5
				a3 := h.six + h.five + h.four - d6 - d5 - d4
				if a1 < 0 || a2 < 0 || a3 < 0 {
					continue
				}
				// The capacity constraints are nested prefixes, so filling the
				// most demanding kind first is optimal.
				e := min(avail.Elfar, a1, a2, a3)
				t := min(avail.Trolls, a2-e, a3-e)
				o := min(avail.Orcs, a3-e-t)
				r := Troops{Orcs: o, Trolls: t, Elfar: e, OrcLeader: lo, TrollLeader: lt, ElfarLeader: le}
				w := r.Weight()
				if w > bestW || (w == bestW && better(r, out)) {
					out, bestW = r, w
				}
			}
		}
	}
	return out
}

func better(a, b Troops) bool {
	la, lb := a.Leaders().Pieces(), b.Leaders().Pieces()
	if la != lb {
		return la > lb
	}
	if a.Elfar != b.Elfar {
		return a.Elfar > b.Elfar
	}
	return a.Trolls > b.Trolls
}

// BestRemoval is the removal a fight roll allows that defeats the most
// troop-equivalents (leaders count 2) among avail.
func BestRemoval(faces []int, avail Troops) Troops { return countHits(faces).best(avail) }

// FightRemoves reports whether the dice can remove exactly r, using every die
// that could still defeat one of avail.
func FightRemoves(faces []int, r, avail Troops) bool {
	h := countHits(faces)
	return avail.Covers(r) && h.feasible(r) && h.maximal(r, avail)
}

// Verdicts on a removal the table chooses after a fight roll.
const (
	FightOK      = iota // the dice remove exactly these troops
	FightTooMany        // the dice cannot defeat all of these
	FightUnused         // a die left over could still defeat a troop there
)

// FightVerdict says whether the dice can remove exactly r among avail, and
// if not, why.
func FightVerdict(faces []int, r, avail Troops) int {
	h := countHits(faces)
	switch {
	case !avail.Covers(r) || !h.feasible(r):
		return FightTooMany
	case !h.maximal(r, avail):
		return FightUnused
	}
	return FightOK
}

// FightHasChoice reports whether the dice leave the table a choice of which
// troops among avail to defeat: more than one removal is allowed.
func FightHasChoice(faces []int, avail Troops) bool {
	h := countHits(faces)
	n := h.six + h.five + h.four
	if n == 0 {
		return false
	}
	avail = clampTroops(avail)
	found := 0
	var r Troops
	for r.Elfar = 0; r.Elfar <= min(avail.Elfar, n); r.Elfar++ {
		for r.Trolls = 0; r.Trolls <= min(avail.Trolls, n); r.Trolls++ {
			for r.Orcs = 0; r.Orcs <= min(avail.Orcs, n); r.Orcs++ {
				for r.ElfarLeader = 0; r.ElfarLeader <= min(avail.ElfarLeader, n/2); r.ElfarLeader++ {
					for r.TrollLeader = 0; r.TrollLeader <= min(avail.TrollLeader, n/2); r.TrollLeader++ {
						for r.OrcLeader = 0; r.OrcLeader <= min(avail.OrcLeader, n/2); r.OrcLeader++ {
							if h.feasible(r) && h.maximal(r, avail) {
								if found++; found > 1 {
									return true
								}
							}
						}
					}
				}
			}
		}
	}
	return false
}

// FightPlan is the removal the app suggests for a fight roll over places
// (the hero's hex first): the most troops the dice defeat, taken from the
// places in order.
func (s State) FightPlan(faces []int, places []Where) []Removal {
	return s.spread(BestRemoval(faces, s.sumAt(places)), places)
}
