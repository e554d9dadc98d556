package althing

import (
	"reflect"
	"testing"

	"skald/rules"
)

// The players' names, seat by seat, are what the rules say: whose phase it
// is, who is King, a refusal; a history label made without them gets them;
// a seat left unnamed, or Thorfinn, keeps its own name. Names are checked.
func TestPlayerNames(t *testing.T) {
	su := Setup{Mode: ModeCampaign1, Players: 2, Names: []string{"Anne", ""}}
	s := newGame(t, su, testProfile())
	anne := rules.Name("Anne")
	if w := s.Who("p1"); !reflect.DeepEqual(w, anne) {
		t.Errorf("p1 is %+v", w)
	}
	if w := s.Who("p2"); w.ID != "althing.player" {
		t.Errorf("an unnamed seat is %+v", w)
	}
	if w := s.Who(ThorfinnID); w.ID != "althing.thorfinn" {
		t.Errorf("Thorfinn is %+v", w)
	}
	label := rules.M("althing.label.untrolled", "Player", ActorName("p2"), "Owner", ActorName("p1"))
	got := Named(su, label)
	if !reflect.DeepEqual(got.Args["Owner"], anne) || got.Args["Player"].(rules.Msg).ID != "althing.player" {
		t.Errorf("named label %+v", got)
	}
	s, _ = do(t, s, Command{Kind: CmdBegin})
	if st := Steps(s); len(st) == 0 || !reflect.DeepEqual(st[0].Msg.Args["Player"], anne) {
		t.Errorf("first step %+v", st)
	}
	if _, err := New(Setup{Mode: ModeCampaign1, Players: 2, Names: []string{"Anne", "Marc", "Élise"}}, nil); err == nil {
		t.Error("three names for two seats")
	}
	if _, err := New(Setup{Mode: ModeCampaign1, Players: 2, Names: []string{" Anne"}}, nil); err == nil {
		t.Error("a name not cleaned")
	}
	if KindOf(Setup{Solo: true}) != KindSolo || KindOf(su) != KindDiscovery {
		t.Error("KindOf")
	}
	if e := Campaign(s); len(e.Names) != 2 || e.Names[0] != "Anne" {
		t.Errorf("the log's entry names %q", e.Names)
	}
}
