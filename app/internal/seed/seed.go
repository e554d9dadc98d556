// Package seed fills a Skald store with example Qâ data for the UI tests and
// the screenshot tool: a complete box profile and quick hero turns played the
// way the table would enter them.
package seed

import (
	"fmt"

	"skald/rules/qa"
	"skald/tracker"
)

// QaProfile teaches the Qâ box profile what starting a session needs (except
// the keys in skip): Ogotaï's start spaces, the Chaams deck's composition and
// every hero's three starting Skill cards.
func QaProfile(store *tracker.Store, skip ...string) error {
	values := map[string]string{"qa.start.3": "4", "qa.start.4": "3"}
	for _, t := range qa.SkillTypes {
		values[fmt.Sprintf("qa.chaams.1.%s", t)] = "2"
		values[fmt.Sprintf("qa.chaams.2.%s", t)] = "1"
		values[fmt.Sprintf("qa.chaams.3.%s", t)] = "1"
	}
	for i, h := range qa.HeroIDs {
		for n := 1; n <= qa.StartingSkills; n++ {
			values[fmt.Sprintf("qa.skills.%s.%d", h, n)] = qa.SkillTypes[(i+n)%len(qa.SkillTypes)]
		}
	}
	return setPrinted(store, qa.Game.ID(), values, skip)
}

// QaHeroTurns plays every hero's turn left in the round the shortest legal way,
// as entered at the table (one roll of five "1 compétence" faces with "take 1",
// stop, end the turn), until the Ogotaï phase.
func QaHeroTurns(sess Session) error {
	for i := 0; i < 50; i++ {
		s := sess.State().(qa.State)
		if s.Phase == qa.PhaseOgotai || s.Over() {
			return nil
		}
		var cmd qa.Command
		switch {
		case s.Phase == qa.PhaseDestin && s.Destin.Rolls == 0:
			white := make([]string, s.LeftToRoll())
			for j := range white {
				white[j] = qa.FaceSkill1
			}
			cmd = qa.Command{Kind: qa.CmdRoll, White: white, Black: qa.BlackTake1}
		case s.Phase == qa.PhaseDestin:
			cmd = qa.Command{Kind: qa.CmdStopDestin}
		case s.Phase == qa.PhaseAction:
			cmd = qa.Command{Kind: qa.CmdEndTurn}
		default:
			return fmt.Errorf("seed: no quick way through phase %q", s.Phase)
		}
		if err := sess.Do(cmd); err != nil {
			return fmt.Errorf("seed: %s: %w", cmd.Kind, err)
		}
	}
	return fmt.Errorf("seed: the round did not reach the Ogotaï phase")
}

// QaSession starts a 2-player Qâ session (Thorgal, Aaricia, Jolan, Kriss) with
// a full profile in which war spaces 4 (empty) and 5 (Guerre 1) are known, and
// plays `rounds` whole rounds. It ends at the Ogotaï phase of the next round.
func QaSession(store *tracker.Store, title string, rounds int) (*tracker.Session, error) {
	if err := QaProfile(store); err != nil {
		return nil, err
	}
	for k, v := range map[string]string{"qa.war.4": "0", "qa.war.5": "1"} {
		if err := store.SetPrinted(qa.Game.ID(), k, v); err != nil {
			return nil, err
		}
	}
	sess, err := store.NewSession(qa.Game, title, qa.Setup{Players: 2, Heroes: []string{qa.Thorgal, qa.Aaricia, qa.Jolan, qa.Kriss}})
	if err != nil {
		return nil, err
	}
	for r := 0; r <= rounds; r++ {
		if err := QaHeroTurns(sess); err != nil {
			return nil, err
		}
		if r == rounds {
			break
		}
		if err := sess.Do(qa.Command{Kind: qa.CmdAdvanceOgotai}); err != nil {
			return nil, fmt.Errorf("seed: advance: %w", err)
		}
	}
	return sess, nil
}

// QaExampleMarks are the moments QaExample can stop at, in play order.
var QaExampleMarks = []string{"start", "destin", "tanatloc", "chaams", "action", "ogotai", "ogotai-table", "round6"}

// qaExampleProfile adds the printed values the example game needs to the seeded
// profile. Like QaProfile's, they are example data for the screens and tests,
// not a description of the real box.
func qaExampleProfile(store *tracker.Store) error {
	if err := QaProfile(store); err != nil {
		return err
	}
	values := map[string]string{
		"qa.war.4": "0", "qa.war.5": "0", "qa.war.6": "0", "qa.war.7": "0", "qa.war.8": "3",
		"qa.lieu.2.chaams": "1", "qa.lieu.3.chaams": "0", "qa.lieu.4.chaams": "1",
		"qa.lieu.5.chaams": "0", "qa.lieu.6.chaams": "0",
		"qa.lieu.2.name": "Grand océan", "qa.lieu.2.step": qa.Rule4Different, "qa.lieu.4.step": qa.Rule4Identical,
	}
	return setPrinted(store, qa.Game.ID(), values, nil)
}

// QaExample plays, as entered at the table, a 2-player game (Arghun
// Pied-d'arbre, Thorgal, Jolan, Aaricia) that brings Pied-d'arbre to Mayaxatl
// in four rounds and then plays the rulebook's worked turn and Ogotaï phase,
// stopping after the moment named upTo (one of QaExampleMarks): "start" is the
// worked turn's beginning, "destin" its first roll (take 3 of five dice),
// "tanatloc" the re-roll showing Tanatloc, "chaams" the Corruption 2 waiting
// to be placed, "action" the Action phase, "ogotai" the Ogotaï phase before
// Ogotaï advances, "ogotai-table" the first of the Guerre's three Chaams named
// at the table, "round6" the round after.
func QaExample(store *tracker.Store, title, upTo string) (*tracker.Session, error) {
	if err := qaExampleProfile(store); err != nil {
		return nil, err
	}
	sess, err := store.NewSession(qa.Game, title, qa.Setup{Players: 2, Heroes: []string{qa.Arghun, qa.Thorgal, qa.Jolan, qa.Aaricia}})
	if err != nil {
		return nil, err
	}
	const (
		v  = qa.FaceVoyage
		s1 = qa.FaceSkill1
		s2 = qa.FaceSkill2
		s3 = qa.FaceSkill3
		c1 = qa.FaceChaams1
		c2 = qa.FaceChaams2
	)
	goddess := func(white ...string) qa.Command {
		return qa.Command{Kind: qa.CmdRoll, White: white, Black: qa.BlackGoddess}
	}
	dice := func(d ...string) []string { return d }
	pass := goddess(c1, c1, c1, c1, c1) // the Déesse-sans-nom takes no Chaams die: nothing kept
	end := qa.Command{Kind: qa.CmdEndTurn}
	others := []qa.Command{pass, end, pass, end, pass, end}
	advance := qa.Command{Kind: qa.CmdAdvanceOgotai, Table: true}
	type group struct {
		mark string
		cmds []qa.Command
	}
	var plan []group
	add := func(mark string, cmds ...qa.Command) { plan = append(plan, group{mark, cmds}) }

	// Round 1: Pied-d'arbre reveals Lieu 2 and travels there; Thorgal draws two Combat.
	add("", goddess(v, v, s3, c1, c1),
		qa.Command{Kind: qa.CmdReveal, Dice: dice(v), Chaams: dice("combat.1")},
		qa.Command{Kind: qa.CmdMove, Dice: dice(v)},
		qa.Command{Kind: qa.CmdDrawSkills, Dice: dice(s3), Cards: dice(qa.Persuasion, qa.Assassinat, qa.Corruption)},
		end,
		goddess(s2, c1, c1, c1, c1),
		qa.Command{Kind: qa.CmdDrawSkills, Dice: dice(s2), Cards: dice(qa.Combat, qa.Combat)},
		end, pass, end, pass, end, advance)
	// Round 2: Lieu 3 revealed, Lieu 2's step (4 different), six Esquive drawn.
	add("", goddess(v, v, s3, s3, c1),
		qa.Command{Kind: qa.CmdReveal, Dice: dice(v)},
		qa.Command{Kind: qa.CmdStep, Dice: dice(v), Cards: dice(qa.Combat, qa.Esquive, qa.Infiltration, qa.Persuasion)},
		qa.Command{Kind: qa.CmdDrawSkills, Dice: dice(s3), Cards: dice(qa.Esquive, qa.Esquive, qa.Esquive)},
		qa.Command{Kind: qa.CmdDrawSkills, Dice: dice(s3), Cards: dice(qa.Esquive, qa.Esquive, qa.Esquive)},
		end)
	add("", append(others, advance)...)
	// Round 3: the Déesse-sans-nom revealed with two travel dice; a Chaams on it.
	add("", goddess(v, v, v, c1, c1),
		qa.Command{Kind: qa.CmdReveal, Dice: dice(v, v), Chaams: dice("persuasion.1")},
		qa.Command{Kind: qa.CmdMove, Dice: dice(v)},
		end)
	add("", append(others, advance)...)
	// Round 4: Jungle revealed, the Déesse's step (4 identical), Mayaxatl revealed and reached.
	add("", goddess(v, v, v, v, c1),
		qa.Command{Kind: qa.CmdReveal, Dice: dice(v)},
		qa.Command{Kind: qa.CmdStep, Dice: dice(v), Cards: dice(qa.Esquive, qa.Esquive, qa.Esquive, qa.Esquive)},
		qa.Command{Kind: qa.CmdReveal, Dice: dice(v)},
		qa.Command{Kind: qa.CmdMove, Dice: dice(v)},
		end)
	add("start", append(others, advance)...)
	// Round 5: the rulebook's worked turn.
	add("destin", qa.Command{Kind: qa.CmdRoll, White: dice(s1, s3, c1, c1, c2), Black: qa.BlackTake3})
	add("tanatloc", qa.Command{Kind: qa.CmdTake, Dice: dice(s1, s3, c1)},
		qa.Command{Kind: qa.CmdRoll, White: dice(s1, c2), Black: qa.BlackTanatloc})
	add("chaams", qa.Command{Kind: qa.CmdTake, Dice: dice(s1)},
		qa.Command{Kind: qa.CmdSwap, Hero: qa.Thorgal, Give: qa.Esquive, Get: qa.Combat, N: 2},
		qa.Command{Kind: qa.CmdStopDestin},
		qa.Command{Kind: qa.CmdDrawChaams, Card: "corruption.2"})
	add("action", qa.Command{Kind: qa.CmdPlaceChaams, Lieu: qa.LieuMayaxatl})
	add("ogotai",
		qa.Command{Kind: qa.CmdReveal, Dice: dice(s3), Chaams: dice("esquive.1", "infiltration.2")},
		qa.Command{Kind: qa.CmdDrawSkills, Dice: dice(s1), Cards: dice(qa.Corruption)},
		qa.Command{Kind: qa.CmdDrawSkills, Dice: dice(s1), Cards: dice(qa.Corruption)},
		qa.Command{Kind: qa.CmdRemoveChaams, Card: "corruption.2"},
		end, pass, end, pass, end, pass, end)
	add("ogotai-table", advance, qa.Command{Kind: qa.CmdDrawChaams, Card: "esquive.2"})
	add("round6", qa.Command{Kind: qa.CmdDrawChaams, Card: "infiltration.1"},
		qa.Command{Kind: qa.CmdDrawChaams, Card: "combat.1"})

	for _, g := range plan {
		for _, c := range g.cmds {
			if err := sess.Do(c); err != nil {
				return nil, fmt.Errorf("seed example: %s: %w", c.Kind, err)
			}
		}
		if g.mark == upTo {
			return sess, nil
		}
	}
	return nil, fmt.Errorf("seed example: no moment %q", upTo)
}

// QaLaboratory plays, as entered at the table, a 1-player game in which Thorgal
// alone crosses every Lieu (the others pass) and stands in round 5 on Lieu 8,
// Ogotaï's laboratory, in the Action phase with six Corruption cards: one step
// away from victory. Its Lieux 2 to 6 and 8 show no Chaams symbols and the war
// spaces it crosses are empty (example data, like QaProfile's).
func QaLaboratory(store *tracker.Store, title string) (*tracker.Session, error) {
	if err := QaProfile(store); err != nil {
		return nil, err
	}
	values := map[string]string{
		"qa.war.5": "0", "qa.war.6": "0", "qa.war.7": "0", "qa.war.8": "0", "qa.war.9": "0",
		"qa.lieu.2.name": "Grand océan", "qa.lieu.2.step": qa.Rule4Different, "qa.lieu.4.step": qa.Rule4Identical,
	}
	for n := 2; n <= qa.LieuCount; n++ {
		if n != qa.LieuPyramide {
			values[fmt.Sprintf("qa.lieu.%d.chaams", n)] = "0"
		}
	}
	if err := setPrinted(store, qa.Game.ID(), values, nil); err != nil {
		return nil, err
	}
	sess, err := store.NewSession(qa.Game, title, qa.Setup{Players: 1, Heroes: []string{qa.Thorgal, qa.Kriss, qa.Aaricia}})
	if err != nil {
		return nil, err
	}
	const (
		v  = qa.FaceVoyage
		s3 = qa.FaceSkill3
		c1 = qa.FaceChaams1
	)
	d := func(x ...string) []string { return x }
	roll := func(white ...string) qa.Command {
		return qa.Command{Kind: qa.CmdRoll, White: white, Black: qa.BlackGoddess}
	}
	reveal := func(dice ...string) qa.Command { return qa.Command{Kind: qa.CmdReveal, Dice: dice} }
	move := qa.Command{Kind: qa.CmdMove, Dice: d(v)}
	draw := func(cards ...string) qa.Command { return qa.Command{Kind: qa.CmdDrawSkills, Dice: d(s3), Cards: cards} }
	step := func(cards ...string) qa.Command { return qa.Command{Kind: qa.CmdStep, Dice: d(v), Cards: cards} }
	end := qa.Command{Kind: qa.CmdEndTurn}
	pass := roll(c1, c1, c1, c1, c1)
	rest := []qa.Command{end, pass, end, pass, end, {Kind: qa.CmdAdvanceOgotai, Table: true}}
	var cmds []qa.Command
	round := func(c ...qa.Command) { cmds = append(append(cmds, c...), rest...) }
	const co, es, in, pe, as, cr = qa.Combat, qa.Esquive, qa.Infiltration, qa.Persuasion, qa.Assassinat, qa.Corruption
	round(roll(v, v, v, s3, s3), reveal(v), move, reveal(v), draw(co, as, cr), draw(co, co, co))
	round(roll(v, v, v, v, s3), step(es, in, pe, as), reveal(v, v), move, draw(cr, cr, cr))
	round(roll(v, v, v, v, s3), reveal(v), step(co, co, co, co), reveal(v), move, draw(co, es, in))
	round(roll(v, v, v, s3, s3), qa.Command{Kind: qa.CmdReveal, Dice: d(v), Chaams: d("combat.1", "esquive.1")},
		draw(pe, as, cr), step(co, es, in, pe, as, cr), draw(cr, cr, co))
	cmds = append(cmds, roll(v, v, v, c1, c1), reveal(v, v), move)
	for _, c := range cmds {
		if err := sess.Do(c); err != nil {
			return nil, fmt.Errorf("seed laboratory: %s: %w", c.Kind, err)
		}
	}
	return sess, nil
}

// Session is what playing on needs of a session: the tracker's, or the one a
// game screen holds.
type Session interface {
	State() any
	Do(cmd any) error
	Learn(key, value string) error
}

// setPrinted teaches a game's box profile the values, less the keys in skip
// (which a test leaves for the table to be asked).
func setPrinted(store *tracker.Store, game string, values map[string]string, skip []string) error {
	for _, k := range skip {
		delete(values, k)
	}
	for k, v := range values {
		if err := store.SetPrinted(game, k, v); err != nil {
			return fmt.Errorf("%s=%s: %w", k, v, err)
		}
	}
	return nil
}
