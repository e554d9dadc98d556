package dwarves

import (
	"testing"

	"skald/rules"
)

// Who plays each hero is kept with the setup and in the campaign's entry;
// too many names, or one too long, are refused.
func TestHeroPlayers(t *testing.T) {
	su := Setup{Book: 1, Difficulty: Easy, Players: 2, Heroes: []string{Tungdil, Narmora}, Names: []string{"", "Marc"}}
	s, err := New(su, profile(20, nil))
	if err != nil {
		t.Fatal(err)
	}
	if PlayedBy(s.Setup, Narmora) != "Marc" || PlayedBy(s.Setup, Tungdil) != "" || PlayedBy(s.Setup, Furgas) != "" {
		t.Errorf("played by %q", s.Setup.Names)
	}
	if e := Campaign(s); len(e.Names) != 2 || e.Names[1] != "Marc" {
		t.Errorf("entry names %q", e.Names)
	}
	su.Names = []string{"a", "b", "c"}
	if _, err := New(su, profile(20, nil)); err == nil {
		t.Error("three names for two heroes")
	}
	su.Names = []string{"Anne  Marie"}
	if _, err := New(su, profile(20, nil)); err == nil {
		t.Error("a name not cleaned")
	}
}

// What the campaign log says beside the Books: Book 5 is advised after
// Books 1–4 are won; a Heroic win opens the expert variant.
func TestCampaignAdvice(t *testing.T) {
	var entries []CampaignEntry
	for b := 1; b <= 4; b++ {
		if Book5Ready(entries) {
			t.Fatalf("ready for Book 5 with Books 1–%d won", b-1)
		}
		entries = append(entries, CampaignEntry{Book: b, Difficulty: Normal, Status: rules.Won})
	}
	if !Book5Ready(entries) || HeroicWon(entries) {
		t.Fatal("Books 1–4 won at Normal")
	}
	entries = append(entries, CampaignEntry{Book: 2, Difficulty: Heroic, Status: rules.Lost})
	if HeroicWon(entries) {
		t.Fatal("a Heroic defeat opens the expert variant")
	}
	entries = append(entries, CampaignEntry{Book: 2, Difficulty: Heroic, Status: rules.Won})
	if !HeroicWon(entries) {
		t.Fatal("a Heroic win does not open the expert variant")
	}
	open := CampaignEntry{Book: 3, Status: rules.Playing}
	if !open.Open() {
		t.Fatal("a game in progress is not open")
	}
	open.Abandoned = true
	if open.Open() {
		t.Fatal("an abandoned game is open")
	}
}
