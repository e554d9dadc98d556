package althing

import (
	"slices"
	"strings"
	"testing"

	"skald/i18n"
)

// The setup's last step says which cards each player sets beside them: the
// Storm Troll only where the Storm is played (not in part 1 of the
// discovery campaign, which plays Troll and Untroll alone).
func TestHandsStepNamesTheCardsInPlay(t *testing.T) {
	for _, lang := range []string{"en", "fr"} {
		loc := i18n.New(lang)
		storm := loc.Msg(SymbolName(SymStorm)) // "Storm", "Tempête"
		for _, mode := range []string{ModeCampaign1, ModeCampaign2, ModeCampaign3, ModeNormal} {
			s := newGame(t, Setup{Mode: mode, Players: 2}, nil)
			steps := Steps(s)
			hands := loc.Msg(steps[len(steps)-1].Msg)
			if got, want := strings.Contains(hands, storm), slices.Contains(Symbols(mode), SymStorm); got != want {
				t.Errorf("%s %s: %q names the Storm Troll: %v, want %v", lang, mode, hands, got, want)
			}
		}
	}
}
