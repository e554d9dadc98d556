package tracker

// Changes counts the rows written since the store opened (SQLite's
// total_changes on the one writer connection; 0 when read-only): a test that
// explores the app tells by it whether a tap wrote anything.
func (s *Store) Changes() int64 {
	if s.w == nil {
		return 0
	}
	var n int64
	if err := s.w.QueryRow("SELECT total_changes()").Scan(&n); err != nil {
		return -1
	}
	return n
}
