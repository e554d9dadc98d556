package dwarves

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/dwarves"
)

// iconButtons are the buttons in o showing icon and no text, in order.
func iconButtons(o fyne.CanvasObject, icon fyne.Resource) []*widget.Button {
	var out []*widget.Button
	kittest.Walk(o, func(x fyne.CanvasObject) bool {
		if b, ok := x.(*widget.Button); ok && b.Text == "" && b.Icon != nil && b.Icon.Name() == icon.Name() {
			out = append(out, b)
		}
		return false
	})
	return out
}

// showsLine reports whether a text on screen is line, whole.
func showsLine(e *kittest.Env, line string) bool {
	return slices.Contains(e.Texts(), line)
}

// The board is made once and shown again with each new state: a tap on a
// hero's board shows the new value there and on the strip, an Equipment card
// comes and goes, and a section chosen again catches up with what changed
// while it was hidden.
func TestDwarvesBoardShowsEachChange(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.Open(seed.DwarvesSession(e.Store, 0, "Update"))
	u := e.U
	do := func(c dwarves.Command) {
		t.Helper()
		if err := e.Frame().Sess.Do(c); err != nil {
			t.Fatal(err)
		}
	}

	// The turn's hero is Boëndal: his Health changes on the Turn section.
	do(dwarves.Command{Kind: dwarves.CmdHealth, Hero: dwarves.Boendal, N: -1})
	e.MustShow(hearts(u, dwState(e).Heroes[1]))
	e.MustShow("♥♥♥♡  ")

	e.Tap(u.Loc.T("app.dwarves.sec.heroes"))
	card := e.Frame().B.(*dwarvesBoard).sections[secHeroes].(*heroesView).cards.Box.Objects[0] // Tungdil's
	test.Tap(iconButtons(card, theme.ContentRemoveIcon())[0])                                  // Health −
	if got := dwState(e).Heroes[0].Health; got != 3 {
		t.Fatalf("Tungdil's Health is %d", got)
	}
	e.MustStrip("Tungdil ♥ 3/4 · Boëndal ♥ 3/4")
	health := func() string {
		var text string
		kittest.Walk(card, func(o fyne.CanvasObject) bool {
			if l, ok := o.(*widget.Label); ok && l.TextStyle.Bold && len(l.Text) > 0 && []rune(l.Text)[0] == '♥' {
				text = l.Text
			}
			return text != ""
		})
		return text
	}
	if got, want := health(), hearts(u, dwState(e).Heroes[0]); got != want {
		t.Fatalf("Tungdil's card says %q, want %q", got, want)
	}

	// An Increased Health tile: the second + on his card.
	test.Tap(iconButtons(card, theme.ContentAddIcon())[1])
	if got := dwState(e).Heroes[0]; got.Tiles != 1 || got.Hearts() != 5 {
		t.Fatalf("Tungdil has %d tiles, %d hearts", got.Tiles, got.Hearts())
	}
	if got, want := health(), hearts(u, dwState(e).Heroes[0]); got != want {
		t.Fatalf("after the tile Tungdil's card says %q, want %q", got, want)
	}
	e.MustShow(u.Loc.T("app.dwarves.hero.tiles_used", "N", 1, "Total", 6))

	// An Equipment card comes, then goes from its own button.
	do(dwarves.Command{Kind: dwarves.CmdEquip, Hero: dwarves.Tungdil, Name: "Keenfire", From: dwarves.WhyDeck})
	if !showsLine(e, "Keenfire") {
		t.Fatalf("Tungdil's board does not show his Equipment card: %q", e.Texts())
	}
	lose := iconButtons(card, theme.DeleteIcon())
	if len(lose) != 1 {
		t.Fatalf("%d lose buttons on Tungdil's card", len(lose))
	}
	test.Tap(lose[0])
	e.Tap(u.Loc.T("app.dwarves.equip.lose_ok"))
	if got := dwState(e).Heroes[0].Equipment; len(got) != 0 {
		t.Fatalf("Tungdil still holds %q", got)
	}
	if showsLine(e, "Keenfire") || len(iconButtons(card, theme.DeleteIcon())) != 0 {
		t.Fatal("the card given up is still on Tungdil's board")
	}

	// The Army, then troops placed while it is hidden: it shows them when
	// chosen again.
	e.Tap(u.Loc.T("app.dwarves.sec.army"))
	e.Tap(u.Loc.T("app.dwarves.sec.heroes"))
	do(dwarves.Command{Kind: dwarves.CmdTroops, At: dwarves.InHex(dwarves.GateII), Troops: dwarves.Troops{Orcs: 1}})
	if showsLine(e, "Gate II: 1 Orc") {
		t.Fatal("the hidden Army section shows on the heroes' boards")
	}
	e.Tap(u.Loc.T("app.dwarves.sec.army"))
	if !showsLine(e, "Gate II: 1 Orc") {
		t.Fatalf("the Army does not show the troops placed while it was hidden: %q", e.Texts())
	}
	if b := e.Button(u.Loc.T("app.dwarves.sec.army")); b.Importance != widget.HighImportance {
		t.Error("the section picker does not mark the Army chosen")
	}
	if b := e.Button(u.Loc.T("app.dwarves.sec.heroes")); b.Importance == widget.HighImportance {
		t.Error("the section picker still marks the heroes chosen")
	}
}
