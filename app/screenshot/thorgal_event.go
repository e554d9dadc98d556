package main

import (
	"fyne.io/fyne/v2"

	"skald/app/internal/seed"
	"skald/app/kit"
	"skald/rules/thorgal"
	"skald/tracker"
)

func init() {
	// The Event card the table drew (Village 5), its Next Event phase
	// effect not known yet: the question and its choices.
	screens["thorgal-note"] = func(ui *kit.UI, store *tracker.Store, w fyne.Window) error {
		sess, err := seed.ThorgalSession(store, "Torkan's Temple")
		if err != nil {
			return err
		}
		if err := seed.ThorgalToEvent(sess); err != nil {
			return err
		}
		for _, c := range []thorgal.Command{{Kind: thorgal.CmdAdvanceRound}, {Kind: thorgal.CmdRefreshChips}, {Kind: thorgal.CmdResolveNext},
			{Kind: thorgal.CmdDrawEvent, Card: "05"}} {
			if err := sess.Do(c); err != nil {
				return err
			}
		}
		if err := ui.OpenSession(sess.Info().ID); err != nil {
			return err
		}
		return tapMsgs(ui, w, "app.thorgal.note")
	}
}
