-- A refused append answers with what it was refused for: the stream's events after the revision the
-- writer expected, read in the same statement (docs/ARCHITECTURE.md, "The write path").
--
-- A writer whose append is refused must learn what the other writer appended before it decides
-- again. Asking in a second statement cost a round trip, and a wait so that writers colliding in
-- step would stop doing so; on two API replicas sharing two cores, one conflict cost a rating about
-- 250 ms (bench (n): 22 of 150 ratings had one, 3 had two). The adapter calls this right after
-- es.append_events refused, in the same statement: a volatile function reads with a snapshot of its
-- own, taken after the conflict was found and while the transaction still holds the stream's append
-- lock (es.append_events), so the tail is every event up to the revision the refusal names, none
-- missing and none later. A gap longer than p_most is not read (NULL): the writer reads the stream
-- itself, as before.
-- Up Migration
CREATE FUNCTION es.conflict_tail(p_stream text, p_expected text, p_actual bigint, p_most integer)
RETURNS json
LANGUAGE sql VOLATILE SET enable_seqscan = off AS $$
  SELECT json_agg(json_build_object(
           'position', e.position::text, 'commit_position', e.transaction_id::text, 'event_id', e.event_id,
           'stream_id', e.stream_id, 'revision', e.revision::text, 'type', e.type,
           'schema_version', e.schema_version, 'data', e.data, 'metadata', e.metadata,
           'recorded_at', e.recorded_at) ORDER BY e.revision)
    FROM es.events e,
         (SELECT CASE WHEN p_expected = 'no_stream' THEN -1
                      WHEN p_expected ~ '^[0-9]{1,18}$' THEN p_expected::bigint END AS after) x
   WHERE p_actual > x.after AND p_actual - x.after <= p_most
     AND e.stream_id = p_stream AND e.revision > x.after AND e.revision <= p_actual
$$;

-- Down Migration
DROP FUNCTION es.conflict_tail(text, text, bigint, integer);
