package app

import (
	"fyne.io/fyne/v2"

	"skald/app/kit"
	"skald/tracker"
)

func init() {
	kit.ShellHome = func(u *kit.UI) kit.Screen { return &homeScreen{u: u} }
	kit.ShellCampaigns = func(u *kit.UI) kit.Screen { return &campaignsScreen{u: u} }
	kit.ShellCampaignStats = func(u *kit.UI, id int64) kit.Screen { return &statsScreen{u: u, campaign: id} }
}

// Run opens Skald's main window over store, shows Home and runs the app until
// the window closes. recovered, when not nil, is reported at once.
func Run(a fyne.App, store *tracker.Store, recovered *tracker.Recovered) {
	showMain(a, store, recovered)
	a.Run()
}

// showMain shows Skald's main window over store, with Home in it; closing it
// closes the screens and the store (and lets its lock go) and ends the app.
func showMain(a fyne.App, store *tracker.Store, recovered *tracker.Recovered) fyne.Window {
	w := a.NewWindow("Skald")
	u := kit.New(a, w, store)
	w.SetMaster()
	w.SetOnClosed(func() {
		u.CloseScreens() // a live view stops serving with the app
		store.Close()
	})
	w.Resize(fyne.NewSize(1280, 800))
	u.ShowHome()
	if recovered != nil {
		u.ShowRecovered(recovered)
	}
	u.WatchDamage() // the full check runs in the background: its finding is said at once
	w.Show()
	return w
}

// ShowSessions shows the list of all sessions over Home.
func ShowSessions(u *kit.UI) {
	u.ShowHome()
	u.Push(&sessionsScreen{u: u})
}

// ShowStatistics shows the statistics of a game ("" = every game) over Home.
func ShowStatistics(u *kit.UI, gameID string) {
	u.ShowHome()
	u.Push(&statsScreen{u: u, filter: gameID})
}

// ShowSettings shows the settings over Home.
func ShowSettings(u *kit.UI) {
	u.ShowHome()
	u.Push(&settingsScreen{u: u})
}

// ShowNewGame shows the game picker over Home.
func ShowNewGame(u *kit.UI) {
	u.ShowHome()
	u.Push(&kit.PickGameScreen{U: u})
}

// ShowReference shows the rules reference of a game ("" = all games) over
// Home and, when entryID names an entry, that entry over it.
func ShowReference(u *kit.UI, game, entryID string) {
	u.ShowHome()
	u.OpenReference(game, entryID)
}

// ShowProfile shows a game's box profile over Home.
func ShowProfile(u *kit.UI, gameID string) {
	u.ShowHome()
	u.Push(&profileScreen{u: u, gameID: gameID})
}
