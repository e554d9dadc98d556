-- Every action rewrites its session's row and adds a group and its events;
-- each index on them is one more page to make durable before the action is
-- acknowledged. Two served only reads that the primary keys answer as well:
-- the sessions list is sorted from the table (a few hundred rows, read whole
-- anyway), and groups are found by status through (session_id, seq), since the
-- undone ones sit just above the head.
DROP INDEX sessions_updated;
DROP INDEX groups_status;
