package kit_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"skald/app/kit/kittest"
	"skald/tracker"
)

// damagedDB is a database of some hundred rows, closed cleanly, with a page
// in its middle overwritten: the start does not read it (it checks fully
// only after a kill or before a migration), the background check does.
func damagedDB(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "skald.db")
	s, _, err := tracker.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 400 {
		if _, err := s.NewCampaign("qa", "", fmt.Sprintf("Campaign %03d %s", i, strings.Repeat("x", 100))); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	at := len(b) / 4096 / 2 * 4096
	copy(b[at:at+4096], bytes.Repeat([]byte{0xA5}, 4096))
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// When the full check in the background finds the database damaged, the
// app says so in words, and what it does: nothing moved now, the file set
// aside unchanged at the next start; a banner then stays above every
// screen.
func TestDamageFoundInTheBackgroundIsSaid(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			e := kittest.NewEnv(t, damagedDB(t), kittest.PhoneSize)
			e.StartIn(lang)
			e.U.ShowHome()
			e.U.WatchDamage()
			banner := e.U.Loc.T("app.damaged.banner")
			if e.Shows(banner) {
				t.Fatal("the banner shows before the check found anything")
			}
			deadline := time.Now().Add(20 * time.Second)
			for e.Store.Damaged().ID == "" && time.Now().Before(deadline) {
				time.Sleep(50 * time.Millisecond)
			}
			if e.Store.Damaged().ID == "" {
				t.Fatal("the background check found nothing")
			}
			time.Sleep(100 * time.Millisecond) // the UI is told after the finding is kept
			e.MustShow(e.U.Loc.T("app.damaged.title"))
			e.MustShow(e.U.Loc.T("app.damaged.body", "Cause", e.U.Loc.Msg(e.Store.Damaged())))
			e.MustShow(banner)
			e.U.ShowCampaigns() // another screen keeps the banner
			e.MustShow(banner)
		})
	}
}
