package seed

import (
	"fmt"

	"skald/rules/qa"
	"skald/tracker"
)

// QaCrawlTitles are the sessions QaCrawl makes, by the state each is in.
var QaCrawlTitles = map[string]string{
	"early":    "Qa early",    // round 3, Ogotaï phase, the next war space not known
	"destin":   "Qa destin",   // the worked turn's first roll: dice to take
	"tanatloc": "Qa tanatloc", // Tanatloc on the black die: a swap offered
	"chaams":   "Qa chaams",   // a Chaams card to place
	"action":   "Qa action",   // the Action phase: steps, skill draws, a power
	"ogotai":   "Qa ogotai",   // the Ogotaï phase played at the table
	"table":    "Qa table",    // a Guerre's Chaams named at the table
	"discard":  "Qa discard",  // over the hand limit: discard first
	"lab":      "Qa lab",      // one step from victory
	"won":      "Qa won",      // the game won, its Défi to record
	"lost":     "Qa lost",     // Ogotaï at the end of the track
}

// QaCrawl fills store with Qâ sessions in every kind of state a crawl
// starts from (QaCrawlTitles), and then forgets part of the box profile
// (the war spaces from 6 on, Défi names) so that playing on asks printed
// values at the table: a profile half learned.
func QaCrawl(store *tracker.Store) error {
	for key, mark := range map[string]string{"destin": "destin", "tanatloc": "tanatloc", "chaams": "chaams",
		"action": "action", "ogotai": "ogotai", "table": "ogotai-table"} {
		if _, err := QaExample(store, QaCrawlTitles[key], mark); err != nil {
			return err
		}
	}
	disc, err := QaExample(store, QaCrawlTitles["discard"], "start")
	if err != nil {
		return err
	}
	s3, s2 := qa.FaceSkill3, qa.FaceSkill2
	if err := disc.Do(qa.Command{Kind: qa.CmdRoll, White: []string{s3, s3, s3, s2, s2}, Black: qa.BlackGoddess}); err != nil {
		return err
	}
	for _, d := range []string{s3, s3, s3, s2, s2} {
		if h, _ := disc.State().(qa.State).Active(); len(h.Hand) > qa.HandLimit {
			break
		}
		if err := disc.Do(qa.Command{Kind: qa.CmdDrawSkills, Dice: []string{d}}); err != nil {
			return err
		}
	}
	if _, err := QaLaboratory(store, QaCrawlTitles["lab"]); err != nil {
		return err
	}
	won, err := QaLaboratory(store, QaCrawlTitles["won"])
	if err != nil {
		return err
	}
	co := qa.Corruption
	if err := won.Do(qa.Command{Kind: qa.CmdStep, Cards: []string{co, co, co, co, co, co}}); err != nil {
		return err
	}
	if err := qaLost(store, QaCrawlTitles["lost"]); err != nil {
		return err
	}
	if _, err := QaSession(store, QaCrawlTitles["early"], 2); err != nil {
		return err
	}
	var forget []string
	for i := 6; i < qa.WarSpaces; i++ {
		forget = append(forget, fmt.Sprintf("qa.war.%d", i))
	}
	return store.ClearPrinted(qa.Game.ID(), forget...)
}

// qaLost plays a 2-player session until Ogotaï reaches the end of the
// track, every war space empty.
func qaLost(store *tracker.Store, title string) error {
	lost, err := QaSession(store, title, 0)
	if err != nil {
		return err
	}
	for i := 1; i < qa.WarSpaces; i++ {
		if _, ok := lost.State().(qa.State).War(i); !ok {
			if err := store.SetPrinted(qa.Game.ID(), fmt.Sprintf("qa.war.%d", i), "0"); err != nil {
				return err
			}
		}
	}
	for !lost.State().(qa.State).Over() {
		st := lost.State().(qa.State)
		if _, ok := st.War(st.Ogotai + 1); !ok && st.Ogotai+1 < qa.WarSpaces {
			if err := lost.Learn(fmt.Sprintf("qa.war.%d", st.Ogotai+1), "0"); err != nil {
				return err
			}
		}
		if err := lost.Do(qa.Command{Kind: qa.CmdAdvanceOgotai}); err != nil {
			return err
		}
		if err := QaHeroTurns(lost); err != nil {
			return err
		}
	}
	return nil
}
