package althing

import (
	"testing"

	"skald/i18n"
	"skald/rules/internal/rulestest"
)

// Labels read as the history shows them, in both languages.
func TestLabelsInWords(t *testing.T) {
	en := i18n.New("en")
	tests := []struct {
		cmd    Command
		evs    []Event
		en, fr string
	}{
		{Command{Kind: CmdComplete}, []Event{{Kind: EvCompleted, Who: "p2", Stage: 3, Card: Drakkar}},
			"Player 2 completes Drakkar", "Joueur 2 franchit Drakkar"},
		{Command{Kind: CmdTrick}, []Event{{Kind: EvTricked, Who: "p1", Trick: SymStorm, Target: "p3"}},
			"Player 1 plays Storm on Player 3", "Joueur 1 joue Tempête contre Joueur 3"},
		{Command{Kind: CmdRecruit, Cards: []string{Siggy, Hild}}, []Event{
			{Kind: EvRecruited, Who: "p1", N: 2, Cards: []string{Siggy, Hild}},
			{Kind: EvVikingRevealed, Card: Olaf}, {Kind: EvVikingRevealed, Card: Gudrid, Slot: 1}},
			"Player 1 recruits Siggý, Hild; revealed: Olaf, Gudrid",
			"Joueur 1 recrute Siggý, Hild\u00a0; révélés\u00a0: Olaf, Gudrid"},
		{Command{Kind: CmdPlayThorfinn}, []Event{{Kind: EvThorfinnPlayed, Card: "c", N: 1, Action: ActAxe, Pick: 3}},
			"Thorfinn plays card c: recruits 1, then Axe: discard card 3 from your hand (counting from the left)",
			"Thorfinn joue la carte c\u00a0: recrute 1, puis Hache\u00a0: défaussez la carte 3 de votre main (depuis la gauche)"},
		{Command{Kind: CmdPlayThorfinn}, []Event{{Kind: EvThorfinnPlayed, Card: "e", N: 2, Action: ActShortageWood}},
			"Thorfinn plays card e: recruits 2, then wood shortage: no wood for you this turn", ""},
		{Command{Kind: CmdDealTrack}, []Event{{Kind: EvTrackDealt, Stages: []Stage{{Card: Vegvisir, Side: SideB}, {Card: Snekkar, Side: SideA}}}},
			"Saga track laid out: Vegvisir B, Snekkar A", "Piste de la saga disposée\u00a0: Vegvisir B, Snekkar A"},
		{Command{Kind: CmdRecruit}, []Event{{Kind: EvRecruited, Who: "p3", N: 1}},
			"Player 3 recruits 1 Viking", "Joueur 3 recrute 1 Viking"},
		{Command{Kind: CmdDodge}, []Event{{Kind: EvDodged, Who: "p2", Trick: SymAxe}},
			"Player 2 dodges the Axe with Shield", "Joueur 2 pare Hache avec Bouclier"},
		{Learn("althing.need.kernelyd.b.gold", "2"), []Event{{Kind: EvLearned, Key: "althing.need.kernelyd.b.gold", Value: "2"}},
			"From the box: What does Kernelyd (side B) ask for in gold? 2", ""},
		{Learn("althing.thorfinn.c.action", ActAxe), []Event{{Kind: EvLearned, Key: "althing.thorfinn.c.action", Value: ActAxe}},
			"From the box: Thorfinn's card c: what does he do after recruiting? Axe", ""},
		{Command{Kind: CmdComplete}, []Event{{Kind: EvCompleted, Who: "p1", Stage: 5, Card: Althing}},
			"Player 1 completes the last stage: Althing", "Joueur 1 franchit la dernière étape\u00a0: Althing"},
	}
	for _, tc := range tests {
		rulestest.Says(t, Label(tc.cmd, tc.evs), tc.en, tc.fr)
	}
	if got := en.Msg(Label(Command{Kind: CmdEndPhase}, nil)); got == "" {
		t.Error("a command without events still gets a label")
	}
}

// Every step and outcome of a played game renders in both languages (no
// message ID left showing).
func TestStepsRender(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	s := solo(t, Setup{Assembly: true}, testProfile())
	s = thorfinn(t, s, "e")
	for _, loc := range []*i18n.Localizer{en, fr} {
		for _, st := range Steps(s) {
			if got := loc.Msg(st.Msg); got == st.Msg.ID || got == "" {
				t.Errorf("%s: step %s does not render", loc.Lang(), st.Msg.ID)
			}
		}
	}
	if got := en.Msg(Steps(s)[0].Msg); got != "Thorfinn — turn up his card" {
		t.Errorf("first step %q", got)
	}
}

// A solo game's headline names the difficulty once, and the track only when
// it is not the usual normal game ("normal" never reads twice).
func TestSoloEntryTitle(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	for _, c := range []struct {
		e      CampaignEntry
		en, fr string
	}{
		{CampaignEntry{Solo: true, Mode: ModeNormal}, "Against Thorfinn · normal mode", "Contre Thorfinn · mode normal"},
		{CampaignEntry{Solo: true, Mode: ModeNormal, Hard: true}, "Against Thorfinn · hard mode", "Contre Thorfinn · mode difficile"},
		{CampaignEntry{Solo: true, Mode: ModeNew}, "Against Thorfinn · normal mode · New game (sides A and B)", "Contre Thorfinn · mode normal · Nouvelle partie (faces A et B)"},
		{CampaignEntry{Solo: true, Mode: ModeNew, Hard: true}, "Against Thorfinn · hard mode · New game (sides A and B)", "Contre Thorfinn · mode difficile · Nouvelle partie (faces A et B)"},
	} {
		if got := en.Msg(EntryTitle(c.e)); got != c.en {
			t.Errorf("en %+v: %q, want %q", c.e, got, c.en)
		}
		if got := fr.Msg(EntryTitle(c.e)); got != c.fr {
			t.Errorf("fr %+v: %q, want %q", c.e, got, c.fr)
		}
	}
}
