package dwarves

import (
	"slices"

	"skald/rules"
)

// MaxDice bounds a roll's Number dice.
const MaxDice = 12

// attrFor is the attribute an action rolls: Speed to move, Battle to fight,
// Craft to send dispatches, the card's attribute for a check.
func attrFor(action, attr string) (string, bool) {
	switch action {
	case ActMove:
		return AttrSpeed, attr == "" || attr == AttrSpeed
	case ActFight:
		return AttrBattle, attr == "" || attr == AttrBattle
	case ActDispatch:
		return AttrCraft, attr == "" || attr == AttrCraft
	case ActCheck:
		return attr, slices.Contains(attributes, attr)
	}
	return "", false
}

// canAct refuses an action when the turn is not at its actions.
func (s State) canAct() error {
	switch {
	case !s.Started || s.Phase == PhaseAdvance:
		return rules.Refuse("dwarves.err.not_advanced")
	case s.Roll != nil:
		return rules.Refuse("dwarves.err.roll_pending")
	case s.Actions >= ActionsPerTurn:
		return rules.Refuse("dwarves.err.no_actions")
	}
	return nil
}

func (r *run) roll(c Command, rnd rules.Rand) error {
	s := r.s
	if err := s.canAct(); err != nil {
		return err
	}
	attr, ok := attrFor(c.Action, c.Attr)
	if !ok {
		return rules.Refuse("dwarves.err.action")
	}
	if c.Action == ActDispatch {
		if _, ok := CouncilNeed(s.CouncilPos()); !ok {
			return rules.Refuse("dwarves.err.council_end")
		}
	}
	n := c.Dice
	if n == 0 {
		n = s.Hero().Attr(attr)
	}
	if n < 1 || n > MaxDice {
		return rules.Refuse("dwarves.err.dice", "N", n)
	}
	e := Event{Kind: EvRolled, Hero: s.Hero().ID, Action: c.Action, Attr: attr}
	if c.Table {
		if err := validFaces(c.Faces, n); err != nil {
			return err
		}
		e.Faces = slices.Clone(c.Faces)
	} else {
		// A digital roll applies the council's forced re-roll itself.
		if err := s.councilKnown(); err != nil {
			return err
		}
		e.Faces, e.Before = s.rollPool(n, rnd)
	}
	return r.emit(e)
}

// rollPool rolls n Number dice; with the council's forced re-roll in force the
// highest die is rolled again, and the first roll is returned as before.
func (s State) rollPool(n int, rnd rules.Rand) (faces, before []int) {
	faces = rollSides(n, rnd)
	if !s.councilIs(CouncilForcedReroll) {
		return faces, nil
	}
	before = slices.Clone(faces)
	i := slices.Index(faces, slices.Max(faces))
	faces[i] = rollSides(1, rnd)[0]
	return faces, before
}

func (r *run) reroll(c Command, rnd rules.Rand) error {
	s := r.s
	if s.Roll == nil {
		return rules.Refuse("dwarves.err.no_roll")
	}
	n := len(s.Roll.Faces)
	e := Event{Kind: EvRerolled, Die: c.Die}
	switch {
	case c.Die == 0 && c.Table:
		if err := validFaces(c.Faces, n); err != nil {
			return err
		}
		e.Faces = slices.Clone(c.Faces)
	case c.Die == 0:
		if err := s.councilKnown(); err != nil {
			return err
		}
		e.Faces, e.Before = s.rollPool(n, rnd)
	case c.Die < 1 || c.Die > n:
		return rules.Refuse("dwarves.err.die", "Die", c.Die)
	default:
		face := []int{0}
		if c.Table {
			if err := validFaces(c.Faces, 1); err != nil {
				return err
			}
			face[0] = c.Faces[0]
		} else {
			face = rollSides(1, rnd)
		}
		e.Faces = slices.Clone(s.Roll.Faces)
		e.Faces[c.Die-1] = face[0]
	}
	return r.emit(e)
}

// places lists the places a fight covers, the hero's hex first.
func (r *run) places(c Command) []Where {
	s := r.s
	hex := c.Hex
	if hex == "" {
		hex = s.Hero().Hex
	}
	out := []Where{InHex(hex)}
	for _, card := range c.Cards {
		out = append(out, OnCard(card))
	}
	for _, h := range c.Adjacent {
		out = append(out, InHex(h))
	}
	return out
}

func (r *run) fight(c Command) error {
	s := r.s
	if s.Roll == nil || s.Roll.Action != ActFight {
		return rules.Refuse("dwarves.err.no_roll")
	}
	places := r.places(c)
	if err := s.validPlaces(places); err != nil {
		return err
	}
	plan := c.Plan
	if plan == nil {
		avail := s.sumAt(places)
		if avail.Zero() {
			return rules.Refuse("dwarves.err.no_troops")
		}
		plan = s.spread(BestRemoval(s.Roll.Faces, avail), places)
	}
	if err := r.emit(Event{Kind: EvFought, Hero: s.Hero().ID, Places: places, Removals: plan}); err != nil {
		return err
	}
	var total Troops
	for _, p := range plan {
		total = total.Add(p.Troops)
	}
	if total.Zero() {
		if err := r.emit(Event{Kind: EvHealth, Hero: s.Hero().ID, N: -1, Why: WhyFight}); err != nil {
			return err
		}
	}
	return r.settle()
}

// sumAt is the troops at the places.
func (s State) sumAt(places []Where) Troops {
	var t Troops
	for _, p := range places {
		t = t.Add(s.At(p))
	}
	return t
}

// spread assigns a removal to the places in order, taking what each holds.
func (s State) spread(total Troops, places []Where) []Removal {
	var out []Removal
	for _, p := range places {
		take := total.Min(s.At(p))
		if !take.Zero() {
			out = append(out, Removal{At: p, Troops: take})
			total = total.Sub(take)
		}
	}
	return out
}

func (r *run) dispatch() error {
	s := r.s
	if s.Roll == nil || s.Roll.Action != ActDispatch {
		return rules.Refuse("dwarves.err.no_roll")
	}
	ok := dispatchSucceeds(s.CouncilPos(), s.Roll.Faces)
	if err := r.emit(Event{Kind: EvDispatched, Hero: s.Hero().ID, Success: ok}); err != nil {
		return err
	}
	if ok {
		return r.emit(Event{Kind: EvCouncilMoved, Pos: s.CouncilPos() + 1, Why: WhyDispatch})
	}
	return nil
}

// dispatchSucceeds reports whether a die reaches the number to the right of
// the Council marker.
func dispatchSucceeds(pos int, faces []int) bool {
	need, ok := CouncilNeed(pos)
	return ok && len(faces) > 0 && slices.Max(faces) >= need
}

func (r *run) check(c Command) error {
	s := r.s
	if s.Roll == nil || s.Roll.Action != ActCheck {
		return rules.Refuse("dwarves.err.no_roll")
	}
	persist := c.Persist
	if p, ok := s.Checks[c.Card]; ok {
		persist = p.Persist
	}
	return r.emit(Event{Kind: EvChecked, Hero: s.Hero().ID, Card: c.Card, Attr: s.Roll.Attr,
		Target: c.Target, Need: c.Need, Persist: persist, N: successes(s.Roll.Faces, c.Target)})
}

func successes(faces []int, target int) int {
	n := 0
	for _, f := range faces {
		if f >= target {
			n++
		}
	}
	return n
}

func (r *run) move(c Command) error {
	s := r.s
	if s.Roll == nil || s.Roll.Action != ActMove {
		return rules.Refuse("dwarves.err.no_roll")
	}
	points := slices.Max(s.Roll.Faces)
	if len(c.Entered) > points {
		return &rules.Refusal{Msg: rules.M("dwarves.err.too_far").WithCount(points)}
	}
	hero := s.Hero()
	if err := s.landed(hero.ID, hero.Hex, c.To, c.Entered); err != nil {
		return err
	}
	if err := r.emit(Event{Kind: EvMoved, Hero: hero.ID, Hex: c.To, N: points}); err != nil {
		return err
	}
	return r.enter(hero.ID, c.Entered)
}

// landed refuses a move or a card that leaves a hero on Perished Land
// without its price among the hexes entered. The rulebook charges each
// Perished Land hex a hero enters, by a Move or a card alike, and nothing for
// the hex they already stand on; which hexes a Move crossed the app cannot
// see, but the last one it can.
func (s State) landed(hero, from, to string, entered []Entry) error {
	if to == from || hero == Bavragor || !s.IsPerished(to) {
		return nil
	}
	for _, en := range entered {
		if en.Hex == to {
			return nil
		}
	}
	return rules.Refuse("dwarves.err.enter_perished", "Hex", HexName(to))
}

// enter applies the penalty of each Perished Land hex a hero entered: 1 Health
// or the Doom marker 1 space, as the table chose; Bavragor pays nothing.
func (r *run) enter(hero string, entered []Entry) error {
	for _, en := range entered {
		if !r.s.IsPerished(en.Hex) {
			return rules.Refuse("dwarves.err.not_perished", "Hex", HexName(en.Hex))
		}
		if hero == Bavragor {
			continue
		}
		var e Event
		switch en.Pay {
		case PayHealth:
			e = Event{Kind: EvHealth, Hero: hero, N: -1, Why: WhyPerished}
		case PayDoom:
			e = Event{Kind: EvDoomMoved, N: 1, Why: WhyPerished}
		default:
			return rules.Refuse("dwarves.err.pay")
		}
		if err := r.emit(e); err != nil {
			return err
		}
	}
	return nil
}

func (r *run) place(c Command) error {
	hero := r.hero(c)
	if len(c.Entered) > 1 || (len(c.Entered) == 1 && c.Entered[0].Hex != c.To) {
		return rules.Refuse("dwarves.err.place_entry")
	}
	if i := r.s.heroIndex(hero); i >= 0 {
		if err := r.s.landed(hero, r.s.Heroes[i].Hex, c.To, c.Entered); err != nil {
			return err
		}
	}
	if err := r.emit(Event{Kind: EvPlaced, Hero: hero, Hex: c.To}); err != nil {
		return err
	}
	return r.enter(hero, c.Entered)
}

func (r *run) equip(c Command) error {
	e := Event{Kind: EvEquipment, Hero: r.hero(c), Name: c.Name, N: 1, Why: c.From}
	if c.Lose {
		e.N, e.Why = -1, WhyDiscard
		if c.Into == WhyBox {
			e.Why = WhyBox
		} else if c.Into != "" && c.Into != WhyDiscard {
			return rules.Refuse("dwarves.err.equip_into")
		}
	}
	return r.emit(e)
}
