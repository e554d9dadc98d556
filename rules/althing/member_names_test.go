package althing

import (
	"testing"

	"skald/rules/internal/rulestest"
)

// Every card, resource, symbol, Viking, mode and Thorfinn action has its name
// in both languages.
func TestEveryMemberIsNamed(t *testing.T) {
	rulestest.Named(t, StageName, append([]string{Kattegat, Thing, Althing}, StageCards...)...)
	rulestest.Named(t, ResourceName, Resources...)
	rulestest.Named(t, ResourceOf, Resources...)
	rulestest.Named(t, SymbolName, AllSymbols...)
	rulestest.Named(t, VikingName, Vikings...)
	rulestest.Named(t, ModeName, Modes...)
	rulestest.Named(t, ActionName, ThorfinnActions...)
	rulestest.Named(t, ActionChoice, ThorfinnActions...)
}
