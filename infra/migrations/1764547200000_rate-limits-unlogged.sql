-- The write-limit counters without write-ahead log. Every write request upserts two of them, and a
-- client's address is one hot row that all its writes update: with the log, each of those updates
-- waited for its commit to be flushed to disk while holding the row, and in bench (h) (fifty
-- writers behind one address) the upsert took a third of the database's time. The counters are
-- operational state that expires within minutes, not a fact anyone needs after a crash: an
-- unlogged table is emptied by crash recovery (every client starts a fresh window) and is not
-- copied to replicas, where nothing reads it.
-- Up Migration

ALTER TABLE ratelimit.counters SET UNLOGGED;

-- Down Migration
ALTER TABLE ratelimit.counters SET LOGGED;
