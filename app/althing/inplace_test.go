package althing

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/althing"
	"skald/tracker"
)

// alBenchSession is the benchmark's game: the track and the Assembly named
// as at the table, everyone on the first stage, Player 1's Troll on
// Player 2's deck.
func alBenchSession(store *tracker.Store) (*tracker.Session, error) {
	if err := seed.AlthingProfile(store); err != nil {
		return nil, err
	}
	sess, err := store.NewSession(althing.Game, "Bench", althing.Setup{Mode: althing.ModeNormal, Players: 3, Assembly: true})
	if err != nil {
		return nil, err
	}
	complete, end := althing.Command{Kind: althing.CmdComplete}, althing.Command{Kind: althing.CmdEndPhase}
	for _, c := range []althing.Command{
		{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
			{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Drakkar, Side: althing.SideA},
			{Card: althing.Snekkar, Side: althing.SideA}, {Card: althing.Vegvisir, Side: althing.SideA}}},
		{Kind: althing.CmdFillAssembly, Cards: []string{althing.Gudrid, althing.Floki, althing.Hild, althing.Aslaug, althing.Olaf}},
		{Kind: althing.CmdBegin},
		complete, end, complete, end, complete, end, // off Sacred Ground
		{Kind: althing.CmdTrick, Trick: althing.SymTroll, Target: "p2"},
	} {
		if err := sess.Do(c); err != nil {
			return nil, err
		}
	}
	return sess, nil
}

// A tap changes the board's widgets in place, and every change shows: the
// phase passes (heading, the playing mark, the bar's tile), a trick shows on
// its target's card and offers the dodge, a Viking recruited empties its
// slot until the table names the one turned up.
func TestAlthingUpdatesInPlace(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	sess, err := alBenchSession(e.Store)
	if err != nil {
		t.Fatal(err)
	}
	alOpen(e, sess.Info().ID)
	b := e.Frame().B.(*althingBoard)
	e.MustShow("Turn 2: Player 1's phase")
	e.MustShow("▶ Player 1 (playing)")
	e.MustShow("Trolls in their deck: Player 1")
	end := alBarTile(e, "End Player 1's phase")
	if end == nil {
		t.Fatalf("no End phase tile; texts %q", e.Texts())
	}
	race := b.race.box.Objects[0]
	troll := b.actions.tile("althing-troll", 0)

	e.Tap("End Player 1's phase: discard, draw up to 4")
	e.MustShow("Turn 2: Player 2's phase")
	e.MustShow("▶ Player 2 (playing)")
	e.MustShow("Player 2's actions")
	if e.Shows("▶ Player 1 (playing)") {
		t.Fatal("Player 1 is still marked as playing")
	}
	if alBarTile(e, "End Player 2's phase") != end || b.race.box.Objects[0] != race || b.actions.tile("althing-troll", 0) != troll {
		t.Fatal("a widget was made again instead of updated")
	}
	if alPanelMarked(b.race.box.Objects[0]) || !alPanelMarked(b.race.box.Objects[1]) {
		t.Fatal("the playing border did not move to Player 2's card")
	}

	e.Tap("Storm on Player 1")
	e.MustShow("Storm from Player 2 on STORMUR: no recruiting and no stage in their next phase")
	e.MustShow("Player 1 dodges: Great Weather")
	e.MustShow("Storm Troll with Player 1")

	e.Tap("Gudrid: recruit")
	if alState(e).Assembly.Row[0] != "" {
		t.Fatalf("Gudrid not recruited: %v", alState(e).Assembly.Row)
	}
	e.MustShow("(empty)")
	e.MustShow("1 Viking recruited so far")
	e.TapPrefix("Enter the Viking turned up")
	e.TapPrefix("Horik")
	e.MustShow("Horik: recruit")
	if e.Shows("(empty)") {
		t.Fatal("the slot still shows empty")
	}
}

// alPanelMarked reports whether a card drawn by althingPanel has the thick
// border of the one playing.
func alPanelMarked(o fyne.CanvasObject) bool {
	bg := o.(*fyne.Container).Objects[0].(*canvas.Rectangle)
	return bg.StrokeWidth > 1
}

// alBarTile is the bottom bar's tile whose text starts with prefix (the
// bar alone is searched: the search is inside the timed tap).
func alBarTile(e *kittest.Env, prefix string) *kit.Tile {
	var found *kit.Tile
	kittest.Walk(e.Frame().B.(*althingBoard).bar.box, func(o fyne.CanvasObject) bool {
		if t, ok := o.(*kit.Tile); ok && strings.HasPrefix(t.Text(), prefix) {
			found = t
			return true
		}
		return false
	})
	return found
}
