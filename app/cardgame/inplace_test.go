package cardgame

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/internal/settle"
	"skald/app/kit"
	"skald/app/kit/kittest"
	"skald/rules/cardgame"
)

// A board updated in place, command after command (and undo, redo), shows
// each state just as a board built afresh for it does: the same texts,
// icons, importance and enabled state, at the same places, on a phone and
// on a desktop, through whole games that take every step.
func TestCardgameUpdatedBoardMatchesFresh(t *testing.T) {
	for _, size := range []fyne.Size{kittest.PhoneSize, kittest.DesktopSize} {
		t.Run(fmt.Sprint(size.Width), func(t *testing.T) {
			e := kittest.NewEnv(t, "", size)
			sess := e.Open(seed.CardgameSession(e.Store, "Duel", seed.CardgameAtFate))
			fresh := test.NewTempWindow(t, nil)
			fresh.Resize(size)
			u := kit.New(e.A, fresh, e.Store)
			r := rand.New(rand.NewPCG(19, uint64(size.Width)))
			compare := func(what string) {
				t.Helper()
				if err := u.OpenSession(sess.Info().ID); err != nil {
					t.Fatal(err)
				}
				live, built := cgLook(e.W), cgLook(fresh)
				for i := range min(len(live), len(built)) {
					if live[i] != built[i] {
						t.Fatalf("%s: updated in place\n  %s\nbuilt afresh\n  %s", what, live[i], built[i])
					}
				}
				if len(live) != len(built) {
					t.Fatalf("%s: %d objects updated in place, %d built afresh", what, len(live), len(built))
				}
			}
			kinds := map[string]bool{}
			for step := range 110 {
				s := sess.State().(cardgame.State)
				kinds[panelKind(s)] = true
				switch n := r.IntN(20); {
				case n == 0 && sess.CanUndo():
					if err := sess.Undo(); err != nil {
						t.Fatal(err)
					}
				case n == 1 && sess.CanRedo():
					if err := sess.Redo(); err != nil {
						t.Fatal(err)
					}
				default:
					_ = sess.Do(cgNext(s, r)) // a refusal changes nothing: compared too
				}
				compare(fmt.Sprintf("step %d, round %d, %s %s", step, s.Round, s.Phase, s.Step))
			}
			// The end of the game and back.
			s := sess.State().(cardgame.State)
			if err := sess.Do(cardgame.Command{Kind: cardgame.CmdDamage, Player: s.DestinyFaction(), N: 9, Unpaid: true}); err != nil {
				t.Fatal(err)
			}
			compare("lost")
			if err := sess.Undo(); err != nil {
				t.Fatal(err)
			}
			compare("lost, undone")
			for _, k := range []string{cardgame.StepFate, cardgame.StepPlay, cardgame.StepChoose, cardgame.StepOppose, cardgame.StepResolve,
				cardgame.StepReturn, cardgame.StepEnd, cardgame.StepUpkeep, cardgame.StepCleanup, cardgame.StepSwap} {
				if !kinds[k] {
					t.Errorf("the game never came to the %s panel", k)
				}
			}
		})
	}
}

// cgNext is a command a table might send in s, chosen with r.
func cgNext(s cardgame.State, r *rand.Rand) cardgame.Command {
	d, b := s.DestinyFaction(), s.BaneFaction()
	pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	switch r.IntN(25) {
	case 0:
		return cardgame.Command{Kind: cardgame.CmdDamage, Player: pick(d, b), N: 1 + r.IntN(3)}
	case 1:
		return cardgame.Command{Kind: cardgame.CmdCompanions, Player: pick(d, b), N: r.IntN(cardgame.MaxParty + 1)}
	}
	switch {
	case s.Phase == cardgame.PhaseFate:
		for i, f := range s.Fate {
			if f.Done {
				continue
			}
			p := s.Seats[i].Faction
			switch r.IntN(4) {
			case 0:
				return cardgame.Command{Kind: cardgame.CmdFate, Player: p, To: cardgame.FateHand, N: 1 + r.IntN(f.Left())}
			case 1:
				return cardgame.Command{Kind: cardgame.CmdFate, Player: p, To: cardgame.FatePool, N: 1}
			case 2:
				return cardgame.Command{Kind: cardgame.CmdFate, Player: p, To: cardgame.FatePool, N: f.Left()}
			}
			return cardgame.Command{Kind: cardgame.CmdFateDone, Player: p}
		}
	case s.InWindow():
		p := s.Turn()
		if p == "" {
			p = pick(d, b)
		}
		acts := cardgame.Acts(s, p)
		if r.IntN(2) == 0 || len(acts) == 0 {
			return cardgame.Command{Kind: cardgame.CmdPass, Player: p}
		}
		if lands := cardgame.BaneEffects(s); p == b && len(lands) > 0 && r.IntN(2) == 0 {
			return cardgame.Command{Kind: cardgame.CmdAct, Player: p, Act: cardgame.ActLand, Land: pick(lands...)}
		}
		return cardgame.Command{Kind: cardgame.CmdAct, Player: p, Act: pick(acts...)}
	}
	switch s.Step {
	case cardgame.StepChoose:
		var open []string
		for _, l := range s.Lands {
			if l.By == "" {
				open = append(open, l.ID)
			}
		}
		return cardgame.Command{Kind: cardgame.CmdChoose, Land: pick(open...)}
	case cardgame.StepOppose:
		return cardgame.Command{Kind: cardgame.CmdOppose, Oppose: pick(cardgame.OpposeNone, cardgame.OpposeFree, cardgame.OpposePaid), Cost: r.IntN(4)}
	case cardgame.StepResolve:
		at := func(n int) cardgame.Attrs {
			return cardgame.Attrs{Bravery: r.IntN(n), Cunning: r.IntN(n), Power: r.IntN(n)}
		}
		c := cardgame.Command{Kind: cardgame.CmdResolve, Party: at(9), Bane: at(2)}
		if s.Journey.Opposed() {
			c.Opponent = at(2)
		}
		return c
	case cardgame.StepReturn:
		return cardgame.Command{Kind: cardgame.CmdReturn}
	case cardgame.StepEnd:
		c := cardgame.Command{Kind: cardgame.CmdEndJourney}
		if s.Journey.Success && cardgame.EffectOwed(s) {
			c.Effect = pick(cardgame.EffectUsed, cardgame.EffectDeclined)
		}
		return c
	case cardgame.StepUpkeep:
		return cardgame.Command{Kind: cardgame.CmdUpkeep, Upkeep: pick(cardgame.UpkeepMet, cardgame.UpkeepMet, cardgame.UpkeepDestroy, cardgame.UpkeepDamage)}
	case cardgame.StepCleanup:
		return cardgame.Command{Kind: cardgame.CmdCleanup}
	case cardgame.StepSwap:
		return cardgame.Command{Kind: cardgame.CmdSwap}
	}
	return cardgame.Command{Kind: cardgame.CmdPass}
}

// cgLook is what a window shows, laid out as a real window would: each
// visible text, button, icon and box, with where it is and its size.
func cgLook(w fyne.Window) []string {
	c := w.Canvas()
	roots := append(c.Overlays().List(), c.Content())
	settle.Roots(roots...)
	var out []string
	var walk func(o fyne.CanvasObject, at fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		at = at.Add(o.Position())
		where := fmt.Sprintf("%T at %.0f,%.0f size %.0fx%.0f", o, at.X, at.Y, o.Size().Width, o.Size().Height)
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, fmt.Sprintf("%s label %q %v %v %s", where, x.Text, x.Importance, x.TextStyle, x.SizeName))
		case *widget.Button:
			out = append(out, fmt.Sprintf("%s button %q disabled %v %v %s", where, x.Text, x.Disabled(), x.Importance, resName(x.Icon)))
		case *widget.Icon:
			out = append(out, fmt.Sprintf("%s icon %s", where, resName(x.Resource)))
		case *canvas.Image:
			out = append(out, fmt.Sprintf("%s image %s %.2f", where, resName(x.Resource), x.Translucency))
		case *canvas.Text:
			out = append(out, fmt.Sprintf("%s text %q %v", where, x.Text, x.Color))
		case *canvas.Rectangle:
			out = append(out, fmt.Sprintf("%s rect %v", where, x.FillColor))
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, ch := range x.Objects {
				walk(ch, at)
			}
		case *container.Scroll:
			walk(x.Content, at)
		case fyne.Widget:
			for _, ch := range test.WidgetRenderer(x).Objects() {
				walk(ch, at)
			}
		}
	}
	for _, r := range roots {
		walk(r, fyne.Position{})
	}
	return out
}

func resName(r fyne.Resource) string {
	if r == nil {
		return "-"
	}
	return r.Name()
}
