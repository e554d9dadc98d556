package rules

import "testing"

// A listed ID names itself under the prefix; any other ID, the empty one
// too, reads as unknown rather than as a message that does not exist.
func TestListedName(t *testing.T) {
	ids := []string{"gold", "wood"}
	for id, want := range map[string]string{"gold": "x.res.gold", "wood": "x.res.wood", "iron": "x.res.unknown", "": "x.res.unknown"} {
		if got := ListedName("x.res", ids, id); got.ID != want || got.Args != nil {
			t.Errorf("ListedName(%q) = %+v, want %s", id, got, want)
		}
	}
}
