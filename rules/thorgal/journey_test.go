package thorgal

import (
	"slices"
	"testing"

	"skald/rules/internal/rulestest"
)

// journeyGame is a started game, Aaricia (0) and Jolan (1), whose Journey
// track is known: I2 at level 1, L3 at level 2, nothing at 3 (test fixtures,
// not the printed values).
func journeyGame(t *testing.T) *game {
	g := newGame(t, setup(2, Aaricia, Jolan))
	g.start()
	g.learn(JourneyKey(1), "I2")
	g.learn(JourneyKey(2), "L3")
	g.learn(JourneyKey(3), "0")
	return g
}

// Gregory's Journey, the rulebook's example in the Journey section, with
// Jolan as his character. The text lost its icons; assumed here:
//   - his tracker is on level 2 and the two tiles it offers are I2 (level 1)
//     and L3 (level 2); he takes the L3;
//   - the tile covers a Discovery space and one special space whose effect
//     on the Terrain card is a Threat icon ("resolve the effect once", as the
//     special spaces say), so he gains 1 Threat;
//   - the card revealed shows 1 Magic as its bonus.
func TestGregorysJourney(t *testing.T) {
	g := journeyGame(t)
	g.do(Command{Kind: CmdExperience, Char: 1, Track: Journey})
	if tiles, need := g.s.JourneyTiles(g.s.Chars[1].Journey); need != "" || !slices.Equal(tiles, []string{"I2", "L3"}) {
		t.Fatalf("tiles %v need %q", tiles, need)
	}
	before := g.s.Chars[1]
	terrain := len(g.s.Decks[Terrain].Out)
	c := Command{Kind: CmdJourney, Char: 1, Shape: "L3", Reveal: true, Card: "05",
		Cover: Covered{Discovery: 1, DiscoveryCards: []string{"06"}, Special: Special{Threat: 1}}}
	evs := g.do(c)
	want := []string{EvJourneyed, EvDrawn, EvThreatSet, EvDrawn, EvTerrainRevealed}
	if got := kinds(evs); !slices.Equal(got, want) {
		t.Fatalf("events %v, want %v", got, want)
	}
	ch := g.s.Chars[1]
	if ch.Threat != before.Threat+1 || ch.TerrainBonus != 1 || !g.s.Decks[Discovery].isOut("06") || len(g.s.Decks[Terrain].Out) != terrain+1 {
		t.Errorf("threat %d bonus %d discovery %v terrain %v", ch.Threat, ch.TerrainBonus, g.s.Decks[Discovery].Out, g.s.Decks[Terrain].Out)
	}
	rulestest.Says(t, label(c, evs),
		"Jolan took the Journey tile L3: drew Discovery 6, 1 Threat from the card, revealed Terrain 5, its bonus to take",
		"Jolan pose la tuile Voyage L3\u00a0: pioche Découverte 6, 1 Menace venue de la carte, révèle Terrain 5, dont le bonus est à prendre")

	// The bonus is owed until taken, and is a step of the checklist.
	if st := Steps(g.s); st[0].Msg.ID != "thorgal.step.terrain_bonus" || st[0].State != 1 {
		t.Errorf("first step %+v", st[0])
	}
	bonus := Command{Kind: CmdTerrainBonus, Char: 1, Cover: Covered{Goods: Goods{Magic: 1}}}
	evs = g.do(bonus)
	if g.s.Chars[1].TerrainBonus != 0 || g.s.Chars[1].Goods.Magic != before.Goods.Magic+1 {
		t.Errorf("after the bonus: %+v", g.s.Chars[1])
	}
	rulestest.Says(t, label(bonus, evs), "Jolan took the Terrain card's bonus: gained 1 Magic",
		"Jolan prend le bonus de la carte Terrain\u00a0: gagne 1 Magie")
	g.refuse(bonus, "thorgal.err.no_terrain_bonus")
	checkInvariants(t, g.s)
	if got, want := encode(t, g.replay()), encode(t, g.s); got != want {
		t.Fatalf("replay differs:\n%s\n%s", got, want)
	}
}

// The tiles allowed are printed on the track: the app asks for each level
// it needs, once.
func TestJourneyAsksTheTrack(t *testing.T) {
	g := newGame(t, setup(2, Aaricia, Jolan))
	g.start()
	c := Command{Kind: CmdJourney, Char: 0, Shape: "I2"}
	_, err := Decide(g.s, c, g.r)
	rulestest.Asks(t, err, c, JourneyKey(1))
	g.learn(JourneyKey(1), "I2, I3")
	g.do(c)
	g.do(Command{Kind: CmdExperience, Char: 0, Track: Journey, Count: 2})
	_, err = Decide(g.s, c, g.r)
	rulestest.Asks(t, err, c, JourneyKey(2))
	g.learn(JourneyKey(2), "0")
	_, err = Decide(g.s, c, g.r)
	rulestest.Asks(t, err, c, JourneyKey(3))
	g.learn(JourneyKey(3), "P5")
	g.do(Command{Kind: CmdJourney, Char: 0, Shape: "P5"})
	g.refuse(Command{Kind: CmdJourney, Char: 0, Shape: "L3"}, "thorgal.err.journey_tile")
}

func TestJourneyRefusals(t *testing.T) {
	g := journeyGame(t)
	// Level 1 allows the I2 only; the L3 is a level higher.
	g.refuse(Command{Kind: CmdJourney, Char: 0, Shape: "L3"}, "thorgal.err.journey_tile")
	g.refuse(Command{Kind: CmdJourney, Char: 0, Shape: ""}, "thorgal.err.journey_tile")
	g.refuse(Command{Kind: CmdJourney, Char: 0, Shape: "I2", Hearts: 1, Total: 1}, "thorgal.err.hearts_journey")
	g.refuse(Command{Kind: CmdJourney, Char: 0, Shape: "I2", Card: "03"}, "thorgal.err.card")
	g.refuse(Command{Kind: CmdJourney, Char: 0, Shape: "I2", Reveal: true, Card: "X1"}, "thorgal.err.card")
	g.refuse(Command{Kind: CmdJourney, Char: 7, Shape: "I2"}, "thorgal.err.character")
	g.refuse(Command{Kind: CmdJourney, Char: 0, Shape: "I2", Cover: Covered{Special: Special{Discard: Goods{Ore: 1}}}}, "thorgal.err.discard_short")
	g.refuse(Command{Kind: CmdTerrainBonus, Char: 0}, "thorgal.err.no_terrain_bonus")

	// A level that shows no tile at all: nothing to take.
	h := newGame(t, setup(2, Aaricia, Jolan))
	h.start()
	h.learn(JourneyKey(1), "0")
	h.refuse(Command{Kind: CmdJourney, Char: 0, Shape: "I2"}, "thorgal.err.journey_none")

	// Check refuses a forged Journey on import.
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvJourneyed, Shape: "L3"}), "a tile above the tracker", "thorgal.err.journey_tile")
}

// A Terrain card revealed by another effect owes no bonus; a Journey's reveal
// with the Terrain deck and discard empty reveals nothing and owes nothing.
func TestRevealWithEmptyTerrainDeck(t *testing.T) {
	g := journeyGame(t)
	for g.s.Decks[Terrain].CanDraw() {
		g.do(Command{Kind: CmdDraw, Deck: Terrain})
	}
	if g.s.Chars[0].TerrainBonus != 0 {
		t.Fatal("a Terrain card drawn by another effect owes a bonus")
	}
	c := Command{Kind: CmdJourney, Char: 0, Shape: "I2", Reveal: true, Cover: Covered{Combat: 1}}
	evs := g.do(c)
	if got := kinds(evs); !slices.Equal(got, []string{EvJourneyed, EvExperience}) || g.s.Chars[0].TerrainBonus != 0 {
		t.Fatalf("events %v bonus %d", got, g.s.Chars[0].TerrainBonus)
	}
	rulestest.Says(t, label(c, evs), "Aaricia took the Journey tile I2: gained 1 Combat Experience, no Terrain card left to reveal",
		"Aaricia pose la tuile Voyage I2\u00a0: gagne 1 point d'Expérience de Combat, plus aucune carte Terrain à révéler")
	// The table cannot have drawn one either.
	g.refuse(Command{Kind: CmdJourney, Char: 0, Shape: "I2", Reveal: true, Card: "01"}, "deck.err.empty")

	// A Journey covering nothing and revealing nothing is still one entry.
	c = Command{Kind: CmdJourney, Char: 1, Shape: "I2"}
	evs = g.do(c)
	rulestest.Says(t, label(c, evs), "Jolan took the Journey tile I2", "Jolan pose la tuile Voyage I2")
}

// A digital reveal draws the card and says which; two reveals owe two bonuses.
func TestDigitalReveal(t *testing.T) {
	g := journeyGame(t)
	c := Command{Kind: CmdJourney, Char: 0, Shape: "I2", Reveal: true}
	if !Reveals(c) {
		t.Error("a digital reveal not marked as revealing")
	}
	evs := g.do(c)
	g.do(c)
	last := evs[len(evs)-1]
	if last.Kind != EvTerrainRevealed || !g.s.Decks[Terrain].isOut(last.Card) || g.s.Chars[0].TerrainBonus != 2 {
		t.Fatalf("events %+v bonus %d", evs, g.s.Chars[0].TerrainBonus)
	}
	g.do(Command{Kind: CmdTerrainBonus, Char: 0})
	if g.s.Chars[0].TerrainBonus != 1 {
		t.Errorf("bonus %d after one taken", g.s.Chars[0].TerrainBonus)
	}
}

func TestJourneyEncoding(t *testing.T) {
	for _, v := range []string{"I2", " I2, L3 ", "0", "P5,X5,W5"} {
		if !ValidPrinted(JourneyKey(1), v) {
			t.Errorf("%q refused", v)
		}
	}
	for _, v := range []string{"", " , ", "I2,I2", "Q5", "0,I2", "i2"} {
		if ValidPrinted(JourneyKey(1), v) {
			t.Errorf("%q accepted", v)
		}
	}
	if ValidPrinted(JourneyKey(0), "I2") || ValidPrinted(JourneyKey(MaxLevel+1), "I2") {
		t.Error("a level off the track accepted")
	}
}
