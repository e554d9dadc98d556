package qa

import (
	"skald/rules"
	"skald/rules/deck"
)

// What a hero's power changed. The powers are printed on the hero cards and no
// rules text we hold says what any of them does, so the app never applies one
// (see Power). But a power played at the table may change what Skald keeps:
// Skill cards in a hand, a Chaams on a Lieu, where a hero stands. Once the
// active hero's power is marked used this turn, the table tells Skald what it
// changed with these commands, so the books stay true to the table. Each keeps
// every card where the box has it: Skill cards go between the Skill deck and a
// hand, a Chaams between Lieux or to its discard.
const (
	// CmdPowerCards: hero Hero ("" = the active hero) discards the Skill cards
	// Lose and draws new ones: the types named in Cards (table), or N cards
	// drawn by the app.
	CmdPowerCards = "power_cards"
	// CmdPowerChaams moves Chaams Card from Lieu From to Lieu Lieu (a revealed
	// one), or to the Chaams discard when Lieu is 0.
	CmdPowerChaams = "power_chaams"
	// CmdPowerMove moves hero Hero ("" = the active hero) to Lieu Lieu, a
	// revealed one. A move that bends a movement rule (see MoveBend) needs
	// Bend: the table confirmed the power allows it.
	CmdPowerMove = "power_move"
	// CmdPowerDice sets the white dice on the active hero's card to Dice (at
	// most five; no Chaams face in the Action phase, where Chaams dice are gone),
	// outside a take.
	CmdPowerDice = "power_dice"
)

// Events of a power's effects.
const (
	EvPowerCards  = "power_cards"  // Hero (whose power), With (whose hand), Cards (discarded), Draws
	EvPowerChaams = "power_chaams" // Hero, Card, Lieu (from), To (0 = discard)
	EvPowerMoved  = "power_moved"  // Hero, With (who moves), Lieu; Bent (the rule bent, see MoveBend), To (BendStep: the Lieu whose step is skipped)
	EvPowerDice   = "power_dice"   // Hero, Dice (the dice on the card now)
)

// PowerEffects reports whether the table may now record what the active hero's
// power changed: the power is marked used this turn, no Chaams is owed, and
// (Action phase) the hand is not over 10 cards.
func PowerEffects(s State) bool {
	h, ok := s.Active()
	return ok && !s.Over() && powerTurn(s, h.ID) == nil
}

func decidePower(s State, h Hero, c Command, r rules.Rand) ([]Event, error) {
	target := c.Hero
	if target == "" {
		target = h.ID
	}
	switch c.Kind {
	case CmdPowerCards:
		w, ok := s.heroIndex(target)
		if !ok {
			return nil, rules.Refuse("qa.err.hero_unknown")
		}
		if _, ok := deck.Without(s.Heroes[w].Hand, c.Lose...); !ok {
			return nil, rules.Refuse("qa.err.cards_missing")
		}
		d := s.SkillDeck.ToDiscard(c.Lose...)
		n := len(c.Cards)
		if n == 0 {
			n = c.N
		}
		if n < 0 || n > SkillCards {
			return nil, rules.Refuse("qa.err.power_nothing")
		}
		var draws []deck.Draw
		for i := range n {
			var dr deck.Draw
			var err error
			if len(c.Cards) > 0 {
				dr, err = d.Named(c.Cards[i])
			} else {
				dr, err = d.Pick(r)
			}
			if err != nil {
				return nil, err
			}
			draws = append(draws, dr)
			d = d.Apply(dr)
		}
		return one(s, Event{Kind: EvPowerCards, Hero: h.ID, With: target, Cards: deck.With(c.Lose), Draws: draws})
	case CmdPowerChaams:
		return one(s, Event{Kind: EvPowerChaams, Hero: h.ID, Card: c.Card, Lieu: c.From, To: c.Lieu})
	case CmdPowerDice:
		return one(s, Event{Kind: EvPowerDice, Hero: h.ID, Dice: deck.With(c.Dice)})
	}
	return decidePowerMove(s, Event{Kind: EvPowerMoved, Hero: h.ID, With: target, Lieu: c.Lieu}, c.Bend)
}

// Movement rules a power may bend. The powers are printed and Skald does not
// know them: one may allow such a move, so the table must say so (the
// command's Bend), and the history names the rule.
const (
	// BendBack: "Un héros ne peut jamais reculer sur la piste" (rulebook,
	// the voyage die).
	BendBack = "back"
	// BendStep: to move on from a Lieu with a mandatory step, the hero must
	// complete it (rulebook, "Cartes Lieu et étape obligatoire").
	BendStep = "step"
)

// MoveBend says which movement rule moving hero to Lieu lieu bends: "" none,
// BendBack, or BendStep with the first Lieu whose mandatory step the hero
// would leave behind without completing it (the hero's own Lieu included).
func MoveBend(s State, hero string, lieu int) (rule string, step int) {
	w, ok := s.heroIndex(hero)
	if !ok {
		return "", 0
	}
	from := s.Heroes[w].Lieu
	if lieu < from {
		return BendBack, 0
	}
	for n := from; n < lieu; n++ {
		if HasStep(n) {
			return BendStep, n
		}
	}
	return "", 0
}

// decidePowerMove records a power's move, refusing one that bends a movement
// rule unless the table confirmed it (bend). The other refusals come first:
// no confirmation is asked for a move that cannot be made anyway.
func decidePowerMove(s State, e Event, bend bool) ([]Event, error) {
	e.Bent, e.To = MoveBend(s, e.With, e.Lieu)
	if err := checkPowerMoved(s, e); err != nil {
		return nil, err
	}
	switch {
	case bend:
	case e.Bent == BendBack:
		return nil, rules.Refuse("qa.err.power_back")
	case e.Bent == BendStep:
		return nil, rules.Refuse("qa.err.power_step", "Lieu", LieuName(s, e.To))
	}
	return one(s, e)
}

// powerTurn: the active hero's power is used this turn and nothing is owed.
func powerTurn(s State, hero string) error {
	if err := heroTurn(s, hero); err != nil {
		return err
	}
	if !s.Draw.Idle() {
		return rules.Refuse("qa.err.draw_first")
	}
	h := s.Heroes[s.Turn]
	if !h.Power {
		return rules.Refuse("qa.err.power_first")
	}
	if s.Phase == PhaseAction && len(h.Hand) > HandLimit {
		return rules.Refuse("qa.err.hand_limit", "N", len(h.Hand)-HandLimit)
	}
	return nil
}

// powerOn: the hero may use their power now, on the hero With, whose index
// it gives.
func powerOn(s State, e Event) (int, error) {
	if err := powerTurn(s, e.Hero); err != nil {
		return 0, err
	}
	w, ok := s.heroIndex(e.With)
	if !ok {
		return 0, rules.Refuse("qa.err.hero_unknown")
	}
	return w, nil
}

func checkPowerCards(s State, e Event) error {
	w, err := powerOn(s, e)
	if err != nil {
		return err
	}
	if len(e.Cards)+len(e.Draws) == 0 {
		return rules.Refuse("qa.err.power_nothing")
	}
	for _, c := range e.Cards {
		if !ValidSkill(c) {
			return rules.Refuse("qa.err.cards_missing")
		}
	}
	if !deck.Has(s.Heroes[w].Hand, e.Cards...) {
		return rules.Refuse("qa.err.cards_missing")
	}
	d := s.SkillDeck.ToDiscard(e.Cards...)
	for _, dr := range e.Draws {
		if err := d.CheckDraw(dr); err != nil {
			return err
		}
		d = d.Apply(dr)
	}
	return nil
}

func checkPowerChaams(s State, e Event) error {
	if err := powerTurn(s, e.Hero); err != nil {
		return err
	}
	if e.Lieu < 1 || e.Lieu > LieuCount || deck.Count(s.Lieu(e.Lieu).Chaams, e.Card) == 0 {
		return rules.Refuse("qa.err.remove_absent", "Card", ChaamsName(e.Card))
	}
	if e.To == e.Lieu || e.To < 0 || e.To > LieuCount || (e.To > 0 && !s.Lieu(e.To).Revealed) {
		return rules.Refuse("qa.err.power_lieu")
	}
	return nil
}

func checkPowerMoved(s State, e Event) error {
	w, err := powerOn(s, e)
	if err != nil {
		return err
	}
	if e.Lieu < 1 || e.Lieu > LieuCount || !s.Lieu(e.Lieu).Revealed || e.Lieu == s.Heroes[w].Lieu {
		return rules.Refuse("qa.err.power_lieu")
	}
	// The rule an event says was bent is the one the move bends. A log
	// from before bends were recorded says none (Bent ""): kept as it was.
	if rule, step := MoveBend(s, e.With, e.Lieu); (e.Bent != "" || e.To != 0) && (e.Bent != rule || e.To != step) {
		return rules.Refuse("qa.err.printed")
	}
	return nil
}

func checkPowerDice(s State, e Event) error {
	if err := powerTurn(s, e.Hero); err != nil {
		return err
	}
	if s.Phase == PhaseDestin && s.Destin.Pick {
		return rules.Refuse("qa.err.take_first")
	}
	if len(e.Dice) > WhiteDice {
		return rules.Refuse("qa.err.power_dice")
	}
	for _, f := range e.Dice {
		if !validWhite(f) || (s.Phase == PhaseAction && ChaamsSymbols(f) > 0) {
			return rules.Refuse("qa.err.power_dice")
		}
	}
	if equalMS(e.Dice, s.Dice) {
		return rules.Refuse("qa.err.power_nothing")
	}
	return nil
}

func validWhite(face string) bool {
	for _, f := range WhiteDie().Faces {
		if f == face {
			return true
		}
	}
	return false
}

func evolvePower(s State, e Event) State {
	switch e.Kind {
	case EvPowerDice:
		s.Dice = deck.With(e.Dice)
	case EvPowerCards:
		w, ok := s.heroIndex(e.With)
		if !ok {
			return s
		}
		hand, ok := deck.Without(s.Heroes[w].Hand, e.Cards...)
		if !ok {
			return s
		}
		s.SkillDeck = s.SkillDeck.ToDiscard(e.Cards...)
		for _, dr := range e.Draws {
			s.SkillDeck = s.SkillDeck.Apply(dr)
			hand = deck.With(hand, dr.Card)
		}
		s = s.withHero(w, func(h *Hero) { h.Hand = hand })
	case EvPowerChaams:
		if e.Lieu < 1 || e.Lieu > LieuCount || e.To < 0 || e.To > LieuCount {
			return s
		}
		left, ok := deck.Without(s.Lieux[e.Lieu-1].Chaams, e.Card)
		if !ok {
			return s
		}
		s.Lieux[e.Lieu-1].Chaams = left
		if e.To == 0 {
			s.ChaamsDeck = s.ChaamsDeck.ToDiscard(e.Card)
		} else {
			s.Lieux[e.To-1].Chaams = deck.With(s.Lieux[e.To-1].Chaams, e.Card)
		}
	case EvPowerMoved:
		if w, ok := s.heroIndex(e.With); ok && e.Lieu >= 1 && e.Lieu <= LieuCount {
			s = s.withHero(w, func(h *Hero) { h.Lieu = e.Lieu })
		}
	}
	return s
}

// powerLabel says what a power changed.
func powerLabel(e Event) rules.Msg {
	hero := HeroName(e.Hero)
	switch e.Kind {
	case EvPowerCards:
		return rules.M("qa.label.power_cards", "Hero", hero, "With", HeroName(e.With), "Got", len(e.Draws), "Lost", len(e.Cards)).WithCount(len(e.Cards))
	case EvPowerChaams:
		if e.To == 0 {
			return rules.M("qa.label.power_chaams_off", "Hero", hero, "Card", ChaamsName(e.Card), "Lieu", lieuOf(e))
		}
		return rules.M("qa.label.power_chaams_to", "Hero", hero, "Card", ChaamsName(e.Card), "Lieu", lieuOf(e), "To", named(e.To, e.Next))
	case EvPowerDice:
		faces := make([]rules.Msg, len(e.Dice))
		for i, f := range e.Dice {
			faces[i] = FaceName(f)
		}
		if len(faces) == 0 {
			return rules.M("qa.label.power_dice_none", "Hero", hero)
		}
		return rules.M("qa.label.power_dice", "Hero", hero, "Dice", faces)
	}
	switch e.Bent {
	case BendBack:
		return rules.M("qa.label.power_move_back", "Hero", hero, "With", HeroName(e.With), "Lieu", lieuOf(e))
	case BendStep:
		return rules.M("qa.label.power_move_step", "Hero", hero, "With", HeroName(e.With), "Lieu", lieuOf(e), "Past", named(e.To, e.Next))
	}
	return rules.M("qa.label.power_move", "Hero", hero, "With", HeroName(e.With), "Lieu", lieuOf(e))
}
