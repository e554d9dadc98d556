package althing

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/althing"
)

// althingBoard is Althing's table: whose phase it is and what is in play,
// the saga track with the pawns, Thorfinn's corner in solo, the active
// player's actions, each player's race, the Assembly if tracked, and the
// table/app switch for draws. Its next thing (the bottom bar) is the setup's
// next step, Thorfinn's card, or the end of the active player's phase.
type althingBoard struct {
	u *kit.UI
	f *kit.Frame

	turn           *kit.Label
	info           *kit.Label
	last           *kit.Label
	track          *althingTrack
	race           *althingRace
	thorfinn       *althingThorfinn
	assembly       *althingAssembly
	actions        *althingActions
	bar            *althingBar
	kit.BoardStrip // the race at a glance, pinned under the top bar on a phone
}

func (b *althingBoard) state(st any) althing.State {
	s, _ := st.(althing.State)
	return s
}

func (b *althingBoard) Title(st any) string {
	u, s := b.u, b.state(st)
	game := u.Loc.Msg(althing.Game.Name())
	switch {
	case s.Phase == althing.PhaseSetup && b.narrow():
		return game // the heading below says "Setting up the saga"
	case s.Phase == althing.PhaseSetup:
		return u.Loc.T("app.althing.title_setup", "Game", game)
	case s.Thorfinn != nil && !b.narrow():
		// On a phone the heading below says the expected length instead.
		lo, hi := althing.ExpectedTurns(s.Setup)
		return u.Loc.T("app.althing.title_solo", "Game", game, "Turn", s.Turn, "Lo", lo, "Hi", hi)
	}
	return u.Loc.T("app.althing.title", "Game", game, "Turn", s.Turn)
}

func (b *althingBoard) Build(f *kit.Frame) (fyne.CanvasObject, fyne.CanvasObject) {
	u := b.u
	b.f = f
	b.turn = kit.Heading("")
	b.info = kit.Quiet("")
	b.last = althingBold("")
	b.track = newAlthingTrack(b)
	b.race = newAlthingRace(b)
	b.thorfinn = newAlthingThorfinn(b)
	b.assembly = newAlthingAssembly(b)
	b.actions = newAlthingActions(b)
	b.bar = newAlthingBar(b)
	b.BoardStrip = kit.NewBoardStrip(f.BoardWidth())
	main := container.NewVBox(
		b.turn,
		b.info,
		b.last,
		kit.Subheading(u.Loc.T("app.althing.track.title")),
		b.track.box,
		b.thorfinn.box,
		b.actions.box,
		kit.Subheading(u.Loc.T("app.althing.race.title")),
		b.race.box,
		b.assembly.box,
		widget.NewSeparator(),
		althingModeRow(u),
	)
	return main, b.bar.box
}

func (b *althingBoard) Update(st any) {
	u, s := b.u, b.state(st)
	b.showStatus(s)
	kit.SetText(b.turn, b.turnText(s))
	kit.SetText(b.info, u.Loc.Msg(althing.ModeName(s.Setup.Mode))+" · "+
		u.Loc.T("app.althing.symbols", "Symbols", althingSymbols(u, althing.Symbols(s.Setup.Mode))))
	kit.SetText(b.last, b.lastText(s))
	kit.SetShown(b.last, b.last.Text != "")
	b.track.fill(s)
	b.thorfinn.fill(s)
	b.actions.fill(s)
	b.race.fill(s)
	b.assembly.fill(s)
	b.bar.fill(s)
}

// showStatus fills the status strip with the race: a line per pawn saying
// the stage it stands on, in turn order (Thorfinn first in solo).
func (b *althingBoard) showStatus(s althing.State) { b.Strip.Set(b.statusRows(s)...) }

// statusRows are the status strip's rows, the live view's too.
func (b *althingBoard) statusRows(s althing.State) []kit.StripRow {
	u := b.u
	if len(s.Track) == 0 {
		return []kit.StripRow{kit.Row(u.Loc.T("app.althing.strip.no_track"))}
	}
	var race []kit.StripRow
	for _, id := range s.Order() {
		who := s.Who(id) // the table's names, when the setup gives them
		if s.Level(id) == 0 {
			race = append(race, kit.Row(u.Loc.T("app.althing.strip.start", "Who", who)))
		} else {
			race = append(race, kit.Row(u.Loc.T("app.althing.strip.stage", "Who", who, "N", s.Level(id), "Of", s.Final())))
		}
	}
	return race
}

// turnText says whose phase it is.
func (b *althingBoard) turnText(s althing.State) string {
	u := b.u
	lo, hi := althing.ExpectedTurns(s.Setup)
	switch {
	case s.Over() && hi > 0:
		return u.Loc.T("app.althing.turn.over_solo", "Turn", s.Result.Turn, "Lo", lo, "Hi", hi)
	case s.Over():
		return u.Loc.T("app.althing.turn.over", "Turn", s.Result.Turn)
	case s.Phase == althing.PhaseSetup:
		return u.Loc.T("app.althing.turn.setup")
	}
	player := s.Who(s.ActiveID())
	if hi > 0 {
		// Solo: the game length the rulebook expects, beside the turn.
		if althing.ActiveIsThorfinn(s) {
			return u.Loc.T("app.althing.turn.thorfinn_solo", "Turn", s.Turn, "Lo", lo, "Hi", hi)
		}
		return u.Loc.T("app.althing.turn.player_solo", "Player", player, "Turn", s.Turn, "Lo", lo, "Hi", hi)
	}
	if althing.ActiveIsThorfinn(s) {
		return u.Loc.T("app.althing.turn.thorfinn", "Turn", s.Turn)
	}
	return u.Loc.T("app.althing.turn.player", "Player", player, "Turn", s.Turn)
}

// lastText says what the trick just played does, and what Thorfinn's
// shortage denies, while they are in force.
func (b *althingBoard) lastText(s althing.State) string {
	u := b.u
	if l := s.Last; l != nil {
		by, target := s.Who(l.By), s.Who(l.Target)
		switch {
		case l.Trick == althing.SymAxe && l.By == althing.ThorfinnID && l.Pick > 0:
			return u.Loc.T("app.althing.last.thorfinn_axe_pick", "Pick", l.Pick)
		case l.Trick == althing.SymAxe && l.By == althing.ThorfinnID:
			return u.Loc.T("app.althing.last.thorfinn_axe")
		case l.Trick == althing.SymAxe && l.Target == althing.ThorfinnID && l.Pick > 0:
			return u.Loc.T("app.althing.last.axe_thorfinn_pick", "Pick", l.Pick)
		case l.Trick == althing.SymAxe && l.Target == althing.ThorfinnID:
			return u.Loc.T("app.althing.last.axe_thorfinn")
		case l.Trick == althing.SymAxe && l.Pick > 0:
			return u.Loc.T("app.althing.last.axe_pick", "By", by, "Target", target, "Pick", l.Pick)
		case l.Trick == althing.SymAxe:
			return u.Loc.T("app.althing.last.axe", "By", by, "Target", target)
		case l.Trick == althing.SymTroll:
			return u.Loc.T("app.althing.last.troll", "By", by, "Target", target)
		case l.Trick == althing.SymStorm:
			return u.Loc.T("app.althing.last.storm", "By", by, "Target", target)
		}
	}
	if s.Shortage != "" {
		return u.Loc.T("app.althing.last.shortage_of", "Resource", u.Loc.Msg(althing.ResourceOf(s.Shortage)))
	}
	return ""
}

// narrow reports a phone-width window, where the top bar has little room.
func (b *althingBoard) narrow() bool {
	w := b.u.Win.Canvas().Size().Width
	return w > 0 && w < kit.DesktopWidth
}
