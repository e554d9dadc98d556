package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// RowList keeps the rows of a box: each row is made once and then shown
// again with new values, so that an update replaces no widget and refreshes
// only what changed (a rebuilt row parses its icons again and is new work
// for the renderer). Rows past the number shown are taken out of the box and
// kept for later.
type RowList[R any] struct {
	Box  *fyne.Container
	make func() (R, fyne.CanvasObject)
	rows []R
	objs []fyne.CanvasObject
}

// NewRowList keeps the rows of box, each made by make: the row's parts and
// its object in the box.
func NewRowList[R any](box *fyne.Container, make func() (R, fyne.CanvasObject)) *RowList[R] {
	return &RowList[R]{Box: box, make: make}
}

// Show shows n rows, row i through set(i, row).
func (l *RowList[R]) Show(n int, set func(i int, row R)) {
	for len(l.rows) < n {
		r, o := l.make()
		l.rows = append(l.rows, r)
		l.objs = append(l.objs, o)
	}
	for i := 0; i < n; i++ {
		set(i, l.rows[i])
	}
	shown := len(l.Box.Objects)
	switch {
	case shown > n:
		for i := shown - 1; i >= n; i-- {
			l.Box.Remove(l.objs[i])
		}
	case shown < n:
		for i := shown; i < n; i++ {
			l.Box.Add(l.objs[i])
		}
	}
	if shown != n {
		canvas.Refresh(l.Box)
	}
}

// Len is the number of rows shown.
func (l *RowList[R]) Len() int { return len(l.Box.Objects) }
