package qa

import (
	"skald/rules"
	"skald/rules/deck"
)

// actionReady: the active hero is in the Action phase, no Chaams draw is owed,
// and the hero holds at most 10 Skill cards (over 10, discarding comes first).
func actionReady(s State, hero string) error {
	if err := heroTurn(s, hero); err != nil {
		return err
	}
	if s.Phase != PhaseAction {
		return rules.Refuse("qa.err.not_action")
	}
	if !s.Draw.Idle() {
		return rules.Refuse("qa.err.draw_first")
	}
	if n := len(s.Heroes[s.Turn].Hand); n > HandLimit {
		return rules.Refuse("qa.err.hand_limit", "N", n-HandLimit)
	}
	return nil
}

// spendable: the dice are on the hero's card and each passes ok.
func spendable(s State, dice []string, ok func(string) bool) error {
	for _, d := range dice {
		if !ok(d) {
			return rules.Refuse("qa.err.die_kind", "Face", FaceName(d))
		}
	}
	if !deck.Has(s.Dice, dice...) {
		return rules.Refuse("qa.err.die_missing")
	}
	return nil
}

// decideDrawSkills spends one skill die to draw 1, 2 or 3 Skill cards: digital,
// or the types the table names (as many as the die, or fewer if both piles run
// dry).
func decideDrawSkills(s State, h Hero, c Command, r rules.Rand) ([]Event, error) {
	if len(c.Dice) != 1 {
		return nil, rules.Refuse("qa.err.one_die")
	}
	n := SkillValue(c.Dice[0])
	d := s.SkillDeck
	var draws []deck.Draw
	for i := 0; i < n && d.CanDraw(); i++ {
		var dr deck.Draw
		var err error
		switch {
		case len(c.Cards) == 0:
			dr, err = d.Pick(r)
		case i < len(c.Cards):
			dr, err = d.Named(c.Cards[i])
		default:
			return nil, &rules.Refusal{Msg: rules.M("qa.err.name_cards", "N", n).WithCount(n)}
		}
		if err != nil {
			return nil, err
		}
		draws = append(draws, dr)
		d = d.Apply(dr)
	}
	if len(c.Cards) > len(draws) {
		return nil, &rules.Refusal{Msg: rules.M("qa.err.name_cards", "N", len(draws)).WithCount(len(draws))}
	}
	return one(s, Event{Kind: EvSkillsDrawn, Hero: h.ID, Dice: c.Dice, Draws: draws})
}

func checkSkillsDrawn(s State, e Event) error {
	if err := actionReady(s, e.Hero); err != nil {
		return err
	}
	if len(e.Dice) != 1 {
		return rules.Refuse("qa.err.one_die")
	}
	if err := spendable(s, e.Dice, func(f string) bool { return SkillValue(f) > 0 }); err != nil {
		return err
	}
	n := SkillValue(e.Dice[0])
	if len(e.Draws) > n {
		return &rules.Refusal{Msg: rules.M("qa.err.name_cards", "N", n).WithCount(n)}
	}
	d := s.SkillDeck
	for _, dr := range e.Draws {
		if err := d.CheckDraw(dr); err != nil {
			return err
		}
		d = d.Apply(dr)
	}
	if len(e.Draws) < n && d.CanDraw() {
		return &rules.Refusal{Msg: rules.M("qa.err.name_cards", "N", n).WithCount(n)}
	}
	return nil
}

// decideReveal turns over the next Lieu with one voyage die (two for Lieux 4
// and 8) and draws the Chaams its symbols call for onto it.
func decideReveal(s State, h Hero, c Command, r rules.Rand) ([]Event, error) {
	to := h.Lieu + 1
	if to > LieuCount || s.Lieu(to).Revealed {
		return nil, rules.Refuse("qa.err.reveal_next")
	}
	n, ok := LieuChaams(s, to)
	if !ok {
		return nil, &rules.NeedPrinted{Key: lieuChaamsKey(to)}
	}
	if to == 2 {
		if _, ok := specs.Known(s.Printed, lieuNameKey(2)); !ok {
			return nil, &rules.NeedPrinted{Key: lieuNameKey(2)}
		}
	}
	x := newRun(s)
	if x.Add(Event{Kind: EvRevealed, Hero: h.ID, Lieu: to, Dice: c.Dice, Chaams: n}) {
		x.drawOwed(c.Chaams, !c.Table && len(c.Chaams) == 0, r)
	}
	return x.Done()
}

func checkRevealed(s State, e Event) error {
	if err := actionReady(s, e.Hero); err != nil {
		return err
	}
	h := s.Heroes[s.Turn]
	if e.Lieu != h.Lieu+1 || e.Lieu > LieuCount || s.Lieu(e.Lieu).Revealed {
		return rules.Refuse("qa.err.reveal_next")
	}
	if len(e.Dice) != RevealCost(e.Lieu) {
		return &rules.Refusal{Msg: rules.M("qa.err.reveal_cost", "N", RevealCost(e.Lieu), "Lieu", DefaultLieuName(e.Lieu)).WithCount(RevealCost(e.Lieu))}
	}
	if err := spendable(s, e.Dice, IsVoyage); err != nil {
		return err
	}
	if e.Chaams < 0 || e.Chaams > lieuChaamsMax {
		return rules.Refuse("qa.err.printed")
	}
	if n, ok := LieuChaams(s, e.Lieu); ok && n != e.Chaams {
		return rules.Refuse("qa.err.printed")
	}
	return nil
}

// decideMove spends a voyage die to travel to the next Lieu, if revealed.
func decideMove(s State, h Hero, c Command) ([]Event, error) {
	return one(s, Event{Kind: EvMoved, Hero: h.ID, Dice: c.Dice, Lieu: h.Lieu + 1})
}

func checkMoved(s State, e Event) error {
	if err := actionReady(s, e.Hero); err != nil {
		return err
	}
	h := s.Heroes[s.Turn]
	if HasStep(h.Lieu) {
		return rules.Refuse("qa.err.step_required", "Lieu", DefaultLieuName(h.Lieu))
	}
	if e.Lieu != h.Lieu+1 || e.Lieu > LieuCount {
		return rules.Refuse("qa.err.move_next")
	}
	if !s.Lieu(e.Lieu).Revealed {
		return rules.Refuse("qa.err.move_unrevealed")
	}
	if len(e.Dice) != 1 {
		return rules.Refuse("qa.err.one_die")
	}
	return spendable(s, e.Dice, IsVoyage)
}

// decideStep validates the mandatory step of the hero's Lieu: the cards it asks
// plus a voyage die, travelling to the next Lieu; on Lieu 8, six identical cards
// win the game at once (no die: there is nowhere to travel).
func decideStep(s State, h Hero, c Command) ([]Event, error) {
	if !HasStep(h.Lieu) {
		return nil, rules.Refuse("qa.err.no_step")
	}
	if _, ok := Step(s, h.Lieu); !ok {
		return nil, &rules.NeedPrinted{Key: lieuStepKey(h.Lieu)}
	}
	dice := c.Dice
	if h.Lieu == LieuLabo {
		dice = nil
	}
	return one(s, Event{Kind: EvStepDone, Hero: h.ID, Lieu: h.Lieu, Cards: deck.With(c.Cards), Dice: dice})
}

func checkStepDone(s State, e Event) error {
	if err := actionReady(s, e.Hero); err != nil {
		return err
	}
	h := s.Heroes[s.Turn]
	if e.Lieu != h.Lieu || !HasStep(e.Lieu) {
		return rules.Refuse("qa.err.no_step")
	}
	rule, ok := Step(s, e.Lieu)
	if !ok {
		return rules.Refuse("qa.err.step_unknown")
	}
	if !rule.Fits(e.Cards) {
		if rule.Same {
			return &rules.Refusal{Msg: rules.M("qa.err.step_identical").WithCount(rule.Cards)}
		}
		return &rules.Refusal{Msg: rules.M("qa.err.step_different").WithCount(rule.Cards)}
	}
	if !deck.Has(h.Hand, e.Cards...) {
		return rules.Refuse("qa.err.cards_missing")
	}
	if e.Lieu == LieuLabo {
		if len(e.Dice) != 0 {
			return rules.Refuse("qa.err.die_kind", "Face", FaceName(e.Dice[0]))
		}
		return nil
	}
	if !s.Lieu(e.Lieu + 1).Revealed {
		return rules.Refuse("qa.err.move_unrevealed")
	}
	if len(e.Dice) != 1 {
		return rules.Refuse("qa.err.one_die")
	}
	return spendable(s, e.Dice, IsVoyage)
}

// decideRemove removes a Chaams from the hero's Lieu by discarding as many Skill
// cards of its type as its value.
func decideRemove(s State, h Hero, c Command) ([]Event, error) {
	return one(s, Event{Kind: EvChaamsRemoved, Hero: h.ID, Lieu: h.Lieu, Card: c.Card})
}

func checkChaamsRemoved(s State, e Event) error {
	if err := actionReady(s, e.Hero); err != nil {
		return err
	}
	h := s.Heroes[s.Turn]
	if e.Lieu != h.Lieu {
		return rules.Refuse("qa.err.remove_here")
	}
	if deck.Count(s.Lieu(e.Lieu).Chaams, e.Card) == 0 {
		return rules.Refuse("qa.err.remove_absent", "Card", ChaamsName(e.Card))
	}
	t, l, _ := ParseChaams(e.Card)
	if h.Count(t) < l {
		return &rules.Refusal{Msg: rules.M("qa.err.remove_cards", "N", l, "Skill", SkillName(t)).WithCount(l)}
	}
	return nil
}

// checkPower: the hero's power is marked used (once per turn) or unmarked.
func checkPower(s State, e Event) error {
	if err := heroTurn(s, e.Hero); err != nil {
		return err
	}
	h := s.Heroes[s.Turn]
	if s.Phase == PhaseAction && len(h.Hand) > HandLimit {
		return rules.Refuse("qa.err.hand_limit", "N", len(h.Hand)-HandLimit)
	}
	if e.Used && h.Power {
		return rules.Refuse("qa.err.power_used")
	}
	if !e.Used && !h.Power {
		return rules.Refuse("qa.err.power_unused")
	}
	return nil
}

// checkDiscarded: a hero over 10 Skill cards discards down, never below 10.
func checkDiscarded(s State, e Event) error {
	if err := heroTurn(s, e.Hero); err != nil {
		return err
	}
	h := s.Heroes[s.Turn]
	if len(h.Hand) <= HandLimit {
		return rules.Refuse("qa.err.discard_not_over")
	}
	if len(e.Cards) == 0 || len(h.Hand)-len(e.Cards) < HandLimit {
		return &rules.Refusal{Msg: rules.M("qa.err.discard_count", "N", len(h.Hand)-HandLimit).WithCount(len(h.Hand) - HandLimit)}
	}
	if !deck.Has(h.Hand, e.Cards...) {
		return rules.Refuse("qa.err.cards_missing")
	}
	return nil
}

// checkTurnEnded: the Action phase can end once nothing is owed.
func checkTurnEnded(s State, e Event) error { return actionReady(s, e.Hero) }

// evolveTurnEnded turns the hero card to its tired side and passes to the next
// hero, or to the Ogotaï phase after the last.
func evolveTurnEnded(s State) State {
	s = s.withHero(s.Turn, func(h *Hero) { h.Tired, h.Power = true, false })
	s.Dice, s.Destin, s.Draw = nil, Destin{}, Pending{}
	s.Turn++
	if s.Turn >= len(s.Heroes) {
		s.Phase = PhaseOgotai
	} else {
		s.Phase = PhaseDestin
	}
	return s
}
