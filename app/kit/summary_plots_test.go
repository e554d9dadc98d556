package kit

import (
	"fmt"
	"image/color"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"skald/i18n"
	"skald/rules"
)

// countingSurface lays a page out without drawing it: it keeps the texts
// written and counts the plots.
type countingSurface struct {
	texts []string
	plots int
}

func (c *countingSurface) measure(s string, f pageFont) float64 {
	return float64(len([]rune(s))) * f.size * 0.5
}
func (c *countingSurface) text(_, _ float64, s string, _ pageFont, _ color.Color) {
	c.texts = append(c.texts, s)
}
func (c *countingSurface) rule(_, _, _ float64, _ color.Color) {}
func (c *countingSurface) plot(_, _, _, _ float64, _ *chart)   { c.plots++ }

// A campaign's page says how many games it draws, and draws that many: with
// a long lead and eight results, four plots picked leave room for two, and
// the page said "the last 4" (The Dwarves' campaign summary).
func TestCampaignPageCountsThePlotsItDraws(t *testing.T) {
	u := &UI{App: test.NewTempApp(t), Loc: i18n.New("en")}
	b := NewStory(rules.M("app.story.turn"), rules.M("app.story.turn"))
	for x := 1; x <= 6; x++ {
		b.At(x, "a", rules.Name("Anne"), x*2)
	}
	st := b.Story()
	s := u.newSummary("Campaign summary", "Long one")
	for i := range 5 {
		s.fact(fmt.Sprintf("Fact %d", i), "a value")
	}
	s.Lead = strings.Repeat("What carries over from one game to the next, said at length. ", 20)
	for i := range 8 {
		s.Turning = append(s.Turning, fmt.Sprintf("Game %d: a result that takes a line or so, with what it left the next game, and then some more words about it so that it wraps.", i+1))
	}
	for i := range maxCampaignPlots {
		s.Plots = append(s.Plots, SummaryPlot{Heading: fmt.Sprintf("Game %d", i+5), Story: st})
	}
	s.PlotsOf = 8
	out := &countingSurface{}
	u.drawSummary(s, out)
	said := 0
	re := regexp.MustCompile(`The last (\d+) games finished are drawn|Only the last game finished is drawn`)
	for _, line := range out.texts {
		if m := re.FindStringSubmatch(line); m != nil {
			said = 1
			if m[1] != "" {
				said, _ = strconv.Atoi(m[1])
			}
		}
	}
	if out.plots == 0 || out.plots == maxCampaignPlots {
		t.Fatalf("%d plots drawn: the page should hold some, not all, of %d", out.plots, maxCampaignPlots)
	}
	if said != out.plots {
		t.Errorf("the page says %d games are drawn and draws %d", said, out.plots)
	}

	// Room for all four: no count to give, nothing left out of the page.
	s.Lead, s.Turning = "", nil
	s.PlotsOf = maxCampaignPlots
	out = &countingSurface{}
	u.drawSummary(s, out)
	if out.plots != maxCampaignPlots {
		t.Errorf("%d plots on a page with room for %d", out.plots, maxCampaignPlots)
	}
}
