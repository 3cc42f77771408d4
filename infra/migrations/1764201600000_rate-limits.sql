-- Rate limits on writes, shared by every API instance (docs/DEPLOYMENT.md "Rate limits"). Counters
-- are operational state, not domain facts: they live outside the event log and expire by themselves.
-- Up Migration

CREATE SCHEMA ratelimit;
-- One fixed window per key (`forum-post:user:<id>`, `ip:<address>`): hits in the window, when the
-- window ends, and until when the key is refused once it went over its limit.
CREATE TABLE ratelimit.counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL,
  blocked_until timestamptz
);
CREATE INDEX counters_window_ends_idx ON ratelimit.counters (window_ends);

-- Down Migration
DROP SCHEMA ratelimit CASCADE;
