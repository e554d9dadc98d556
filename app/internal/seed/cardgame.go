package seed

import (
	"fmt"
	"strconv"

	"skald/rules/cardgame"
	"skald/tracker"
)

// The card game's example table: Anna plays the Lords with two starting
// companions and is the first destiny player; Ben plays the Vikings with one.
// In play: Lords lands 2 and 4, Vikings lands 1, 2, 3 and 5.
//
// The land names and symbols are example data typed into the box profile, not
// the real cards', except Fortified Port (4 Bravery, no Cunning, no Power), the
// land of the rulebook's worked journey, filed here as the Vikings' land 1.
var (
	CardgameFortifiedPort = cardgame.LandID(cardgame.Vikings, 1)
	cardgameLands         = []string{cardgame.LandID(cardgame.Lords, 2), cardgame.LandID(cardgame.Lords, 4),
		CardgameFortifiedPort, cardgame.LandID(cardgame.Vikings, 2), cardgame.LandID(cardgame.Vikings, 3), cardgame.LandID(cardgame.Vikings, 5)}
)

// CardgameSetup is the example table's setup.
func CardgameSetup() cardgame.Setup {
	return cardgame.Setup{
		Players: []cardgame.Player{
			{Name: "Anna", Faction: cardgame.Lords, Companions: 2},
			{Name: "Ben", Faction: cardgame.Vikings, Companions: 1},
		},
		First: 0,
		Lands: append([]string(nil), cardgameLands...),
	}
}

// CardgameProfile teaches the box profile the names and symbols of the
// example table's six lands (except the keys in skip).
func CardgameProfile(store *tracker.Store, skip ...string) error {
	values := map[string]string{}
	for i, id := range cardgameLands {
		values[cardgame.LandNameKey(id)] = "Example land " + string(rune('A'+i))
		values[cardgame.LandAttrKey(id, cardgame.Bravery)] = strconv.Itoa(1 + i%3)
		values[cardgame.LandAttrKey(id, cardgame.Cunning)] = strconv.Itoa(i % 2)
		values[cardgame.LandAttrKey(id, cardgame.Power)] = strconv.Itoa(2 - i%3)
	}
	values[cardgame.LandNameKey(CardgameFortifiedPort)] = "Fortified Port"
	values[cardgame.LandAttrKey(CardgameFortifiedPort, cardgame.Bravery)] = "4"
	values[cardgame.LandAttrKey(CardgameFortifiedPort, cardgame.Cunning)] = "0"
	values[cardgame.LandAttrKey(CardgameFortifiedPort, cardgame.Power)] = "0"
	return setPrinted(store, cardgame.Game.ID(), values, skip)
}

// Points of the example game CardgameSession can stop at.
const (
	CardgameAtFate    = "fate"    // round 1, Gods' fate, nothing done
	CardgameAtDawn    = "dawn"    // round 1, Dawn: Anna played a companion
	CardgameAtChoose  = "choose"  // round 1, Journey step 1: Anna to choose a land
	CardgameAtNewLand = "newland" // the same, the symbols of Lords land 2 (Example land A) not known yet
	CardgameAtOppose  = "oppose"  // round 1, Journey step 1: Ben to oppose or not
	CardgameAtEnd     = "end"     // round 1, Journey step 5: Anna conquered, the land's effect to use or decline
	CardgameAtUpkeep  = "upkeep"  // round 1, Dusk: Anna conquered a land; her two companions to check
	CardgameAtCleanup = "cleanup" // round 1, Dusk: the upkeep done, the clean-up to do
	CardgameAtResolve = "resolve" // round 2: Ben's journey to Fortified Port, Anna opposing for free
	CardgameAtBane    = "bane"    // round 3, Dawn: Ben may use the bane effect of the land Anna conquered
	CardgameAtLost    = "lost"    // round 3, Dawn: Anna cannot pay 3 damage and loses
	CardgameAtWon     = "won"     // Anna wins with her third horn in round 5
)

// CardgameSession starts the example game with a full profile and plays it,
// the way the table would enter it, up to the point at.
func CardgameSession(store *tracker.Store, title, at string) (*tracker.Session, error) {
	if err := CardgameProfile(store); err != nil {
		return nil, err
	}
	if at == CardgameAtNewLand {
		id := cardgame.LandID(cardgame.Lords, 2)
		var keys []string
		for _, a := range cardgame.Attributes {
			keys = append(keys, cardgame.LandAttrKey(id, a))
		}
		if err := store.ClearPrinted(cardgame.Game.ID(), keys...); err != nil {
			return nil, err
		}
	}
	sess, err := store.NewSession(cardgame.Game, title, CardgameSetup())
	if err != nil {
		return nil, err
	}
	if at == CardgameAtFate {
		return sess, nil
	}
	p := &cgPlayer{sess: sess}
	p.fate(3, 2)
	p.do(cardgame.Command{Kind: cardgame.CmdAct, Player: cardgame.Lords, Act: cardgame.ActCompanion})
	if at == CardgameAtDawn {
		return sess, p.err
	}
	p.do(cardgame.Command{Kind: cardgame.CmdPass, Player: cardgame.Vikings})
	p.do(cardgame.Command{Kind: cardgame.CmdPass, Player: cardgame.Lords})
	if at == CardgameAtChoose || at == CardgameAtNewLand {
		return sess, p.err
	}
	p.do(cardgame.Command{Kind: cardgame.CmdChoose, Land: cardgame.LandID(cardgame.Lords, 2)})
	if at == CardgameAtOppose {
		return sess, p.err
	}
	p.do(cardgame.Command{Kind: cardgame.CmdOppose, Oppose: cardgame.OpposeNone})
	p.passBoth()
	p.do(cardgame.Command{Kind: cardgame.CmdResolve, Party: cardgame.Attrs{Bravery: 4, Cunning: 3, Power: 3}})
	p.do(cardgame.Command{Kind: cardgame.CmdReturn})
	if at == CardgameAtEnd {
		return sess, p.err
	}
	p.do(cardgame.Command{Kind: cardgame.CmdEndJourney, Effect: cardgame.EffectUsed})
	p.passBoth()
	if at == CardgameAtUpkeep {
		return sess, p.err
	}
	p.upkeepAll()
	if at == CardgameAtCleanup {
		return sess, p.err
	}
	p.endRound()
	// Round 2: Ben journeys to Fortified Port; Anna opposes for free.
	p.fate(2, 5)
	p.passBoth()
	p.do(cardgame.Command{Kind: cardgame.CmdChoose, Land: CardgameFortifiedPort})
	p.do(cardgame.Command{Kind: cardgame.CmdOppose, Oppose: cardgame.OpposeFree})
	p.passBoth()
	if at == CardgameAtResolve {
		return sess, p.err
	}
	p.do(cardgame.Command{Kind: cardgame.CmdResolve, Party: cardgame.Attrs{Bravery: 2}, Opponent: cardgame.Attrs{Bravery: 1, Cunning: 1, Power: 1}})
	p.do(cardgame.Command{Kind: cardgame.CmdReturn})
	p.do(cardgame.Command{Kind: cardgame.CmdEndJourney})
	p.passBoth()
	p.upkeepAll()
	p.endRound()
	if at == CardgameAtBane || at == CardgameAtLost {
		p.fate(4, 3)
		if at == CardgameAtLost {
			p.do(cardgame.Command{Kind: cardgame.CmdDamage, Player: cardgame.Lords, N: 3, Unpaid: true})
		}
		return sess, p.err
	}
	// Rounds 3 to 5: Anna takes two more lands around a quiet round of Ben's.
	big := cardgame.Attrs{Bravery: 9, Cunning: 9, Power: 9}
	for _, land := range []string{cardgame.LandID(cardgame.Lords, 4), "", cardgame.LandID(cardgame.Vikings, 2)} {
		p.fate(4, 3)
		p.passBoth()
		if land == "" {
			p.journey(cardgame.LandID(cardgame.Vikings, 3), cardgame.Attrs{}, "")
		} else {
			p.journey(land, big, cardgame.EffectDeclined)
		}
		if p.err != nil || sess.State().(cardgame.State).Over() {
			break
		}
		p.passBoth()
		p.upkeepAll()
		p.endRound()
	}
	if p.err == nil && !sess.State().(cardgame.State).Over() {
		p.err = fmt.Errorf("seed: the example game did not end")
	}
	return sess, p.err
}

// cgPlayer sends the example's commands, keeping the first failure.
type cgPlayer struct {
	sess *tracker.Session
	err  error
}

func (p *cgPlayer) do(c cardgame.Command) {
	if p.err != nil {
		return
	}
	if err := p.sess.Do(c); err != nil {
		p.err = fmt.Errorf("seed: %s: %w", c.Kind, err)
	}
}

func (p *cgPlayer) state() cardgame.State { return p.sess.State().(cardgame.State) }

// fate splits both players' points: hand cards to the hand, the rest to the
// pool (destiny cgPlayer first).
func (p *cgPlayer) fate(destinyHand, baneHand int) {
	s := p.state()
	for _, x := range []struct {
		f    string
		hand int
	}{{s.DestinyFaction(), destinyHand}, {s.BaneFaction(), baneHand}} {
		if x.hand > 0 {
			p.do(cardgame.Command{Kind: cardgame.CmdFate, Player: x.f, To: cardgame.FateHand, N: x.hand})
		}
		p.do(cardgame.Command{Kind: cardgame.CmdFate, Player: x.f, To: cardgame.FatePool, N: cardgame.FatePoints - x.hand})
	}
}

// passBoth closes a window: the cgPlayer to act passes, then the other.
func (p *cgPlayer) passBoth() {
	s := p.state()
	first := s.Turn()
	if first == "" {
		first = s.BaneFaction()
	}
	p.do(cardgame.Command{Kind: cardgame.CmdPass, Player: first})
	p.do(cardgame.Command{Kind: cardgame.CmdPass, Player: s.Opponent(first)})
}

// journey goes from the choice of land to the journey's end, unopposed.
func (p *cgPlayer) journey(land string, party cardgame.Attrs, effect string) {
	p.do(cardgame.Command{Kind: cardgame.CmdChoose, Land: land})
	p.do(cardgame.Command{Kind: cardgame.CmdOppose, Oppose: cardgame.OpposeNone})
	p.passBoth()
	p.do(cardgame.Command{Kind: cardgame.CmdResolve, Party: party})
	p.do(cardgame.Command{Kind: cardgame.CmdReturn})
	if p.err == nil && !cardgame.EffectOwed(p.state()) {
		effect = ""
	}
	p.do(cardgame.Command{Kind: cardgame.CmdEndJourney, Effect: effect})
}

func (p *cgPlayer) upkeepAll() {
	for p.err == nil && p.state().Step == cardgame.StepUpkeep {
		p.do(cardgame.Command{Kind: cardgame.CmdUpkeep, Upkeep: cardgame.UpkeepMet})
	}
}

func (p *cgPlayer) endRound() {
	p.do(cardgame.Command{Kind: cardgame.CmdCleanup})
	p.do(cardgame.Command{Kind: cardgame.CmdSwap})
}
