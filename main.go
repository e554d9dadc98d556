// Skald is a table companion for Thorgal-world board games.
package main

import (
	"flag"
	"path/filepath"

	fyneapp "fyne.io/fyne/v2/app"

	"skald/app"
	"skald/tracker"
)

func main() {
	a := fyneapp.NewWithID("app.skald.table")
	db := flag.String("db", filepath.Join(a.Storage().RootURI().Path(), "skald.db"), "path of the Skald database (SQLite)")
	flag.Parse()

	store, recovered, err := tracker.Open(*db)
	if err != nil {
		app.RunOpenError(a, *db, err)
		return
	}
	defer store.Close()
	app.Run(a, store, recovered)
}
