package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"skald/app/internal/seed"
	"skald/app/kit/kittest"
	"skald/rules/qa"
)

// The campaigns list renames, deletes (keeping the games) and imports, in
// English and French.
func TestCampaignsListRenameDeleteImport(t *testing.T) {
	e := kittest.NewEnv(t, "", kittest.PhoneSize)
	e.U.ShowCampaigns()
	e.MustShow("No campaign yet.")

	c, err := e.Store.NewCampaign(qa.Game.ID(), "defis", "Our défis")
	if err != nil {
		t.Fatal(err)
	}
	sess := e.Seeded(seed.QaSession(e.Store, "First night", 0))
	if err := e.Store.SetSessionCampaign(sess.Info().ID, c.ID); err != nil {
		t.Fatal(err)
	}
	e.U.ShowCampaigns()
	row := e.RowWith("Our défis")
	if row == nil {
		t.Fatalf("no row; texts %q", e.Texts())
	}
	e.MustShow("Qâ · 1 game")

	test.Tap(kittest.ButtonIn(row, "", theme.DocumentCreateIcon()))
	entry := e.Find(func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Entry); return ok }).(*widget.Entry)
	entry.SetText("")
	test.Type(entry, "Summer défis")
	e.Tap("Rename")
	if got, _ := e.Store.CampaignByID(c.ID); got.Title != "Summer défis" {
		t.Fatalf("renamed to %q", got.Title)
	}
	data, err := e.Store.ExportCampaign(c.ID)
	if err != nil {
		t.Fatal(err)
	}

	test.Tap(kittest.ButtonIn(e.RowWith("Summer défis"), "", theme.DeleteIcon()))
	e.MustShow("“Summer défis” will be deleted. Its games are kept in the list of all sessions.")
	e.Tap("Delete")
	if list, _ := e.Store.Campaigns(""); len(list) != 0 {
		t.Fatalf("campaign not deleted: %+v", list)
	}
	if list, _ := e.Store.Sessions(""); len(list) != 1 {
		t.Fatal("deleting the campaign lost its game")
	}

	fr := kittest.NewEnv(t, "", kittest.PhoneSize)
	fr.U.SetLanguage("fr")
	fr.U.ShowCampaigns()
	fr.MustShow("Aucune campagne pour l'instant.")
	fr.U.Top().(*campaignsScreen).importData(data)
	fr.MustShow("Campagne importée")
	fr.MustShow("Qâ · 1 partie")
	fr.U.Top().(*campaignsScreen).importData(data[:20])
	fr.MustShow("Import refusé")
	if list, _ := fr.Store.Campaigns(""); len(list) != 1 {
		t.Fatalf("campaigns after imports: %+v", list)
	}
}
