package kit

import (
	"bytes"
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"skald/tracker"
)

// Files saved through Fyne (the export dialogs) go to disk the way every file
// Skald writes does: whole or not at all. Fyne's own writer for local files
// truncates the target as it opens it and writes in place, so a crash or a
// full disk in between leaves a cut export where a good one was. The "file"
// repository is wrapped so that its writer keeps the bytes and, on Close,
// writes them to a temporary file beside the target, syncs it and renames it
// over the target (tracker.WriteFile). Everything else is Fyne's.

// InstallAtomicFiles wraps the "file" repository the driver registered; it
// does nothing when there is none or it is wrapped already.
func InstallAtomicFiles() {
	inner, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := inner.(atomicRepo); done {
		return
	}
	repository.Register("file", atomicRepo{inner})
}

// atomicRepo is the "file" repository with an all-or-nothing Writer.
type atomicRepo struct{ repository.Repository }

func (r atomicRepo) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &atomicWriter{uri: u}, nil
}

func (r atomicRepo) CanWrite(u fyne.URI) (bool, error) {
	if w, ok := r.Repository.(repository.WritableRepository); ok {
		return w.CanWrite(u)
	}
	return false, repository.ErrOperationNotSupported
}

func (r atomicRepo) Delete(u fyne.URI) error {
	if w, ok := r.Repository.(repository.WritableRepository); ok {
		return w.Delete(u)
	}
	return repository.ErrOperationNotSupported
}

func (r atomicRepo) Appender(u fyne.URI) (fyne.URIWriteCloser, error) {
	if a, ok := r.Repository.(repository.AppendableRepository); ok {
		return a.Appender(u)
	}
	return nil, repository.ErrOperationNotSupported
}

func (r atomicRepo) CanList(u fyne.URI) (bool, error) {
	if l, ok := r.Repository.(repository.ListableRepository); ok {
		return l.CanList(u)
	}
	return false, repository.ErrOperationNotSupported
}

func (r atomicRepo) List(u fyne.URI) ([]fyne.URI, error) {
	if l, ok := r.Repository.(repository.ListableRepository); ok {
		return l.List(u)
	}
	return nil, repository.ErrOperationNotSupported
}

func (r atomicRepo) CreateListable(u fyne.URI) error {
	if l, ok := r.Repository.(repository.ListableRepository); ok {
		return l.CreateListable(u)
	}
	return repository.ErrOperationNotSupported
}

func (r atomicRepo) Parent(u fyne.URI) (fyne.URI, error) {
	if h, ok := r.Repository.(repository.HierarchicalRepository); ok {
		return h.Parent(u)
	}
	return repository.GenericParent(u)
}

func (r atomicRepo) Child(u fyne.URI, name string) (fyne.URI, error) {
	if h, ok := r.Repository.(repository.HierarchicalRepository); ok {
		return h.Child(u, name)
	}
	return repository.GenericChild(u, name)
}

func (r atomicRepo) Copy(from, to fyne.URI) error {
	if c, ok := r.Repository.(repository.CopyableRepository); ok {
		return c.Copy(from, to)
	}
	return repository.GenericCopy(from, to)
}

func (r atomicRepo) Move(from, to fyne.URI) error {
	if m, ok := r.Repository.(repository.MovableRepository); ok {
		return m.Move(from, to)
	}
	return repository.GenericMove(from, to)
}

func (r atomicRepo) DeleteAll(u fyne.URI) error {
	if d, ok := r.Repository.(repository.DeleteAllRepository); ok {
		return d.DeleteAll(u)
	}
	return repository.ErrOperationNotSupported
}

// atomicWriter keeps what is written and puts it on disk, whole, on Close.
type atomicWriter struct {
	uri    fyne.URI
	buf    bytes.Buffer
	closed bool
}

func (w *atomicWriter) URI() fyne.URI { return w.uri }

func (w *atomicWriter) Write(p []byte) (int, error) {
	if w.closed {
		return 0, errors.New("write after close")
	}
	return w.buf.Write(p)
}

// Abort drops what was written: the target stays as it was.
func (w *atomicWriter) Abort() { w.closed = true }

func (w *atomicWriter) Close() error {
	if w.closed {
		return nil
	}
	w.closed = true
	return tracker.WriteFile(w.uri.Path(), w.buf.Bytes(), 0o644)
}
