package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/rules/qa"
)

// The campaigns list renames, deletes (keeping the games) and imports, in
// English and French.
func TestCampaignsListRenameDeleteImport(t *testing.T) {
	e := newEnv(t, "", phoneSize)
	e.u.ShowCampaigns()
	e.mustShow("No campaign yet.")

	c, err := e.store.NewCampaign(qa.Game.ID(), "defis", "Our défis")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := seed.QaSession(e.store, "First night", 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.store.SetSessionCampaign(sess.Info().ID, c.ID); err != nil {
		t.Fatal(err)
	}
	e.u.ShowCampaigns()
	row := e.rowWith("Our défis")
	if row == nil {
		t.Fatalf("no row; texts %q", e.texts())
	}
	e.mustShow("Qâ · 1 game")

	test.Tap(buttonIn(row, "", theme.DocumentCreateIcon()))
	entry := e.find(func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Entry); return ok }).(*widget.Entry)
	entry.SetText("")
	test.Type(entry, "Summer défis")
	e.tap("Rename")
	if got, _ := e.store.CampaignByID(c.ID); got.Title != "Summer défis" {
		t.Fatalf("renamed to %q", got.Title)
	}
	data, err := e.store.ExportCampaign(c.ID)
	if err != nil {
		t.Fatal(err)
	}

	test.Tap(buttonIn(e.rowWith("Summer défis"), "", theme.DeleteIcon()))
	e.mustShow("“Summer défis” will be deleted. Its games are kept in the list of all sessions.")
	e.tap("Delete")
	if list, _ := e.store.Campaigns(""); len(list) != 0 {
		t.Fatalf("campaign not deleted: %+v", list)
	}
	if list, _ := e.store.Sessions(""); len(list) != 1 {
		t.Fatal("deleting the campaign lost its game")
	}

	fr := newEnv(t, "", phoneSize)
	fr.u.setLanguage("fr")
	fr.u.ShowCampaigns()
	fr.mustShow("Aucune campagne pour l'instant.")
	fr.u.top().(*campaignsScreen).importData(data)
	fr.mustShow("Campagne importée")
	fr.mustShow("Qâ · 1 partie")
	fr.u.top().(*campaignsScreen).importData(data[:20])
	fr.mustShow("Import refusé")
	if list, _ := fr.store.Campaigns(""); len(list) != 1 {
		t.Fatalf("campaigns after imports: %+v", list)
	}
}
