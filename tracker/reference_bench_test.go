package tracker

import "testing"

// BenchmarkReferenceSearch measures one search as the user types or asks, over
// every entry of every game: the budget is 5 ms for any query.
func BenchmarkReferenceSearch(b *testing.B) {
	r := reference(b)
	for _, c := range []struct{ name, lang, game, text string }{
		{"prefix-1", "en", "", "o"},
		{"prefix-2", "fr", "", "de"},
		{"word", "fr", "", "ogotai"},
		{"other-language", "fr", "", "wound"},
		{"one-game", "en", "qa", "chaams"},
		{"question", "en", "", "what happens when there are fewer white dice than the black die asks"},
		{"question-fr", "fr", "", "que se passe-t-il si Ogotaï ne peut plus poser de carte Chaams sur un lieu"},
		{"nothing", "en", "", "zzqqxxj"},
		{"many-prefixes", "fr", "", "c p s t r b f g h k l e"},
		{"many-prefixes-2", "en", "", "ca pa se te ra bo fa ga ha ki la en"},
		{"many-prefixes-3", "en", "", "car pla sec ten rat bod fat gam hal kil lad ent"},
		{"long", "en", "", "white black dice chaams skill lieu travel hero card ogotai war track combat wound threat enemy border"},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := r.Search(c.text, c.lang, c.game); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkReferenceBuild measures building the index from the embedded
// entries, which the first search pays once.
func BenchmarkReferenceBuild(b *testing.B) {
	entries := reference(b).Entries("", "")
	for b.Loop() {
		r, err := NewReference(entries)
		if err != nil {
			b.Fatal(err)
		}
		r.Close()
	}
}
