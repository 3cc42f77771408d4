-- The PostgreSQL event store and the projector's checkpoints (DESIGN.md "Event store", "Projector").
-- Up Migration
CREATE SCHEMA es;

-- One row per stream: its last revision. The append function updates it with the expected revision
-- in its WHERE clause, so two writers racing on one revision cannot both win.
CREATE TABLE es.streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);

-- Append-only. Global order is (transaction_id, position), read only below the oldest running
-- transaction (pg_snapshot_xmin), so a reader never skips an event that commits late.
CREATE TABLE es.events (
  position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL,
  stream_id text NOT NULL,
  revision bigint NOT NULL,
  type text NOT NULL,
  schema_version integer NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_stream_revision_key UNIQUE (stream_id, revision),
  CONSTRAINT events_stream_event_id_key UNIQUE (stream_id, event_id)
);
CREATE INDEX events_global_order_idx ON es.events (transaction_id, position);
CREATE INDEX events_type_idx ON es.events (type, transaction_id, position);

-- The answer to an append that could not write: 'duplicate' when its last event id is already in
-- the stream (a retried append: nothing written), else 'conflict' with the actual revision
-- (-1 when the stream does not exist).
CREATE FUNCTION es.duplicate_or_conflict(p_stream text, p_last_id uuid)
RETURNS TABLE (status text, last_revision bigint, actual_revision bigint, commit_position text, prepare_position bigint)
LANGUAGE sql AS $$
  SELECT 'duplicate', e.revision, NULL::bigint, e.transaction_id::text, e.position
  FROM es.events e WHERE e.stream_id = p_stream AND e.event_id = p_last_id
  UNION ALL
  SELECT 'conflict', NULL, coalesce((SELECT s.revision FROM es.streams s WHERE s.stream_id = p_stream), -1), NULL, NULL
  WHERE NOT EXISTS (SELECT 1 FROM es.events e WHERE e.stream_id = p_stream AND e.event_id = p_last_id)
$$;

-- Appends a batch atomically in one statement. p_expected is 'no_stream', 'stream_exists', 'any'
-- or a revision number. The expected revision is checked by the write itself (an insert that
-- conflicts, an update guarded by the revision), never by a read before the write.
CREATE FUNCTION es.append_events(p_stream text, p_expected text, p_events jsonb)
RETURNS TABLE (status text, last_revision bigint, actual_revision bigint, commit_position text, prepare_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := jsonb_array_length(p_events);
  v_first_id uuid := (p_events -> 0 ->> 'id')::uuid;
  v_last_id uuid := (p_events -> (jsonb_array_length(p_events) - 1) ->> 'id')::uuid;
  v_revision bigint;
  v_position bigint;
BEGIN
  -- One appender per stream at a time, queued before this transaction writes anything and so
  -- before it is given a transaction id: a stream's later revisions then always carry later
  -- transaction ids, and the global order (transaction_id, position) keeps each stream's order.
  -- Without it, the loser of an INSERT ... ON CONFLICT race can hold an older transaction id than
  -- the winner whose revisions precede its own. Advisory locks need no transaction id.
  PERFORM pg_advisory_xact_lock(hashtextextended(p_stream, 0));

  IF EXISTS (SELECT 1 FROM es.events e WHERE e.stream_id = p_stream AND e.event_id = v_first_id) THEN
    RETURN QUERY SELECT * FROM es.duplicate_or_conflict(p_stream, v_last_id);
    RETURN;
  END IF;

  IF p_expected = 'no_stream' THEN
    INSERT INTO es.streams (stream_id, revision) VALUES (p_stream, v_count - 1)
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING revision INTO v_revision;
  ELSIF p_expected = 'any' THEN
    INSERT INTO es.streams (stream_id, revision) VALUES (p_stream, v_count - 1)
      ON CONFLICT (stream_id) DO UPDATE SET revision = es.streams.revision + v_count
      RETURNING revision INTO v_revision;
  ELSIF p_expected = 'stream_exists' THEN
    UPDATE es.streams SET revision = revision + v_count WHERE stream_id = p_stream
      RETURNING revision INTO v_revision;
  ELSE
    UPDATE es.streams SET revision = revision + v_count
      WHERE stream_id = p_stream AND revision = p_expected::bigint
      RETURNING revision INTO v_revision;
  END IF;

  IF v_revision IS NULL THEN
    -- A racing duplicate of this very append becomes visible here, once its winner has committed.
    RETURN QUERY SELECT * FROM es.duplicate_or_conflict(p_stream, v_last_id);
    RETURN;
  END IF;

  INSERT INTO es.events (event_id, stream_id, revision, type, schema_version, data, metadata)
  SELECT (e ->> 'id')::uuid, p_stream, v_revision - v_count + t.ord, e ->> 'type',
         (e ->> 'schemaVersion')::integer, e -> 'data', e -> 'metadata'
  FROM jsonb_array_elements(p_events) WITH ORDINALITY AS t(e, ord);

  SELECT e.position INTO v_position FROM es.events e WHERE e.stream_id = p_stream AND e.revision = v_revision;

  -- No NOTIFY here: a notifying transaction takes a cluster-wide lock at commit, which would
  -- serialise every append's commit flush. The adapter notifies after commit instead.
  RETURN QUERY SELECT 'ok'::text, v_revision, NULL::bigint, pg_current_xact_id()::text, v_position;
END;
$$;

CREATE SCHEMA projector;

-- One row per projection (and per projection being rebuilt, suffixed '#build'). Written in the same
-- transaction as the projection's read-model rows.
CREATE TABLE projector.checkpoints (
  projection text PRIMARY KEY,
  version integer NOT NULL,
  commit_position bigint NOT NULL,
  prepare_position bigint NOT NULL,
  read_schema text NOT NULL,
  -- The types the projection follows: lag is the number of these after the checkpoint.
  event_types text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP SCHEMA projector CASCADE;
DROP SCHEMA es CASCADE;
