package dwarves

import (
	"strconv"

	"skald/rules"
)

func itoa(n int) string { return strconv.Itoa(n) }

// run collects a command's events, checking each against the state it will
// apply to and applying it, so later events see earlier ones. Once the game
// ends nothing more is emitted.
type run struct {
	s   State
	evs []Event
}

func (r *run) emit(e Event) error {
	if r.s.Over() {
		return nil
	}
	if err := Check(r.s, e); err != nil {
		return err
	}
	r.s = Evolve(r.s, e)
	r.evs = append(r.evs, e)
	return nil
}

// Decide validates a command and returns what happens.
func Decide(s State, c Command, rnd rules.Rand) ([]Event, error) {
	if c.Kind == CmdLearn {
		e := Event{Kind: EvLearned, Key: c.Key, Value: c.Value}
		return []Event{e}, Check(s, e)
	}
	if s.Over() {
		return nil, rules.Refuse("dwarves.err.over")
	}
	r := &run{s: s}
	var err error
	switch c.Kind {
	case CmdAdvance:
		err = r.advance(c, rnd)
	case CmdEndTurn:
		err = r.endTurn()
	case CmdReveal:
		err = r.revealScenario(c)
	case CmdTime:
		err = r.emit(Event{Kind: EvTime, Slot: c.Slot, N: c.Time})
	case CmdComplete:
		err = r.emit(Event{Kind: EvCompleted, Slot: c.Slot, Level: slotLevel(s, c.Slot)})
	case CmdDraw:
		err = r.revealCard(c, rnd)
	case CmdCardDone:
		err = r.emit(Event{Kind: EvCardDone, Slot: c.Slot})
	case CmdThreatDone:
		err = r.emit(Event{Kind: EvThreatDone, Slot: c.Slot})
	case CmdRoll:
		err = r.roll(c, rnd)
	case CmdReroll:
		err = r.reroll(c, rnd)
	case CmdBump:
		err = r.emit(Event{Kind: EvBumped, Die: c.Die})
	case CmdFight:
		err = r.fight(c)
	case CmdDispatch:
		err = r.dispatch()
	case CmdCheck:
		err = r.check(c)
	case CmdMove:
		err = r.move(c)
	case CmdAction:
		err = r.emit(Event{Kind: EvActed, Hero: s.Hero().ID, Name: c.Name})
	case CmdPlace:
		err = r.place(c)
	case CmdHealth:
		err = r.emit(Event{Kind: EvHealth, Hero: r.hero(c), N: c.N, Why: WhyCard})
	case CmdHealthTile:
		err = r.emit(Event{Kind: EvHealthTile, Hero: r.hero(c), N: c.N})
	case CmdModify:
		err = r.emit(Event{Kind: EvModified, Hero: r.hero(c), Attr: c.Attr, N: c.N})
	case CmdEquip:
		err = r.equip(c)
	case CmdTroops:
		err = r.troops(Event{Kind: EvTroopsPlaced, At: ptr(c.At), Troops: ptr(c.Troops)})
	case CmdRemove:
		err = r.troops(Event{Kind: EvTroopsRemoved, From: ptr(c.At), Troops: ptr(c.Troops)})
	case CmdMoveTroops:
		err = r.moveTroops(c)
	case CmdDoom:
		err = r.emit(Event{Kind: EvDoomMoved, N: c.N, Why: WhyCard})
	case CmdPerish:
		err = r.troops(Event{Kind: EvPerished, Hex: c.Hex})
	case CmdDiamond:
		err = r.diamond(c, rnd)
	case CmdDragon:
		err = r.emit(Event{Kind: EvDragon, Name: c.Name, In: c.In})
	case CmdDragonMove:
		err = r.dragonMove(c, rnd)
	default:
		return nil, rules.Refuse("dwarves.err.command")
	}
	if err != nil {
		return nil, err
	}
	return r.evs, nil
}

func ptr[T any](v T) *T { return &v }

func (r *run) hero(c Command) string {
	if c.Hero == "" {
		return r.s.Hero().ID
	}
	return c.Hero
}

func slotLevel(s State, i int) string {
	if i < 0 || i >= len(s.Scenario.Slots) {
		return ""
	}
	return s.Scenario.Slots[i].Level
}

// troops emits a troop event, then settles the board.
func (r *run) troops(e Event) error {
	if err := r.emit(e); err != nil {
		return err
	}
	return r.settle()
}

func (r *run) moveTroops(c Command) error {
	if len(c.Moves) == 0 {
		return rules.Refuse("dwarves.err.no_moves")
	}
	for _, m := range c.Moves {
		if err := r.emit(Event{Kind: EvTroopsMoved, From: ptr(m.From), At: ptr(m.To), Troops: ptr(m.Troops)}); err != nil {
			return err
		}
	}
	return r.settle()
}

// settle applies what troops standing somewhere trigger: every hex (other
// than Blacksaddle) holding enough troops becomes Perished Land while tiles
// last; and once no troops wait on Perished Land, 5 or more troops at
// Blacksaddle go back to the supply and the Doom marker advances (2 spaces if
// a leader is among them; leaders stay).
func (r *run) settle() error {
	for _, hex := range sortedKeys(r.s.Board) {
		if hex == Blacksaddle || r.s.IsPerished(hex) || r.s.TilesLeft() == 0 {
			continue
		}
		if r.s.Board[hex].Weight() >= r.s.PerishAt() {
			if err := r.emit(Event{Kind: EvPerished, Hex: hex}); err != nil {
				return err
			}
		}
	}
	if len(r.s.Unsettled()) > 0 {
		return nil
	}
	at := r.s.Board[Blacksaddle]
	if at.Weight() < BlacksaddleAt || at.Plain().Zero() {
		return nil
	}
	if err := r.emit(Event{Kind: EvBlacksaddle, Troops: ptr(at.Plain())}); err != nil {
		return err
	}
	steps := 1
	if at.Leaders().Pieces() > 0 {
		steps = 2
	}
	return r.emit(Event{Kind: EvDoomMoved, N: steps, Why: WhyBlacksaddle})
}

// BlacksaddleAt is how many troops at Blacksaddle advance the Doom marker.
const BlacksaddleAt = 5
