-- What lets an import decide each action again: the action it was done after
-- (parent: the head then, 0 at the start), and the random draws its decision
-- took (rolls: a JSON list of numbers, [] for none). NULL in both: the action
-- was stored before they were kept.
ALTER TABLE groups ADD COLUMN parent INTEGER;
ALTER TABLE groups ADD COLUMN rolls TEXT;

-- Facts about the database itself; made_by is the version of Skald that
-- brought it to its schema, so that an older Skald can name it.
CREATE TABLE meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
) WITHOUT ROWID;
