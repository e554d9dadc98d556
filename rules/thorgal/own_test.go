package thorgal

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"skald/i18n"
	"skald/rules"
)

// An adventure and a character the players add live in profile slots: asked
// once like the printed sheets, then named everywhere by the players' names.
func TestOwnAdventureAndCharacterFromProfile(t *testing.T) {
	su := Setup{Adventure: "own2", Players: 2, Characters: []Seat{{Character: "own1"}, {Character: Jolan}}}
	p := profile()
	want := []string{
		"thorgal.adventure.own2.name", "thorgal.adventure.own2.rounds", "thorgal.adventure.own2.left",
		"thorgal.adventure.own2.right", "thorgal.adventure.own2.requirement", "thorgal.adventure.own2.row",
		"thorgal.character.own1.name", "thorgal.character.own1.area", "thorgal.character.own1.goods",
	}
	missing := Missing(su, p)
	if !slices.Equal(missing, want) {
		t.Fatalf("missing %v, want %v", missing, want)
	}
	values := map[string]string{
		want[0]: "The Frozen Fjord", want[1]: "7", want[2]: Sea, want[3]: MagicDeck,
		want[4]: "a Fleet card is out", want[5]: "2,5,9",
		want[6]: "Tjall", want[7]: "###/###", want[8]: "0,1,0,1,0,0",
	}
	for _, k := range want {
		_, err := New(su, p)
		var need *rules.NeedPrinted
		if !errors.As(err, &need) || need.Key != k {
			t.Fatalf("New asked %v, want %s", err, k)
		}
		if !ValidPrinted(k, values[k]) {
			t.Fatalf("%s = %q refused", k, values[k])
		}
		p[k] = values[k]
	}
	g := &game{t: t, setup: su, r: newGame(t, setup(2, Thorgal, Jolan)).r}
	var err error
	if g.s, err = New(su, p); err != nil {
		t.Fatal(err)
	}
	if g.s.Sheet.Name != "The Frozen Fjord" || g.s.Round.Len != 7 || g.s.Decks[Sea].Size() != 10 {
		t.Errorf("sheet %+v", g.s.Sheet)
	}
	c := g.s.Chars[0]
	if c.ID != "own1" || c.Name != "Tjall" || c.Area.Size() != 6 || c.Goods.Ore != 1 {
		t.Errorf("character %+v", c)
	}
	if n := c.NameMsg(); n.ID != "thorgal.character.custom" || n.Args["Name"] != "Tjall" {
		t.Errorf("name %+v", n)
	}
	if g.s.Chars[1].Name != "" {
		t.Errorf("a base character carries a name: %q", g.s.Chars[1].Name)
	}
	// The history names the added character by the players' name.
	evs := g.do(wound(0, 1))
	if l := Label(wound(0, 1), evs); l.Args["Character"].(rules.Msg).Args["Name"] != "Tjall" {
		t.Errorf("label %+v", l)
	}
	if got := AdventureName("own2", ""); got.ID != "thorgal.adventure.own" || got.Args["N"] != 2 {
		t.Errorf("unnamed slot %+v", got)
	}
	// Names are short and not blank; a slot twice is one character twice.
	for _, bad := range []string{"", "  ", string(make([]byte, MaxName+1))} {
		if ValidPrinted(want[6], bad) {
			t.Errorf("name %q accepted", bad)
		}
	}
	if _, err := New(Setup{Adventure: "own2", Players: 2, Characters: []Seat{{Character: "own1"}, {Character: "own1"}}}, p); err == nil {
		t.Error("the same added character twice accepted")
	}
	if _, err := New(Setup{Adventure: "own7", Players: 2, Characters: []Seat{{Character: "own1"}, {Character: Jolan}}}, p); err == nil {
		t.Error("an adventure slot that does not exist accepted")
	}
}

// Dies warns before a command whose wound cannot be placed, and only then.
func TestDiesWarnsBeforeAFatalWound(t *testing.T) {
	g := newGame(t, customSetup("####")) // a line of four squares
	if _, dies := Dies(g.s, wound(0, 4)); dies {
		t.Fatal("an I4 fits a line of four")
	}
	if i, dies := Dies(g.s, wound(0, 5)); !dies || i != 0 {
		t.Fatalf("a wound of 5 in four squares: dies=%v char %d", dies, i)
	}
	if _, dies := Dies(g.s, Command{Kind: CmdWound, Char: 0, Shape: "T4"}); !dies {
		t.Fatal("a T4 cannot lie in a line")
	}
	g.do(Command{Kind: CmdThreat, Char: 0, N: 5})
	before := encode(t, g.s)
	// A sixth Threat becomes a wound of 5: fatal here.
	if i, dies := Dies(g.s, Command{Kind: CmdThreat, Char: 0, N: 1}); !dies || i != 0 {
		t.Fatal("a sixth Threat with no room for 5 squares not warned")
	}
	if encode(t, g.s) != before {
		t.Fatal("Dies changed the state")
	}
	// Refused commands warn of nothing.
	if _, dies := Dies(g.s, wound(0, 9)); dies {
		t.Fatal("a refused command warned")
	}
	// A Massive upgrade wounds everyone: fatal once an area is full.
	g.do(wound(0, 4))
	g.do(place(0, "I4", 0, false, 0, 0))
	if g.s.CanTake(0, Wound{Size: 1}) || !g.s.CanTake(1, Wound{Size: 1}) || g.s.CanTake(5, Wound{Size: 1}) {
		t.Fatal("CanTake")
	}
	if i, dies := Dies(g.s, Command{Kind: CmdUpgrade, Enemy: Massive}); !dies || i != 0 {
		t.Fatal("a Massive upgrade with a full area not warned")
	}
	if _, dies := Dies(g.s, Command{Kind: CmdUpgrade, Enemy: Major}); dies {
		t.Fatal("a Major upgrade warned")
	}
}

// Every checklist step links to its own reference entry.
func TestStepRefs(t *testing.T) {
	g := newGame(t, setup(2, Thorgal, Jolan))
	g.start()
	g.actionPhase()
	seen := map[string]bool{}
	for g.s.Phase == PhaseEvent {
		for _, st := range Steps(g.s) {
			if st.State == rules.StepCurrent {
				seen[st.Ref] = true
			}
		}
		switch g.s.EventStep {
		case StepAdvance:
			g.do(Command{Kind: CmdAdvanceRound})
		case StepRefresh:
			g.do(Command{Kind: CmdRefreshChips})
		case StepDraw:
			g.do(Command{Kind: CmdDrawEvent, Met: true})
		case StepNote:
			g.learn(EventKey(g.s.Active.Deck, g.s.Active.Card), EffectFirst)
			g.do(Command{Kind: CmdNoteEffect})
		case StepPass:
			g.do(Command{Kind: CmdPassFirst})
		}
	}
	for _, r := range []string{"thorgal.event.advance", "thorgal.event.refresh", "thorgal.event.draw", "thorgal.event.note", "thorgal.event.pass"} {
		if !seen[r] {
			t.Errorf("no current step links to %s (saw %v)", r, seen)
		}
	}
	g.do(Command{Kind: CmdWin, N: 3})
	if st := Steps(g.s); st[0].Ref != "thorgal.end.victory" {
		t.Errorf("ending ref %s", st[0].Ref)
	}
}

func TestLearnedEventCardLabel(t *testing.T) {
	l := Label(Learn(EventKey(Village, "07"), EffectSecond), []Event{{Kind: EvLearned, Key: EventKey(Village, "07"), Value: EffectSecond}})
	if l.ID != "thorgal.label.learn_event" || l.Args["Card"].(rules.Msg).Args["N"] != "7" {
		t.Errorf("label %+v", l)
	}
	l = Label(Learn(TilesKey, "T4,P5"), []Event{{Kind: EvLearned, Key: TilesKey, Value: "T4,P5"}})
	if l.ID != "thorgal.label.learned" || l.Args["Question"].(rules.Msg).ID != "thorgal.printed.tiles" || l.Args["Answer"] != "T4,P5" {
		t.Errorf("label %+v", l)
	}
}

// A refill names every card laid on the Item Display, and a draw that empties
// the pile says the discard was reshuffled, in both languages.
func TestDrawLabelsNameTheCards(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	evs := []Event{{Kind: EvDrawn, Deck: Items, Card: "03", Slot: 0, Reshuffled: true}, {Kind: EvDrawn, Deck: Items, Card: "11", Slot: 2}}
	m := Label(Command{Kind: CmdRefill}, evs)
	want := "The " + en.Msg(DeckName(Items)) + " discard is shuffled into a new pile; Item Display refilled: " +
		en.Msg(CardName(Items, "03")) + ", " + en.Msg(CardName(Items, "11"))
	if got := en.Msg(m); got != want {
		t.Errorf("en: %q\nwant %q", got, want)
	}
	if got := fr.Msg(m); !strings.Contains(got, "mélangée") || !strings.Contains(got, fr.Msg(CardName(Items, "11"))) {
		t.Errorf("fr: %q", got)
	}
}
