package rules

import "testing"

// A numbered ID reads back as written, and only in that one spelling.
func TestNumberedIDs(t *testing.T) {
	valid := func(k string) bool { return k == "lords" }
	if id := NumberedID("lords", 3); id != "lords.3" {
		t.Errorf("NumberedID = %q", id)
	}
	if k, n, ok := ParseNumbered("lords.3", valid, 5); !ok || k != "lords" || n != 3 {
		t.Errorf("lords.3 read %q %d %v", k, n, ok)
	}
	for _, id := range []string{"lords.03", "lords.+3", "lords.0", "lords.6", "lords", "lords.", "vikings.3", ".3", "lords.3.1"} {
		if k, n, ok := ParseNumbered(id, valid, 5); ok || k != "" || n != 0 {
			t.Errorf("%q read %q %d %v", id, k, n, ok)
		}
	}
}
