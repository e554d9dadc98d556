package althing

import (
	"errors"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

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

// althingPictoTile is an action tile with the symbol's pictogram beside it (the
// pictogram keeps its own colours, so it stays outside the tile, which
// paints its icon in the text colour). No pictogram when icon is "".
func althingPictoTile(u *kit.UI, icon, text string, tap func()) fyne.CanvasObject {
	t := kit.NewTile(text, nil, tap)
	if icon == "" {
		return t
	}
	return container.NewBorder(nil, nil, kit.IconImage(icon, 32), nil, t)
}

// fillActions shows what the active player may do in their phase, each one
// tap: recruit, complete the next stage (or either stage of the next level),
// a trick on a target, send home a Troll, plot. What a rule forbids stays
// listed with the reason, so the table sees why.
func (b *althingBoard) fillActions(s althing.State) {
	u, f := b.u, b.f
	who := s.ActiveID()
	if s.Phase != althing.PhasePlay || who == "" || althing.ActiveIsThorfinn(s) {
		b.actions.Hide()
		return
	}
	b.actions.Show()
	head := kit.Subheading(u.Loc.T("app.althing.act.title", "Player", s.Who(who)))
	if why := b.refusal(s, althing.Command{Kind: althing.CmdEndPhase}); why != "" {
		// Nothing can be done in the phase yet (Thorfinn's recruits are still
		// to be named): say why once, rather than under every action.
		b.actions.Objects = []fyne.CanvasObject{kit.Card(container.NewVBox(head, kit.WrapLabel(why)))}
		b.actions.Refresh()
		return
	}
	table := althingTable(u)
	var tiles, notes []fyne.CanvasObject
	act := func(text, icon string, cmd althing.Command) {
		tiles = append(tiles, althingPictoTile(u, icon, text, func() { f.Do(cmd) }))
	}
	note := func(text string) {
		if text != "" {
			notes = append(notes, kit.Quiet(text))
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
		tiles = append(tiles, kit.NewTile(u.Loc.T("app.althing.act.complete", "Stage", u.Loc.Msg(althing.StageName(st.Card)),
			"Needs", althingNeedsText(u, s, st)), theme.MoveUpIcon(), func() { f.Do(cmd) }))
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
			tiles = append(tiles, althingPictoTile(u, "althing-plot", u.Loc.T("app.althing.act.plot"), func() { b.plot(s) }))
		}
	}

	objs := []fyne.CanvasObject{head, kit.NewFitGrid(2, 170, tiles...)}
	objs = append(objs, notes...)
	b.actions.Objects = []fyne.CanvasObject{kit.Card(container.NewVBox(objs...))}
	b.actions.Refresh()
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

// fillBar is the one next thing: the setup's next step, Thorfinn's card, a
// Viking to name, a dodge, or the end of the active player's phase.
func (b *althingBoard) fillBar(s althing.State) {
	u, f := b.u, b.f
	table := althingTable(u)
	var items []fyne.CanvasObject
	big := func(text string, icon fyne.Resource, tap func()) {
		t := kit.NewTile(text, icon, tap)
		t.SetImportance(widget.HighImportance)
		t.SetAlignment(fyne.TextAlignCenter)
		items = append(items, kit.AtLeast(t, 0, kit.BigSize))
	}
	do := func(cmd althing.Command) func() { return func() { f.Do(cmd) } }
	allowed := althing.Allowed(s)
	can := func(k string) bool { return slices.Contains(allowed, k) }

	if who, dodge, ok := althing.Dodger(s); ok {
		t := kit.NewTile(u.Loc.T("app.althing.bar.dodge", "Player", s.Who(who), "Dodge", u.Loc.Msg(althing.SymbolName(dodge))),
			nil, do(althing.Command{Kind: althing.CmdDodge}))
		t.SetImportance(widget.WarningImportance)
		items = append(items, container.NewBorder(nil, nil, kit.IconImage("althing-"+dodge, 36), nil, t))
	} else if why := althingRefusal(u, althing.DodgeBlocked(s)); why != "" {
		// The trick stands: its target has no card left to dodge with.
		items = append(items, kit.Quiet(why))
	}
	switch {
	case s.Over():
		// The game is recorded in a campaign: its log offers the next part
		// (or the next game against Thorfinn) and keeps the result.
		if id := f.Sess.Info().Campaign; id != 0 {
			if c, err := u.Store.CampaignByID(id); err == nil {
				big(u.Loc.T("app.althing.bar.campaign", "Campaign", c.Title), theme.ListIcon(), func() { ShowAlthingCampaign(u, id) })
			}
		}
	case can(althing.CmdDealTrack) && table:
		big(u.Loc.T("app.althing.bar.deal_table"), theme.DocumentCreateIcon(), func() {
			althingPickDeal(u, s, func(st []althing.Stage) { f.Do(althing.Command{Kind: althing.CmdDealTrack, Stages: st}) })
		})
	case can(althing.CmdDealTrack):
		big(u.Loc.T("app.althing.bar.deal_app"), theme.ViewRefreshIcon(), do(althing.Command{Kind: althing.CmdDealTrack}))
	case can(althing.CmdFillAssembly) && table:
		big(u.Loc.N("app.althing.bar.fill_table", s.Assembly.Waiting()), theme.DocumentCreateIcon(), func() {
			althingPickViking(u, s.Assembly, func(v string) { f.Do(althing.Command{Kind: althing.CmdFillAssembly, Cards: []string{v}}) })
		})
	case can(althing.CmdFillAssembly):
		big(u.Loc.N("app.althing.bar.fill_app", s.Assembly.Waiting()), theme.ViewRefreshIcon(), do(althing.Command{Kind: althing.CmdFillAssembly}))
	case can(althing.CmdBegin):
		big(u.Loc.T("app.althing.bar.begin"), theme.MediaPlayIcon(), do(althing.Command{Kind: althing.CmdBegin}))
	case can(althing.CmdRevealThorfinn) && table:
		big(u.Loc.T("app.althing.bar.thorfinn_table"), theme.DocumentCreateIcon(), func() {
			althingPickThorfinn(u, s, func(c string) { f.Do(althing.Command{Kind: althing.CmdRevealThorfinn, Card: c}) })
		})
	case can(althing.CmdRevealThorfinn):
		big(u.Loc.T("app.althing.bar.thorfinn_app"), theme.ViewRefreshIcon(), do(althing.Command{Kind: althing.CmdRevealThorfinn}))
	case can(althing.CmdPlayThorfinn):
		big(u.Loc.T("app.althing.bar.thorfinn_play", "Card", s.Thorfinn.Card), theme.MediaPlayIcon(),
			do(althing.Command{Kind: althing.CmdPlayThorfinn, Table: table}))
	case can(althing.CmdThorfinnTakes):
		items = append(items, althingBold(u.Loc.N("app.althing.assembly.thorfinn_takes", s.Thorfinn.Owed)))
	case can(althing.CmdEndPhase):
		p, _ := s.Player(s.ActiveID())
		n := p.HandSize
		if p.Veteran5 {
			n = althing.VeteranHand
		}
		big(u.Loc.T("app.althing.bar.end", "Player", s.Who(p.ID), "N", n), theme.MediaSkipNextIcon(),
			do(althing.Command{Kind: althing.CmdEndPhase}))
	}
	b.bar.Objects = items
	b.bar.Refresh()
}
