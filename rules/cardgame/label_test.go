package cardgame

import (
	"testing"

	"skald/i18n"
	"skald/rules/internal/rulestest"
)

// Labels read as the history shows them, in both languages.
func TestLabelsInWords(t *testing.T) {
	en := i18n.New("en")
	tests := []struct {
		ev     Event
		en, fr string
	}{
		{Event{Kind: EvFate, Player: Vikings, To: FateHand, N: 3},
			"Vikings: 3 cards drawn to the hand", "Vikings\u00a0: 3 cartes piochées en main"},
		{Event{Kind: EvFate, Player: Outlaws, To: FatePool, N: 1},
			"Outlaws: 1 card to the pool", "Hors-la-loi\u00a0: 1 carte dans la réserve"},
		{Event{Kind: EvResolved, Land: fortifiedPort, Name: "Fortified Port", Success: true,
			Party: Attrs{5, 3, 3}, LandAttrs: Attrs{4, 0, 0}, Opponent: Attrs{1, 1, 1}},
			"Journey to Fortified Port succeeds: 5/3/3 against 5/1/1",
			"Le voyage vers Fortified Port réussit\u00a0: 5/3/3 contre 5/1/1"},
		{Event{Kind: EvOpposed, Player: Lords, Oppose: OpposePaid, Cost: 2},
			"Lords: opposes with a companion, paying 2 cards",
			"Seigneurs\u00a0: opposition d'un compagnon, 2 cartes payées"},
		{Event{Kind: EvChosen, Player: Visitors, Land: LandID(Lords, 3)},
			"Visitors: journey to Lords land 3", "Visiteurs\u00a0: voyage vers Terre 3 des Seigneurs"},
		{Event{Kind: EvActed, Player: Lords, Act: ActLand, Land: fortifiedPort, Name: "Fortified Port"},
			"Lords: bane effect of Fortified Port (once this round)",
			"Seigneurs\u00a0: effet Fléau (Fortified Port), une fois cette manche"},
		{Event{Kind: EvJourneyEnded, Player: Vikings, Land: fortifiedPort, Name: "Fortified Port", Success: true, Effect: EffectUsed},
			"Vikings: Fortified Port conquered, a horn, land effect used",
			"Vikings\u00a0: Fortified Port conquise, un cor, effet de la terre utilisé"},
		{Event{Kind: EvSwapped, Player: Lords, N: 4},
			"Roles swap — destiny player in round 4: Lords",
			"Échange des rôles — joueur Destin à la manche 4\u00a0: Seigneurs"},
		{Event{Kind: EvReturned, Land: fortifiedPort, Name: "Fortified Port", Success: true, Oppose: OpposeFree},
			"Back from Fortified Port, attached cards and the opposing companion destroyed",
			"Retour depuis Fortified Port, cartes attachées et compagnon opposé détruits"},
		{Event{Kind: EvUpkeep, Player: Lords, Upkeep: UpkeepDamage},
			"Lords: 2 damage taken to keep a companion", "Seigneurs\u00a0: 2 dégâts subis pour garder un compagnon"},
	}
	for _, tc := range tests {
		rulestest.Says(t, Label(Command{}, []Event{tc.ev}), tc.en, tc.fr)
	}
	if got := en.Msg(Label(Command{Kind: CmdSwap}, nil)); got == "" {
		t.Error("a command without events still gets a label")
	}
}

// The history names the person when a name was typed at setup, in both
// languages; a log kept before names were stored still reads by faction.
func TestLabelsNamePlayers(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	su := duel()
	su.Players[0].Name, su.Players[1].Name = "Anna", "Ben"
	s := newGame(t, su, testProfile())
	evs, err := Decide(s, Command{Kind: CmdFate, Player: su.Players[0].Faction, To: FateHand, N: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if evs[0].Who != "Anna" {
		t.Fatalf("the event does not keep the player's name: %+v", evs[0])
	}
	faction := en.Msg(FactionName(su.Players[0].Faction))
	m := Label(Command{}, evs)
	if got, want := en.Msg(m), "Anna ("+faction+"): 2 cards drawn to the hand"; got != want {
		t.Errorf("en: %q, want %q", got, want)
	}
	if got, want := fr.Msg(m), "Anna ("+fr.Msg(FactionName(su.Players[0].Faction))+")\u00a0: 2 cartes piochées en main"; got != want {
		t.Errorf("fr: %q, want %q", got, want)
	}
	tests := []struct {
		ev     Event
		en, fr string
	}{
		{Event{Kind: EvPassed, Player: Lords, Who: "Anna"}, "Anna (Lords): pass", "Anna (Seigneurs)\u00a0: passe"},
		{Event{Kind: EvPassed, Player: Lords}, "Lords: pass", "Seigneurs\u00a0: passe"},
		{Event{Kind: EvSwapped, Player: Vikings, Who: "Ben", N: 2},
			"Roles swap — destiny player in round 2: Ben (Vikings)",
			"Échange des rôles — joueur Destin à la manche 2\u00a0: Ben (Vikings)"},
		{Event{Kind: EvLearned, Key: LandAttrKey(LandID(Lords, 3), Bravery), Value: "2"},
			"Lords land 3: 2 Bravery symbols entered", "Terre 3 des Seigneurs\u00a0: 2 symboles Bravoure indiqués"},
		{Event{Kind: EvLearned, Key: LandNameKey(LandID(Vikings, 5)), Value: "Misty Shore"},
			"Name of Vikings land 5 entered: Misty Shore", "Nom de la Terre 5 des Vikings indiqué\u00a0: Misty Shore"},
		{Event{Kind: EvLearned, Key: "cardgame.other", Value: "7"},
			"Printed value entered: 7", "Valeur imprimée indiquée\u00a0: 7"},
	}
	for _, tc := range tests {
		rulestest.Says(t, Label(Command{}, []Event{tc.ev}), tc.en, tc.fr)
	}
}

// A name in an event must be the seat's; none (an old log) is accepted.
func TestCheckWho(t *testing.T) {
	su := duel()
	su.Players[0].Name = "Anna"
	s := newGame(t, su, testProfile())
	f := su.Players[0].Faction
	for _, tc := range []struct {
		who string
		ok  bool
	}{{"", true}, {"Anna", true}, {"Mallory", false}} {
		err := Check(s, Event{Kind: EvFate, Player: f, Who: tc.who, To: FateHand, N: 1})
		if (err == nil) != tc.ok {
			t.Errorf("who %q: %v", tc.who, err)
		}
	}
}
