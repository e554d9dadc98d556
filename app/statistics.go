package app

import (
	"math"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"skald/app/kit"
	"skald/rules/games"
	"skald/tracker"
)

// statsScreen shows what the tables did with each game: games won, lost and
// left, split by Book, difficulty and player count, how long a game lasts and
// the longest run of wins. Every figure is computed from the sessions each
// time the screen is built.
type statsScreen struct {
	u      *kit.UI
	filter string // game ID, "" = all
	// campaign, when not 0, counts that campaign's games alone: its game is
	// the filter, and the tiles that choose another give way to its title.
	campaign int64
}

// statsCardWidth is the narrowest a card of figures is laid out at, so that
// a desktop shows two or three side by side and a phone one under another.
const statsCardWidth float32 = 300

func (s *statsScreen) Build() fyne.CanvasObject {
	u := s.u
	var items []fyne.CanvasObject
	if s.campaign != 0 {
		c, err := u.Store.CampaignByID(s.campaign)
		if err != nil {
			return kit.Page(u.TopBar(u.Loc.T("app.stats.title")), kit.Narrow(kit.WrapLabel(u.ErrText(err))), nil)
		}
		s.filter = c.Game
		items = append(items, kit.Subheading(u.Loc.T("app.stats.campaign", "Title", c.Title)),
			kit.Quiet(u.Loc.T("app.stats.campaign_hint")))
	} else {
		items = append(items, s.filters())
	}
	st, err := u.Store.StatsOf(tracker.StatsFilter{Game: s.filter, Campaign: s.campaign}, kit.StatsFacets)
	switch {
	case err != nil:
		items = append(items, kit.WrapLabel(u.ErrText(err)))
	case s.campaign != 0 && st.All.Games() == 0:
		items = append(items, kit.WrapLabel(u.Loc.T("app.stats.none_campaign")))
	case s.filter == "" && st.All.Games() == 0:
		items = append(items, kit.WrapLabel(u.Loc.T("app.stats.none")))
	case s.filter == "":
		items = append(items, s.overview(st)...)
	default:
		g, _ := st.Game(s.filter)
		items = append(items, s.detail(g)...)
		items = append(items, s.luckCards(g)...)
	}
	return kit.Page(u.TopBar(u.Loc.T("app.stats.title")), kit.Narrow(container.NewVBox(items...)), nil)
}

// filters are one tile per game and one for all of them; the chosen one is
// marked by a check and its colour.
func (s *statsScreen) filters() fyne.CanvasObject {
	u := s.u
	ids := []string{""}
	names := []string{u.Loc.T("app.sessions.all_games")}
	for _, g := range games.All() {
		ids = append(ids, g.ID())
		names = append(names, u.Loc.Msg(g.Name()))
	}
	tiles := make([]fyne.CanvasObject, len(ids))
	for i, id := range ids {
		t := kit.NewTile(names[i], nil, func() {
			s.filter = id
			u.Show()
		})
		t.Mark(id == s.filter)
		tiles[i] = t
	}
	return kit.NewFitGrid(3, 150, tiles...)
}

// overview is every game's tally together, then a card per game played.
func (s *statsScreen) overview(st tracker.Stats) []fyne.CanvasObject {
	u := s.u
	out := []fyne.CanvasObject{kit.Card(container.NewVBox(
		kit.Subheading(u.Loc.T("app.sessions.all_games")),
		kit.WrapLabel(s.tallyLine(st.All)),
	))}
	if st.All.Finished() == 0 {
		out = append(out, kit.WrapLabel(u.Loc.T("app.stats.none_finished")))
	}
	var cards []fyne.CanvasObject
	for _, g := range games.All() {
		if gs, ok := st.Game(g.ID()); ok {
			cards = append(cards, kit.Card(container.NewVBox(append([]fyne.CanvasObject{kit.Subheading(u.Loc.Msg(g.Name()))}, s.figures(gs)...)...)))
		}
	}
	return append(out, kit.NewFitGrid(3, statsCardWidth, cards...))
}

// detail is one game's figures, then its splits by part, level, player
// count and hero, each in its own card.
func (s *statsScreen) detail(g tracker.GameStats) []fyne.CanvasObject {
	u := s.u
	if g.Games() == 0 {
		return []fyne.CanvasObject{kit.WrapLabel(u.Loc.T("app.stats.none_game", "Game", u.GameName(g.Game)))}
	}
	out := []fyne.CanvasObject{kit.Card(container.NewVBox(s.figures(g)...))}
	if g.Finished() == 0 {
		return out
	}
	var cards []fyne.CanvasObject
	add := func(headingID string, splits []tracker.Split, label func(tracker.Split) string) {
		if len(splits) < 2 {
			// One value splits nothing: the game's own figures say it.
			return
		}
		rows := []fyne.CanvasObject{kit.Subheading(u.Loc.T(headingID))}
		for _, sp := range splits {
			line := s.tallyLine(sp.Tally)
			if n := sp.Decided(); n > 0 {
				line += " · " + u.Loc.T("app.stats.split_win_rate", "Percent", percent(sp.Won, n))
			}
			rows = append(rows, kit.WrapLabel(label(sp)), kit.Quiet(line))
		}
		cards = append(cards, kit.Card(container.NewVBox(rows...)))
	}
	msg := func(sp tracker.Split) string { return u.Loc.Msg(sp.Msg) }
	add("app.stats.by_part."+g.Game, g.Parts, msg)
	add("app.stats.by_level."+g.Game, g.Levels, msg)
	add("app.stats.by_players", g.Players, func(sp tracker.Split) string { return u.Loc.N("app.stats.players", sp.Players) })
	add("app.stats.by_hero."+g.Game, g.Heroes, msg)
	cards = append(cards, s.versusCards(g.Versus)...)
	if len(cards) > 0 {
		out = append(out, kit.NewFitGrid(3, statsCardWidth, cards...))
	}
	for _, p := range []struct {
		heading string
		splits  []tracker.Split
	}{{"app.stats.by_part." + g.Game, g.Parts}, {"app.stats.by_level." + g.Game, g.Levels}} {
		if plot := s.winRatePlot(p.heading, p.splits); plot != nil {
			out = append(out, plot)
		}
	}
	return out
}

// winRatePlot is a card with the win rate of each split that has a game
// finished, as bars; nil with fewer than two such splits, which the figures
// above already say in words.
func (s *statsScreen) winRatePlot(headingID string, splits []tracker.Split) fyne.CanvasObject {
	u := s.u
	var (
		bars     []kit.Bar
		finished int
	)
	for _, sp := range splits {
		if n := sp.Decided(); n > 0 {
			bars = append(bars, kit.Bar{Label: u.Loc.Msg(sp.Msg), Value: float64(percent(sp.Won, n))})
			finished += n
		}
	}
	if len(bars) < 2 {
		return nil
	}
	return kit.Card(container.NewVBox(
		kit.Subheading(u.Loc.T(headingID)),
		kit.Quiet(u.Loc.N("app.stats.plot_based", finished)),
		u.BarPlot(bars, u.Loc.T("app.stats.win_rate_axis"), "%", 100, s.plotWidth()),
	))
}

// plotWidth is the width a plot card gives its plot: the page's, as wide
// as the window and at most as Narrow lets it, less the card's margins.
func (s *statsScreen) plotWidth() float32 {
	w := float32(kit.NarrowWidth)
	if win := s.u.Win.Canvas().Size().Width; win > 0 {
		w = min(w, win)
	}
	return max(w-6*theme.Padding()-2*theme.InnerPadding(), 200)
}

// figures are one game's lines: its tally, win rate (of the games the
// table won or lost, against the game's own opponent where it has one),
// who won most of the games between players, average length and longest
// winning streak, or, with no game finished, that in words.
func (s *statsScreen) figures(g tracker.GameStats) []fyne.CanvasObject {
	u := s.u
	out := []fyne.CanvasObject{kit.WrapLabel(s.tallyLine(g.Tally))}
	if g.Finished() == 0 {
		return append(out, kit.Quiet(u.Loc.T("app.stats.none_finished")))
	}
	if n := g.Decided(); n > 0 {
		rate := u.Loc.T("app.stats.win_rate", "Percent", percent(g.Won, n))
		if g.Opponent.ID != "" {
			rate = u.Loc.T("app.stats.win_rate_against", "Opponent", u.Loc.Msg(g.Opponent), "Percent", percent(g.Won, n))
		}
		out = append(out, kit.WrapLabel(rate))
	}
	if line := s.mostWins(g.Versus.Players); line != "" {
		out = append(out, kit.WrapLabel(line))
	}
	if avg, ok := g.AvgActions(); ok {
		length := u.Loc.N("app.stats.avg_actions", int(math.Round(avg)))
		if d, ok := g.AvgTime(); ok {
			length = u.Loc.T("app.stats.avg_both", "Actions", length, "Time", s.duration(d))
		}
		out = append(out, kit.WrapLabel(length))
	}
	if g.BestStreak > 0 {
		// With no game won the win rate already says so.
		out = append(out, kit.WrapLabel(u.Loc.N("app.stats.streak", g.BestStreak)))
	}
	return out
}

// tallyLine says how many games, and how they stand: won and lost (unless
// every game was between players, which the table neither wins nor
// loses), then the tied, the games between players, the abandoned and the
// unfinished ones only when there are some.
func (s *statsScreen) tallyLine(t tracker.Tally) string {
	u := s.u
	var parts []string
	if t.Between == 0 || t.Decided() > 0 {
		parts = append(parts, u.Loc.N("app.stats.won", t.Won), u.Loc.N("app.stats.lost", t.Lost))
	}
	if t.Tied > 0 {
		parts = append(parts, u.Loc.N("app.stats.tied", t.Tied))
	}
	if t.Between > 0 {
		parts = append(parts, u.Loc.N("app.stats.between", t.Between))
	}
	if t.Abandoned > 0 {
		parts = append(parts, u.Loc.N("app.stats.abandoned", t.Abandoned))
	}
	if t.Playing > 0 {
		parts = append(parts, u.Loc.N("app.stats.playing", t.Playing))
	}
	return u.Loc.T("app.stats.tally", "Games", u.Loc.N("app.stats.games", t.Games()), "Detail", strings.Join(parts, " · "))
}

// duration says a game's length in minutes, or hours and minutes from an
// hour; a game entered after the fact can take under a minute.
func (s *statsScreen) duration(d time.Duration) string {
	m := int(d.Round(time.Minute) / time.Minute)
	if m == 0 {
		return s.u.Loc.T("app.stats.under_minute")
	}
	if m < 60 {
		return s.u.Loc.N("app.stats.minutes", m)
	}
	return s.u.Loc.T("app.stats.hours", "H", m/60, "M", m%60)
}

// percent is part of whole in whole percent, rounded; whole is never 0.
func percent(part, whole int) int {
	return int(math.Round(100 * float64(part) / float64(whole)))
}
