package thorgal

import (
	"fyne.io/fyne/v2"

	"skald/app/kit"
	"skald/rules"
	"skald/rules/polyomino"
	"skald/rules/thorgal"
)

// What the two placement helpers share, on an Enemy card and on the Journey
// Path: the choice of laying by hand, and what the spaces covered give in
// words.

// handToggle chooses between a placement helper's own way (helper, its
// label) and laying or saying it by hand (hand): set hears the choice.
func handToggle(helper, hand string, byHand bool, set func(byHand bool)) *fyne.Container {
	return kit.Segmented([]kit.Option{{Value: "helper", Label: helper}, {Value: "hand", Label: hand}},
		map[bool]string{false: "helper", true: "hand"}[byHand], 2, func(v string) { set(v == "hand") })
}

// spaceGains says what the spaces covered give, kind by kind (covered
// counts them): Experience, Sources, Goods, Heal, Discovery.
func spaceGains(covered *[polyomino.MaxKinds]int) []rules.Msg {
	var gains []rules.Msg
	if n := covered[thorgal.SpaceExperience]; n > 0 {
		gains = append(gains, rules.M("app.thorgal.place_xp_any").WithCount(n))
	}
	for _, t := range []struct {
		kind  int
		track string
	}{{thorgal.SpaceCombatXP, thorgal.Combat}, {thorgal.SpaceJourneyXP, thorgal.Journey}} {
		if n := covered[t.kind]; n > 0 {
			gains = append(gains, rules.M("app.thorgal.place_xp", "Track", thorgal.TrackName(t.track)).WithCount(n))
		}
	}
	if n := covered[thorgal.SpaceSource]; n > 0 {
		gains = append(gains, rules.M("app.thorgal.place_source").WithCount(n))
	}
	for k := thorgal.SpaceMaterial; k <= thorgal.SpaceFate; k++ {
		if n := covered[k]; n > 0 {
			good, _ := thorgal.SpaceGood(k)
			gains = append(gains, rules.M("app.thorgal.place_good", "N", n, "Good", thorgal.GoodName(good)))
		}
	}
	if n := covered[thorgal.SpaceHeal]; n > 0 {
		gains = append(gains, rules.M("app.thorgal.place_heal").WithCount(n))
	}
	if n := covered[thorgal.SpaceDiscovery]; n > 0 {
		gains = append(gains, rules.M("app.thorgal.place_discovery").WithCount(n))
	}
	return gains
}
