package kit

import (
	"fmt"
	"strings"
	"testing"

	"skald/rules"
)

// line is a story line named name through the values ys, one per round
// from round 1.
func line(name string, ys ...int) StoryLine {
	l := StoryLine{Name: rules.M(name)}
	for i, y := range ys {
		l.Points = append(l.Points, StoryPoint{X: i + 1, Y: y})
	}
	return l
}

func turnsText(st Story) string {
	var out []string
	for _, t := range storyTurns(st) {
		name := st.Lines[t.line].Name.ID
		if t.isLead {
			out = append(out, fmt.Sprintf("%d:%s leads %d-%d", t.x, name, t.lead, t.next))
		} else {
			out = append(out, fmt.Sprintf("%d:%s %d>%d", t.x, name, t.before, t.after))
		}
	}
	return strings.Join(out, " ")
}

// Turning points follow the rules summary.go states, counted by hand.
func TestStoryTurns(t *testing.T) {
	for _, c := range []struct {
		name string
		st   Story
		want string
	}{
		// One space a turn is the usual step: only the jumps count.
		{"steady with jumps", Story{Lines: []StoryLine{line("gap", 19, 18, 17, 14, 13, 10, 9)}}, "4:gap 17>14 6:gap 13>10"},
		// A track that only moves by its usual step has none.
		{"steady", Story{Lines: []StoryLine{line("ogotai", 3, 4, 5, 6)}}, ""},
		// Mostly still: every move counts, the three largest, in order.
		{"threat", Story{Lines: []StoryLine{line("a", 0, 0, 2, 2, 2, 5), line("b", 0, 1, 1, 1, 1, 0)}}, "2:b 0>1 3:a 0>2 6:a 2>5"},
		// Ties leave the lead where it was; only the last three changes.
		{"race", Story{Race: true, Lines: []StoryLine{line("p1", 1, 2, 2, 3, 3, 5, 5), line("p2", 1, 1, 3, 3, 4, 4, 6), line("p3", 0, 0, 0, 0, 0, 0, 0)}},
			"3:p2 leads 3-2 6:p1 leads 5-4 7:p2 leads 6-5"},
		{"race tie first", Story{Race: true, Lines: []StoryLine{line("p1", 1, 1, 2), line("p2", 1, 1, 1)}}, "3:p1 leads 2-1"},
		{"alone", Story{Race: true, Lines: []StoryLine{line("p1", 1, 2, 3)}}, ""},
	} {
		if got := turnsText(c.st); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
