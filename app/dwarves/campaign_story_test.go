package dwarves

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/dwarves"
)

// storyText writes a campaign story's chapters, one a line.
func storyText(cs kit.CampaignStory) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", cs.Status)
	for i, ch := range cs.Chapters {
		fmt.Fprintf(&b, "%d. %s: %s | %s\n", i+1, ch.What, ch.Result, ch.Carry)
	}
	return b.String()
}

// campaignStory is the story of seed.DwarvesCampaign's campaign.
func campaignStory(t *testing.T, e *kittest.Env) kit.CampaignStory {
	t.Helper()
	id, err := seed.DwarvesCampaign(e.Store)
	if err != nil {
		t.Fatal(err)
	}
	c, err := e.Store.CampaignByID(id)
	if err != nil {
		t.Fatal(err)
	}
	l, err := readDwarvesLog(e.U, c)
	if err != nil {
		t.Fatal(err)
	}
	return l.story(e.U)
}

// The campaign's story tells each game in order with what it leaves the
// group: Book 1 lost after the example's five turns (Book 1 still comes
// next), Book 1 won at Easy (Book 2 comes next), Book 2 under way (nothing
// yet). Its summary lists the two results and draws both games.
func TestDwarvesCampaignStory(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	cs := campaignStory(t, e)
	got := storyText(cs)
	want := `Book 2 in progress · Book 1 won
1. Book 1: The Dwarves (Normal): Lost: Narmora has died: evil has triumphed. · 5 turns | Next: Book 1: The Dwarves.
2. Book 1: The Dwarves (Easy): Won: The last quest is done: Girdlegard is saved! · 6 turns | Next: Book 2: The War of the Dwarves.
3. Book 2: The War of the Dwarves (Normal): In progress, turn 1 | 
`
	if got != want {
		t.Errorf("story:\n%s\nwant:\n%s", got, want)
	}
	s, err := e.U.CampaignSummary(cs)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, f := range s.Facts[:3] {
		lines = append(lines, f.Label+": "+f.Value)
	}
	lines = append(lines, s.Facts[4].Label+": "+s.Facts[4].Value)
	lines = append(lines, s.Turning...)
	for _, p := range s.Plots {
		lines = append(lines, fmt.Sprintf("plot %s: %d points", p.Heading, len(p.Story.Lines[0].Points)))
	}
	got = strings.Join(lines, "\n")
	want = `Game: The Dwarves
Players: Anne, Marc, Élise
Where it stands: Book 2 in progress · Book 1 won
Length: 3 games · 2 finished · ` + fmt.Sprint(cs.Chapters[0].Info.Actions+cs.Chapters[1].Info.Actions+cs.Chapters[2].Info.Actions) + ` actions
Game 1 (DATE), Book 1: The Dwarves (Normal): Lost: Narmora has died: evil has triumphed. · 5 turns. Next: Book 1: The Dwarves.
Game 2 (DATE), Book 1: The Dwarves (Easy): Won: The last quest is done: Girdlegard is saved! · 6 turns. Next: Book 2: The War of the Dwarves.
plot Game 1: Book 1: The Dwarves (Normal): 5 points
plot Game 2: Book 1: The Dwarves (Easy): 6 points`
	got = dateRe.ReplaceAllString(got, "DATE")
	if got != want {
		t.Errorf("summary:\n%s\nwant:\n%s", got, want)
	}
}

// dateRe finds a date as the app writes it.
var dateRe = regexp.MustCompile(`\d{4}-\d{2}-\d{2}`)

// A campaign with no game finished says so in words, and draws nothing.
func TestDwarvesCampaignSummaryNothingFinished(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	c, err := e.Store.NewCampaign(dwarves.Game.ID(), dwarves.KindBooks, "Just begun")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := seed.DwarvesSession(e.Store, c.ID, "Under way"); err != nil {
		t.Fatal(err)
	}
	c, _ = e.Store.CampaignByID(c.ID)
	l, err := readDwarvesLog(e.U, c)
	if err != nil {
		t.Fatal(err)
	}
	s, err := e.U.CampaignSummary(l.story(e.U))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Plots) != 0 || len(s.Turning) != 0 {
		t.Errorf("%d plots and %d results for a campaign with nothing finished", len(s.Plots), len(s.Turning))
	}
	if n := s.Notes[len(s.Notes)-1]; n != e.U.Loc.T("app.summary.no_finished") {
		t.Errorf("last note %q, want that no game is finished", n)
	}
	if _, err := e.U.SummaryPNG(s); err != nil {
		t.Fatal(err)
	}
}

// The campaign screen tells the story: each game's line and what it leaves
// the next; a game's plot shows under it on a tap and hides on the next,
// and the summary is offered as an image and a PDF.
func TestDwarvesCampaignStoryScreen(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	id, err := seed.DwarvesCampaign(e.Store)
	if err != nil {
		t.Fatal(err)
	}
	// Book 2's first action: one turn begun.
	infos, err := e.Store.CampaignSessions(id)
	if err != nil {
		t.Fatal(err)
	}
	book2, err := e.Store.OpenSession(infos[2].ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := book2.Do(dwarves.Command{Kind: dwarves.CmdAdvance, Table: true}); err != nil {
		t.Fatal(err)
	}
	e.U.ShowCampaigns()
	ShowDwarvesCampaign(e.U, id)
	e.MustShow(e.U.Loc.T("app.campaign.story"))
	e.MustShow(e.U.Loc.T("app.dwarves.campaign.story_intro"))
	e.MustShow(e.U.Loc.T("app.dwarves.campaign.next", "Book", e.U.Loc.Msg(dwarves.BookName(2))) + ".")
	e.MustShow(e.U.Loc.T("app.summary.png"))
	e.MustShow(e.U.Loc.T("app.summary.pdf"))
	plots := func() int {
		n := 0
		kittest.Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
			if i, ok := o.(*canvas.Image); ok && i.Image != nil && i.Visible() && i.MinSize().Height >= 100 {
				n++
			}
			return false
		})
		return n
	}
	if n := plots(); n != 0 {
		t.Fatalf("%d plots before any tap", n)
	}
	// Three games with actions: the lost and the won one have a plot, the
	// one under way a button too (one turn: not enough yet, said in words).
	if n := len(e.Buttons(e.U.Loc.T("app.campaign.story_plot"))); n != 3 {
		t.Fatalf("%d plot buttons, want 3", n)
	}
	test.Tap(e.Buttons(e.U.Loc.T("app.campaign.story_plot"))[1])
	if n := plots(); n != 1 {
		t.Errorf("%d plots after a tap, want 1", n)
	}
	test.Tap(e.Buttons(e.U.Loc.T("app.campaign.story_hide"))[0])
	if n := plots(); n != 0 {
		t.Errorf("%d plots after hiding, want 0", n)
	}
	test.Tap(e.Buttons(e.U.Loc.T("app.campaign.story_plot"))[2])
	e.MustShow(e.U.Loc.T("app.story.not_enough"))
}
