package althing

import (
	"slices"

	"skald/rules"
	"skald/rules/deck"
	"skald/rules/track"
)

// Phases of a session.
const (
	PhaseSetup = "setup" // the track is dealt, the Assembly laid out
	PhasePlay  = "play"  // turns: one phase per player (Thorfinn first in solo)
	PhaseOver  = "over"  // the round in which someone completed the last stage is over
)

// Saga-alternative branches.
const (
	BranchLeft  = "left"
	BranchRight = "right"
)

// ThorfinnID is Thorfinn's name on the track and as a trick's author.
const ThorfinnID = "thorfinn"

// Who names a player as the table named them (their name when the setup
// gives it, else their seat), or Thorfinn.
func (s State) Who(id string) rules.Msg { return NameOf(s.Setup, id) }

// State is everything the table shows. Plain data, JSON-serialisable; Evolve
// never writes into a State it was given.
type State struct {
	Setup Setup  `json:"setup"`
	Phase string `json:"phase"`
	// Track is the saga track: Kattegat first, the final card last. Empty until
	// a dealt track is laid out.
	Track []Stage `json:"track,omitempty"`
	// Race holds each pawn's level on the track (1 = Kattegat): markers p1..p3,
	// and thorfinn in solo.
	Race    track.Track `json:"race"`
	Players []Player    `json:"players"`
	// Thorfinn is the solo opponent; nil in a game between players.
	Thorfinn *Thorfinn `json:"thorfinn,omitempty"`
	// Assembly is the tracked Assembly of Vikings; nil when not tracked.
	Assembly *Assembly `json:"assembly,omitempty"`
	Turn     int       `json:"turn,omitempty"` // 1.. once play begins
	// Active is the seat playing now, an index into Order().
	Active int `json:"active,omitempty"`
	// Veteran is set once anyone completed a Veteran stage.
	Veteran bool `json:"veteran,omitempty"`
	// Ending is set when someone completed the last stage: the round is finished
	// and the game ends with it.
	Ending bool `json:"ending,omitempty"`
	// Shortage is the resource Thorfinn denies the player this turn (solo).
	Shortage string `json:"shortage,omitempty"`
	// Last is the trick just played, which its target may still dodge.
	Last    *Trick            `json:"last,omitempty"`
	Printed map[string]string `json:"printed"`
	Result  Result            `json:"result"`
}

// Stage is one card of the saga track.
type Stage struct {
	Card   string `json:"card"`
	Side   string `json:"side,omitempty"`   // a or b; "" for Thing and Althing
	Level  int    `json:"level,omitempty"`  // 0 Kattegat .. the final card
	Branch string `json:"branch,omitempty"` // saga alternative: left or right
}

// Player is one seat.
type Player struct {
	ID string `json:"id"`
	// Branch is the saga-alternative branch of the stage the pawn stands on;
	// Bound says the pawn just entered it and must take its next stage too.
	Branch string `json:"branch,omitempty"`
	Bound  bool   `json:"bound,omitempty"`
	// HandSize is what the player draws up to at the end of a phase (4, or 5
	// after the Veteran stage); Veteran5 says it becomes 5 at the end of their
	// next phase (an opponent completed the Veteran stage).
	HandSize int  `json:"hand_size"`
	Veteran5 bool `json:"veteran5,omitempty"`
	// Hand is the cards held outside the player's own phase: the full hand,
	// less what an Axe took or a dodge spent. A digital Axe picks among them.
	Hand int `json:"hand"`
	// TrollsOut lists the decks this player's two Troll cards sit on.
	TrollsOut []string `json:"trolls_out,omitempty"`
	// Storm is this player's Storm Troll when it is in front of someone.
	Storm *Storm `json:"storm,omitempty"`
	// This phase so far (the checklist ticks them).
	Recruited bool `json:"recruited,omitempty"`
	Completed bool `json:"completed,omitempty"` // one stage per phase
	Tricked   bool `json:"tricked,omitempty"`
}

// Storm faces: the Storm Troll is placed on STORMUR and turns to OVEDUR at the
// end of its target's next phase.
const (
	Stormur = "stormur" // no recruiting, no stage
	Ovedur  = "ovedur"  // no recruiting
)

// Storm is a Storm Troll in front of its target.
type Storm struct {
	Target string `json:"target"`
	Face   string `json:"face"`
}

// Thorfinn is the solo opponent: his lettered deck, the card of this turn,
// his "hand" of recruited Vikings (face down), and his two green Trolls.
type Thorfinn struct {
	Deck deck.Deck `json:"deck"`
	Card string    `json:"card,omitempty"` // revealed this turn
	// Played says this turn's card has been carried out.
	Played bool `json:"played,omitempty"`
	// NoTroll says the card played this turn showed a Troll while both his
	// Trolls were out, so none went on the player's deck.
	NoTroll bool `json:"no_troll,omitempty"`
	// Dodged says the player dodged the trick his card played this turn.
	Dodged    bool     `json:"dodged,omitempty"`
	Hand      int      `json:"hand,omitempty"`
	TrollsOut []string `json:"trolls_out,omitempty"`
	// Owed is how many Vikings his card recruits that the table has still to
	// name (Assembly tracked).
	Owed int `json:"owed,omitempty"`
}

// Assembly is the Assembly of Vikings tracked by name: the face-up row (""
// for an empty slot), the deck (its order unknown), the cards a Plot put
// under the deck (in order, the first to come up first once the rest is
// gone) and how many of each Viking were recruited.
type Assembly struct {
	Row   []string  `json:"row"`
	Deck  deck.Deck `json:"deck"`
	Under []string  `json:"under,omitempty"`
	Taken []string  `json:"taken,omitempty"` // recruited, sorted
}

// Trick is a trick just played.
type Trick struct {
	By       string `json:"by"`
	Trick    string `json:"trick"`
	Target   string `json:"target"`
	Resource string `json:"resource,omitempty"` // a shortage's resource
	// Pick is the card a digital Axe takes or makes discard: its place (1..)
	// in the hand, from the left.
	Pick int `json:"pick,omitempty"`
}

// Result is how the game ended: who stands on the last card, and when.
type Result struct {
	Kings []string `json:"kings,omitempty"`
	Turn  int      `json:"turn,omitempty"`
}

// Over reports whether the game has ended.
func (s State) Over() bool { return s.Phase == PhaseOver }

// Order is the seats in play order: Thorfinn first in solo.
func (s State) Order() []string {
	var out []string
	if s.Thorfinn != nil {
		out = append(out, ThorfinnID)
	}
	for _, p := range s.Players {
		out = append(out, p.ID)
	}
	return out
}

// ActiveID is who is playing now ("" outside play).
func (s State) ActiveID() string {
	o := s.Order()
	if s.Phase != PhasePlay || s.Active < 0 || s.Active >= len(o) {
		return ""
	}
	return o[s.Active]
}

// Player finds a player by ID.
func (s State) Player(id string) (Player, bool) {
	for _, p := range s.Players {
		if p.ID == id {
			return p, true
		}
	}
	return Player{}, false
}

func (s State) playerIndex(id string) int {
	for i, p := range s.Players {
		if p.ID == id {
			return i
		}
	}
	return -1
}

// isActor reports whether id is at the table: a player, or Thorfinn in solo.
func (s State) isActor(id string) bool {
	return slices.Contains(s.Order(), id)
}

// withPlayer returns s with player id changed by f; the slice is copied first.
func (s State) withPlayer(id string, f func(p *Player)) State {
	i := s.playerIndex(id)
	if i < 0 {
		return s
	}
	s.Players = slices.Clone(s.Players)
	p := s.Players[i]
	p.TrollsOut = slices.Clone(p.TrollsOut)
	if p.Storm != nil {
		st := *p.Storm
		p.Storm = &st
	}
	f(&p)
	s.Players[i] = p
	return s
}

// withThorfinn returns s with a copy of Thorfinn changed by f.
func (s State) withThorfinn(f func(t *Thorfinn)) State {
	s.Thorfinn = changed(s.Thorfinn, func(t *Thorfinn) {
		t.TrollsOut = slices.Clone(t.TrollsOut)
		f(t)
	})
	return s
}

// withAssembly returns s with a copy of the Assembly changed by f.
func (s State) withAssembly(f func(a *Assembly)) State {
	s.Assembly = changed(s.Assembly, func(a *Assembly) {
		a.Row, a.Under, a.Taken = slices.Clone(a.Row), slices.Clone(a.Under), slices.Clone(a.Taken)
		f(a)
	})
	return s
}

// changed is a copy of *p changed by f, which copies the slices it changes
// first (p is shared with earlier states); nil stays nil.
func changed[T any](p *T, f func(*T)) *T {
	if p == nil {
		return nil
	}
	v := *p
	f(&v)
	return &v
}

// Level is the level of an actor's pawn: 0 on Kattegat, Final() on the last card.
func (s State) Level(id string) int { return s.Race.Pos(id) - 1 }

// Final is the level of the last card (0 before the track is laid out).
func (s State) Final() int {
	if len(s.Track) == 0 {
		return 0
	}
	return s.Track[len(s.Track)-1].Level
}

// At is the index in Track of the card an actor's pawn stands on (-1 if none).
func (s State) At(id string) int {
	lvl := s.Level(id)
	branch := ""
	if p, ok := s.Player(id); ok {
		branch = p.Branch
	}
	for i, st := range s.Track {
		if st.Level == lvl && (st.Branch == "" || st.Branch == branch) {
			return i
		}
	}
	return -1
}

// StageAt is the card an actor's pawn stands on.
func (s State) StageAt(id string) Stage {
	if i := s.At(id); i >= 0 {
		return s.Track[i]
	}
	return Stage{}
}

// Sacred reports whether an actor stands on Sacred Ground (Kattegat side A),
// where no opponent's trick can reach them.
func (s State) Sacred(id string) bool {
	st := s.StageAt(id)
	return st.Card == Kattegat && st.Side == SideA
}

// StormsOn lists the Storm Trolls in front of a player, by owner.
func (s State) StormsOn(id string) []Storm {
	var out []Storm
	for _, p := range s.Players {
		if p.Storm != nil && p.Storm.Target == id {
			out = append(out, *p.Storm)
		}
	}
	return out
}

// StormFace is the strongest storm on a player: Stormur, Ovedur or "".
func (s State) StormFace(id string) string {
	face := ""
	for _, st := range s.StormsOn(id) {
		if st.Face == Stormur {
			return Stormur
		}
		face = st.Face
	}
	return face
}

// TrollsIn lists who owns the Troll cards sitting on a player's deck (one
// entry per card, sorted).
func (s State) TrollsIn(id string) []string {
	var out []string
	for _, p := range s.Players {
		for _, v := range p.TrollsOut {
			if v == id {
				out = append(out, p.ID)
			}
		}
	}
	if s.Thorfinn != nil {
		for _, v := range s.Thorfinn.TrollsOut {
			if v == id {
				out = append(out, ThorfinnID)
			}
		}
	}
	return out
}

// SymbolInPlay reports whether a symbol is used in this game.
func (s State) SymbolInPlay(sym string) bool { return slices.Contains(Symbols(s.Setup.Mode), sym) }

// HasTrolls reports whether the actor plays with Troll cards (not the solo
// player: their Trolls and Storm Troll are set aside).
func (s State) HasTrolls(id string) bool {
	return id == ThorfinnID || s.Thorfinn == nil
}

// trollsOut is an actor's Trolls in play.
func (s State) trollsOut(id string) []string {
	if id == ThorfinnID {
		if s.Thorfinn == nil {
			return nil
		}
		return s.Thorfinn.TrollsOut
	}
	p, _ := s.Player(id)
	return p.TrollsOut
}

// TrollsHome is how many Troll cards an actor still holds beside them.
func (s State) TrollsHome(id string) int {
	if !s.HasTrolls(id) {
		return 0
	}
	return TrollsEach - len(s.trollsOut(id))
}

// Kings lists the actors standing on the last card.
func (s State) Kings() []string {
	var out []string
	for _, id := range s.Order() {
		if s.Race.AtEnd(id) {
			out = append(out, id)
		}
	}
	return out
}

// ThorfinnCardsLeft is how many cards his draw pile holds.
func (s State) ThorfinnCardsLeft() int {
	if s.Thorfinn == nil {
		return 0
	}
	return s.Thorfinn.Deck.Size()
}

// ExpectedTurns is the game length the rulebook gives against Thorfinn:
// 19 to 24 turns, 16 to 20 in hard mode (0, 0 outside solo).
func ExpectedTurns(s Setup) (lo, hi int) {
	switch {
	case !s.Solo:
		return 0, 0
	case s.Hard:
		return 16, 20
	}
	return 19, 24
}

// Empty is how many Assembly slots wait for a card.
func (a *Assembly) Empty() int {
	if a == nil {
		return 0
	}
	n := 0
	for _, c := range a.Row {
		if c == "" {
			n++
		}
	}
	return n
}

// Left is how many cards can still be revealed into the Assembly.
func (a *Assembly) Left() int {
	if a == nil {
		return 0
	}
	return a.Deck.Size() + len(a.Under)
}

// Waiting is how many empty slots a card could fill now.
func (a *Assembly) Waiting() int { return min(a.Empty(), a.Left()) }

// InRow counts a Viking among the face-up cards.
func (a *Assembly) InRow(v string) int {
	if a == nil {
		return 0
	}
	n := 0
	for _, c := range a.Row {
		if c == v {
			n++
		}
	}
	return n
}
