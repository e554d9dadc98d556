package qa

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/qa"
)

// qaPath shows the eight Lieux as the path on the table, Lieu 8 (Ogotaï's
// laboratory) at the top and Lieu 1 (Pays viking) at the bottom: each revealed
// or face down, with its Chaams cards as chips (type and value, in words), the
// heroes standing on it, its mandatory step and what revealing it costs.
type qaPath struct {
	b     *qaBoard
	box   *fyne.Container
	cards []*kit.Slot // Lieu 8 first
}

func newQaPath(b *qaBoard) *qaPath {
	p := &qaPath{b: b, box: container.NewVBox()}
	for range qa.LieuCount {
		sl := kit.NewSlot()
		p.cards = append(p.cards, sl)
		p.box.Add(sl.Object())
	}
	return p
}

// fill shows each Lieu's card, building again only those that changed.
func (p *qaPath) fill(s qa.State) {
	for i, sl := range p.cards {
		n := qa.LieuCount - i
		sl.Show(p.key(s, n), func() fyne.CanvasObject { return p.lieu(s, n) })
	}
}

// key sums up what Lieu n's card shows.
func (p *qaPath) key(s qa.State, n int) string {
	active, playing := s.Active()
	var heroes []string
	for i, h := range s.Heroes {
		if h.Lieu == n {
			heroes = append(heroes, fmt.Sprint(h.ID, playing && i == s.Turn))
		}
	}
	k, known := qa.LieuChaams(s, n)
	return fmt.Sprint(s.Lieu(n), playing && active.Lieu == n, heroes, p.info(s, n), qa.LieuTitle(s, n), k, known)
}

// lieu is the card of Lieu n.
func (p *qaPath) lieu(s qa.State, n int) fyne.CanvasObject {
	u := p.b.u
	l := s.Lieu(n)
	active, playing := s.Active()
	here := playing && active.Lieu == n

	head := u.Loc.Msg(qa.LieuTitle(s, n))
	icon := theme.VisibilityIcon()
	if !l.Revealed {
		head = u.Loc.T("app.qa.lieu_hidden", "Lieu", qa.LieuTitle(s, n))
		icon = theme.VisibilityOffIcon()
	}
	title := widget.NewLabelWithStyle(head, fyne.TextAlignLeading, fyne.TextStyle{Bold: l.Revealed, Italic: !l.Revealed})
	title.Wrapping = fyne.TextWrapWord
	rows := []fyne.CanvasObject{container.NewBorder(nil, nil, widget.NewIcon(icon), nil, title)}

	if info := p.info(s, n); info != "" {
		var line fyne.CanvasObject = kit.Quiet(info)
		if _, ok := qa.LieuChaams(s, n); ok && !l.Revealed {
			// What revealing it takes counts Chaams symbols: their pictogram
			// leads the line (a tap opens its entry).
			line = container.NewBorder(nil, nil, container.NewCenter(u.RefIcon("qa-chaams", theme.IconInlineSize())), nil, line)
		}
		rows = append(rows, line)
	}
	if len(l.Chaams) > 0 {
		rows = append(rows, qaChaamsChips(u, l.Chaams))
	} else if l.Revealed {
		rows = append(rows, kit.Quiet(u.Loc.T("app.qa.lieu_free")))
	}
	var heroes []string
	for i, h := range s.Heroes {
		if h.Lieu != n {
			continue
		}
		hn := u.Loc.Msg(qa.HeroName(h.ID))
		if playing && i == s.Turn {
			hn = u.Loc.T("app.qa.hero_here_playing", "Hero", hn)
		}
		heroes = append(heroes, hn)
	}
	if len(heroes) > 0 {
		hl := kit.WrapLabel(u.Loc.T("app.qa.heroes_here", "Heroes", strings.Join(heroes, ", ")))
		hl.TextStyle.Bold = true
		rows = append(rows, container.NewBorder(nil, nil, widget.NewIcon(theme.AccountIcon()), nil, hl))
	}
	return qaPanel(container.NewVBox(rows...), here, !l.Revealed)
}

// info is Lieu n's rule line: its mandatory step once revealed, what revealing
// it takes while face down.
func (p *qaPath) info(s qa.State, n int) string {
	u := p.b.u
	if !s.Lieu(n).Revealed {
		if n != s.Revealed()+1 {
			return ""
		}
		dice := u.Loc.N("app.qa.reveal_dice", qa.RevealCost(n))
		if k, ok := qa.LieuChaams(s, n); ok {
			return u.Loc.T("app.qa.lieu_next", "Dice", dice, "Chaams", u.Loc.N("app.qa.chaams_symbols", k))
		}
		return u.Loc.T("app.qa.lieu_next_unknown", "Dice", dice)
	}
	if !qa.HasStep(n) {
		return ""
	}
	rule, ok := qa.Step(s, n)
	switch {
	case !ok:
		return u.Loc.T("app.qa.step_unknown")
	case n == qa.LieuLabo:
		return u.Loc.T("app.qa.step_win", "Rule", u.Loc.Msg(rule.RuleName()))
	}
	return u.Loc.T("app.qa.step_rule", "Rule", u.Loc.Msg(rule.RuleName()))
}

// qaChaamsChips shows Chaams cards as chips: the pictogram of their Skill type
// and their name with the value ("Corruption 2").
func qaChaamsChips(u *kit.UI, cards []string) fyne.CanvasObject {
	chips := make([]qaChip, len(cards))
	for i, c := range cards {
		chips[i] = qaChip{text: u.Loc.Msg(qa.ChaamsName(c)), icon: qaChaamsIconName(c), bold: true}
	}
	return qaChipRow(u, chips, true)
}

// qaPanel draws o on a panel: a strong border for where the action is (the
// active hero's Lieu, the active hero), a dimmed one for a face-down Lieu.
func qaPanel(o fyne.CanvasObject, strong, dim bool) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	switch {
	case strong:
		bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		bg.StrokeWidth = 3
	case dim:
		bg.FillColor = theme.Color(theme.ColorNameBackground)
	}
	return container.NewStack(bg, container.NewPadded(o))
}

// qaItoa is strconv.Itoa, short for labels.
func qaItoa(n int) string { return strconv.Itoa(n) }
