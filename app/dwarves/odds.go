package dwarves

import (
	"math/big"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"skald/app/kit"
	"skald/rules/dwarves"
)

// percent writes an exact chance as a whole percentage. A chance that is
// neither impossible nor certain never shows as 0 % or 100 %: it shows
// "< 1 %" or "> 99 %", so the table is never told a roll cannot fail when it
// can.
func percent(u *kit.UI, r *big.Rat) string {
	if r == nil {
		return u.Loc.T("app.dwarves.odds.none")
	}
	switch {
	case r.Sign() <= 0:
		return u.Loc.T("app.dwarves.pct", "N", 0)
	case r.Cmp(big.NewRat(1, 1)) >= 0:
		return u.Loc.T("app.dwarves.pct", "N", 100)
	}
	hundred := new(big.Rat).Mul(r, big.NewRat(100, 1))
	f, _ := hundred.Float64()
	n := int(f + 0.5)
	switch {
	case n < 1:
		return u.Loc.T("app.dwarves.pct_below")
	case n > 99:
		return u.Loc.T("app.dwarves.pct_above")
	}
	return u.Loc.T("app.dwarves.pct", "N", n)
}

// oddsRows shows "at least k" chances as rows of a table: what, chance.
func oddsRows(u *kit.UI, lines [][2]string) fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, l := range lines {
		v := widget.NewLabelWithStyle(l[1], fyne.TextAlignTrailing, fyne.TextStyle{Bold: true, Monospace: true})
		objs = append(objs, container.NewBorder(nil, nil, nil, v, kit.WrapLabel(l[0])))
	}
	return kit.Card(container.NewVBox(objs...))
}

// fightOddsLines are a fight's chances before the roll: to defeat at least
// 1, 2, 3… of the troops there (leaders count 2), and to lose 1 Health.
func fightOddsLines(u *kit.UI, odds []*big.Rat) [][2]string {
	if odds == nil {
		return [][2]string{{u.Loc.T("app.dwarves.odds.too_many"), ""}}
	}
	var out [][2]string
	for k := 1; k < len(odds); k++ {
		out = append(out, [2]string{u.Loc.N("app.dwarves.odds.defeat", k), percent(u, odds[k])})
	}
	if len(odds) > 1 {
		miss := new(big.Rat).Sub(big.NewRat(1, 1), odds[1])
		out = append(out, [2]string{u.Loc.T("app.dwarves.odds.hurt"), percent(u, miss)})
	}
	return out
}

// checkOddsLines are an attribute check's chances: at least k successes, for
// k = 1 up to what is still needed (or the dice).
func checkOddsLines(u *kit.UI, odds []*big.Rat, need int) [][2]string {
	if odds == nil {
		return [][2]string{{u.Loc.T("app.dwarves.odds.too_many"), ""}}
	}
	var out [][2]string
	top := len(odds) - 1
	if need > 0 {
		top = min(top, need)
	}
	for k := 1; k <= top; k++ {
		out = append(out, [2]string{u.Loc.N("app.dwarves.odds.successes", k), percent(u, odds[k])})
	}
	if need > top {
		out = append(out, [2]string{u.Loc.N("app.dwarves.odds.successes", need), percent(u, new(big.Rat))})
	}
	return out
}

// poolText says what changes the dice of a roll: the hero's ability and the
// council text, for the odds shown.
func poolText(u *kit.UI, p dwarves.Pool) string {
	return flagged(u, u.Loc.N("app.dwarves.pool.dice", p.Dice),
		flag{p.Bump, "app.dwarves.pool.bump"},
		flag{p.RerollAll, "app.dwarves.pool.reroll_all"},
		flag{p.Reroll, "app.dwarves.pool.reroll"},
		flag{p.Forced, "app.dwarves.pool.forced"})
}

// flag is a message said when on is set.
type flag struct {
	on  bool
	key string
}

// flagged is text, then the words of each flag that is set, " · " between.
func flagged(u *kit.UI, text string, flags ...flag) string {
	for _, f := range flags {
		if f.on {
			text += " · " + u.Loc.T(f.key)
		}
	}
	return text
}
