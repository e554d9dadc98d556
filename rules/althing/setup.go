package althing

import (
	"slices"

	"skald/rules"
	"skald/rules/deck"
	"skald/rules/track"
)

// Modes: how the saga track is built and which symbols are in play.
const (
	ModeCampaign1 = "campaign1" // discovery part 1: Eldaskali, Kernelyd, Knorrer, Thing
	ModeCampaign2 = "campaign2" // part 2: Eldaskali, Knorrer, Drakkar, Kernelyd, Althing
	ModeCampaign3 = "campaign3" // part 3: four random stages, every symbol
	ModeNormal    = "normal"    // Kattegat A, four random stages on side A
	ModeNew       = "new"       // Kattegat A or B, four random stages, sides mixed at will
	ModeSaga      = "saga"      // the saga alternative: six stages in two branches
)

// Modes lists the modes in the order the setup screen offers them.
var Modes = []string{ModeCampaign1, ModeCampaign2, ModeCampaign3, ModeNormal, ModeNew, ModeSaga}

// ModeName names a mode.
func ModeName(m string) rules.Msg { return rules.ListedName("althing.mode", Modes, m) }

// Setup is what the table decides before play.
type Setup struct {
	Mode    string `json:"mode"`
	Players int    `json:"players"` // 2 or 3; 1 with Solo
	// Solo is the game against Thorfinn (Kattegat B; normal or new track).
	Solo bool `json:"solo,omitempty"`
	// Hard is solo's hard mode: Thorfinn's card d is out of his deck.
	Hard bool `json:"hard,omitempty"`
	// Kattegat is the side of the first card, "a" or "b". Only the new games
	// and the saga alternative choose; the others impose it (solo B, else A).
	Kattegat string `json:"kattegat,omitempty"`
	// Assembly asks the app to track the Assembly of Vikings by name.
	Assembly bool `json:"assembly,omitempty"`
	// Names are the players' names, seat by seat ("" or missing: "Player n").
	// The players' own words, never translated.
	Names []string `json:"names,omitempty"`
}

// Stage counts dealt after Kattegat.
const (
	StagesNormal = 4
	StagesSaga   = 6
)

// FixedStages is the track a campaign part lays out (nil for a dealt track).
func FixedStages(mode string) []string {
	switch mode {
	case ModeCampaign1:
		return []string{Eldaskali, Kernelyd, Knorrer}
	case ModeCampaign2:
		return []string{Eldaskali, Knorrer, Drakkar, Kernelyd}
	}
	return nil
}

// Dealt reports whether the mode deals its stages at random (the app draws
// them, or the table names those it dealt).
func Dealt(mode string) bool { return FixedStages(mode) == nil }

// DealCount is how many stages a dealt track takes.
func DealCount(mode string) int {
	if mode == ModeSaga {
		return StagesSaga
	}
	return StagesNormal
}

// Symbols lists the symbols in play: the campaign's first part plays Troll and
// Untroll, the second adds Storm and Great Weather, every other game has all.
func Symbols(mode string) []string {
	switch mode {
	case ModeCampaign1:
		return []string{SymTroll, SymUntroll}
	case ModeCampaign2:
		return []string{SymTroll, SymUntroll, SymStorm, SymWeather}
	}
	return slices.Clone(AllSymbols)
}

// Flippable reports whether the table chooses each stage's side (new games;
// solo on a new-game track).
func Flippable(mode string) bool { return mode == ModeNew }

// StartHand says how each player's starting hand is made: the first two
// campaign parts give everyone the same hand (3 Odin and 1 Freyr).
func StartHand(mode string) rules.Msg {
	switch mode {
	case ModeCampaign1, ModeCampaign2:
		return rules.M("althing.hand.campaign")
	}
	return rules.M("althing.hand.shuffle")
}

// Thorfinn's deck: six lettered cards; the hard mode plays without card d,
// which has no action.
var ThorfinnCards = []string{"a", "b", "c", "d", "e", "f"}

// ThorfinnHardOut is the card the hard mode removes.
const ThorfinnHardOut = "d"

// AssemblyShown is how many Vikings lie face up: five, four in solo.
func AssemblyShown(solo bool) int {
	if solo {
		return 4
	}
	return 5
}

// HandSize is the usual hand; VeteranHand the hand after the Veteran stage.
const (
	HandSize    = 4
	VeteranHand = 5
)

// New validates the setup and builds the table: the track laid out for the
// campaign parts (the others deal theirs with CmdDealTrack), every pawn on
// Kattegat, four cards in each hand, Trolls and Storm Trolls beside their
// owners, Thorfinn's deck and the Assembly deck if tracked. Nothing printed is
// needed to start.
func New(s Setup, printed map[string]string) (State, error) {
	if !slices.Contains(Modes, s.Mode) {
		return State{}, rules.Refuse("althing.err.mode")
	}
	if s.Solo {
		if s.Players != 1 {
			return State{}, rules.Refuse("althing.err.solo_players")
		}
		if s.Mode != ModeNormal && s.Mode != ModeNew {
			return State{}, rules.Refuse("althing.err.solo_mode")
		}
	} else if s.Players < 2 || s.Players > 3 {
		return State{}, rules.Refuse("althing.err.players")
	}
	if s.Hard && !s.Solo {
		return State{}, rules.Refuse("althing.err.hard")
	}
	if !rules.ValidNames(s.Names, s.Players) {
		return State{}, &rules.Refusal{Msg: rules.M("althing.err.names").WithCount(rules.MaxNameLen)}
	}
	s.Names = slices.Clone(s.Names)
	side, err := kattegatSide(s)
	if err != nil {
		return State{}, err
	}
	s.Kattegat = side
	st := State{Setup: s, Phase: PhaseSetup, Printed: map[string]string{}}
	for i := 1; i <= s.Players; i++ {
		st.Players = append(st.Players, Player{ID: PlayerID(i), HandSize: HandSize, Hand: HandSize})
	}
	if s.Solo {
		cards := slices.Clone(ThorfinnCards)
		if s.Hard {
			cards = slices.DeleteFunc(cards, func(c string) bool { return c == ThorfinnHardOut })
		}
		st.Thorfinn = &Thorfinn{Deck: deck.New(cards...)}
	}
	if s.Assembly {
		st.Assembly = &Assembly{Row: make([]string, AssemblyShown(s.Solo)), Deck: deck.FromCounts(VikingCopies)}
	}
	if fixed := FixedStages(s.Mode); fixed != nil {
		stages := make([]Stage, len(fixed))
		for i, c := range fixed {
			stages[i] = Stage{Card: c, Side: SideA}
		}
		st = layTrack(st, stages)
	}
	for k, v := range printed {
		if _, ok := specs.Known(printed, k); ok {
			st.Printed[k] = v
		}
	}
	return st, nil
}

func kattegatSide(s Setup) (string, error) {
	want := SideA
	if s.Solo {
		want = SideB
	}
	switch {
	case s.Mode == ModeNew || s.Mode == ModeSaga:
		if s.Solo {
			if s.Kattegat != "" && s.Kattegat != SideB {
				return "", rules.Refuse("althing.err.kattegat_solo")
			}
			return SideB, nil
		}
		if s.Kattegat == "" {
			return SideA, nil
		}
		if s.Kattegat != SideA && s.Kattegat != SideB {
			return "", rules.Refuse("althing.err.kattegat")
		}
		return s.Kattegat, nil
	case s.Kattegat != "" && s.Kattegat != want:
		if s.Solo {
			return "", rules.Refuse("althing.err.kattegat_solo")
		}
		return "", rules.Refuse("althing.err.kattegat_fixed")
	}
	return want, nil
}

// layTrack puts the stages between Kattegat and the final card and every pawn
// on the track: the players on Kattegat, Thorfinn one stage ahead. In the saga
// alternative the six stages are two branches of three: the first three dealt
// are the left branch from Kattegat up, the last three the right branch.
func layTrack(s State, stages []Stage) State {
	t := []Stage{{Card: Kattegat, Side: s.Setup.Kattegat}}
	if s.Setup.Mode == ModeSaga {
		half := len(stages) / 2
		for i, st := range stages {
			st.Level = i%half + 1
			st.Branch = BranchLeft
			if i >= half {
				st.Branch = BranchRight
			}
			t = append(t, st)
		}
		t = append(t, Stage{Card: FinalFor(stages), Level: half + 1})
	} else {
		for i, st := range stages {
			st.Level = i + 1
			t = append(t, st)
		}
		t = append(t, Stage{Card: FinalFor(stages), Level: len(stages) + 1})
	}
	s.Track = t
	levels := t[len(t)-1].Level + 1
	var marks []track.Mark
	for _, p := range s.Players {
		marks = append(marks, track.Mark{Name: p.ID, Pos: 1})
	}
	if s.Thorfinn != nil {
		marks = append(marks, track.Mark{Name: ThorfinnID, Pos: 2})
	}
	race, err := track.New(levels, marks...)
	if err == nil {
		s.Race = race
	}
	return s
}
