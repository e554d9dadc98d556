package dwarves

import (
	"skald/rules"
	"skald/rules/dice"
)

// advance starts the turn and advances the Hero marker, resolving the icon of
// the space it reaches in the same command.
func (r *run) advance(c Command, rnd rules.Rand) error {
	s := r.s
	if s.Phase != PhaseAdvance || s.Started {
		return rules.Refuse("dwarves.err.phase_advance")
	}
	// Work out what the command needs before emitting anything, so a missing
	// printed value is asked for first.
	if err := s.councilKnown(); err != nil {
		return err
	}
	doom := s.Doom.Pos(MarkDoom)
	if s.councilIs(CouncilDoomEachTurn) {
		doom--
	}
	to := s.Doom.Pos(MarkHero) + 1
	icon := ""
	if to < doom {
		var ok bool
		if icon, ok = s.Icon(to); !ok {
			return &rules.NeedPrinted{Key: doomSpaceKey(to)}
		}
	}
	gate := GateOf(icon)
	var rec Event
	if gate != "" {
		var err error
		if rec, err = r.recruit(c, gate, rnd); err != nil {
			return err
		}
	}

	if err := r.emit(Event{Kind: EvTurnStarted, Hero: s.Hero().ID, N: s.Turn + 1}); err != nil {
		return err
	}
	if s.councilIs(CouncilDoomEachTurn) {
		if err := r.emit(Event{Kind: EvDoomMoved, N: 1, Why: WhyCouncil}); err != nil {
			return err
		}
	}
	if err := r.emit(Event{Kind: EvHeroAdvanced, Pos: to, Icon: icon}); err != nil {
		return err
	}
	switch {
	case icon == IconCouncil:
		if pos := r.s.CouncilPos(); pos > 1 {
			return r.emit(Event{Kind: EvCouncilMoved, Pos: pos - 1, Why: WhyCouncil})
		}
	case icon == IconThreat && saga(s.Setup.Book):
		if n := min(2, r.s.Threats.Size()); n > 0 {
			if c.Threat != "" && !validName(c.Threat) {
				return rules.Refuse("dwarves.err.name")
			}
			return r.emit(Event{Kind: EvThreatKept, Name: c.Threat, Immediate: c.Immediate, N: n})
		}
	case icon == IconThreat:
		if n := min(2, r.s.Threats.Size()); n > 0 {
			return r.emit(Event{Kind: EvThreatsIn, N: n})
		}
	case gate != "":
		if err := r.emit(rec); err != nil {
			return err
		}
		return r.settle()
	}
	return nil
}

// recruit decides the Recruitment dice: the skulls entered at the table, or a
// digital roll of the three dice (whose sides are printed) with the council's
// re-roll of blank dice when it is in force.
func (r *run) recruit(c Command, gate string, rnd rules.Rand) (Event, error) {
	s := r.s
	e := Event{Kind: EvRecruited, Hex: gate}
	var skulls Troops
	if c.Table {
		skulls = c.Skulls
		if !skulls.Valid() || skulls != skulls.Plain() || skulls.Orcs > maxSkulls || skulls.Trolls > maxSkulls || skulls.Elfar > maxSkulls {
			return e, rules.Refuse("dwarves.err.skulls")
		}
	} else {
		for _, die := range RecruitDice {
			for side := 1; side <= 6; side++ {
				if _, ok := printedInt(s.Printed, recruitKey(die, side)); !ok {
					return e, &rules.NeedPrinted{Key: recruitKey(die, side)}
				}
			}
		}
		faces := rollSides(3, rnd)
		if s.councilIs(CouncilRecruitBlank) {
			before := append([]int(nil), faces...)
			again := false
			for i, f := range faces {
				if s.skullsOn(i, f) == 0 {
					faces[i] = rollSides(1, rnd)[0]
					again = true
				}
			}
			if again {
				e.Before = before
			}
		}
		e.Faces = faces
		skulls = s.skullsOf(faces)
	}
	e.Skulls = ptr(skulls)
	e.Troops = ptr(skulls.Min(s.Supply))
	return e, nil
}

// maxSkulls bounds a table entry of one Recruitment die's skulls.
const maxSkulls = 5

func rollSides(n int, rnd rules.Rand) []int {
	out := make([]int, n)
	for i, f := range dice.Roll(dice.Many(n, dice.D6()), rnd) {
		out[i] = dice.Value(f)
	}
	return out
}

// skullsOn is the printed skulls on side f of Recruitment die i (orc, troll, élfar).
func (s State) skullsOn(i, f int) int {
	if i < 0 || i >= len(RecruitDice) {
		return 0
	}
	n, _ := printedInt(s.Printed, recruitKey(RecruitDice[i], f))
	return n
}

func (s State) skullsOf(faces []int) Troops {
	return Troops{Orcs: s.skullsOn(0, faces[0]), Trolls: s.skullsOn(1, faces[1]), Elfar: s.skullsOn(2, faces[2])}
}

// endTurn closes the turn: Book 5 cards whose last time marker went this turn
// expire (Doom +3 each), and the next hero's turn begins.
func (r *run) endTurn() error {
	s := r.s
	switch {
	case s.Phase == PhaseAdvance:
		return rules.Refuse("dwarves.err.not_advanced")
	case s.Roll != nil:
		return rules.Refuse("dwarves.err.roll_pending")
	case len(s.Unsettled()) > 0:
		return rules.Refuse("dwarves.err.unsettled", "Hex", HexName(s.Unsettled()[0]))
	case len(s.Flown) < len(s.Dragons):
		return rules.Refuse("dwarves.err.dragons")
	}
	for i := len(s.Scenario.Slots) - 1; i >= 0; i-- {
		if sl := s.Scenario.Slots[i]; sl.Timed && sl.Time == 0 {
			if err := r.emit(Event{Kind: EvExpired, Slot: i}); err != nil {
				return err
			}
			if err := r.emit(Event{Kind: EvDoomMoved, N: ExpiryDoom, Why: WhyExpired}); err != nil {
				return err
			}
		}
	}
	return r.emit(Event{Kind: EvTurnEnded, N: (s.Current + 1) % len(s.Heroes)})
}

// ExpiryDoom is how far the Doom marker advances when a Book 5 card's time
// runs out.
const ExpiryDoom = 3

// revealScenario reveals the next Scenario card (Books 1, 5) or, in Books
// 2–4, turns up the Saga cards whose turn has come and draws one card into a
// free space.
func (r *run) revealScenario(c Command) error {
	s := r.s
	if s.Phase != PhaseReveal {
		return rules.Refuse("dwarves.err.phase_reveal")
	}
	if s.Completed {
		return rules.Refuse("dwarves.err.next_turn")
	}
	if c.Name != "" && !validName(c.Name) {
		return rules.Refuse("dwarves.err.name")
	}
	if !saga(s.Setup.Book) {
		if len(s.Scenario.Slots) > 0 {
			return rules.Refuse("dwarves.err.scenario_showing")
		}
		if err := r.emit(Event{Kind: EvScenario, Level: s.Scenario.Left.Next(), Name: c.Name, Skip: c.Skip, N: c.Time}); err != nil {
			return err
		}
		if !c.Skip && len(r.s.Display) > 0 {
			return r.emit(Event{Kind: EvDisplayClear})
		}
		return nil
	}
	if c.Skip || c.Time != 0 {
		return rules.Refuse("dwarves.err.saga_options")
	}
	did := false
	for i, sl := range s.Scenario.Slots {
		if sl.FaceDown && s.Scenario.canFlip(i) {
			if err := r.emit(Event{Kind: EvSagaFlipped, Slot: i}); err != nil {
				return err
			}
			did = true
		}
	}
	if len(r.s.Scenario.Slots) < SlotsMax(s.Setup.Book) && r.s.Scenario.Left.Sum() > 0 {
		lv := r.s.Scenario.Left.Next()
		if err := r.emit(Event{Kind: EvScenario, Level: lv, Name: c.Name, FaceDown: r.s.Scenario.lowerInPlay(lv)}); err != nil {
			return err
		}
		did = true
	}
	if !did {
		return rules.Refuse("dwarves.err.nothing_to_reveal")
	}
	return nil
}

// lowerInPlay reports whether a card of an earlier letter than lv is in play.
func (sc Scenario) lowerInPlay(lv string) bool {
	for _, o := range sc.Slots {
		if o.Level < lv {
			return true
		}
	}
	return false
}

// revealCard reveals the next Adventure-deck card into the display.
func (r *run) revealCard(c Command, rnd rules.Rand) error {
	s := r.s
	if saga(s.Setup.Book) {
		return rules.Refuse("dwarves.err.book_only", "Books", "1, 5")
	}
	if s.Phase != PhaseReveal {
		return rules.Refuse("dwarves.err.phase_reveal")
	}
	if len(s.Display) >= DisplaySize {
		return rules.Refuse("dwarves.err.display_full")
	}
	if c.Name != "" && !validName(c.Name) {
		return rules.Refuse("dwarves.err.name")
	}
	var err error
	var e = Event{Kind: EvCardRevealed, Name: c.Name}
	if c.Table {
		if c.Card != CardAdventure && c.Card != CardThreat {
			return rules.Refuse("dwarves.err.card_kind")
		}
		dr, derr := s.Adventure.Named(c.Card)
		e.Draw, err = &dr, derr
	} else {
		dr, derr := s.Adventure.Pick(rnd)
		e.Draw, err = &dr, derr
	}
	if err != nil {
		return err
	}
	return r.emit(e)
}

// DisplaySize is the number of Adventure/Threat cards in the display.
const DisplaySize = 3

// Dragons of Book 4.
const (
	Lohasbrand = "lohasbrand"
	Kordrion   = "kordrion"
)

// Dragons lists the dragons of Book 4.
var Dragons = []string{Lohasbrand, Kordrion}

func (r *run) dragonMove(c Command, rnd rules.Rand) error {
	face := c.Face
	if !c.Table {
		face = rollSides(1, rnd)[0]
	}
	return r.emit(Event{Kind: EvDragonMoved, Name: c.Name, N: face})
}

// diamond reveals a Book 3 diamond for a side and rolls for the Mighty Diamond.
func (r *run) diamond(c Command, rnd rules.Rand) error {
	s := r.s
	if s.Diamonds == nil {
		return rules.Refuse("dwarves.err.book_only", "Books", "3")
	}
	if s.Diamonds.Mighty != "" {
		return rules.Refuse("dwarves.err.mighty_found")
	}
	if c.Side != SideEvil && c.Side != SideHeroes {
		return rules.Refuse("dwarves.err.side")
	}
	var value int
	var roll []int
	if c.Table {
		if _, err := s.Diamonds.Hidden.Named(itoa(c.Tile)); err != nil {
			return rules.Refuse("dwarves.err.diamond_tile", "Value", c.Tile)
		}
		value, roll = c.Tile, c.Roll
	} else {
		dr, err := s.Diamonds.Hidden.Pick(rnd)
		if err != nil {
			return rules.Refuse("dwarves.err.no_diamonds")
		}
		value, roll = dice.Value(dr.Card), rollSides(2, rnd)
	}
	if err := validFaces(roll, 2); err != nil {
		return err
	}
	found := roll[0]+roll[1] <= s.Diamonds.Sum(c.Side)+value
	return r.emit(Event{Kind: EvDiamond, Side: c.Side, N: value, Roll: roll, Found: found})
}

// validFaces checks Number-dice faces entered at the table.
func validFaces(faces []int, n int) error {
	strs := make([]string, len(faces))
	for i, f := range faces {
		strs[i] = itoa(f)
	}
	return dice.Check(dice.Many(n, dice.D6()), strs)
}
