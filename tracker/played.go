package tracker

// Played lists a session's active actions, oldest first, with their labels
// and times: the actions Replay plays again, as a summary of the game reads
// them (when it began and ended, what its last action was).
func (s *Store) Played(id int64) ([]Entry, error) {
	return queryAll(s, scanEntry, `SELECT seq, label, undone, at FROM groups
		WHERE session_id = ? AND undone = 0 AND seq <= (SELECT head FROM sessions WHERE id = ?)
		ORDER BY seq`, id, id)
}
