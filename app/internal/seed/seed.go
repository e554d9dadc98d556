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
	for _, k := range skip {
		delete(values, k)
	}
	for k, v := range values {
		if err := store.SetPrinted(qa.Game.ID(), k, v); err != nil {
			return fmt.Errorf("%s=%s: %w", k, v, err)
		}
	}
	return nil
}

// QaHeroTurns plays every hero's turn left in the round the shortest legal way,
// as entered at the table (one roll of five "1 compétence" faces with "take 1",
// stop, end the turn), until the Ogotaï phase.
func QaHeroTurns(sess *tracker.Session) error {
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
