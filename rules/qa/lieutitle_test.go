package qa

import (
	"strings"
	"testing"

	"skald/i18n"
)

// A Lieu's heading never repeats its number as its name: "Lieu 2" while its
// printed name is unknown, "Lieu 2: Fjord" once named; the printed-value
// questions and what was learned name Lieu 2 once too.
func TestLieuTitleNeverRepeatsTheDefaultName(t *testing.T) {
	en, fr := i18n.New("en"), i18n.New("fr")
	var s State
	named := State{Printed: map[string]string{lieuNameKey(2): "Fjord"}}
	for _, tc := range []struct {
		got, want string
	}{
		{en.Msg(LieuTitle(s, 2)), "Lieu 2"},
		{fr.Msg(LieuTitle(s, 2)), "Lieu 2"},
		{en.Msg(LieuTitle(named, 2)), "Lieu 2: Fjord"},
		{fr.Msg(LieuTitle(named, 2)), "Lieu 2\u00a0: Fjord"},
		{en.Msg(LieuTitle(s, 6)), "Lieu 6: Mayaxatl"},
		{en.Msg(LieuRef(3)), "Lieu 3 (Cité Xinjin)"},
		{en.Msg(LieuRef(2)), "Lieu 2"},
		{en.Msg(LearnedMsg(lieuChaamsKey(2), "1")), "Lieu 2 shows 1 Chaams symbol"},
		{fr.Msg(LearnedMsg(lieuStepKey(4), Rule4Different)), "l'étape obligatoire de la carte Lieu 4 «\u00a0Déesse-sans-nom\u00a0» demande 4 cartes Compétence différentes"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	for _, sp := range Printed() {
		for _, loc := range []*i18n.Localizer{en, fr} {
			if p := loc.Msg(sp.Prompt); strings.Contains(p, "Lieu 2 (") || strings.Contains(p, "Lieu 2\u00a0: Lieu") {
				t.Errorf("%s: %q repeats Lieu 2's number as its name", sp.Key, p)
			}
		}
	}
}
