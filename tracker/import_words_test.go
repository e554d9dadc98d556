package tracker

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"skald/i18n"
)

// A hand-edited export that the rules refuse says, in both languages, that
// the file is damaged and at which action, then what the game said.
func TestEditedExportSaysDamagedAndWhere(t *testing.T) {
	s, _ := openTemp(t)
	se := newTestSession(t, s)
	for _, n := range []int{1, 2, 3} {
		mustDo(t, se, tgCmd{Add: n})
	}
	data, err := s.Export(se.Info().ID)
	if err != nil {
		t.Fatal(err)
	}
	var f map[string]any
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	// Action 2 now adds 42, which the game never allows.
	f["groups"].([]any)[1].(map[string]any)["events"] = []any{map[string]any{"add": 42}}
	edited, _ := json.Marshal(f)
	_, err = s.Import(edited)
	var te *Error
	if !errors.As(err, &te) || te.Msg.ID != "tracker.err.import_event" || te.Msg.Args["N"] != int64(2) {
		t.Fatalf("refused with %v", err)
	}
	for lang, want := range map[string]string{
		"en": "This file is damaged or was edited by hand, at action 2:",
		"fr": "Ce fichier est abîmé ou a été modifié à la main, à l'action 2\u00a0:",
	} {
		if got := i18n.New(lang).Msg(te.Msg); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q", lang, got)
		}
	}
	if all, _ := s.Sessions(""); len(all) != 1 {
		t.Fatalf("%d sessions after a refused import", len(all))
	}
}
