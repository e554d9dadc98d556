package althing

import (
	"slices"
	"testing"
)

// The Assembly tracked by name: five face up (four in solo), each recruit's
// slot refilled at once (by the app, or named by the table), a Plot's two
// cards under the deck, coming back only when the rest is gone.
func TestAssembly(t *testing.T) {
	s := newGame(t, Setup{Mode: ModeNormal, Players: 2, Assembly: true}, testProfile())
	s, _ = do(t, s, Command{Kind: CmdDealTrack, Stages: []Stage{{Card: Eldaskali}, {Card: Snekkar}, {Card: Knorrer}, {Card: Vegvisir}}})
	refused(t, s, Command{Kind: CmdBegin}, "althing.err.assembly_not_full")
	s, _ = do(t, s, Command{Kind: CmdFillAssembly, Cards: []string{Hild, Hild}})
	refused(t, s, Command{Kind: CmdFillAssembly, Cards: []string{Hild}}, "althing.err.viking_gone")
	refused(t, s, Command{Kind: CmdFillAssembly, Cards: []string{"ragnar"}}, "althing.err.viking")
	s, _ = do(t, s, Command{Kind: CmdFillAssembly, Cards: []string{Olaf, Gudrid, Floki}})
	if !slices.Equal(s.Assembly.Row, []string{Hild, Hild, Olaf, Gudrid, Floki}) || s.Assembly.Deck.Size() != 25 {
		t.Fatalf("row %v, deck %d", s.Assembly.Row, s.Assembly.Deck.Size())
	}
	refused(t, s, Command{Kind: CmdFillAssembly}, "althing.err.assembly_full")
	s, _ = do(t, s, Command{Kind: CmdBegin})

	refused(t, s, Command{Kind: CmdRecruit, Cards: []string{Bjorn}}, "althing.err.not_in_row")
	refused(t, s, Command{Kind: CmdRecruit, Cards: []string{Hild, Hild, Hild}}, "althing.err.not_in_row")
	s, evs := do(t, s, Command{Kind: CmdRecruit, Cards: []string{Hild, Hild}})
	if len(evs) != 3 || s.Assembly.Empty() != 0 || !slices.Equal(s.Assembly.Taken, []string{Hild, Hild}) {
		t.Fatalf("recruit events %+v, row %v", evs, s.Assembly.Row)
	}
	if s.Assembly.InRow(Hild) != 0 || s.Assembly.Deck.Count(Hild) != 0 {
		t.Fatal("a third Hild appeared")
	}
	// Table mode: the slot waits for the card the table reveals.
	s, _ = do(t, s, Command{Kind: CmdRecruit, Cards: []string{Olaf}, Table: true})
	if s.Assembly.Empty() != 1 || Steps(s)[0].Msg.ID != "althing.step.refill" {
		t.Fatalf("row %v, steps %v", s.Assembly.Row, stepIDs(Steps(s)))
	}
	s, _ = do(t, s, Command{Kind: CmdFillAssembly, Cards: []string{Sigvaar}})
	if s.Assembly.Row[2] != Sigvaar {
		t.Fatalf("row %v", s.Assembly.Row)
	}
	// Plot: two face-up cards under the deck, two new ones in their slots.
	plotted := []string{s.Assembly.Row[3], s.Assembly.Row[4]}
	refused(t, s, Command{Kind: CmdPlot, Cards: plotted[:1]}, "althing.err.plot_count")
	s, _ = do(t, s, Command{Kind: CmdPlot, Cards: plotted})
	if !slices.Equal(s.Assembly.Under, plotted) || s.Assembly.Empty() != 0 {
		t.Fatalf("under %v, row %v", s.Assembly.Under, s.Assembly.Row)
	}
	// Empty the deck: the plotted cards come up last, in order.
	for s.Assembly.Deck.Size() > 0 {
		s, _ = do(t, s, Command{Kind: CmdRecruit, Cards: []string{s.Assembly.Row[0]}})
		if s.ActiveID() == "p1" && s.Assembly.Deck.Size()%3 == 0 {
			s = endPhase(t, s)
			s = endPhase(t, s)
		}
	}
	s, _ = do(t, s, Command{Kind: CmdRecruit, Cards: []string{s.Assembly.Row[0]}, Table: true})
	refused(t, s, Command{Kind: CmdFillAssembly, Cards: []string{plotted[1]}}, "althing.err.under")
	s, _ = do(t, s, Command{Kind: CmdFillAssembly})
	if s.Assembly.Row[0] != plotted[0] || len(s.Assembly.Under) != 1 {
		t.Fatalf("row %v, under %v", s.Assembly.Row, s.Assembly.Under)
	}
	s, _ = do(t, s, Command{Kind: CmdRecruit, Cards: []string{s.Assembly.Row[0]}})
	s, _ = do(t, s, Command{Kind: CmdRecruit, Cards: []string{s.Assembly.Row[0]}})
	if s.Assembly.Empty() != 1 || s.Assembly.Left() != 0 || s.Assembly.Waiting() != 0 {
		t.Fatalf("the Assembly deck is out: row %v", s.Assembly.Row)
	}
	refused(t, s, Command{Kind: CmdFillAssembly}, "althing.err.assembly_full")
	do(t, s, Command{Kind: CmdEndPhase}) // the game goes on with what was recruited
}

// Thorfinn's recruits, with the Assembly tracked, are named by the table
// before the player goes on.
func TestThorfinnTakes(t *testing.T) {
	s := solo(t, Setup{Assembly: true}, testProfile())
	if len(s.Assembly.Row) != 4 {
		t.Fatalf("solo Assembly row %d", len(s.Assembly.Row))
	}
	s = thorfinn(t, s, "b") // recruits 2
	if s.Thorfinn.Owed != 2 || !slices.Equal(Allowed(s), []string{CmdDodge, CmdThorfinnTakes}) {
		t.Fatalf("owed %d, allowed %v", s.Thorfinn.Owed, Allowed(s))
	}
	refused(t, s, Command{Kind: CmdEndPhase}, "althing.err.thorfinn_owes")
	first := s.Assembly.Row[1]
	s, _ = do(t, s, Command{Kind: CmdThorfinnTakes, Cards: []string{first}})
	s, _ = do(t, s, Command{Kind: CmdThorfinnTakes, Cards: []string{s.Assembly.Row[0]}})
	if s.Thorfinn.Owed != 0 || s.Thorfinn.Hand != 2 || len(s.Assembly.Taken) != 2 || s.Assembly.Empty() != 0 {
		t.Fatalf("Thorfinn %+v, Assembly %+v", *s.Thorfinn, *s.Assembly)
	}
	refused(t, s, Command{Kind: CmdThorfinnTakes, Cards: []string{s.Assembly.Row[0]}}, "althing.err.thorfinn_takes")
	do(t, s, Command{Kind: CmdRecruit, Cards: []string{s.Assembly.Row[0]}})
}
