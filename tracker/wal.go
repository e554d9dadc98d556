package tracker

import (
	"context"
	"os"
	"path/filepath"
)

// While the WAL file grows, each commit's fsync also has the file system
// allocate its new blocks and journal them: on the disk measured, an action
// took about a third longer than once the file had its size (README,
// Performance). SQLite deletes the file when the database closes, so every
// start of the app began with that stretch, the first thousand pages, a few
// hundred actions: most of an evening's game.
//
// So the file gets its working size at once, in zeros, in the background
// after open. That is safe by the WAL's format: SQLite writes frames in order
// from the start and takes a frame as written only if it carries the
// header's salts and a valid checksum, so zeros past the last frame are no
// frames, after a crash too. The zeros go only past the file's end, while
// the one writer connection is held, so no frame is being written meanwhile.

// Only with room to spare, though: on a phone short of space the zeros would
// take the last of it, and the database could then take no action at all.
// The WAL is sized only when the disk keeps walRoom free once it is.

// walRoom is the free space the disk must keep after the WAL is sized.
const walRoom = 64 << 20

// freeSpace is diskFree; tests make the disk nearly full.
var freeSpace = diskFree

// WAL layout (sqlite.org/walformat.html): a 32-byte header, then frames of
// a 24-byte header and one page.
const walHeader, walFrameHeader = 32, 24

// prefill is the background job that sizes the WAL; its zero value does
// nothing.
type prefill struct {
	quit, done chan struct{}
}

func (p *prefill) start(s *Store) {
	p.quit, p.done = make(chan struct{}), make(chan struct{})
	go func() {
		defer close(p.done)
		_ = sizeWAL(s, p.quit) // only speed is at stake: a failure changes nothing else
	}()
}

// stop ends the job and waits for it (the zeros written so far are no frames).
func (p *prefill) stop() {
	if p.quit != nil {
		close(p.quit)
		p.wait()
		p.quit = nil
	}
}

func (p *prefill) wait() {
	if p.done != nil {
		<-p.done
	}
}

// sizeWAL extends the WAL with zeros to what one checkpoint cycle fills
// (wal_autocheckpoint pages) and syncs it, unless quit closes first.
func sizeWAL(s *Store, quit <-chan struct{}) error {
	ctx := context.Background()
	conn, err := s.w.Conn(ctx) // the one writer: no frame is written while it is held
	if err != nil {
		return err
	}
	defer conn.Close()
	var page, frames int64
	if err := conn.QueryRowContext(ctx, "PRAGMA page_size").Scan(&page); err != nil {
		return err
	}
	if err := conn.QueryRowContext(ctx, "PRAGMA wal_autocheckpoint").Scan(&frames); err != nil {
		return err
	}
	f, err := os.OpenFile(s.path+"-wal", os.O_WRONLY, 0) // never made here: SQLite makes it
	if err != nil {
		return err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	want := walHeader + frames*(walFrameHeader+page)
	if fi.Size() >= want {
		return nil
	}
	if free, ok := freeSpace(filepath.Dir(s.path)); !ok || free < uint64(want-fi.Size())+walRoom {
		return nil // left to grow frame by frame, as SQLite writes it
	}
	zeros := make([]byte, 256<<10)
	for off := fi.Size(); off < want; off += int64(len(zeros)) {
		select {
		case <-quit:
			return nil
		default:
		}
		if _, err := f.WriteAt(zeros[:min(int64(len(zeros)), want-off)], off); err != nil {
			return err
		}
	}
	return f.Sync()
}
