-- Identity infrastructure that is not event-sourced on purpose (DESIGN.md "Identity, roles, beta access").
-- Up Migration

-- Server sessions behind the HttpOnly cookie. Only a hash of the cookie's token is stored, so a
-- copy of this table cannot be replayed as cookies. Sessions are security state, not domain facts.
CREATE SCHEMA auth;
CREATE TABLE auth.sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  user_agent text,
  client_ip_hash text
);
CREATE INDEX sessions_user_idx ON auth.sessions (user_id);

-- Crypto-shredding: each user's data key, outside the event log. Personal fields in events are
-- sealed with it; deleting the row makes them unreadable everywhere, the log included.
CREATE SCHEMA pii;
CREATE TABLE pii.user_keys (
  user_id uuid PRIMARY KEY,
  data_key bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP SCHEMA pii CASCADE;
DROP SCHEMA auth CASCADE;
