package app

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"skald/app/internal/seed"
	"skald/tracker"
)

// tapIcons lists the tappable pictograms on screen (dialogs first), by icon
// name.
func (e *Env) tapIcons() map[string][]*TapIcon {
	out := map[string][]*TapIcon{}
	for _, r := range e.Roots() {
		Walk(r, func(o fyne.CanvasObject) bool {
			if t, ok := o.(*TapIcon); ok {
				out[t.Name] = append(out[t.Name], t)
			}
			return false
		})
	}
	return out
}

// checkBoardIcons checks that every tappable pictogram on the board has a
// glossary entry and that each icon of want is shown and, tapped, opens its
// entry over the board; Back returns to the board.
func (e *Env) checkBoardIcons(want map[string]string) {
	e.T.Helper()
	ref, err := e.U.Reference()
	if err != nil {
		e.T.Fatal(err)
	}
	board := e.U.Top()
	icons := e.tapIcons()
	for name := range icons {
		if _, ok := ref.IconEntry(name); !ok {
			e.T.Errorf("the board shows %q, which has no glossary entry", name)
		}
	}
	for name, id := range want {
		shown := icons[name]
		if len(shown) == 0 {
			e.T.Errorf("the board shows no tappable %q; it shows %d kinds", name, len(icons))
			continue
		}
		test.Tap(shown[0])
		if got := e.entryOnTop(); got != id {
			e.T.Errorf("tapping %q opened %q, want %q", name, got, id)
			continue
		}
		e.U.Back()
		if e.U.Top() != board {
			e.T.Fatalf("Back from the %q entry shows %T, not the board", name, e.U.Top())
		}
	}
}

func (e *Env) openSeeded(sess *tracker.Session, err error) {
	e.T.Helper()
	if err != nil {
		e.T.Fatal(err)
	}
	if err := e.U.OpenSession(sess.Info().ID); err != nil {
		e.T.Fatal(err)
	}
}

// Qâ: the war track's Guerre pictogram, the Skill types of every hero's
// counters (held or not), the dice kept and the Chaams on the Lieux open
// their glossary entries.
func TestQaBoardIconsOpenTheirEntries(t *testing.T) {
	e := NewEnv(t, "", PhoneSize)
	e.openSeeded(seed.QaExample(e.Store, "Icons", "action"))
	e.checkBoardIcons(map[string]string{
		"qa-war":                "qa.icon.war",
		"qa-skill-combat":       "qa.icon.combat",
		"qa-skill-esquive":      "qa.icon.esquive",
		"qa-skill-infiltration": "qa.icon.infiltration",
		"qa-skill-persuasion":   "qa.icon.persuasion",
		"qa-skill-assassinat":   "qa.icon.assassinat",
		"qa-skill-corruption":   "qa.icon.corruption",
		"qa-chaams":             "qa.icon.chaams",
	})
	// On a phone the war track's compact cells show the Guerre pictogram on
	// known Guerre spaces: a tap on such a cell opens its entry too.
	var war *warCell
	Walk(e.W.Canvas().Content(), func(o fyne.CanvasObject) bool {
		c, ok := o.(*warCell)
		if ok && c.showsWar() {
			war = c
		}
		return war != nil
	})
	if war == nil {
		t.Error("no war track cell shows the Guerre pictogram")
	} else {
		board := e.U.Top()
		test.Tap(war)
		if got := e.entryOnTop(); got != "qa.icon.war" {
			t.Errorf("tapping Guerre space %d opened %q", war.space, got)
		}
		e.U.Back()
		if e.U.Top() != board {
			t.Fatalf("Back shows %T", e.U.Top())
		}
	}

	s := e.qaState()
	if len(s.Dice) > 0 {
		face := s.Dice[0]
		e.checkBoardIcons(map[string]string{"qa-die-" + face: "qa.icon." + face})
	} else {
		t.Error("the Action phase of the worked turn keeps no dice")
	}

	// The Destin phase's first roll: the black die's face leads the hint.
	d := NewEnv(t, "", PhoneSize)
	d.openSeeded(seed.QaExample(d.Store, "Icons", "destin"))
	black := d.qaState().Destin.Black
	d.checkBoardIcons(map[string]string{"qa-die-" + black: "qa.icon." + black})
}

// The Dwarves: the Doom track's key (markers, Council, Threat, Troops), the
// Council marker, the turn's Health and checks under way, and on the heroes'
// boards Health and the three checks.
func TestDwarvesBoardIconsOpenTheirEntries(t *testing.T) {
	e := NewEnv(t, "", PhoneSize)
	e.openSeeded(seed.DwarvesSession(e.Store, 0, "Icons"))
	e.checkBoardIcons(map[string]string{
		"dwarves-hero-marker":    "dwarves.icon.hero_marker",
		"dwarves-doom-marker":    "dwarves.icon.doom_marker",
		"dwarves-icon-council":   "dwarves.icon.council",
		"dwarves-icon-threat":    "dwarves.icon.threat",
		"dwarves-icon-troops":    "dwarves.icon.troops",
		"dwarves-council-marker": "dwarves.icon.council_marker",
		// The turn section: the hero's Health, the check under way (Craft).
		"dwarves-health":      "dwarves.icon.health",
		"dwarves-check-craft": "dwarves.icon.craft",
	})
	e.Tap("Heroes")
	e.checkBoardIcons(map[string]string{
		"dwarves-health":       "dwarves.icon.health",
		"dwarves-check-battle": "dwarves.icon.battle",
		"dwarves-check-craft":  "dwarves.icon.craft",
		"dwarves-check-speed":  "dwarves.icon.speed",
	})
}

// The card game: the journey calculator's attributes, the horns won and to
// win, the upkeep, the exhaustion markers at clean-up, the bane effect's wolf.
func TestCardgameBoardIconsOpenTheirEntries(t *testing.T) {
	for _, c := range []struct {
		at   string
		size fyne.Size
		want map[string]string
	}{
		{seed.CardgameAtResolve, PhoneSize, map[string]string{
			"cardgame-bravery": "cardgame.icon.bravery",
			"cardgame-cunning": "cardgame.icon.cunning",
			"cardgame-power":   "cardgame.icon.power",
		}},
		{seed.CardgameAtResolve, DesktopSize, map[string]string{
			"cardgame-horn":  "cardgame.icon.horn",
			"cardgame-power": "cardgame.icon.power",
		}},
		{seed.CardgameAtUpkeep, PhoneSize, map[string]string{
			"cardgame-upkeep": "cardgame.icon.upkeep",
			"cardgame-horn":   "cardgame.icon.horn",
		}},
		{seed.CardgameAtCleanup, PhoneSize, map[string]string{
			"cardgame-exhaustion": "cardgame.icon.exhaustion",
		}},
		{seed.CardgameAtEnd, PhoneSize, map[string]string{
			"cardgame-wolf": "cardgame.icon.wolf",
		}},
	} {
		t.Run(c.at+"-"+strconv.Itoa(int(c.size.Width)), func(t *testing.T) {
			e := NewEnv(t, "", c.size)
			e.openSeeded(seed.CardgameSession(e.Store, "Icons", c.at))
			e.checkBoardIcons(c.want)
		})
	}
}
