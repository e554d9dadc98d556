package althing

import (
	"errors"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/althing"
)

// althingNoRand stands in for the random source when the board only asks the
// rules whether a command would be refused (nothing is kept).
type althingNoRand struct{}

func (althingNoRand) IntN(int) int { return 0 }

// refusal is the rule that refuses cmd now, in words ("" if none does).
func (b *althingBoard) refusal(s althing.State, cmd althing.Command) string {
	_, err := althing.Decide(s, cmd, althingNoRand{})
	return althingRefusal(b.u, err)
}

// althingRefusal is a rule's refusal in its own words, without the "not
// allowed" frame ("" for anything that is not a refusal).
func althingRefusal(u *kit.UI, err error) string {
	var r *rules.Refusal
	if errors.As(err, &r) {
		return u.Loc.Msg(r.Msg)
	}
	return ""
}

// althingActions is what the active player may do in their phase, each one
// tap. Its tiles are kept by pictogram and shown again with new texts, so
// that a new phase parses no icon.
type althingActions struct {
	b     *althingBoard
	box   *fyne.Container
	head  *kit.Label
	why   *kit.Label // why nothing can be done yet
	grid  *fyne.Container
	notes *kit.RowList[*kit.Label]
	tiles map[string][]*althingAction // by pictogram, "" for a stage
}

// althingAction is one action tile (with its pictogram beside it, if any).
type althingAction struct {
	obj  fyne.CanvasObject
	tile *kit.Tile
	tap  func()
}

func newAlthingActions(b *althingBoard) *althingActions {
	a := &althingActions{b: b, head: kit.Subheading(""), why: kit.WrapLabel(""), grid: kit.NewFitGrid(2, 170),
		tiles: map[string][]*althingAction{}}
	a.notes = kit.NewRowList(container.NewVBox(), func() (*kit.Label, fyne.CanvasObject) {
		l := kit.Quiet("")
		return l, l
	})
	a.box = container.NewVBox(kit.Card(container.NewVBox(a.head, a.why, a.grid, a.notes.Box)))
	return a
}

// tile is the n-th action tile with pictogram icon ("" for a stage's, which
// has the move-up icon instead), made the first time it is needed. The
// pictogram keeps its own colours, so it stays outside the tile, which
// paints its icon in the text colour.
func (a *althingActions) tile(icon string, n int) *althingAction {
	for len(a.tiles[icon]) <= n {
		t := &althingAction{}
		var res fyne.Resource
		if icon == "" {
			res = theme.MoveUpIcon()
		}
		t.tile = kit.NewTile("", res, func() { t.tap() })
		t.obj = t.tile
		if icon != "" {
			t.obj = container.NewBorder(nil, nil, kit.IconImage(icon, 32), nil, t.tile)
		}
		a.tiles[icon] = append(a.tiles[icon], t)
	}
	return a.tiles[icon][n]
}

// fill shows what the active player may do in their phase: recruit,
// complete the next stage (or either stage of the next level), a trick on a
// target, send home a Troll, plot. What a rule forbids stays listed with the
// reason, so the table sees why.
func (a *althingActions) fill(s althing.State) {
	b := a.b
	u, f := b.u, b.f
	who := s.ActiveID()
	if s.Phase != althing.PhasePlay || who == "" || althing.ActiveIsThorfinn(s) {
		a.box.Hide()
		return
	}
	a.box.Show()
	kit.SetText(a.head, u.Loc.T("app.althing.act.title", "Player", s.Who(who)))
	why := b.refusal(s, althing.Command{Kind: althing.CmdEndPhase})
	// Nothing can be done in the phase yet (Thorfinn's recruits are still to
	// be named): say why once, rather than under every action.
	kit.SetText(a.why, why)
	kit.SetShown(a.why, why != "")
	kit.SetShown(a.grid, why == "")
	if why != "" {
		a.notes.Box.Hide()
		return
	}
	table := althingTable(u)
	var tiles []fyne.CanvasObject
	var notes []string
	used := map[string]int{}
	add := func(icon, text string, tap func()) {
		t := a.tile(icon, used[icon])
		used[icon]++
		t.tile.SetText(text)
		t.tap = tap
		tiles = append(tiles, t.obj)
	}
	act := func(text, icon string, cmd althing.Command) {
		add(icon, text, func() { f.Do(cmd) })
	}
	note := func(text string) {
		if text != "" {
			notes = append(notes, text)
		}
	}

	// Recruiting.
	if s.Assembly == nil {
		cmd := althing.Command{Kind: althing.CmdRecruit, N: 1}
		if why := b.refusal(s, cmd); why != "" {
			note(why)
		} else {
			act(u.Loc.T("app.althing.act.recruit"), "althing-gold", cmd)
		}
	} else if why := b.refusal(s, althing.Command{Kind: althing.CmdRecruit, Cards: []string{althingFirstFaceUp(s.Assembly)}}); why != "" {
		note(why)
	} else {
		note(u.Loc.T("app.althing.act.recruit_tracked"))
	}

	// The stage (one per phase).
	for _, i := range althing.NextStages(s, who) {
		st := s.Track[i]
		cmd := althing.Command{Kind: althing.CmdComplete, Stage: i}
		if why := b.refusal(s, cmd); why != "" {
			note(why)
			break
		}
		act(u.Loc.T("app.althing.act.complete", "Stage", u.Loc.Msg(althing.StageName(st.Card)),
			"Needs", althingNeedsText(u, s, st)), "", cmd)
	}

	// Tricks, by target.
	for _, tr := range althing.Tricks {
		if !s.SymbolInPlay(tr) || (tr != althing.SymAxe && !s.HasTrolls(who)) {
			continue
		}
		targets := althing.Targets(s, tr)
		if len(targets) == 0 {
			if err := althing.TrickBlocked(s, tr); err != nil {
				note(u.Loc.T("app.althing.act.trick_blocked", "Trick", u.Loc.Msg(althing.SymbolName(tr)), "Why", althingRefusal(u, err)))
			}
			continue
		}
		for _, t := range targets {
			act(u.Loc.T("app.althing.act.trick_on", "Trick", u.Loc.Msg(althing.SymbolName(tr)), "Target", s.Who(t)),
				"althing-"+tr, althing.Command{Kind: althing.CmdTrick, Trick: tr, Target: t, Table: table})
		}
	}

	// Untroll from the draw pile.
	if s.SymbolInPlay(althing.SymUntroll) {
		var owners []string
		for _, o := range s.TrollsIn(who) {
			if !slices.Contains(owners, o) {
				owners = append(owners, o)
			}
		}
		for _, o := range owners {
			act(u.Loc.T("app.althing.act.untroll", "Owner", s.Who(o)), "althing-untroll",
				althing.Command{Kind: althing.CmdUntroll, Owner: o})
		}
	}

	// Plot.
	if s.SymbolInPlay(althing.SymPlot) {
		if s.Assembly == nil {
			act(u.Loc.T("app.althing.act.plot"), "althing-plot", althing.Command{Kind: althing.CmdPlot})
		} else if s.Assembly.Empty() < len(s.Assembly.Row) {
			add("althing-plot", u.Loc.T("app.althing.act.plot"), func() { b.plot(s) })
		}
	}

	kit.SetObjects(a.grid, tiles...)
	a.notes.Show(len(notes), func(i int, l *kit.Label) { kit.SetText(l, notes[i]) })
	kit.SetShown(a.notes.Box, len(notes) > 0)
}

func althingFirstFaceUp(a *althing.Assembly) string {
	for _, v := range a.Row {
		if v != "" {
			return v
		}
	}
	return ""
}

// plot asks which face-up Vikings go under the deck, then plays the Plot.
func (b *althingBoard) plot(s althing.State) {
	u := b.u
	var opts []kit.Option
	for _, v := range s.Assembly.Row {
		if v != "" {
			opts = append(opts, kit.Option{Value: v, Label: u.Loc.Msg(althing.VikingName(v))})
		}
	}
	want := min(althing.PlotCards, len(opts))
	table := althingTable(u)
	althingPickSome(u, u.Loc.T("app.althing.act.plot"), u.Loc.N("app.althing.pick.plot_hint", want), opts, want, func(vs []string) {
		b.f.Do(althing.Command{Kind: althing.CmdPlot, Cards: vs, Table: table})
	})
}
