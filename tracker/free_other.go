//go:build !(linux || darwin || freebsd)

package tracker

// diskFree cannot say on this platform: the WAL is then left to grow as
// SQLite writes it.
func diskFree(string) (uint64, bool) { return 0, false }
