package qa

import (
	"strings"

	"skald/app/kit"
	"skald/app/kit/live"
	"skald/rules/qa"
)

// liveStatus is the live view of a Qâ table in u's language: the status
// strip and each hero's page, in the words of the board's own code (a
// board made in u's language that draws nothing).
func liveStatus(u *kit.UI, st any) kit.LiveStatus {
	b := &qaBoard{u: u}
	s := b.state(st)
	out := kit.LiveStatus{Strip: b.statusRows(s)}
	for i, h := range s.Heroes {
		_, head, state := heroWords(u, s, i)
		p := live.Player{Name: u.Loc.Msg(qa.HeroName(h.ID)), Lines: []live.Line{{Text: head}, {Text: state}}}
		if len(h.Hand) > qa.HandLimit {
			p.Lines = append(p.Lines, live.Line{Text: u.Loc.T("app.qa.hand_over", "N", len(h.Hand), "Max", qa.HandLimit, "Over", len(h.Hand)-qa.HandLimit), Warn: true})
		}
		counts := h.Counts()
		skills := make([]string, len(qa.SkillTypes))
		for k, t := range qa.SkillTypes {
			skills[k] = u.Loc.T("app.qa.skill_times", "Skill", u.Loc.Msg(qa.SkillName(t)), "N", counts[t])
		}
		p.Lines = append(p.Lines, live.Line{Text: strings.Join(skills, " · ")})
		if text, ok := qa.Power(s, h.ID); ok {
			p.Lines = append(p.Lines, live.Line{Text: u.Loc.T("app.qa.power_text", "Text", text)})
		}
		out.Players = append(out.Players, p)
	}
	return out
}
