package dwarves

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// recruitRoll rolls the three Recruitment dice for the table. Their sides
// are printed: the first time, the app asks for each die's six sides on one
// sheet (rather than eighteen questions in a row), keeps them in the box
// profile, then rolls.
func (b *dwarvesBoard) recruitRoll() {
	s := b.now()
	for _, die := range dwarves.RecruitDice {
		for side := 1; side <= 6; side++ {
			if _, ok := s.Printed[dwarves.RecruitKey(die, side)]; !ok {
				b.askRecruitDie(die, b.recruitRoll)
				return
			}
		}
	}
	b.do(dwarves.Command{Kind: dwarves.CmdAdvance})
	// The dice were rolled on the screen, not the table: say what came of
	// them, so the troops go onto the map.
	if now := b.now(); now.Started && !s.Started {
		u := b.u
		l := kit.WrapLabel(lastDone(u, b.f.Sess))
		l.TextStyle.Bold = true
		u.NewSheet(u.Loc.T("app.dwarves.recruitdie.rolled"),
			container.NewVBox(l, kit.Quiet(u.Loc.T("app.dwarves.recruitdie.rolled_hint")))).
			WithClose(u.Loc.T("common.ok")).Show()
	}
}

// askRecruitDie asks how many skulls each side of one Recruitment die shows,
// then learns the six values and calls then.
func (b *dwarvesBoard) askRecruitDie(die string, then func()) {
	u := b.u
	profile, _ := u.Store.Profile(dwarves.Game.ID())
	values := map[int]string{}
	for side := 1; side <= 6; side++ {
		if v, ok := profile[dwarves.RecruitKey(die, side)]; ok {
			values[side] = v
		}
	}
	var save *widget.Button
	status := kit.Quiet("")
	check := func() { showLeft(u, save, status, 6-len(values)) }
	opts := kit.NumberOptions(0, 5)
	kind := u.Loc.Msg(dwarves.TroopName(die))
	items := []fyne.CanvasObject{kit.Quiet(u.Loc.T("app.dwarves.recruitdie.hint", "Die", kind))}
	for side := 1; side <= 6; side++ {
		items = append(items, kit.WrapLabel(u.Loc.T("app.dwarves.recruitdie.side", "N", side)),
			kit.Segmented(opts, values[side], 6, func(v string) {
				values[side] = v
				check()
			}))
	}
	items = append(items, status)
	d := u.NewSheet(u.Loc.T("app.dwarves.recruitdie.title", "Die", kind), container.NewVBox(items...))
	save = d.WithCancelOK(u.Loc.T("common.save"), func() {
		for side := 1; side <= 6; side++ {
			if err := b.f.Sess.Learn(dwarves.RecruitKey(die, side), values[side]); err != nil {
				b.f.Say(u.ErrText(err))
				return
			}
		}
		then()
	})
	check()
	d.Show()
}
