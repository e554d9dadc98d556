package tracker

import (
	"errors"
	"testing"

	"skald/rules"
	"skald/rules/qa"
)

func TestProfileSetClearExportImport(t *testing.T) {
	s, _ := openTemp(t)
	if err := s.SetPrinted("qa", "qa.war.3", "2"); err != nil {
		t.Fatal(err)
	}
	if err := s.SetPrinted("qa", "qa.war.3", "9"); err == nil {
		t.Fatal("a Guerre value of 9 was accepted")
	}
	if err := s.SetPrinted("qa", "qa.nonsense", "1"); err == nil {
		t.Fatal("an unknown key was accepted")
	}
	s.SetPrinted("qa", "qa.start.4", "2")
	s.SetPrinted("qa", "qa.war.3", "3") // a correction replaces
	p, _ := s.Profile("qa")
	if len(p) != 2 || p["qa.war.3"] != "3" {
		t.Fatalf("profile %v", p)
	}
	data, err := s.ExportProfile("qa")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.ClearPrinted("qa", "qa.war.3"); err != nil {
		t.Fatal(err)
	}
	if p, _ := s.Profile("qa"); len(p) != 1 {
		t.Fatalf("clear one: %v", p)
	}
	s.ClearPrinted("qa")
	if p, _ := s.Profile("qa"); len(p) != 0 {
		t.Fatalf("clear all: %v", p)
	}
	// Another copy of the game fills its profile from the file.
	other, _ := openTemp(t)
	game, n, err := other.ImportProfile(data)
	if err != nil || game != "qa" || n != 2 {
		t.Fatalf("import: %s %d %v", game, n, err)
	}
	if p, _ := other.Profile("qa"); p["qa.start.4"] != "2" {
		t.Fatalf("imported %v", p)
	}
	// A file with one bad value is refused whole.
	bad := []byte(`{"format":"skald.profile","version":1,"game":"qa","values":{"qa.war.1":"1","qa.war.2":"7"}}`)
	if _, _, err := other.ImportProfile(bad); err == nil {
		t.Fatal("bad profile accepted")
	}
	if p, _ := other.Profile("qa"); p["qa.war.1"] != "" {
		t.Fatal("a refused profile import stored a value")
	}
	for _, b := range []string{"{", `{"format":"x"}`, `{"format":"skald.profile","version":3}`} {
		if _, _, err := other.ImportProfile([]byte(b)); err == nil {
			t.Fatalf("accepted %s", b)
		}
	}
}

// Qâ end to end: the start needs only what builds the table (the Chaams deck,
// the starting hands); Ogotaï's start space is asked at his first move, then
// kept; war-track values are learned as Ogotaï meets them; everything
// survives a reopen.
func TestQaThroughTheTracker(t *testing.T) {
	s, path := openTemp(t)
	setup := qa.Setup{Players: 2, Heroes: []string{qa.Thorgal, qa.Jolan, qa.Aaricia, qa.Tjall}}
	var err error
	var need *rules.NeedPrinted
	// The Chaams deck (a test composition adding up to 12 and 6) and each
	// hero's starting Skill cards, asked one by one and kept in the profile.
	answers := map[string]string{}
	for _, ty := range qa.SkillTypes {
		answers["qa.chaams.1."+ty] = "2"
		answers["qa.chaams.2."+ty] = "1"
	}
	starting := map[string]string{qa.Thorgal: "combat", qa.Jolan: "infiltration", qa.Aaricia: "persuasion", qa.Tjall: "esquive"}
	for h, ty := range starting {
		for _, i := range []string{"1", "2", "3"} {
			answers["qa.skills."+h+"."+i] = ty
		}
	}
	var se *Session
	for asked := 0; ; asked++ {
		se, err = s.NewSession(qa.Game, "Qâ", setup)
		if err == nil {
			break
		}
		if !errors.As(err, &need) || asked > 40 {
			t.Fatalf("setup question %d: %v", asked, err)
		}
		v, ok := answers[need.Key]
		if !ok {
			t.Fatalf("unexpected setup question %s", need.Key)
		}
		if err := s.SetPrinted("qa", need.Key, v); err != nil {
			t.Fatal(err)
		}
	}
	if st := se.State().(qa.State); st.Ogotai != 0 || st.Round != 1 || len(st.Heroes[0].Hand) != 3 {
		t.Fatalf("start %+v", st)
	}
	adv := qa.Command{Kind: qa.CmdAdvanceOgotai}
	if err := se.Do(adv); err == nil {
		t.Fatal("Ogotaï advanced before the heroes played")
	}
	// Each hero's turn in table mode: the black die shows the Déesse-sans-nom and
	// every white die a Chaams face, so nothing is kept; then the turn ends.
	heroTurns := func() {
		t.Helper()
		for range setup.Heroes {
			mustDo(t, se, qa.Command{Kind: qa.CmdRoll, Black: qa.BlackGoddess,
				White: []string{qa.FaceChaams1, qa.FaceChaams1, qa.FaceChaams1, qa.FaceChaams1, qa.FaceChaams2}})
			mustDo(t, se, qa.Command{Kind: qa.CmdEndTurn})
		}
	}
	heroTurns()
	if err := se.Do(adv); !errors.As(err, &need) || need.Key != "qa.start.4" {
		t.Fatalf("want the 4-hero start space asked at Ogotaï's first move, got %v", err)
	}
	if err := se.Learn("qa.start.4", "12"); err != nil {
		t.Fatal(err)
	}
	if st := se.State().(qa.State); st.Ogotai != 12 {
		t.Fatalf("the start space learned does not place Ogotaï: on %d", st.Ogotai)
	}
	if err := se.Learn("qa.start.4", "11"); err == nil {
		t.Fatal("the session learned another start space once Ogotaï stood on it")
	}
	if err := se.Do(adv); !errors.As(err, &need) || need.Key != "qa.war.13" {
		t.Fatalf("want space 13 asked, got %v", err)
	}
	if err := se.Learn("qa.war.13", "1"); err != nil {
		t.Fatal(err)
	}
	mustDo(t, se, adv) // a digital draw: one Chaams onto the Pays viking
	if st := se.State().(qa.State); st.Ogotai != 13 || st.Round != 2 || len(st.Lieux[0].Chaams) != 1 {
		t.Fatalf("after advance %+v", st)
	}
	hist, _ := se.History(0, 1)
	if hist[0].Label.ID != "qa.label.ogotai_placed" {
		t.Fatalf("label %+v", hist[0].Label)
	}
	heroTurns()
	if err := se.Do(adv); !errors.As(err, &need) || need.Key != "qa.war.14" {
		t.Fatalf("want space 14 asked, got %v", err)
	}
	se.Learn("qa.war.14", "0")
	mustDo(t, se, adv)
	heroTurns()
	mustDo(t, se, adv) // space 15: Ogotaï wins
	if out := se.Info().Outcome; out.Status != rules.Lost || out.Reason.ID != "qa.lost.war_track" {
		t.Fatalf("outcome %+v", out)
	}
	if _, ok, _ := s.Last(); ok {
		t.Fatal("a lost game is offered for resuming")
	}
	s.Close()
	s2, _, _ := Open(path)
	defer s2.Close()
	again, err := s2.OpenSession(se.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	sameState(t, se, again)
	again.Undo()
	if out := again.Info().Outcome; out.Status != rules.Playing {
		t.Fatalf("undoing the last advance reopens the game: %+v", out)
	}
	list, _ := s2.Sessions("qa")
	if list[0].Outcome.Status != rules.Playing {
		t.Fatal("the list keeps the outcome of the undone state")
	}
	// A later session starts without asking again.
	p, _ := s2.Profile("qa")
	if p["qa.start.4"] != "12" || p["qa.war.13"] != "1" || p["qa.war.14"] != "0" || p["qa.skills.jolan.2"] != "infiltration" {
		t.Fatalf("profile %v", p)
	}
	if _, err := s2.NewSession(qa.Game, "again", setup); err != nil {
		t.Fatal(err)
	}
}
