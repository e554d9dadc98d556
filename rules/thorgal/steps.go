package thorgal

import "skald/rules"

// Rules-reference links of the checklist steps (entries of
// assets/reference/thorgal.toml).
const (
	RefSetup   = "thorgal.setup"
	RefAction  = "thorgal.action"
	RefEvent   = "thorgal.event"
	RefWounds  = "thorgal.wounds"
	RefEnd     = "thorgal.end"
	RefEntries = "thorgal.entries"
	RefCombat  = "thorgal.action.combat"
	RefJourney = "thorgal.action.journey"
)

// eventRefs links each Event phase step to its own entry.
var eventRefs = map[int]string{
	StepAdvance: "thorgal.event.advance",
	StepRefresh: "thorgal.event.refresh",
	StepResolve: "thorgal.event.resolve",
	StepDraw:    "thorgal.event.draw",
	StepNote:    "thorgal.event.note",
	StepPass:    "thorgal.event.pass",
}

// endRefs links each way an adventure ends to its entry.
var endRefs = map[string]string{
	"death":     "thorgal.end.death",
	"time":      "thorgal.end.time",
	"adventure": "thorgal.end.adventure",
	"goal":      "thorgal.end.victory",
}

// EventStepRef is the reference entry of an Event phase step.
func EventStepRef(step int) string {
	if r, ok := eventRefs[step]; ok {
		return r
	}
	return RefEvent
}

// EndRef is the reference entry of how the game ended (RefEnd while playing).
func EndRef(s State) string {
	if r, ok := endRefs[s.Ending.Cause]; ok && s.Over() {
		return r
	}
	return RefEnd
}

// Steps is the checklist for where the table is now. Wounds waiting to be
// placed come first and are current: nothing else may go on until they are.
func Steps(s State) []rules.Step {
	if s.Over() {
		return []rules.Step{{Msg: Outcome(s).Reason, Ref: EndRef(s), State: rules.StepDone}}
	}
	if len(s.Chars) == 0 {
		return nil
	}
	var out []rules.Step
	for _, c := range s.Chars {
		for _, w := range c.Pending {
			st := rules.StepTodo
			if len(out) == 0 {
				st = rules.StepCurrent
			}
			out = append(out, rules.Step{Msg: woundStep(c, w), Ref: RefWounds, State: st})
		}
	}
	// A fight drawn and a revealed Terrain card's bonus are finished before
	// play goes on.
	if f := s.Fight; f != nil && f.Char >= 0 && f.Char < len(s.Chars) {
		e := Event{Enemy: f.Enemy, Cards: f.Cards, Decks: f.Decks}
		out = append(out, rules.Step{Msg: rules.M("thorgal.step.fight", "Character", s.Chars[f.Char].NameMsg(),
			"Cards", fightCards(e)), Ref: RefCombat, State: rules.StepTodo})
	}
	for _, c := range s.Chars {
		if c.TerrainBonus > 0 {
			out = append(out, rules.Step{Msg: rules.M("thorgal.step.terrain_bonus", "Character", c.NameMsg()),
				Ref: RefJourney, State: rules.StepTodo})
		}
	}
	if len(out) > 0 {
		out[0].State = rules.StepCurrent
	}
	blocked := len(out) > 0
	var phase []rules.Step
	switch s.Phase {
	case PhaseSetup:
		phase = []rules.Step{
			{Msg: rules.M("thorgal.step.setup_terrain"), Ref: RefSetup, State: done(len(s.Decks[Terrain].Out) > 0)},
			{Msg: rules.M("thorgal.step.setup_display"), Ref: RefSetup, State: done(!displayHasGap(s))},
		}
	case PhaseAction:
		for t := range Turns {
			owner := s.Chars[(s.First+t)%len(s.Chars)]
			phase = append(phase, rules.Step{
				Msg: rules.M("thorgal.step.turn", "N", t+1, "Character", owner.NameMsg()),
				Ref: RefAction, State: done(t < s.Turn),
			})
		}
	case PhaseEvent:
		resolve := rules.M("thorgal.step.resolve_none")
		if s.Active.Deck != "" {
			resolve = rules.M("thorgal.step.resolve", "Card", CardName(s.Active.Deck, s.Active.Card), "Effect", EffectName(s.Active.Effect))
		}
		next := s.Chars[(s.First+1)%len(s.Chars)]
		list := []struct {
			step int
			msg  rules.Msg
		}{
			{StepAdvance, rules.M("thorgal.step.advance", "Round", s.RoundNumber(), "Rounds", s.Round.Len)},
			{StepRefresh, rules.M("thorgal.step.refresh")},
			{StepResolve, resolve},
			{StepDraw, rules.M("thorgal.step.draw", "Requirement", s.Sheet.Requirement,
				"Left", DeckName(s.Sheet.Left), "Right", DeckName(s.Sheet.Right))},
			{StepNote, rules.M("thorgal.step.note")},
			{StepPass, rules.M("thorgal.step.pass", "Character", next.NameMsg())},
		}
		for _, l := range list {
			if l.step == StepNote && s.EventStep != StepNote {
				continue // only when the new card's icon is not known
			}
			phase = append(phase, rules.Step{Msg: l.msg, Ref: EventStepRef(l.step), State: done(l.step < s.EventStep)})
		}
	}
	for i := range phase {
		if phase[i].State == rules.StepTodo && !blocked {
			phase[i].State = rules.StepCurrent
			blocked = true
		}
	}
	return append(out, phase...)
}

func done(b bool) rules.StepState {
	if b {
		return rules.StepDone
	}
	return rules.StepTodo
}

func displayHasGap(s State) bool {
	for _, c := range s.Display {
		if c == "" {
			return true
		}
	}
	return false
}

func woundStep(c Character, w Wound) rules.Msg {
	if w.Shape != "" {
		return rules.M("thorgal.step.wound_tile", "Character", c.NameMsg(), "Tile", w.Shape)
	}
	return rules.M("thorgal.step.place_wound_n", "Character", c.NameMsg()).WithCount(w.Size)
}

// Outcome says whether the game goes on, and why it ended.
func Outcome(s State) rules.Outcome {
	if !s.Over() {
		return rules.Outcome{Status: rules.Playing}
	}
	var reason rules.Msg
	switch s.Ending.Cause {
	case "death":
		name := rules.M("thorgal.character.custom", "Name", "?")
		if s.Ending.Char >= 0 && s.Ending.Char < len(s.Chars) {
			name = s.Chars[s.Ending.Char].NameMsg()
		}
		reason = rules.M("thorgal.lost.death", "Character", name)
		if s.Ending.Entry > 0 {
			reason = rules.M("thorgal.lost.death_entry", "Character", name, "N", s.Ending.Entry)
		}
	case "time":
		reason = rules.M("thorgal.lost.time", "Rounds", s.Round.Len)
		if s.Ending.Entry > 0 {
			reason = rules.M("thorgal.lost.time_entry", "Rounds", s.Round.Len, "N", s.Ending.Entry)
		}
	case "adventure":
		reason = rules.M("thorgal.lost.adventure", "N", s.Ending.Entry)
	default:
		reason = rules.M("thorgal.won.goal", "N", s.Ending.Entry)
	}
	return rules.Outcome{Status: s.Ending.Status, Reason: reason}
}
