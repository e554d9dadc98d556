package althing

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"skald/app/kit"
	"skald/rules/althing"
)

// althingRace shows each player's race: where their pawn stands, their hand
// size (and a Veteran hand still to come), the Storm Troll in front of them
// and what it forbids, the Trolls sitting on their deck, and the Trolls and
// Storm Troll they still hold.
type althingRace struct {
	b    *althingBoard
	box  *fyne.Container
	rows *kit.RowList[*althingRacer]
}

// althingRacer is one player's card, made once and updated in place.
type althingRacer struct {
	panel  *althingPanel
	title  *kit.Label
	facts  *kit.Label
	storms *kit.RowList[*kit.Label] // the Storm Trolls in front of them
	trolls *kit.Label               // the Trolls on their deck
	troll  fyne.CanvasObject        // trolls, with its pictogram
	own    *kit.Label
	sacred fyne.CanvasObject
}

func newAlthingRace(b *althingBoard) *althingRace {
	r := &althingRace{b: b, box: container.NewVBox()}
	r.rows = kit.NewRowList(r.box, r.newRacer)
	return r
}

func (r *althingRace) newRacer() (*althingRacer, fyne.CanvasObject) {
	u := r.b.u
	p := &althingRacer{title: althingBold(""), facts: kit.WrapLabel(""), trolls: kit.WrapLabel(""), own: kit.Quiet("")}
	p.storms = kit.NewRowList(container.NewVBox(), func() (*kit.Label, fyne.CanvasObject) {
		l := althingBold("")
		return l, container.NewBorder(nil, nil, u.RefIcon("althing-storm", 24), nil, l)
	})
	p.troll = container.NewBorder(nil, nil, u.RefIcon("althing-troll", 24), nil, p.trolls)
	p.sacred = althingIconLine(u, "althing-sacred-ground", u.Loc.T("app.althing.race.sacred"))
	p.panel = newAlthingPanel(container.NewVBox(p.title, p.facts, p.storms.Box, p.troll, p.own, p.sacred))
	return p, p.panel.obj
}

func (r *althingRace) fill(s althing.State) {
	r.rows.Show(len(s.Players), func(i int, row *althingRacer) { r.player(row, s, s.Players[i]) })
}

// player shows p's race on their card.
func (r *althingRace) player(row *althingRacer, s althing.State, p althing.Player) {
	u := r.b.u
	name := u.Loc.Msg(s.Who(p.ID))
	active := s.ActiveID() == p.ID
	head := name
	if active {
		head = u.Loc.T("app.althing.race.playing", "Player", name)
	}
	kit.SetText(row.title, head)
	row.panel.mark(active)
	var facts []string
	if len(s.Track) > 0 {
		facts = append(facts, althingWhere(u, s, p.ID))
	}
	kit.SetText(row.facts, strings.Join(append(facts, althingHand(u, s, p, active)), "\n"))

	var storms []string
	for _, owner := range s.Players {
		if owner.Storm == nil || owner.Storm.Target != p.ID {
			continue
		}
		// In force now while its target plays, else in their next phase.
		key := "app.althing.race.stormur"
		if owner.Storm.Face == althing.Ovedur {
			key = "app.althing.race.ovedur"
		}
		if active {
			key += "_now"
		}
		storms = append(storms, u.Loc.T(key, "Owner", s.Who(owner.ID)))
	}
	row.storms.Show(len(storms), func(i int, l *kit.Label) { kit.SetText(l, storms[i]) })
	kit.SetShown(row.storms.Box, len(storms) > 0)

	in := s.TrollsIn(p.ID)
	if len(in) > 0 {
		kit.SetText(row.trolls, u.Loc.T("app.althing.race.trolls_in", "Owners", althingOwners(u, s, in)))
	}
	kit.SetShown(row.troll, len(in) > 0)
	if s.HasTrolls(p.ID) {
		own := u.Loc.T("app.althing.race.trolls_home", "N", s.TrollsHome(p.ID), "Of", althing.TrollsEach)
		if p.Storm != nil {
			own += " · " + u.Loc.T("app.althing.race.storm_out", "Target", s.Who(p.Storm.Target))
		} else if s.SymbolInPlay(althing.SymStorm) {
			own += " · " + u.Loc.T("app.althing.race.storm_home")
		}
		kit.SetText(row.own, own)
	}
	kit.SetShown(row.own, s.HasTrolls(p.ID))
	kit.SetShown(row.sacred, s.Sacred(p.ID))
}

// althingHand says p's hand: its size, a Veteran's coming one, and what
// they hold in the play phase.
func althingHand(u *kit.UI, s althing.State, p althing.Player, active bool) string {
	hand := u.Loc.T("app.althing.race.hand", "N", p.HandSize)
	switch {
	case p.Veteran5 && active:
		hand = u.Loc.T("app.althing.race.hand_pending_now", "N", p.HandSize, "Next", althing.VeteranHand)
	case p.Veteran5:
		hand = u.Loc.T("app.althing.race.hand_pending", "N", p.HandSize, "Next", althing.VeteranHand)
	case p.HandSize == althing.VeteranHand:
		hand = u.Loc.T("app.althing.race.hand_veteran", "N", p.HandSize)
	}
	// Hand counts the cards held outside the player's own phase; in it, what
	// they held when it began (an Axe may have taken one before).
	if s.Phase == althing.PhasePlay && p.Hand != p.HandSize {
		key := "app.althing.race.holds"
		if active {
			key = "app.althing.race.held"
		}
		hand += " · " + u.Loc.N(key, p.Hand)
	}
	return hand
}

// althingWhere says which card an actor's pawn stands on, and how far along.
func althingWhere(u *kit.UI, s althing.State, id string) string {
	st := s.StageAt(id)
	if s.Level(id) == 0 {
		return u.Loc.T("app.althing.race.on_start", "Stage", u.Loc.Msg(althing.StageName(st.Card)))
	}
	return u.Loc.T("app.althing.race.on", "Stage", u.Loc.Msg(althing.StageName(st.Card)),
		"N", s.Level(id), "Of", s.Final())
}

// althingOwners lists Troll owners: "Player 2 ×2, Thorfinn".
func althingOwners(u *kit.UI, s althing.State, ids []string) string {
	count := map[string]int{}
	var order []string
	for _, id := range ids {
		if count[id] == 0 {
			order = append(order, id)
		}
		count[id]++
	}
	parts := make([]string, len(order))
	for i, id := range order {
		parts[i] = u.Loc.Msg(s.Who(id))
		if count[id] > 1 {
			parts[i] = u.Loc.T("app.althing.times", "What", parts[i], "N", count[id])
		}
	}
	return strings.Join(parts, ", ")
}

func althingBold(text string) *kit.Label {
	l := kit.WrapLabel(text)
	l.TextStyle.Bold = true
	return l
}
