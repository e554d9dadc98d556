package althing

import (
	"fmt"
	"strings"
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/tracker"
)

// storyText writes a campaign story's chapters, one a line.
func storyText(cs kit.CampaignStory) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\n", cs.Status, cs.Intro)
	for i, ch := range cs.Chapters {
		fmt.Fprintf(&b, "%d. %s: %s | %s\n", i+1, ch.What, ch.Result, ch.Carry)
	}
	return b.String()
}

func althingStory(t *testing.T, e *kittest.Env, c tracker.Campaign) kit.CampaignStory {
	t.Helper()
	c, err := e.Store.CampaignByID(c.ID)
	if err != nil {
		t.Fatal(err)
	}
	l, err := readAlthingLog(e.U, c)
	if err != nil {
		t.Fatal(err)
	}
	return l.story(e.U)
}

// The discovery campaign's story: part 1 played out, and what part 2
// brings that part 1 did not (its two new symbols); part 2 under way. The
// record against Thorfinn carries the record on, in French too.
func TestAlthingCampaignStory(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	d, solo, err := seed.AlthingCampaigns(e.Store)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		c    tracker.Campaign
		lang string
		want string
	}{
		{d, "en", `Discovery, part 2 in progress · Part 1 played
Nothing on the table passes from one part to the next: each part brings more to learn, and the campaign keeps who was crowned.
1. Discovery, part 1 · 2 players: A tie on the last card: Player 1, Player 2 (turn 4). | Next: Discovery, part 2. New symbols: Storm, Great Weather.
2. Discovery, part 2 · 2 players: In progress, turn 1 | 
`},
		{solo, "en", `1 game against Thorfinn · won: 1
Each game against Thorfinn stands alone: what carries on is your record.
1. Against Thorfinn · normal mode: You beat Thorfinn: you are King of the Vikings (turn 6). | Record so far: 1 game won of 1.
`},
		{solo, "fr", `1 partie contre Thorfinn · victoires : 1
Chaque partie contre Thorfinn est indépendante : ce qui continue, c'est votre bilan.
1. Contre Thorfinn · mode normal: Vous avez battu Thorfinn : vous êtes le Roi des Vikings (tour 6). | Bilan à ce jour : 1 partie gagnée sur 1.
`},
	} {
		e.StartIn(c.lang)
		got := strings.ReplaceAll(storyText(althingStory(t, e, c.c)), "\u00a0", " ")
		if got != c.want {
			t.Errorf("%s %s:\n%s\nwant:\n%s", c.c.Title, c.lang, got, c.want)
		}
	}

	// Part 2 played out: part 3 brings the last three symbols, a dealt
	// track and shuffled starting hands.
	e.StartIn("en")
	infos, err := e.Store.CampaignSessions(d.ID)
	if err != nil {
		t.Fatal(err)
	}
	two, err := e.Store.OpenSession(infos[1].ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := seed.AlthingPlayOut(two); err != nil {
		t.Fatal(err)
	}
	cs := althingStory(t, e, d)
	want := "Next: Discovery, part 3. New symbols: Plot, Shield, Axe. Its stages are dealt at random. Starting hand: shuffle your six cards and draw four."
	if got := cs.Chapters[1].Carry; got != want {
		t.Errorf("after part 2: %q, want %q", got, want)
	}
}

// The campaign's summary lists each game's result as a sentence: a result
// that ends in its own full stop ("… (turn 4).") gets no second one.
func TestAlthingCampaignSummaryOneFullStop(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	d, solo, err := seed.AlthingCampaigns(e.Store)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "fr"} {
		e.StartIn(lang)
		for _, c := range []tracker.Campaign{d, solo} {
			s, err := e.U.CampaignSummary(althingStory(t, e, c))
			if err != nil {
				t.Fatal(err)
			}
			if len(s.Turning) == 0 {
				t.Fatalf("%s %s: no result listed", c.Title, lang)
			}
			for _, line := range s.Turning {
				if strings.Contains(line, "..") || strings.Contains(line, ". .") {
					t.Errorf("%s %s: %q", c.Title, lang, line)
				}
			}
		}
	}
}
