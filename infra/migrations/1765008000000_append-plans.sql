-- The append's lookups by key always use their indexes (docs/BENCHMARKS.md (a), issue 69).
--
-- PL/pgSQL caches each statement's plan per session and, after five executions, keeps a generic
-- plan when it costs no more than the custom ones. Planned while es.events is empty (a new
-- database, or statistics taken when it was), the lookup of an event id and of the new revision's
-- position is a sequential scan, and the session keeps that plan as the table grows until an
-- ANALYZE invalidates it: every append then reads the whole table (measured: 163 appends a second
-- instead of 2,400 at 21,000 events). Every statement of these functions finds rows by a unique key,
-- so a sequential scan is never the right plan for them, whatever the statistics say.
-- Up Migration
ALTER FUNCTION es.append_events(text, text, jsonb) SET enable_seqscan = off;
ALTER FUNCTION es.duplicate_or_conflict(text, uuid) SET enable_seqscan = off;

-- Down Migration
ALTER FUNCTION es.duplicate_or_conflict(text, uuid) RESET enable_seqscan;
ALTER FUNCTION es.append_events(text, text, jsonb) RESET enable_seqscan;
