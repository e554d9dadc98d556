package althing

import "skald/rules"

// Decide validates a command against the state and returns what happens. It may
// ask for a printed value (*rules.NeedPrinted) or refuse (*rules.Refusal naming
// the rule). Every event it returns passes Check on the state it applies to.
func Decide(s State, c Command, r rules.Rand) ([]Event, error) {
	if c.Kind == CmdLearn {
		return one(s, Event{Kind: EvLearned, Key: c.Key, Value: c.Value})
	}
	if s.Over() {
		return nil, rules.Refuse("althing.err.over")
	}
	switch c.Kind {
	case CmdDealTrack:
		return decideDeal(s, c, r)
	case CmdFlip:
		return one(s, flipEvent(s, c.Stage))
	case CmdFillAssembly:
		return decideFill(s, c, r)
	case CmdBegin:
		return one(s, Event{Kind: EvBegun})
	case CmdRevealThorfinn:
		return decideRevealThorfinn(s, c, r)
	case CmdPlayThorfinn:
		return decidePlayThorfinn(s, c, r)
	case CmdThorfinnTakes:
		x := newRun(s)
		x.Add(Event{Kind: EvRecruited, Who: ThorfinnID, N: len(c.Cards), Cards: c.Cards})
		x.refill(c.Table, r)
		return x.Done()
	case CmdRecruit:
		if ActiveIsThorfinn(s) {
			return nil, rules.Refuse("althing.err.thorfinn_first")
		}
		return decideRecruit(s, c, r)
	case CmdComplete:
		return decideComplete(s, c)
	case CmdTrick:
		return decideTrick(s, c, r)
	case CmdDodge:
		return decideDodge(s)
	case CmdUntroll:
		return one(s, Event{Kind: EvUntrolled, Who: s.ActiveID(), Owner: c.Owner})
	case CmdPlot:
		x := newRun(s)
		x.Add(Event{Kind: EvPlotted, Who: s.ActiveID(), Cards: c.Cards})
		if s.Assembly != nil {
			x.refill(c.Table, r)
		}
		return x.Done()
	case CmdEndPhase:
		return one(s, Event{Kind: EvPhaseEnded, Who: s.ActiveID()})
	}
	return nil, rules.Refuse("althing.err.command")
}

// run builds a command's events (see rules.Run); the game's own steps are
// its methods.
type run struct{ rules.Run[State, Event] }

func newRun(s State) *run { return &run{rules.NewRun(s, Check, Evolve, nil)} }

// one is a command of a single event.
func one(s State, e Event) ([]Event, error) { return newRun(s).Only(e) }

// refill reveals a Viking into each empty Assembly slot, unless the table
// draws (then each card is named with CmdFillAssembly).
func (x *run) refill(table bool, r rules.Rand) {
	if table || x.Err != nil {
		return
	}
	for x.State.Assembly.Waiting() > 0 {
		e, err := nextViking(x.State, "", r)
		if err != nil {
			x.Fail(err)
			return
		}
		if !x.Add(e) {
			return
		}
	}
}

// nextViking decides the next card into the first empty slot: named (table)
// or drawn (digital). The cards a Plot put under the deck come up only once
// the rest of the deck is gone, in the order they went under.
func nextViking(s State, named string, r rules.Rand) (Event, error) {
	a := s.Assembly
	if a == nil {
		return Event{}, rules.Refuse("althing.err.no_assembly")
	}
	slot := -1
	for i, c := range a.Row {
		if c == "" {
			slot = i
			break
		}
	}
	if slot < 0 {
		return Event{}, rules.Refuse("althing.err.assembly_full")
	}
	e := Event{Kind: EvVikingRevealed, Slot: slot}
	switch {
	case a.Deck.Size() > 0 && named == "":
		dr, err := a.Deck.Pick(r)
		if err != nil {
			return Event{}, err
		}
		e.Card = dr.Card
	case a.Deck.Size() > 0:
		e.Card = named
	case len(a.Under) > 0:
		e.Card, e.Under = a.Under[0], true
		if named != "" {
			e.Card = named // Check refuses any card but the first under the deck
		}
	default:
		return Event{}, rules.Refuse("althing.err.assembly_empty")
	}
	return e, nil
}

func decideFill(s State, c Command, r rules.Rand) ([]Event, error) {
	x := newRun(s)
	if s.Assembly == nil {
		return nil, rules.Refuse("althing.err.no_assembly")
	}
	if s.Assembly.Waiting() == 0 {
		return nil, rules.Refuse("althing.err.assembly_full")
	}
	if len(c.Cards) == 0 {
		x.refill(false, r)
		return x.Done()
	}
	for _, name := range c.Cards {
		e, err := nextViking(x.State, name, r)
		if err != nil {
			return nil, err
		}
		x.Add(e)
	}
	return x.Done()
}

func decideRecruit(s State, c Command, r rules.Rand) ([]Event, error) {
	x := newRun(s)
	if s.Assembly != nil {
		x.Add(Event{Kind: EvRecruited, Who: s.ActiveID(), N: len(c.Cards), Cards: c.Cards})
		x.refill(c.Table, r)
		return x.Done()
	}
	n := c.N
	if n == 0 {
		n = 1
	}
	x.Add(Event{Kind: EvRecruited, Who: s.ActiveID(), N: n})
	return x.Done()
}

// decideComplete moves the active player's pawn to the stage named (or the
// next card of a straight track). The stage's requirements are printed: they
// are asked the first time, so the track can show them and a shortage can
// refuse a stage that needs the missing resource.
func decideComplete(s State, c Command) ([]Event, error) {
	who := s.ActiveID()
	stage := c.Stage
	if stage == 0 {
		next := NextStages(s, who)
		if len(next) != 1 {
			return nil, rules.Refuse("althing.err.which_stage")
		}
		stage = next[0]
	}
	if stage > 0 && stage < len(s.Track) {
		if _, need := needs(s, s.Track[stage]); need != nil {
			// A refusal (a Storm, a stage already done) says more than a question.
			if err := Check(s, completeEvent(s, who, stage)); err != nil {
				return nil, err
			}
			return nil, need
		}
	}
	return one(s, completeEvent(s, who, stage))
}

// completeEvent is who completing track card i.
func completeEvent(s State, who string, i int) Event {
	e := Event{Kind: EvCompleted, Who: who, Stage: i}
	if i >= 0 && i < len(s.Track) {
		e.Card = s.Track[i].Card
	}
	return e
}

// flipEvent turns track card i to its other side.
func flipEvent(s State, i int) Event {
	e := Event{Kind: EvFlipped, Stage: i}
	if i >= 0 && i < len(s.Track) {
		e.Card, e.Side = s.Track[i].Card, other(s.Track[i].Side)
	}
	return e
}

func other(side string) string {
	if side == SideB {
		return SideA
	}
	return SideB
}

func decideTrick(s State, c Command, r rules.Rand) ([]Event, error) {
	who := s.ActiveID()
	e := Event{Kind: EvTricked, Who: who, Trick: c.Trick, Target: c.Target}
	if err := Check(s, e); err != nil {
		return nil, err
	}
	if c.Trick == SymAxe && c.Target == ThorfinnID {
		shield, err := ThorfinnShield(s)
		if err != nil {
			return nil, err
		}
		if shield {
			return nil, rules.Refuse("althing.err.thorfinn_shield")
		}
	}
	if c.Trick == SymAxe && !c.Table {
		if n := HandOf(s, c.Target); n > 0 {
			e.Pick = 1 + r.IntN(n)
		}
	}
	return one(s, e)
}

// decideDodge: the trick just played is dodged by its target; in solo, Great
// Weather lifts the shortage at any time of the player's phase.
func decideDodge(s State) ([]Event, error) {
	who, trick := pendingDodge(s)
	if who == "" {
		return nil, rules.Refuse("althing.err.no_dodge")
	}
	return one(s, Event{Kind: EvDodged, Who: who, Trick: trick})
}

// pendingDodge is who could dodge now and what: the target of the trick just
// played (Thorfinn never dodges), or the player under Thorfinn's shortage
// ("" when nothing is open to a dodge).
func pendingDodge(s State) (who, trick string) {
	if s.Last != nil && s.Last.Target != ThorfinnID {
		return s.Last.Target, s.Last.Trick
	}
	if s.Shortage != "" {
		return s.ActiveID(), TrickShortage
	}
	return "", ""
}

// dodgeCards is how many cards who holds to dodge trick with: a dodge is a
// card played from the hand. An Axe still open to a Shield has not taken its
// card yet, so that card counts.
func dodgeCards(s State, who, trick string) int {
	n := HandOf(s, who)
	if trick == SymAxe && s.Last != nil && s.Last.Trick == SymAxe && s.Last.Target == who {
		n++
	}
	return n
}

// DodgeBlocked says why the trick open to a dodge cannot be dodged although
// its dodge is in play: its target has no card left in hand to play it from
// (nil when the dodge is possible, or when nothing is open to one).
func DodgeBlocked(s State) error {
	who, trick := pendingDodge(s)
	if who == "" || !s.SymbolInPlay(Dodge(trick)) {
		return nil
	}
	return Check(s, Event{Kind: EvDodged, Who: who, Trick: trick})
}

// HandOf is how many cards an actor holds for an Axe to take from: a
// player's hand outside their phase, Thorfinn's recruited Vikings.
func HandOf(s State, id string) int {
	if id == ThorfinnID {
		if s.Thorfinn == nil {
			return 0
		}
		return s.Thorfinn.Hand
	}
	p, _ := s.Player(id)
	return p.Hand
}
