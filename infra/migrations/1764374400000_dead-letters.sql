-- Up Migration

-- Events a projection could not fold (a thrown error, a constraint violation) after its retries:
-- the projection records them here and moves on, so one bad event never freezes a read model.
-- Written in the same transaction as the read model and the checkpoint; a rebuild writes its own
-- under '<projection>#build' and takes the live rows' place at the switch-over, so a rebuild from
-- the log reproduces the same quarantine.
CREATE TABLE projector.dead_letters (
  projection text NOT NULL,
  commit_position bigint NOT NULL,
  prepare_position bigint NOT NULL,
  event_id text NOT NULL,
  stream text NOT NULL,
  revision bigint NOT NULL,
  type text NOT NULL,
  error text NOT NULL,
  attempts integer NOT NULL,
  quarantined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (projection, commit_position, prepare_position)
);

-- Down Migration
DROP TABLE projector.dead_letters;
