package thorgal

import (
	"fyne.io/fyne/v2"

	"skald/app/kit/kittest"
)

// The test driver runs fyne.Do at once; the real one, while the app runs,
// queues it until the tap being handled returns. lagDo makes the test app
// do as the real one, so a dialog that reads the board right after teaching
// the app or sending an action is read as a table would see it. flush runs
// what is queued, as the next frame does.
type lagDriver struct {
	fyne.Driver
	queue *[]func()
}

func (d lagDriver) DoFromGoroutine(f func(), _ bool) { *d.queue = append(*d.queue, f) }

type lagApp struct {
	fyne.App
	d lagDriver
}

func (a lagApp) Driver() fyne.Driver { return a.d }

func lagDo(e *kittest.Env) (flush func()) {
	was := fyne.CurrentApp()
	var q []func()
	fyne.SetCurrentApp(lagApp{App: was, d: lagDriver{Driver: was.Driver(), queue: &q}})
	e.T.Cleanup(func() { fyne.SetCurrentApp(was) })
	return func() {
		for len(q) > 0 {
			f := q[0]
			q = q[1:]
			f()
		}
	}
}
