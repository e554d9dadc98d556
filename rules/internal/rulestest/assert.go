package rulestest

import (
	"errors"
	"testing"

	"skald/rules"
)

// Refused fails unless err, Decide's answer to c, refuses it with message id.
func Refused(t testing.TB, err error, c any, id string) {
	t.Helper()
	var r *rules.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("Decide(%+v): want refusal %s, got %v", c, id, err)
	}
	if r.Msg.ID != id {
		t.Fatalf("Decide(%+v): want refusal %s, got %s", c, id, r.Msg.ID)
	}
}

// CheckRefused fails unless err, Check's answer to a forged event (what
// says which), is the rule's refusal id: not any error (a decoding failure,
// a different rule), but the one that names why it could not happen.
func CheckRefused(t testing.TB, err error, what, id string) {
	t.Helper()
	var r *rules.Refusal
	switch {
	case err == nil:
		t.Errorf("%s: accepted, want refusal %s", what, id)
	case !errors.As(err, &r):
		t.Errorf("%s: want refusal %s, got %v", what, id, err)
	case r.Msg.ID != id:
		t.Errorf("%s: want refusal %s, got %s", what, id, r.Msg.ID)
	}
}

// Asks fails unless err, Decide's answer to c, asks for printed value key.
func Asks(t testing.TB, err error, c any, key string) {
	t.Helper()
	var np *rules.NeedPrinted
	if !errors.As(err, &np) || np.Key != key {
		t.Fatalf("Decide(%+v): want %s asked, got %v", c, key, err)
	}
}

// RefusalOf is err as a *rules.Refusal, nil for nil; any other kind of error
// fails the test.
func RefusalOf(t testing.TB, err error) *rules.Refusal {
	t.Helper()
	if err == nil {
		return nil
	}
	var r *rules.Refusal
	if !errors.As(err, &r) {
		t.Fatalf("error %v is not a *rules.Refusal", err)
	}
	return r
}

// RefusalID is the message ID of a *rules.Refusal, "" for nil; any other kind
// of error fails the test.
func RefusalID(t testing.TB, err error) string {
	t.Helper()
	if r := RefusalOf(t, err); r != nil {
		return r.Msg.ID
	}
	return ""
}
