package rules

import (
	"strconv"
	"strings"
)

// A numbered ID is a kind and a number: "corruption.2" (a Qâ Chaams card),
// "vikings.3" (a land of the card game). It has one spelling, so it can key
// the box profile and the stored events.

// NumberedID is the ID of number n of kind.
func NumberedID(kind string, n int) string { return kind + "." + strconv.Itoa(n) }

// ParseNumbered splits a numbered ID into its kind and number: false unless
// valid accepts the kind and the number is 1..most, spelt as NumberedID
// spells it.
func ParseNumbered(id string, valid func(string) bool, most int) (kind string, n int, ok bool) {
	kind, num, found := strings.Cut(id, ".")
	if !found || !valid(kind) {
		return "", 0, false
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 || n > most || strconv.Itoa(n) != num {
		return "", 0, false
	}
	return kind, n, true
}
