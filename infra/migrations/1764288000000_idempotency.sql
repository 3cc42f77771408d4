-- The answers to writes sent with an Idempotency-Key (apps/api/src/platform/idempotency), kept for a
-- day so that a retried request gets its first answer. Operational state, not domain facts: outside
-- the event log, swept when a day old.
-- Up Migration

CREATE SCHEMA idempotency;
-- `sender`: `user:<id>`, or `ip:<salted hash>` when signed out. `fingerprint`: a hash of the method,
-- path and body, so that a key reused for another request is refused. `status` is null while the
-- first request runs.
CREATE TABLE idempotency.requests (
  sender text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status smallint,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (sender, key)
);
CREATE INDEX requests_created_at_idx ON idempotency.requests (created_at);

-- Down Migration
DROP SCHEMA idempotency CASCADE;
