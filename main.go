// Skald is a table companion for Thorgal-world board games.
package main

import (
	_ "embed"
	"os"
	"path/filepath"

	fyneapp "fyne.io/fyne/v2/app"

	"skald/app"
)

//go:embed FyneApp.toml
var fyneApp string

func main() {
	a := fyneapp.NewWithID("app.skald.table")
	db, ok := dbPath(os.Args[1:], filepath.Join(a.Storage().RootURI().Path(), "skald.db"), os.Stderr)
	if !ok {
		os.Exit(2)
	}
	app.Start(a, db, version(fyneApp))
}
