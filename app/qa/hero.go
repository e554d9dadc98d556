package qa

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/qa"
)

// qaHeroes shows one sheet per hero in turn order: who plays them and where
// they stand, the hero card's side (fresh or tired), whether the power was used
// this turn and its printed text as a reminder, the Skill cards per type with
// the 10-card limit, and the dice kept on the active hero's card.
type qaHeroes struct {
	b      *qaBoard
	box    *fyne.Container
	sheets *kit.RowList[*kit.Slot]
}

func newQaHeroes(b *qaBoard) *qaHeroes {
	q := &qaHeroes{b: b, box: container.NewVBox()}
	q.sheets = kit.NewRowList(q.box, func() (*kit.Slot, fyne.CanvasObject) {
		sl := kit.NewSlot()
		return sl, sl.Object()
	})
	return q
}

// fill shows each hero's sheet, building again only those whose hero changed.
func (q *qaHeroes) fill(s qa.State) {
	q.sheets.Show(len(s.Heroes), func(i int, sl *kit.Slot) {
		sl.Show(q.key(s, i), func() fyne.CanvasObject { return q.sheet(s, i) })
	})
}

// key sums up what hero i's sheet shows.
func (q *qaHeroes) key(s qa.State, i int) string {
	h := s.Heroes[i]
	_, playing := s.Active()
	active := playing && i == s.Turn
	power, known := qa.Power(s, h.ID)
	var dice []string
	if active {
		dice = s.Dice
	}
	return fmt.Sprint(h, active, dice, s.Player(i), qa.LieuName(s, h.Lieu), power, known)
}

// sheet is hero i's card.
func (q *qaHeroes) sheet(s qa.State, i int) fyne.CanvasObject {
	u := q.b.u
	h := s.Heroes[i]
	active, head, state := heroWords(u, s, i)
	title := widget.NewLabelWithStyle(head, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	rows := []fyne.CanvasObject{container.NewBorder(nil, nil, widget.NewIcon(theme.AccountIcon()), nil, title)}

	line := kit.Quiet(state)
	if active {
		line.TextStyle.Bold = true
	}
	rows = append(rows, line)
	if len(h.Hand) > qa.HandLimit {
		over := kit.Quiet(u.Loc.T("app.qa.hand_over", "N", len(h.Hand), "Max", qa.HandLimit, "Over", len(h.Hand)-qa.HandLimit))
		over.Importance = widget.DangerImportance
		over.TextStyle.Bold = true
		rows = append(rows, over)
	}
	rows = append(rows, qaSkillCounts(u, h))

	if text, ok := qa.Power(s, h.ID); ok {
		rows = append(rows, kit.Quiet(u.Loc.T("app.qa.power_text", "Text", text)))
	} else if active {
		// Only the hero playing may need the reminder now; the others' cards
		// ask when their turn comes.
		id := h.ID
		note := kit.NewTile(u.Loc.T("app.qa.power_note"), theme.DocumentCreateIcon(), func() {
			q.b.learn("qa.power." + id)
		})
		note.SetImportance(widget.LowImportance)
		rows = append(rows, kit.Quiet(u.Loc.T("app.qa.power_rule")), note)
	}
	if active && len(s.Dice) > 0 {
		rows = append(rows, kit.Quiet(u.Loc.T("app.qa.kept_title")), qaDiceChips(u, s.Dice))
	}
	return qaPanel(container.NewVBox(rows...), active, false)
}

// heroWords are the two lines of hero i's sheet (and of their page on the
// live view): who plays them and where they stand; the card's side, the
// power and the hand. active: the hero is playing.
func heroWords(u *kit.UI, s qa.State, i int) (active bool, head, state string) {
	h := s.Heroes[i]
	_, playing := s.Active()
	active = playing && i == s.Turn
	head = u.Loc.T("app.qa.hero_head", "N", i+1, "Hero", u.Loc.Msg(qa.HeroName(h.ID)), "Player", s.Player(i),
		"Lieu", u.Loc.Msg(qa.LieuName(s, h.Lieu)))
	side := u.Loc.T("app.qa.fresh")
	if h.Tired {
		side = u.Loc.T("app.qa.tired")
	}
	power := u.Loc.T("app.qa.power_free")
	if h.Power {
		power = u.Loc.T("app.qa.power_done")
	}
	state = u.Loc.T("app.qa.hero_line", "Side", side, "Power", power, "N", len(h.Hand), "Max", qa.HandLimit)
	if active {
		state = u.Loc.T("app.qa.hero_line_playing", "Line", state)
	}
	return active, head, state
}

// qaSkillCounts shows a hand as six counters, one per Skill type: its
// pictogram, name and number; a type not held is dimmed and says 0.
func qaSkillCounts(u *kit.UI, h qa.Hero) fyne.CanvasObject {
	counts := h.Counts()
	chips := make([]qaChip, len(qa.SkillTypes))
	for i, t := range qa.SkillTypes {
		chips[i] = qaChip{
			text: u.Loc.T("app.qa.skill_times", "Skill", u.Loc.Msg(qa.SkillName(t)), "N", counts[t]),
			icon: "qa-skill-" + t, dim: counts[t] == 0, bold: counts[t] > 0,
		}
	}
	return qaChipRow(u, chips, false)
}

// qaDiceChips shows white dice as chips: each face's pictogram and name.
func qaDiceChips(u *kit.UI, faces []string) fyne.CanvasObject {
	chips := make([]qaChip, len(faces))
	for i, f := range faces {
		chips[i] = qaChip{text: u.Loc.Msg(qa.FaceName(f)), icon: "qa-die-" + f, bold: true}
	}
	return qaChipRow(u, chips, true)
}

// qaLeading places its one object at the left, centred vertically.
type qaLeading struct{ pad float32 }

func (l *qaLeading) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		m := o.MinSize()
		o.Resize(m)
		o.Move(fyne.NewPos(l.pad/2, (size.Height-m.Height)/2))
	}
}

func (l *qaLeading) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := fyne.NewSize(0, 0)
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m.AddWidthHeight(l.pad, 0)
}

// qaFaceNames says dice faces in words.
func qaFaceNames(u *kit.UI, faces []string) []string {
	out := make([]string, len(faces))
	for i, f := range faces {
		out[i] = u.Loc.Msg(qa.FaceName(f))
	}
	return out
}
