package live

import (
	"net/http"

	"golang.org/x/text/language"
)

// langs are the languages the view is written in; the first is the default.
var langs = []language.Tag{language.English, language.French}

var matcher = language.NewMatcher(langs)

// langOf is the language a request asks for: the switch link's ?lang=,
// else the browser's Accept-Language, else English.
func langOf(r *http.Request) string {
	switch q := r.URL.Query().Get("lang"); q {
	case "en", "fr":
		return q
	}
	tag, _ := language.MatchStrings(matcher, r.Header.Get("Accept-Language"))
	if base, _ := tag.Base(); base.String() == "fr" {
		return "fr"
	}
	return "en"
}
