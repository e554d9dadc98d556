package althing

import (
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/althing"
)

// A dodge is played from the hand: a target left with no card is not offered
// one, and the board says why (the Troll stands).
func TestAlthingDodgeNeedsACard(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			if lang == "fr" {
				e.StartIn("fr")
			}
			sess, err := seed.AlthingNewGame(e.Store, "Empty hand")
			if err != nil {
				t.Fatal(err)
			}
			cmds := []althing.Command{{Kind: althing.CmdBegin}}
			for range 4 {
				cmds = append(cmds, althing.Command{Kind: althing.CmdTrick, Trick: althing.SymAxe, Target: "p2", Table: true})
			}
			for _, c := range cmds {
				if err := sess.Do(c); err != nil {
					t.Fatalf("%+v: %v", c, err)
				}
			}
			e.Open(sess, nil)
			words := map[string][4]string{
				"en": {"Player 2 dodges: Shield", "Troll on Player 2", "Player 2 has no card left in hand to dodge with.", "Player 2 dodges"},
				"fr": {"Joueur 2 pare\u00a0: Bouclier", "Troll contre Joueur 2", "Joueur 2 n'a plus de carte en main pour parer.", "Joueur 2 pare"},
			}[lang]
			// The fourth Axe takes the last card: a Shield can still be that card.
			e.MustShow(words[0])
			e.Tap(words[1])
			if alState(e).Last == nil || alState(e).Last.Trick != althing.SymTroll {
				t.Fatalf("no Troll played: %+v", alState(e).Last)
			}
			e.MustShow(words[2])
			if e.Shows(words[3]) {
				t.Fatalf("a dodge offered to an empty hand: %q", e.Texts())
			}
		})
	}
}

// Thorfinn's card shows a Troll but both his Trolls are out: the card says
// he plays none, before and after, no Untroll is offered, and the history
// says what happened.
func TestAlthingThorfinnTrollsBothOut(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.AlthingProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"a", "f"} { // example data: his Troll cards here
		if err := e.Store.SetPrinted(althing.Game.ID(), "althing.thorfinn."+c+".action", althing.ActTroll); err != nil {
			t.Fatal(err)
		}
	}
	sess, err := e.Store.NewSession(althing.Game, "Trolls", althing.Setup{Mode: althing.ModeNormal, Players: 1, Solo: true})
	if err != nil {
		t.Fatal(err)
	}
	cmds := []althing.Command{{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
		{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Knorrer, Side: althing.SideA},
		{Card: althing.Kernelyd, Side: althing.SideA}, {Card: althing.Snekkar, Side: althing.SideA}}},
		{Kind: althing.CmdBegin}}
	for _, c := range []string{"a", "b"} {
		cmds = append(cmds, althing.Command{Kind: althing.CmdRevealThorfinn, Card: c},
			althing.Command{Kind: althing.CmdPlayThorfinn, Table: true}, althing.Command{Kind: althing.CmdEndPhase})
	}
	cmds = append(cmds, althing.Command{Kind: althing.CmdRevealThorfinn, Card: "f"})
	for _, c := range cmds {
		if err := sess.Do(c); err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
	}
	e.Open(sess, nil)
	e.MustShow("His Trolls beside him: 0 of 2")
	e.MustShow("Card f: recruits 1, then no Troll: both of his are already out")
	e.Tap("Play Thorfinn's card f")
	e.MustShow("Card f: recruits 1, then no Troll: both of his are already out")
	if got := alState(e).TrollsIn("p1"); len(got) != 2 || alState(e).Last != nil {
		t.Fatalf("Trolls in p1 %v, last %+v", got, alState(e).Last)
	}
	if e.Shows("Player 1 dodges: Untroll") {
		t.Fatal("an Untroll offered against a Troll never played")
	}
	h, err := e.Frame().Sess.History(0, 1)
	if err != nil || len(h) != 1 {
		t.Fatalf("history %v %v", h, err)
	}
	if got := e.U.Loc.Msg(h[0].Label); got != "Thorfinn plays card f: recruits 1, then no Troll: both of his are already out" {
		t.Fatalf("history says %q", got)
	}
}

// While the Vikings Thorfinn's card recruits are still to be named, the
// player's actions say so once, and offer nothing the rules would refuse.
func TestAlthingActionsWaitForThorfinnsRecruits(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.AlthingProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	sess, err := e.Store.NewSession(althing.Game, "Owed", althing.Setup{Mode: althing.ModeNormal, Players: 1, Solo: true, Assembly: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []althing.Command{{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
		{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Knorrer, Side: althing.SideA},
		{Card: althing.Kernelyd, Side: althing.SideA}, {Card: althing.Snekkar, Side: althing.SideA}}},
		{Kind: althing.CmdFillAssembly}, {Kind: althing.CmdBegin},
		{Kind: althing.CmdRevealThorfinn, Card: "b"}, {Kind: althing.CmdPlayThorfinn}} {
		if err := sess.Do(c); err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
	}
	e.Open(sess, nil)
	e.MustShow("Name the Vikings Thorfinn recruits first (2 left).")
	for _, s := range []string{"Untroll: send", "Plot: two Vikings", "Axe: Name the Vikings", "Recruit: tap"} {
		if e.Shows(s) {
			t.Fatalf("%q offered while Thorfinn's recruits are unnamed: %q", s, e.Texts())
		}
	}
	e.MustShow("Player 1 dodges: Untroll") // a reaction to his Troll stays open
	for range 2 {
		v := althingFirstFaceUp(alState(e).Assembly)
		e.Tap(e.U.Loc.Msg(althing.VikingName(v)) + ": Thorfinn takes")
	}
	e.MustShow("Untroll: send Thorfinn's Troll home")
	e.MustShow("Recruit: tap a face-up Viking in the Assembly below.")
	if e.Shows("Name the Vikings Thorfinn recruits first") {
		t.Fatal("still waiting for Thorfinn's recruits")
	}
}

// Thorfinn's corner says when the player dodged his card's trick.
func TestAlthingThorfinnCardSaysDodged(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.AlthingSolo(e.Store, "Dodged"))
	e.MustShow("Card c: recruits 1, then Axe: you discard a random card")
	e.Tap("Player 1 dodges: Shield")
	e.MustShow("Card c: recruits 1, then Axe: you discard a random card (dodged with Shield)")
}
