-- Campaigns group a game's sessions across chapters (a Book, a campaign part).
CREATE TABLE campaigns (
	id      INTEGER PRIMARY KEY,
	game    TEXT    NOT NULL,
	kind    TEXT    NOT NULL,          -- the game's own name for the campaign type
	title   TEXT    NOT NULL,
	created INTEGER NOT NULL,          -- unix milliseconds
	updated INTEGER NOT NULL
);
CREATE INDEX campaigns_game ON campaigns(game, updated DESC);

-- A session belongs to at most one campaign; deleting the campaign keeps it.
ALTER TABLE sessions ADD COLUMN campaign_id INTEGER REFERENCES campaigns(id) ON DELETE SET NULL;
CREATE INDEX sessions_campaign ON sessions(campaign_id, created);
