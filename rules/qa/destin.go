package qa

import (
	"slices"

	"skald/rules"
	"skald/rules/deck"
	"skald/rules/dice"
)

// WhiteDice is how many white dice a hero rolls at the start of the Destin phase.
const WhiteDice = 5

// White die faces (one of each per die).
const (
	FaceSkill1  = "skill1"  // 1 compétence: draw 1 Skill card
	FaceSkill2  = "skill2"  // 2 compétences: draw 2
	FaceSkill3  = "skill3"  // 3 compétences: draw 3, or use as a voyage die
	FaceChaams1 = "chaams1" // 1 Chaams symbol
	FaceChaams2 = "chaams2" // 2 Chaams symbols
	FaceVoyage  = "voyage"  // reveal the next Lieu or travel to it
)

// Black (Destin) die faces.
const (
	BlackTake1    = "take1"    // take 1 white die
	BlackTake2    = "take2"    // take 2
	BlackTake3    = "take3"    // take 3
	BlackTanatloc = "tanatloc" // take 1, and may swap Skill cards with another hero
	BlackGoddess  = "goddess"  // Déesse-sans-nom: take every skill and voyage die, phase ends
	BlackOgotai   = "ogotai"   // Ogotaï: take every Chaams die, phase ends
)

// WhiteDie is one white die.
func WhiteDie() dice.Die {
	return dice.NewDie(FaceSkill1, FaceSkill2, FaceSkill3, FaceChaams1, FaceChaams2, FaceVoyage)
}

// BlackDie is the black Destin die.
func BlackDie() dice.Die {
	return dice.NewDie(BlackTake1, BlackTake2, BlackTake3, BlackTanatloc, BlackGoddess, BlackOgotai)
}

// SkillValue is how many Skill cards a white face draws (0 for other faces).
func SkillValue(face string) int {
	switch face {
	case FaceSkill1:
		return 1
	case FaceSkill2:
		return 2
	case FaceSkill3:
		return 3
	}
	return 0
}

// ChaamsSymbols is how many Chaams symbols a white face shows.
func ChaamsSymbols(face string) int {
	switch face {
	case FaceChaams1:
		return 1
	case FaceChaams2:
		return 2
	}
	return 0
}

// IsVoyage reports whether a die can be spent as a voyage die: a voyage face or
// a 3-compétences face used as voyage.
func IsVoyage(face string) bool { return face == FaceVoyage || face == FaceSkill3 }

// goodFace is a skill or voyage face: what the Déesse-sans-nom gives.
func goodFace(face string) bool { return SkillValue(face) > 0 || face == FaceVoyage }

// TakeCount is how many white dice a black face makes the hero take from a roll
// of n white dice: never more than remain. For the Déesse-sans-nom and Ogotaï it
// is -1: the face decides which dice (see Forced).
func TakeCount(black string, n int) int {
	switch black {
	case BlackTake1, BlackTanatloc:
		return min(1, n)
	case BlackTake2:
		return min(2, n)
	case BlackTake3:
		return min(3, n)
	}
	return -1
}

// Forced returns the dice a roll makes the hero take when there is no choice:
// every skill and voyage die for the Déesse-sans-nom, every Chaams die for Ogotaï,
// all of them when as many or fewer remain than the face asks, or n of them when
// they all show the same face. ok is false when the player must choose.
func Forced(black string, white []string) (take []string, ok bool) {
	switch black {
	case BlackGoddess, BlackOgotai:
		for _, f := range white {
			if (black == BlackGoddess && goodFace(f)) || (black == BlackOgotai && ChaamsSymbols(f) > 0) {
				take = append(take, f)
			}
		}
		return deck.With(take), true
	}
	k := TakeCount(black, len(white))
	if k < 0 {
		return nil, false
	}
	if k >= len(white) {
		return deck.With(white), true
	}
	for _, f := range white {
		if f != white[0] {
			return nil, false
		}
	}
	return deck.With(white[:k]), true
}

// FaceName is the translatable name of a white or black face.
func FaceName(face string) rules.Msg {
	if slices.Contains(WhiteDie().Faces, face) || slices.Contains(BlackDie().Faces, face) {
		return rules.M("qa.face." + face)
	}
	return rules.M("qa.face.unknown", "Face", face)
}

// LeftToRoll is how many white dice the active hero would roll now.
func (s State) LeftToRoll() int { return WhiteDice - len(s.Dice) }

// decideRoll rolls the white dice not kept yet and the black die, digitally or as
// entered at the table, and takes the dice at once when the black face leaves no
// choice.
func decideRoll(s State, h Hero, c Command, r rules.Rand) ([]Event, error) {
	if err := destinTurn(s, h.ID); err != nil {
		return nil, err
	}
	if s.Destin.Pick {
		return nil, rules.Refuse("qa.err.take_first")
	}
	n := s.LeftToRoll()
	if n <= 0 {
		return nil, rules.Refuse("qa.err.no_dice_left")
	}
	e := Event{Kind: EvRolled, Hero: h.ID}
	if len(c.White) == 0 && c.Black == "" {
		faces := dice.Roll(append(dice.Many(n, WhiteDie()), BlackDie()), r)
		e.White, e.Black = faces[:n], faces[n]
	} else {
		e.White, e.Black = append([]string(nil), c.White...), c.Black
	}
	x := newRun(s)
	if !x.Add(e) {
		return nil, x.Err
	}
	if take, ok := Forced(x.State.Destin.Black, x.State.Destin.White); ok {
		x.Add(Event{Kind: EvTaken, Hero: h.ID, Dice: take})
	}
	return x.Done()
}

// checkRoll: a roll of exactly the dice not kept yet, plus the black die, in the
// Destin phase, when no take is owed.
func checkRoll(s State, e Event) error {
	if err := destinTurn(s, e.Hero); err != nil {
		return err
	}
	if s.Destin.Pick {
		return rules.Refuse("qa.err.take_first")
	}
	n := s.LeftToRoll()
	if n <= 0 {
		return rules.Refuse("qa.err.no_dice_left")
	}
	if err := dice.Check(dice.Many(n, WhiteDie()), e.White); err != nil {
		return err
	}
	return dice.Check([]dice.Die{BlackDie()}, []string{e.Black})
}

// checkTake: the dice taken are on the table and are what the black face asks.
func checkTake(s State, e Event) error {
	if err := destinTurn(s, e.Hero); err != nil {
		return err
	}
	d := s.Destin
	if !d.Pick {
		return rules.Refuse("qa.err.roll_first")
	}
	if !deck.Has(d.White, e.Dice...) {
		return rules.Refuse("qa.err.take_not_rolled")
	}
	switch d.Black {
	case BlackGoddess, BlackOgotai:
		want, _ := Forced(d.Black, d.White)
		if !equalMS(want, e.Dice) {
			return rules.Refuse("qa.err.take_forced", "Face", FaceName(d.Black))
		}
		return nil
	}
	if k := TakeCount(d.Black, len(d.White)); len(e.Dice) != k {
		return rules.Refuse("qa.err.take_count", "N", k)
	}
	return nil
}

// checkSwap: Tanatloc lets the hero give N cards of one type to another hero for
// N cards of another type, once per Tanatloc face.
func checkSwap(s State, e Event) error {
	if err := destinTurn(s, e.Hero); err != nil {
		return err
	}
	if s.Destin.Black != BlackTanatloc || !s.Destin.Swap {
		return rules.Refuse("qa.err.swap_tanatloc")
	}
	if !ValidSkill(e.Give) || !ValidSkill(e.Get) || e.Give == e.Get {
		return rules.Refuse("qa.err.swap_types")
	}
	w, ok := s.heroIndex(e.With)
	if !ok || e.With == e.Hero {
		return rules.Refuse("qa.err.swap_partner")
	}
	if e.N < 1 {
		return rules.Refuse("qa.err.swap_count")
	}
	if s.Heroes[s.Turn].Count(e.Give) < e.N {
		return &rules.Refusal{Msg: rules.M("qa.err.swap_missing", "Hero", HeroName(e.Hero), "N", e.N, "Skill", SkillName(e.Give)).WithCount(e.N)}
	}
	if s.Heroes[w].Count(e.Get) < e.N {
		return &rules.Refusal{Msg: rules.M("qa.err.swap_missing", "Hero", HeroName(e.With), "N", e.N, "Skill", SkillName(e.Get)).WithCount(e.N)}
	}
	return nil
}

// checkStop: the hero may stop after at least one roll, once any take is done.
func checkStop(s State, e Event) error {
	if err := destinTurn(s, e.Hero); err != nil {
		return err
	}
	if s.Destin.Pick {
		return rules.Refuse("qa.err.take_first")
	}
	if s.Destin.Rolls == 0 {
		return rules.Refuse("qa.err.roll_first")
	}
	return nil
}

func destinTurn(s State, hero string) error {
	if err := heroTurn(s, hero); err != nil {
		return err
	}
	if s.Phase != PhaseDestin {
		return rules.Refuse("qa.err.not_destin")
	}
	return nil
}

// equalMS reports whether a and b hold the same multiset of strings.
func equalMS(a, b []string) bool { return slices.Equal(deck.With(a), deck.With(b)) }

// evolveTaken moves the taken dice onto the hero card; the Destin phase ends at
// once on the Déesse-sans-nom or Ogotaï, or when no white die is left (unless a
// Tanatloc swap is still open: the player then stops by hand).
func evolveTaken(s State, e Event) State {
	s.Dice = deck.With(s.Dice, e.Dice...)
	s.Destin.White, s.Destin.Pick = nil, false
	b := s.Destin.Black
	if b == BlackGoddess || b == BlackOgotai || (s.LeftToRoll() <= 0 && b != BlackTanatloc) {
		return endDestin(s)
	}
	return s
}

// endDestin ends the Destin phase: the Chaams dice are discarded and as many
// Chaams as they show are owed in the Chaams phase (none: straight to Action).
func endDestin(s State) State {
	n := 0
	var keep []string
	for _, f := range s.Dice {
		if k := ChaamsSymbols(f); k > 0 {
			n += k
		} else {
			keep = append(keep, f)
		}
	}
	s.Dice = deck.With(keep)
	s.Destin = Destin{}
	if n > 0 {
		s.Phase, s.Draw = PhaseChaams, Pending{Draws: n}
	} else {
		s.Phase, s.Draw = PhaseAction, Pending{}
	}
	return s
}
