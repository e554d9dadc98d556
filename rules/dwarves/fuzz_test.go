package dwarves_test

import (
	"math/rand/v2"
	"testing"

	"skald/rules/dwarves"
	"skald/rules/dwarves/gen"
	"skald/rules/internal/rulestest"
)

// fuzzGame is the game and box profile two fuzz bytes choose: the Book, the
// heroes, the difficulty, expert or not, the Doom track's length and icons.
func fuzzGame(t *testing.T, book, length byte) dwarves.State {
	t.Helper()
	su := dwarves.Setup{Book: int(book)%5 + 1, Players: 3,
		Heroes: []string{dwarves.HeroIDs[int(length)%12], dwarves.HeroIDs[(int(length)+5)%12], dwarves.Bavragor}}
	if su.Heroes[0] == dwarves.Bavragor || su.Heroes[1] == dwarves.Bavragor {
		su.Heroes = []string{dwarves.Gandogar, dwarves.Boindil, dwarves.Bavragor}
	}
	if su.Book == 5 {
		su.Easier = int(length) % 3
	} else {
		su.Difficulty = dwarves.Difficulties[int(length)%5]
	}
	su.Expert = length&0x40 != 0
	icons := map[int]string{}
	for sp := 2; sp < dwarves.DoomMax; sp++ {
		icons[sp] = dwarves.Icons[(sp*int(length+3))%len(dwarves.Icons)]
	}
	return dwarves.Decider.New(t, su, dwarves.Profile(int(length)%25+6, icons))
}

// FuzzDecide plays random commands, valid or not, and checks after each (see
// rulestest's Step) the invariants: troops conserved per type (supply + board
// + cards, Blacksaddle included, = the box), markers on their tracks, Health
// in bounds; Decide and Evolve never changing their input, every event passing
// Check; then replay = live, and the state and its outcome survive JSON.
func FuzzDecide(f *testing.F) {
	f.Add(byte(1), byte(12), []byte{0, 0, 0, 7, 3, 6, 11, 0, 0, 1, 0, 0})
	f.Add(byte(2), byte(20), []byte{15, 2, 9, 15, 2, 9, 17, 0, 1, 0, 1, 3, 3, 0, 0, 1, 1, 1})
	f.Add(byte(3), byte(9), []byte{23, 0, 5, 23, 1, 17, 0, 0, 0, 7, 6, 3, 13, 1, 44})
	f.Add(byte(4), byte(30), []byte{24, 0, 0, 0, 0, 0, 24, 2, 0, 15, 5, 7, 1, 0, 0})
	f.Add(byte(5), byte(15), []byte{25, 1, 2, 0, 0, 0, 1, 0, 0, 0, 1, 9, 1, 0, 0})
	f.Add(byte(1), byte(7), []byte{16, 0, 20, 16, 0, 20, 16, 0, 20, 19, 1, 0, 0, 0, 0, 8, 2, 1, 10, 0, 1, 11, 0, 0})
	f.Fuzz(func(t *testing.T, book, length byte, data []byte) {
		start := fuzzGame(t, book, length)
		r := rand.New(rand.NewPCG(uint64(len(data)), 7))
		s, log := start, []dwarves.Event(nil)
		for i := 0; i+2 < len(data) && i < 600; i += 3 {
			evs, next, err := dwarves.Decider.Step(s, gen.FromBytes(s, data[i], data[i+1], data[i+2]), r)
			if err != nil {
				t.Fatal(err)
			}
			s, log = next, append(log, evs...)
		}
		if got, want := rulestest.Encode(t, dwarves.Decider.Replay(t, 0, start, log)), rulestest.Encode(t, s); got != want {
			t.Fatalf("replay differs from live:\nlive   %s\nreplay %s", want, got)
		}
		back := rulestest.RoundTrip(t, 0, s)
		// Nested messages come back as JSON maps, which the localizer reads
		// as messages: compare the JSON.
		if rulestest.Encode(t, dwarves.Outcome(back)) != rulestest.Encode(t, dwarves.Outcome(s)) || dwarves.Outcome(back).Status != dwarves.Outcome(s).Status {
			t.Fatal("outcome changed through JSON")
		}
	})
}

// TestRandomGames plays sixty games of every Book on random commands: every
// command accepted keeps the invariants and gets a label of its own (see
// rulestest's Step), and the deck and campaign still read in words.
func TestRandomGames(t *testing.T) {
	icons := map[int]string{2: dwarves.IconTroopsI, 3: dwarves.IconThreat, 4: dwarves.IconCouncil}
	for g := range 60 {
		su := dwarves.Setup{Book: g%5 + 1, Players: 2, Heroes: []string{dwarves.HeroIDs[g%12], dwarves.HeroIDs[(g+5)%12]}}
		if su.Book == 5 {
			su.Easier = g % 3
		} else {
			su.Difficulty = dwarves.Difficulties[g%5]
		}
		s := dwarves.Decider.New(t, su, dwarves.Profile(25, icons))
		r := rand.New(rand.NewPCG(uint64(g), 1))
		s, _ = rulestest.Play(t, s, r, 400, gen.Command, dwarves.Decider.Step, func(dwarves.State) bool { return false })
		for _, m := range s.DeckMsgs() {
			if m.ID == "" {
				t.Fatal("deck message")
			}
		}
		if dwarves.CampaignTitle(dwarves.Campaign(s)).ID != "dwarves.campaign.title" {
			t.Fatal("campaign title")
		}
	}
}
