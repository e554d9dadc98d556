-- A campaign names its players once (a JSON list of names, the players' own
-- words); each game's setup keeps who played it.
ALTER TABLE campaigns ADD COLUMN players TEXT NOT NULL DEFAULT '[]';

-- A game the table closed without finishing it: unix milliseconds of when it
-- was abandoned, 0 while it is not. An abandoned game stays in its campaign's
-- log and counts for nothing.
ALTER TABLE sessions ADD COLUMN abandoned INTEGER NOT NULL DEFAULT 0;
