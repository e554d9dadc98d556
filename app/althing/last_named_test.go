package althing

import (
	"strings"
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/althing"
)

// The "Last:" line above the board names the players as the history does:
// after Astrid completes a stage it says Astrid, not "Player 1".
func TestAlthingLastLineNamesThePlayer(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	if err := seed.AlthingProfile(e.Store); err != nil {
		t.Fatal(err)
	}
	sess, err := e.Store.NewSession(althing.Game, "Named", althing.Setup{Mode: althing.ModeNormal, Players: 2, Names: []string{"Astrid", "Bjarni"}})
	if err != nil {
		t.Fatal(err)
	}
	e.Play(sess,
		althing.Command{Kind: althing.CmdDealTrack, Stages: []althing.Stage{
			{Card: althing.Eldaskali, Side: althing.SideA}, {Card: althing.Drakkar, Side: althing.SideA},
			{Card: althing.Snekkar, Side: althing.SideA}, {Card: althing.Vegvisir, Side: althing.SideA}}},
		althing.Command{Kind: althing.CmdBegin},
		althing.Command{Kind: althing.CmdComplete},
	)
	alOpen(e, sess.Info().ID)
	prefix := strings.TrimSuffix(e.U.Loc.T("app.frame.last", "Action", ""), " ")
	var last string
	for _, s := range e.Texts() {
		if strings.HasPrefix(s, prefix) {
			last = s
		}
	}
	if !strings.Contains(last, "Astrid") || strings.Contains(last, "Player 1") {
		t.Fatalf("the last line reads %q (texts %q)", last, e.Texts())
	}
}
