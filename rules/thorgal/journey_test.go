package thorgal

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"skald/rules/internal/rulestest"
	"skald/rules/polyomino"
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

// Two Terrain cards' grids, made up for the tests (not the printed ones).
// Card 01, the reveal mark on its 4th column:
//
//	# # d # #
//	# s . d j
//	# # # R m      (R: a plain red space: 1 Threat)
//	e # # # #
//
// Card 02, the mark on its 2nd column:
//
//	# * # #
//	Y # . #        (Y: a plain yellow space: Wound tile O1)
//	# # x #
//	# # # #
const (
	terrain01 = "##d##/#s.dj/####rm/e####;4"
	terrain02 = "#*##/#y#.#/##x#/####;2"
)

// pathGame is a started game whose first Terrain card is 01, both cards'
// grids and colours known, and whose Journey track offers O1, I2, I3 and L3
// at level 1.
func pathGame(t *testing.T) *game {
	g := newGame(t, setup(2, Aaricia, Jolan))
	g.do(Command{Kind: CmdDraw, Deck: Terrain, Card: "01"})
	g.do(Command{Kind: CmdRefill})
	g.learn(JourneyKey(1), "O1,I2,I3,L3")
	g.learn(TerrainGridKey("01"), terrain01)
	g.learn(TerrainEffectKey("01", PenaltyRed), "threat:1")
	g.learn(TerrainGridKey("02"), terrain02)
	g.learn(TerrainEffectKey("02", PenaltyYellow), "wound:O1")
	return g
}

func cells(cs ...[2]int) []polyomino.Cell {
	out := make([]polyomino.Cell, len(cs))
	for i, c := range cs {
		out[i] = polyomino.Cell{R: c[0], C: c[1]}
	}
	return out
}

// journeyAt is Jolan's Journey with tile shape on the cells, covering what
// the placement says.
func journeyAt(g *game, shape string, cs ...[2]int) Command {
	g.t.Helper()
	c := Command{Kind: CmdJourney, Char: 1, Shape: shape, Cells: cells(cs...)}
	t, ok := polyomino.TileOf(shape, c.Cells)
	if !ok {
		g.t.Fatalf("%s is not on %v", shape, cs)
	}
	pc, err := g.s.JourneyPlacement(t)
	if err != nil {
		g.t.Fatalf("%s on %v: %v", shape, cs, err)
	}
	c.Cover, c.Reveal = pc.Covered(g.s.Chars[1]), pc.Reveal
	if c.Cover.Source > 0 {
		c.Cover.SourceGood = Ore
	}
	return c
}

// A path of tiles rightward, upward and downward, never leftward, each
// against the one placed before; the reveal on the marked column the first
// time only; and what each covers is what its spaces give.
func TestJourneyPath(t *testing.T) {
	g := pathGame(t)
	if !g.s.PathTracked() || !slices.Equal(g.s.Path.Cards, []string{"01"}) {
		t.Fatalf("path %+v", g.s.Path)
	}
	refuse := func(shape, id string, cs ...[2]int) {
		t.Helper()
		g.refuse(Command{Kind: CmdJourney, Char: 1, Shape: shape, Cells: cells(cs...)}, id)
	}
	// The first tile starts at the left edge of the first card (the app's
	// assumption: the rulebook does not say).
	refuse("I2", "thorgal.err.path_start", [2]int{0, 1}, [2]int{0, 2})
	g.do(journeyAt(g, "I2", [2]int{0, 0}, [2]int{0, 1}))

	refuse("I2", "thorgal.err.path_left", [2]int{1, 0}, [2]int{1, 1})    // a square left of column 1
	refuse("I2", "thorgal.err.path_overlap", [2]int{0, 1}, [2]int{0, 2}) // on the first tile
	refuse("I2", "thorgal.err.path_outside", [2]int{0, 2}, [2]int{1, 2}) // into the card's gap
	refuse("I2", "thorgal.err.path_outside", [2]int{3, 1}, [2]int{4, 1}) // below the cards
	refuse("I2", "thorgal.err.path_apart", [2]int{3, 3}, [2]int{3, 4})   // apart from the last tile
	refuse("I2", "thorgal.err.path_shape", [2]int{1, 1}, [2]int{1, 3})   // not an I2

	// Downward from the first tile, in its column: a Source space.
	c := journeyAt(g, "I2", [2]int{1, 1}, [2]int{2, 1})
	if c.Cover.Source != 1 || c.Reveal {
		t.Fatalf("down: %+v", c)
	}
	g.do(c)

	// Gregory's Journey on the path: the L3 covers the Discovery space and
	// the red one in the marked column: a Discovery card, 1 Threat, and a
	// Terrain card revealed.
	c = journeyAt(g, "L3", [2]int{1, 3}, [2]int{2, 2}, [2]int{2, 3})
	if c.Cover.Discovery != 1 || c.Cover.Special.Threat != 1 || !c.Reveal {
		t.Fatalf("Gregory's: %+v", c)
	}
	c.Card = "02"
	evs := g.do(c)
	if got := kinds(evs); !slices.Equal(got, []string{EvJourneyed, EvDrawn, EvThreatSet, EvDrawn, EvTerrainRevealed}) {
		t.Fatalf("events %v", got)
	}
	if !slices.Equal(g.s.Path.Cards, []string{"01", "02"}) || len(g.s.Path.Tiles) != 3 {
		t.Fatalf("path %+v", g.s.Path)
	}

	// The marked column again: no reveal (the mark is card 02's now), and
	// saying there is one is refused.
	c = journeyAt(g, "I2", [2]int{3, 3}, [2]int{3, 4})
	if c.Reveal {
		t.Fatal("a second tile in the marked column reveals")
	}
	c.Reveal = true
	g.refuse(c, "thorgal.err.path_reveal")
	c.Reveal = false
	g.do(c)

	// Upward across the seam: the Material of card 01 and card 02's yellow
	// space, whose effect gives an O1 wound.
	c = journeyAt(g, "L3", [2]int{2, 4}, [2]int{2, 5}, [2]int{1, 5})
	if c.Cover.Goods.Material != 1 || !slices.Equal(c.Cover.Special.Wounds, []string{"O1"}) || c.Reveal {
		t.Fatalf("across the seam: %+v", c)
	}
	g.do(c)
	g.do(Command{Kind: CmdPlaceWound, Char: 1, Shape: "O1", At: polyomino.Cell{R: 0, C: 0}})

	// Straight up card 02's marked column: an Experience of either track,
	// and a third card revealed.
	c = journeyAt(g, "I3", [2]int{0, 6}, [2]int{1, 6}, [2]int{2, 6})
	if c.Cover.Journey != 1 || !c.Reveal {
		t.Fatalf("up the mark: %+v", c)
	}
	c.Cover.Journey, c.Cover.Combat = 0, 1 // the player's choice
	c.Card = "03"
	evs = g.do(c)
	rulestest.Says(t, label(c, evs), "Jolan took the Journey tile I3: gained 1 Combat Experience, revealed Terrain 3, its bonus to take",
		"Jolan pose la tuile Voyage I3\u00a0: gagne 1 point d'Expérience de Combat, révèle Terrain 3, dont le bonus est à prendre")

	checkInvariants(t, g.s)
	rulestest.SameState(t, "replay", g.replay(), g.s)
	rulestest.RoundTrip(t, 0, g.s)
}

// The first two tiles of TestJourneyPath, then the L3 on the red space of
// card 01, whose effect is learned as given.
func toRedSpace(t *testing.T, red string) (*game, Command) {
	g := pathGame(t)
	g.learn(TerrainEffectKey("01", PenaltyRed), red)
	g.do(journeyAt(g, "I2", [2]int{0, 0}, [2]int{0, 1}))
	g.do(journeyAt(g, "I2", [2]int{1, 1}, [2]int{2, 1}))
	return g, journeyAt(g, "L3", [2]int{1, 3}, [2]int{2, 2}, [2]int{2, 3})
}

// What a placement gives is what its spaces show, each red space its card's
// effect once; a Journey that says otherwise is refused: the counts the
// spaces fix, the Wound tiles the dice give, the wounds to heal.
func TestJourneyPathCover(t *testing.T) {
	g, c := toRedSpace(t, "threat:2,discard:gossip,wound:I2,die:3")
	want := Covered{Discovery: 1, Special: Special{Threat: 2, Wounds: []string{"I2"}, Discard: Goods{Gossip: 1}}}
	if encode(t, c.Cover) != encode(t, want) {
		t.Fatalf("covered %+v, want %+v", c.Cover, want)
	}
	tile, _ := polyomino.TileOf("L3", c.Cells)
	pc, _ := g.s.JourneyPlacement(tile)
	if !slices.Equal(pc.Rolls, []int{3}) || pc.Red != 1 || pc.Kinds[SpaceDiscovery] != 1 || pc.Kinds[SpacePlain] != 2 || !pc.Reveal {
		t.Fatalf("placement %+v", pc)
	}
	// The die's Wound is missing, then the card's own.
	g.refuse(c, "thorgal.err.path_rolls")
	c.Cover.Special.Wounds = []string{"L3", "O1"}
	g.refuse(c, "thorgal.err.path_cover")
	wrong := c
	wrong.Cover.Special.Wounds = []string{"L3", "I2"}
	wrong.Cover.Special.Threat = 1
	g.refuse(wrong, "thorgal.err.path_cover")
	c.Cover.Special.Wounds = []string{"L3", "I2"} // the die showed an L3
	g.do(c)
	if ch := g.s.Chars[1]; ch.Threat != 2 || ch.Goods.Gossip != 1 || len(ch.Pending) != 2 {
		t.Fatalf("after the red space: %+v", ch)
	}

	// A Heal space heals one wound of the player's choice, none when the
	// character holds none.
	h := pathGame(t)
	heal := Command{Kind: CmdJourney, Char: 1, Shape: "I2", Cells: cells([2]int{2, 0}, [2]int{3, 0})}
	h.do(heal) // Jolan holds no wound
	h = pathGame(t)
	h.do(Command{Kind: CmdWound, Char: 1, Shape: "O1"})
	h.do(Command{Kind: CmdPlaceWound, Char: 1, Shape: "O1", At: polyomino.Cell{R: 0, C: 0}})
	h.refuse(heal, "thorgal.err.path_heal")
	heal.Cover.Heal = []int{0}
	h.do(heal)
	if len(h.s.Chars[1].Wounds) != 0 {
		t.Fatalf("wounds %+v after the Heal space", h.s.Chars[1].Wounds)
	}
}

// What is the player's to say: the Experience of either track split between
// the two (the Experience of one track stays on it); the Source spaces, all
// or none (an Area without a Source gives nothing); the Goods to discard, as
// many as the spaces say or all the character holds if fewer.
func TestPathCoverChoices(t *testing.T) {
	pc := PathCover{Fixed: Covered{Journey: 1}, Experience: 1}
	for _, cv := range []Covered{{Journey: 2}, {Journey: 1, Combat: 1}} {
		if err := pc.Check(cv, Character{}); err != nil {
			t.Errorf("%+v refused: %v", cv, err)
		}
	}
	for _, cv := range []Covered{{Combat: 2}, {Journey: 1}, {Journey: 3}} {
		rulestest.CheckRefused(t, pc.Check(cv, Character{}), fmt.Sprintf("%+v", cv), "thorgal.err.path_cover")
	}
	pc = PathCover{Fixed: Covered{Source: 2, Special: Special{Discard: Goods{Ore: 2}}}}
	ch := Character{Goods: Goods{Ore: 1}}
	if got := pc.Covered(ch).Special.Discard.Ore; got != 1 {
		t.Errorf("%d Ore to discard from 1 held", got)
	}
	// The Ore the Sources give counts as held: 2 discarded then.
	for _, cv := range []Covered{{Special: Special{Discard: Goods{Ore: 1}}},
		{Source: 2, SourceGood: Ore, Special: Special{Discard: Goods{Ore: 2}}}} {
		if err := pc.Check(cv, ch); err != nil {
			t.Errorf("%+v refused: %v", cv, err)
		}
	}
	for _, cv := range []Covered{{Source: 1, SourceGood: Ore, Special: Special{Discard: Goods{Ore: 1}}},
		{Special: Special{Discard: Goods{Ore: 2}}}, {Source: 2, SourceGood: Ore, Special: Special{Discard: Goods{Ore: 1}}}} {
		rulestest.CheckRefused(t, pc.Check(cv, ch), fmt.Sprintf("%+v", cv), "thorgal.err.path_cover")
	}
}

// The helper asks for what it lacks: a card's grid, then the effect of a
// coloured space the tile covers.
func TestJourneyPathAsks(t *testing.T) {
	g := newGame(t, setup(2, Aaricia, Jolan))
	g.do(Command{Kind: CmdDraw, Deck: Terrain, Card: "01"})
	g.do(Command{Kind: CmdRefill})
	g.learn(JourneyKey(1), "O1,I2,I3,L3")
	c := Command{Kind: CmdJourney, Char: 1, Shape: "I2", Cells: cells([2]int{0, 0}, [2]int{0, 1})}
	_, err := Decide(g.s, c, g.r)
	rulestest.Asks(t, err, c, TerrainGridKey("01"))
	g.learn(TerrainGridKey("01"), terrain01)
	g.do(c)
	g.do(journeyAt(g, "I2", [2]int{1, 1}, [2]int{2, 1}))
	tile, _ := polyomino.TileOf("L3", cells([2]int{1, 3}, [2]int{2, 2}, [2]int{2, 3}))
	_, err = g.s.JourneyPlacement(tile)
	rulestest.Asks(t, err, "L3 on the red space", TerrainEffectKey("01", PenaltyRed))
}

// EXHAUSTED TERRAIN DECK: every Terrain card laid and a tile in the last
// column, no Journey at all, placed or said by hand. Each card here is two
// columns of two spaces, the mark on the first (test grids). On the way, the
// rightmost card's marked column reveals the first time only, though no card
// is left to reveal.
func TestJourneyPathEnds(t *testing.T) {
	g := newGame(t, setup(2, Aaricia, Jolan))
	g.start()
	g.learn(JourneyKey(1), "O1,I2,I3,L3")
	for _, card := range Cards(Terrain) {
		g.learn(TerrainGridKey(card), "##/##;1")
	}
	for g.s.Decks[Terrain].CanDraw() {
		g.do(Command{Kind: CmdDraw, Deck: Terrain})
	}
	last := 2*DeckSize(Terrain) - 1
	if len(g.s.Path.Cards) != DeckSize(Terrain) || !g.s.PathTracked() {
		t.Fatalf("path %+v", g.s.Path)
	}
	for at := 0; at < last-2; at += 3 {
		g.do(journeyAt(g, "I3", [2]int{0, at}, [2]int{0, at + 1}, [2]int{0, at + 2}))
	}
	// The last card's marked column: a reveal with no card left to reveal.
	c := journeyAt(g, "I2", [2]int{0, last - 2}, [2]int{0, last - 1})
	if !c.Reveal {
		t.Fatal("the last mark reveals nothing")
	}
	evs := g.do(c)
	rulestest.Says(t, label(c, evs), "Jolan took the Journey tile I2: no Terrain card left to reveal",
		"Jolan pose la tuile Voyage I2\u00a0: plus aucune carte Terrain à révéler")
	// Down the same column: not the first tile there, no reveal.
	if c = journeyAt(g, "O1", [2]int{1, last - 1}); c.Reveal {
		t.Fatal("a second tile in the marked column reveals")
	}
	g.do(c)
	g.do(journeyAt(g, "O1", [2]int{1, last}))
	g.refuse(Command{Kind: CmdJourney, Char: 0, Shape: "O1"}, "thorgal.err.path_end")
	g.refuse(Command{Kind: CmdJourney, Char: 0, Shape: "O1", Cells: cells([2]int{0, last})}, "thorgal.err.path_end")
}

// A Journey said by hand leaves where the path runs unknown: the helper
// refuses from then on, and the table goes on by hand. So does a session
// recorded before the app kept the path (a snapshot without it).
func TestJourneyPathUntracked(t *testing.T) {
	g := pathGame(t)
	g.do(Command{Kind: CmdJourney, Char: 1, Shape: "I2"})
	if g.s.PathTracked() || g.s.Path.Loose != 1 {
		t.Fatalf("path %+v after a Journey by hand", g.s.Path)
	}
	g.refuse(Command{Kind: CmdJourney, Char: 1, Shape: "I2", Cells: cells([2]int{0, 0}, [2]int{0, 1})}, "thorgal.err.path_untracked")
	g.do(Command{Kind: CmdJourney, Char: 1, Shape: "I2", Cover: Covered{Combat: 1}})

	// An old snapshot: the state as stored before the path was kept.
	h := pathGame(t)
	var old map[string]any
	if err := json.Unmarshal([]byte(encode(t, h.s)), &old); err != nil {
		t.Fatal(err)
	}
	delete(old, "path")
	data, _ := json.Marshal(old)
	s, err := Game.DecodeState(data)
	if err != nil {
		t.Fatal(err)
	}
	st := s.(State)
	if st.PathTracked() {
		t.Fatal("an old state's path taken as known")
	}
	c := Command{Kind: CmdJourney, Char: 1, Shape: "I2", Cells: cells([2]int{0, 0}, [2]int{0, 1})}
	_, err = Decide(st, c, h.r)
	rulestest.Refused(t, err, c, "thorgal.err.path_untracked")
	if _, err := Decide(st, Command{Kind: CmdJourney, Char: 1, Shape: "I2", Cover: Covered{Journey: 1}}, h.r); err != nil {
		t.Fatalf("a Journey by hand on an old state: %v", err)
	}
}

// Check refuses a forged placement on import, naming the rule.
func TestCheckJourneyPlacement(t *testing.T) {
	g := pathGame(t)
	g.do(journeyAt(g, "I2", [2]int{0, 0}, [2]int{0, 1}))
	left := polyomino.Tile{Shape: "I2", At: polyomino.Cell{R: 1, C: 0}}
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvJourneyed, Char: 1, Shape: "I2", Tile: left}), "a tile leftward", "thorgal.err.path_left")
	right := polyomino.Tile{Shape: "I2", At: polyomino.Cell{R: 0, C: 2}}
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvJourneyed, Char: 1, Shape: "O1", Tile: right}), "another tile's place", "thorgal.err.event")
	rulestest.CheckRefused(t, Check(g.s, Event{Kind: EvJourneyed, Char: 1, Shape: "P5", Tile: right}), "a tile the track does not allow", "thorgal.err.journey_tile")
	if err := Check(g.s, Event{Kind: EvJourneyed, Char: 1, Shape: "I2", Tile: right}); err != nil {
		t.Errorf("a tile rightward refused: %v", err)
	}
}

func TestTerrainGridEncoding(t *testing.T) {
	for _, v := range []string{terrain01, terrain02, "#;0", "#.#/*r*y*;3", " ##/#.;1 "} {
		g, err := ParseTerrainGrid(v)
		if err != nil {
			t.Errorf("%q refused: %v", v, err)
			continue
		}
		if !ValidPrinted(TerrainGridKey("B2"), v) {
			t.Errorf("%q not valid", v)
		}
		if back, _ := ParseTerrainGrid(FormatTerrainGrid(g)); FormatTerrainGrid(back) != FormatTerrainGrid(g) || back.Mark != g.Mark {
			t.Errorf("%q: round trip %q", v, FormatTerrainGrid(g))
		}
	}
	if g, _ := ParseTerrainGrid(terrain01); g.Mark != 3 || g.PenaltyAt(polyomino.Cell{R: 2, C: 3}) != PenaltyRed || FormatTerrainGrid(g) != terrain01 {
		t.Errorf("card 01 read as %+v, written %q", g, FormatTerrainGrid(g))
	}
	for _, v := range []string{"", "#", "##;3", "#.;2", "h#;1", "!#;1", "r#;1", ".r;0", "#########;1", "#/#/#/#/#/#/#/#/#;1", "...;0", "#;x"} {
		if _, err := ParseTerrainGrid(v); err == nil {
			t.Errorf("%q accepted", v)
		}
	}
	if !ValidPrinted(TerrainEffectKey("03", PenaltyYellow), "threat:1,die:2") || ValidPrinted(TerrainEffectKey("03", PenaltyRed), "threat:0") {
		t.Error("a coloured space's effect misread")
	}
	if ValidPrinted("thorgal.terrain.X9.grid", "#;1") {
		t.Error("a card not in the deck accepted")
	}
}

// A Terrain grid of the path cannot change once tiles lie on it; before the
// first tile it may be corrected, and so may a card not on the path.
func TestPathGridKept(t *testing.T) {
	g := pathGame(t)
	wider := "####/####;1"
	g.learn(TerrainGridKey("01"), terrain01) // the same value again: nothing changes
	g.do(journeyAt(g, "I2", [2]int{0, 0}, [2]int{0, 1}))
	g.refuse(Learn(TerrainGridKey("01"), wider), "thorgal.err.terrain_grid_kept")
	g.learn(TerrainGridKey("03"), wider) // not on the path
	if g.s.Printed[TerrainGridKey("01")] != terrain01 {
		t.Error("the grid under the tiles changed")
	}
}
