-- Who won a game the players play against each other (rules.Outcome's
-- winners, and a tie against the game's own opponent), as JSON: '{}' for
-- none, which is every game still being played. NULL: a game that ended
-- before this column, filled once from its state when the statistics first
-- read it.
ALTER TABLE sessions ADD COLUMN result TEXT;
UPDATE sessions SET result = '{}' WHERE status = 'playing';
