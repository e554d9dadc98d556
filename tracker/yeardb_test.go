//go:build unix

package tracker

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"skald/internal/realdisk"
	"skald/rules"
	"skald/rules/games"
	"skald/rules/random"
)

// A year of heavy play, as the start-up figures are measured with (issue
// 27): 3,000 sessions of real games. Playing each through Session.Do would
// cost an fsync an action (an hour for all of them), so one game of each
// kind is played by its walker (reference_walkers_test.go) and the rest
// are copies of those logs, stored as an import stores a file (every
// action's row, label and events), each with a start of its own, so that
// no copy is taken for another.
const (
	yearSessions = 3000
	yearActions  = 200 // the most actions a walked game plays
	// yearVersion names what yearDB builds: change it when that changes,
	// so that a cached file of the old kind is not read.
	yearVersion = "v1"
)

// yearFile is the name of yearDB's database in a benchmark cache.
var yearFile = fmt.Sprintf("year-%dx%d-%s.db", yearSessions, yearActions, yearVersion)

// yearDB builds at path a database of n sessions and closes it as Skald
// does, so that the next open finds it as a start after a clean close
// does.
func yearDB(tb testing.TB, path string, n int) {
	tb.Helper()
	s, _, err := Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer s.Close()
	var (
		files []sessionFile
		plays []replayed
	)
	for i, g := range games.All() {
		w, ok := walkers[g.ID()]
		if !ok {
			tb.Fatalf("no walker for %s", g.ID())
		}
		se := walkedSession(tb, s, g, w, rand.New(rand.NewPCG(uint64(i)+1, 27)))
		f, err := s.sessionFile(se.Info().ID)
		if err != nil {
			tb.Fatal(err)
		}
		p, err := checkImport(&f)
		if err != nil {
			tb.Fatal(err)
		}
		files, plays = append(files, f), append(plays, p)
	}
	start := time.Date(2025, 12, 1, 18, 0, 0, 0, time.UTC)
	const batch = 200 // copies a transaction
	for i := len(files); i < n; i += batch {
		err := s.tx(func(tx *sql.Tx) error {
			for j := i; j < min(i+batch, n); j++ {
				f := files[j%len(files)]
				// Three games an evening, one evening in three.
				f.Created = start.Add(time.Duration(j) * 8 * time.Hour)
				f.Title = fmt.Sprintf("Game %d", j+1)
				if _, err := insertImport(tx, f, plays[j%len(files)], nil, nil); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			tb.Fatal(err)
		}
	}
}

// walkedSession plays a session of g by its walker's first setup, up to
// yearActions actions (fewer when the game ends or the walk is stuck),
// answering the printed values it asks for as the walker does.
func walkedSession(tb testing.TB, s *Store, g rules.Game, w stateWalker, r *rand.Rand) *Session {
	tb.Helper()
	answer := func(key string) (string, bool) {
		if w.printed != nil {
			if v, ok := w.printed(key, r); ok {
				return v, true
			}
		}
		spec, ok := rules.PrintedSpecFor(g, key)
		if !ok {
			return "", false
		}
		return random.Answer(spec, r), true
	}
	var se *Session
	for tries := 0; ; tries++ {
		var err error
		se, err = s.NewSession(g, "Walked "+g.ID(), w.setups[0])
		var need *rules.NeedPrinted
		if errors.As(err, &need) && tries < 500 {
			if v, ok := answer(need.Key); ok {
				if err := s.SetPrinted(g.ID(), need.Key, v); err != nil {
					tb.Fatal(err)
				}
				continue
			}
		}
		if err != nil {
			tb.Fatalf("%s: %v", g.ID(), err)
		}
		break
	}
	do := func(cmd any) bool {
		for range 20 {
			err := se.Do(cmd)
			var need *rules.NeedPrinted
			if errors.As(err, &need) {
				if v, ok := answer(need.Key); ok && se.Learn(need.Key, v) == nil {
					continue
				}
			}
			return err == nil
		}
		return false
	}
	for se.Info().Actions < yearActions && se.Info().Outcome.Status == rules.Playing {
		moved := false
		for range triesPerState {
			if moved = do(w.command(se.State(), r)); moved {
				break
			}
		}
		if !moved {
			break
		}
	}
	return se
}

// TestWriteYearDB writes yearDB's database to the path SKALD_YEAR_DB names,
// for scripts/startup.sh, which starts the real app on it; without it the
// test has nothing to do.
func TestWriteYearDB(t *testing.T) {
	path := os.Getenv("SKALD_YEAR_DB")
	if path == "" {
		t.Skip("SKALD_YEAR_DB names no file to write")
	}
	if exists(path) {
		t.Fatalf("%s exists: remove it first", path)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	yearDB(t, path, yearSessions)
}

// yearCopy is a fresh copy of the year's database on the app's disk (built
// once into the benchmarks' cache), so that what a run writes never
// reaches the cached file.
func yearCopy(b *testing.B) string {
	b.Helper()
	cached := filepath.Join(realdisk.CacheDir(b), yearFile)
	if !exists(cached) {
		tmp := cached + ".building"
		os.Remove(tmp)
		yearDB(b, tmp, yearSessions)
		os.Remove(tmp + ".lock")
		if err := os.Rename(tmp, cached); err != nil {
			b.Fatal(err)
		}
	}
	data, err := os.ReadFile(cached)
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(realdisk.Dir(b), "skald.db")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	return path
}

// yearOpenTarget is the most a start's open of the year may take.
const yearOpenTarget = 20 * time.Millisecond

// BenchmarkOpenYear opens the year's database as a start after a clean
// close does, with the checks it runs then (the header, the schema
// version, the schema), and closes it; full-check is the integrity check
// that every start ran before (now only after a kill or a migration, or in
// the background once the window is up).
func BenchmarkOpenYear(b *testing.B) {
	path := yearCopy(b)
	b.Run("open", func(b *testing.B) {
		med := timed(b, nil, func() {
			s, rec, err := Open(path)
			if err != nil || rec != nil {
				b.Fatal(err, rec)
			}
			s.Close()
		})
		// A start must stay flat in the file's size: the full check alone
		// takes a hundred times this.
		if med > yearOpenTarget {
			b.Errorf("opening %d sessions took %v (target %v): is every page read again?", yearSessions, med, yearOpenTarget)
		}
	})
	b.Run("full-check", func(b *testing.B) {
		s, _, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		defer s.Close()
		timed(b, nil, func() {
			if cause, err := integrity(context.Background(), s.r); cause.ID != "" || err != nil {
				b.Fatal(cause, err)
			}
		})
	})
}
