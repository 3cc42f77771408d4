/**
 * A run of travellers' ratings folded in bulk: the ratings' rows, each destination's score state
 * read once and written once, and one history row per rating, in two statements for the whole run
 * (three when a rating replaces an earlier one) instead of five or six per rating. Fifty travellers
 * rating at the same moment are folded in one batch, and each of them waits for that batch
 * (ProjectionWaiter): its time is the time of the slowest rating in it (docs/BENCHMARKS.md (n)).
 * The rows are those the one-at-a-time fold wrote: each rating still folds into its destination's
 * state with `evolveScore`, in the order of the log, and its history row holds the metrics just
 * before and after it.
 */
import type { PoolClient } from 'pg';
import type { RecordedEvent, SafetyRatingSubmittedData } from '@safetrails/contracts';
import { evolveScore, historyEntryOf } from '@safetrails/scoring';
import { historyInsertSql } from './registrations';
import {
  destinationIdOf,
  historyRowOf,
  readStates,
  SCORE_RECORD_COLUMNS,
  scoreColumnsOf,
  SET_METRICS,
} from './score-rows';
import { eventTimes } from './snapshots';

export async function applyRatings(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
  const ratings = events.map((event) => ({ event, data: event.data as SafetyRatingSubmittedData }));
  // A rating replaced later in the same run is never stored; every replaced one is deleted first,
  // so that the traveller's new rating takes the (destination, traveller) place of the old.
  const replaced = new Set(ratings.flatMap(({ data }) => (data.replaces ? [data.replaces.ratingId] : [])));
  if (replaced.size > 0)
    await tx.query(`DELETE FROM ${schema}.ratings WHERE rating_id = ANY($1::uuid[])`, [[...replaced]]);
  const kept = ratings.filter(({ data }) => !replaced.has(data.ratingId));

  const states = await readStates(tx, schema, [...new Set(events.map(destinationIdOf))]);
  const history: Record<string, unknown>[] = [];
  for (const { event } of ratings) {
    const id = destinationIdOf(event);
    const before = states.get(id)!;
    const after = evolveScore(before, event);
    const entry = historyEntryOf(before, after, event);
    if (entry) history.push(historyRowOf(id, event, entry));
    states.set(id, after);
  }
  const times = eventTimes(events);
  const scored = [...times].map(([id, { latest, earliest }]) => ({
    destination_id: id,
    ...scoreColumnsOf(states.get(id)!),
    latest,
    earliest,
  }));
  // The ratings' rows, each destination's state and metrics after the run (with the times of the
  // run's events, snapshots.ts), and the history rows: three tables, one statement.
  await tx.query(
    `WITH rated AS (
       INSERT INTO ${schema}.ratings (rating_id, destination_id, user_id, scores, comment, rated_at)
       SELECT rating_id, destination_id, user_id, scores, comment, rated_at
         FROM jsonb_to_recordset($1::jsonb) AS x(rating_id uuid, destination_id integer, user_id uuid, scores jsonb,
           comment text, rated_at timestamptz)
       ON CONFLICT (rating_id) DO NOTHING
     ), scored AS (
       UPDATE ${schema}.destinations d
          SET score_state = x.score_state, rating_count = x.rating_count, baseline_source = x.baseline_source,
              score_updated_at = x.updated_at, ${SET_METRICS},
              folded_until = GREATEST(d.folded_until, x.latest), window_min = LEAST(d.window_min, x.earliest)
         FROM jsonb_to_recordset($2::jsonb) AS x(destination_id integer, ${SCORE_RECORD_COLUMNS},
           latest timestamptz, earliest timestamptz)
        WHERE d.destination_id = x.destination_id
     )
     ${historyInsertSql(schema, 3)}`,
    [
      JSON.stringify(
        kept.map(({ event, data }) => ({
          rating_id: data.ratingId,
          destination_id: destinationIdOf(event),
          user_id: data.userId,
          scores: data.scores,
          comment: data.comment,
          rated_at: event.metadata.occurredAt,
        })),
      ),
      JSON.stringify(scored),
      JSON.stringify(history),
    ],
  );
}
