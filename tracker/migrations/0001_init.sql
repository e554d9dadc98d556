-- Sessions are append-only logs of command groups; state is their replay.
CREATE TABLE sessions (
	id      INTEGER PRIMARY KEY,
	game    TEXT    NOT NULL,
	title   TEXT    NOT NULL,
	setup   TEXT    NOT NULL,          -- the game's Setup as JSON
	printed TEXT    NOT NULL,          -- box-profile values known at the start (JSON)
	created INTEGER NOT NULL,          -- unix milliseconds
	updated INTEGER NOT NULL,
	status  TEXT    NOT NULL DEFAULT 'playing',
	reason  TEXT    NOT NULL DEFAULT '{}', -- rules.Msg as JSON
	head    INTEGER NOT NULL DEFAULT 0,    -- seq of the last active group
	last    INTEGER NOT NULL DEFAULT 0,    -- highest seq ever used
	actions INTEGER NOT NULL DEFAULT 0     -- active groups
);
CREATE INDEX sessions_updated ON sessions(updated DESC);

-- One group per command. undone: 0 active, 1 undone (redoable), 2 dropped
-- (undone, then superseded by a new action). Nothing is ever deleted.
CREATE TABLE groups (
	session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
	seq        INTEGER NOT NULL,
	command    TEXT    NOT NULL,
	label      TEXT    NOT NULL,
	reveals    INTEGER NOT NULL DEFAULT 0,
	undone     INTEGER NOT NULL DEFAULT 0,
	at         INTEGER NOT NULL,
	PRIMARY KEY (session_id, seq)
) WITHOUT ROWID;
CREATE INDEX groups_status ON groups(session_id, undone, seq);

CREATE TABLE events (
	session_id INTEGER NOT NULL,
	grp        INTEGER NOT NULL,
	n          INTEGER NOT NULL,
	data       TEXT    NOT NULL,
	PRIMARY KEY (session_id, grp, n),
	FOREIGN KEY (session_id, grp) REFERENCES groups(session_id, seq) ON DELETE CASCADE
) WITHOUT ROWID;

-- A snapshot is the state after group grp; a cache, dropped when undo passes it.
CREATE TABLE snapshots (
	session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
	grp        INTEGER NOT NULL,
	state      TEXT    NOT NULL,
	PRIMARY KEY (session_id, grp)
) WITHOUT ROWID;

-- Box profiles: printed values learned at the table, per game.
CREATE TABLE profile (
	game    TEXT    NOT NULL,
	key     TEXT    NOT NULL,
	value   TEXT    NOT NULL,
	updated INTEGER NOT NULL,
	PRIMARY KEY (game, key)
) WITHOUT ROWID;
