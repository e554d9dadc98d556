package tracker

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func init() { helpers["export"] = exportChild }

// exportChild writes a 2 MB export to SKALD_OUT and stops just before the
// rename, its temporary file whole on the disk, waiting to be killed.
func exportChild() {
	rename = func(string, string) error {
		fmt.Println("written")
		select {}
	}
	WriteFile(os.Getenv("SKALD_OUT"), bytes.Repeat([]byte("x"), 2<<20), 0o644)
}

// A kill while an export is written leaves its temporary file behind; the
// next file written into that folder, or the next open of a database there,
// removes it. Files of other names, and a write going on now, are left be.
func TestLeftoverTempFilesRemoved(t *testing.T) {
	dir := t.TempDir()
	killMidExport := func(name string) string {
		cmd := helperCmd("export", "SKALD_OUT="+filepath.Join(dir, name))
		out := startHelper(t, cmd)
		if !out.Scan() || out.Text() != "written" {
			t.Fatalf("the export helper said %q", out.Text())
		}
		cmd.Process.Kill()
		cmd.Wait()
		left, _ := filepath.Glob(filepath.Join(dir, "."+name+".tmp-*"))
		if len(left) != 1 {
			t.Fatalf("the kill left %v", left)
		}
		if fi, err := os.Stat(left[0]); err != nil || fi.Size() != 2<<20 {
			t.Fatalf("the leftover: %v %v", fi, err)
		}
		// Found later, at the next start.
		old := time.Now().Add(-2 * leftoverAge)
		os.Chtimes(left[0], old, old)
		return left[0]
	}
	mine := func(name string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("mine"), 0o644); err != nil {
			t.Fatal(err)
		}
		old := time.Now().Add(-2 * leftoverAge)
		os.Chtimes(p, old, old)
		return p
	}
	keep := []string{mine(".notes.tmp-draft"), mine("saga.json.tmp-1"), mine(".hidden")}
	leftover := killMidExport("saga.json")
	now := filepath.Join(dir, ".other.json.tmp-123") // being written right now
	os.WriteFile(now, []byte("part"), 0o644)
	keep = append(keep, now)

	if err := WriteFile(filepath.Join(dir, "other.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if exists(leftover) {
		t.Fatal("the file a kill left is still there after the next write")
	}
	for _, p := range keep {
		if !exists(p) {
			t.Fatalf("%s was removed", filepath.Base(p))
		}
	}

	leftover = killMidExport("skald.db.settings.json")
	s, _, err := Open(filepath.Join(dir, "skald.db"))
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if exists(leftover) {
		t.Fatal("the file a kill left is still there after the database opened")
	}
}
