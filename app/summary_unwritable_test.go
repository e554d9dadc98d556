//go:build unix

package app

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"fyne.io/fyne/v2/storage"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/app/kit/kittest"
)

// unwritableReport is what a save into a read-only folder came to.
type unwritableReport struct {
	Err   string   // the message the person reads
	Files []string // what the folder holds afterwards
	Old   string   // the content of the file that was there
}

// A summary saved into a folder Skald may not write says so in words (in
// the UI's language) and leaves the folder as it was: the file already
// there keeps its content and no temporary file is left beside it. Saved
// into a folder it may write, the same path puts the whole PDF there.
// Permissions do not bind root, so as root the save runs as "nobody".
func TestSummaryUnwritableFolder(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		t.Run(lang, func(t *testing.T) {
			dir, err := os.MkdirTemp("", "skald-readonly-")
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { os.Chmod(dir, 0o755); os.RemoveAll(dir) })
			target := filepath.Join(dir, "summary.pdf")
			if err := os.WriteFile(target, []byte("old summary"), 0o644); err != nil {
				t.Fatal(err)
			}
			// The file itself may be written: only a save that goes through
			// a new file beside it (whole or nothing) is stopped by the
			// folder, and a save in place would cut the old summary.
			if err := os.Chmod(target, 0o666); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(dir, 0o555); err != nil {
				t.Fatal(err)
			}
			var rep unwritableReport
			if os.Geteuid() == 0 {
				rep = unwritableChild(t, target, lang)
			} else {
				rep = saveSummaryTo(t, target, lang)
			}
			e := kittest.NewEnv(t, "", kittest.PhoneSize)
			e.StartIn(lang)
			if want := e.U.Loc.T("app.files.err.unwritable"); rep.Err != want {
				t.Errorf("message %q, want %q", rep.Err, want)
			}
			if !slices.Equal(rep.Files, []string{"summary.pdf"}) || rep.Old != "old summary" {
				t.Errorf("the folder afterwards: %v, old file %q", rep.Files, rep.Old)
			}
		})
	}
	t.Run("writable", func(t *testing.T) {
		target := filepath.Join(t.TempDir(), "summary.pdf")
		rep := saveSummaryTo(t, target, "en")
		if rep.Err != "" || !slices.Equal(rep.Files, []string{"summary.pdf"}) || !strings.HasPrefix(rep.Old, "%PDF-1.") {
			t.Errorf("saved into a writable folder: %+v", rep)
		}
	})
}

// TestSummaryUnwritableChild is the save TestSummaryUnwritableFolder runs
// as another user; it does nothing when run on its own.
func TestSummaryUnwritableChild(t *testing.T) {
	target, lang := os.Getenv("SKALD_SUMMARY_TARGET"), os.Getenv("SKALD_SUMMARY_LANG")
	if target == "" {
		t.Skip("run by TestSummaryUnwritableFolder")
	}
	b, _ := json.Marshal(saveSummaryTo(t, target, lang))
	fmt.Printf("REPORT %s\n", b)
}

// saveSummaryTo makes a session's summary and saves it as a PDF at target
// the way the file dialog's choice is saved: through Fyne's storage, whose
// local files Skald writes whole or not at all.
func saveSummaryTo(t *testing.T, target, lang string) unwritableReport {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.StartIn(lang)
	kit.InstallAtomicFiles()
	sess, err := seed.QaSession(e.Store, "Mardi", 2)
	if err != nil {
		t.Fatal(err)
	}
	var rep unwritableReport
	w, err := storage.Writer(storage.NewFileURI(target))
	if err == nil {
		err = kit.WriteAll(w, func() ([]byte, error) {
			s, err := e.U.SessionSummary(sess.Info())
			if err != nil {
				return nil, err
			}
			return e.U.SummaryPDF(s)
		})
	}
	if err != nil {
		rep.Err = e.U.ErrText(err)
	}
	entries, _ := os.ReadDir(filepath.Dir(target))
	for _, en := range entries {
		rep.Files = append(rep.Files, en.Name())
	}
	old, _ := os.ReadFile(target)
	rep.Old = string(old)
	return rep
}

// unwritableChild runs TestSummaryUnwritableChild as "nobody" (from a copy
// of the test binary nobody may run) and reads its report.
func unwritableChild(t *testing.T, target, lang string) unwritableReport {
	t.Helper()
	binDir, err := os.MkdirTemp("", "skald-test-bin-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(binDir) })
	os.Chmod(binDir, 0o755)
	data, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(binDir, "app.test")
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "-test.run=^TestSummaryUnwritableChild$", "-test.v")
	cmd.Dir = "/"
	cmd.Env = append(os.Environ(), "SKALD_SUMMARY_TARGET="+target, "SKALD_SUMMARY_LANG="+lang, "HOME=/tmp")
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if r, ok := strings.CutPrefix(line, "REPORT "); ok {
			var rep unwritableReport
			if err := json.Unmarshal([]byte(r), &rep); err != nil {
				t.Fatal(err)
			}
			return rep
		}
	}
	t.Fatalf("no report from the child:\n%s", out)
	return unwritableReport{}
}
