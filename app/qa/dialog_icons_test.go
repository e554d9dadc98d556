package qa

import (
	"slices"
	"testing"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/qa"
)

// Qâ: in the roll entered at the table, the black face chosen opens its
// entry over the dialog; the faces entered are kept.
func TestQaRollDialogIcon(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.QaExample(e.Store, "Icons", "start"))
	white := []string{qa.FaceSkill1, qa.FaceSkill3, qa.FaceChaams1, qa.FaceChaams1, qa.FaceChaams2}
	e.Tap(e.U.Loc.N("app.qa.roll_enter", len(white)))
	e.Tap(face(e, qa.BlackTake3))
	for _, w := range white[:2] {
		e.Tap(face(e, w))
	}
	kittest.CheckDialogIcon(e, "qa-die-"+qa.BlackTake3, "qa.icon."+qa.BlackTake3)
	e.MustShow(tr(e, "app.qa.white_dice", "Got", 2, "Want", len(white)))
	for _, w := range white[2:] {
		e.Tap(face(e, w)) // the last die confirms the roll
	}
	slices.Sort(white)
	if s := qaState(e); s.Destin.Black != qa.BlackTake3 || !slices.Equal(slices.Sorted(slices.Values(s.Destin.White)), white) {
		t.Fatalf("rolled %q %q", s.Destin.Black, s.Destin.White)
	}
}
