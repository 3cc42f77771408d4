/**
 * Destinations, their neighbourhoods and places, travellers' ratings and neighbourhood reports, and
 * the score history. Each destination row keeps its score state (@safetrails/scoring) as JSON; a
 * score event is folded into it with `evolveScore`, the function the audit replay runs, and writes
 * one history row with the metrics before and after. The governments' advice of each country is
 * folded here too (`country_advice`): a city registers with its country's advisory prior, and an
 * advisory event moves the prior of every city of that country, one history row each.
 */
import type { PoolClient } from 'pg';
import {
  SAFETY_METRICS,
  type DestinationFeaturedData,
  type NeighbourhoodAddedData,
  type NeighbourhoodReportedData,
  type PlaceAddedData,
  type RecordedEvent,
  type SafetyRatingRemovedData,
  ownEntry,
} from '@safetrails/contracts';
import { evolveScore, historyEntryOf, metricsOf, neighbourhoodScoreOf, type ScoreState } from '@safetrails/scoring';
import type { Projection } from '../../runtime/projection';
import { applyAdvice } from './advice';
import { applyRegistrations, insertHistory, REGISTRATION_EVENT_TYPES } from './registrations';
import { applyRatings } from './ratings';
import { destinationIdOf, historyRowOf, METRIC_COLUMNS, readStates } from './score-rows';
import { afterDestinationEvent, afterRegistrations, SNAPSHOT_TABLES, takesSnapshot } from './snapshots';

const EVENT_TYPES = [
  'DestinationRegistered',
  'DestinationCatalogued',
  'NeighbourhoodAdded',
  'AccommodationAdded',
  'ActivityAdded',
  'DestinationFeatured',
  'BaselineRevised',
  'SafetyRatingSubmitted',
  'SafetyRatingRemoved',
  'NeighbourhoodReported',
  'AdvisoryPublished',
  'AdvisoryChanged',
  'AdvisoryReread',
  'AdvisoryWithdrawn',
] as const;

export const destinationsProjection: Projection = {
  name: 'destinations',
  version: 6,
  eventTypes: EVENT_TYPES,

  createTables: (schema) => `
    CREATE TABLE ${schema}.destinations (
      destination_id integer PRIMARY KEY,
      name text NOT NULL,
      -- Lower case without accents: what search compares (pg_trgm).
      name_key text NOT NULL,
      country text NOT NULL,
      country_key text NOT NULL,
      country_code text NOT NULL,
      admin1 text,
      region text,
      latitude double precision NOT NULL,
      longitude double precision NOT NULL,
      population integer,
      image text,
      description text,
      sentiment jsonb,
      origin text NOT NULL,
      -- The catalogue data last folded in: a start skips the cities it already has.
      catalogue_hash text,
      featured boolean NOT NULL DEFAULT false,
      ${SAFETY_METRICS.map((metric) => `${METRIC_COLUMNS[metric]} double precision`).join(',\n      ')},
      rating_count integer NOT NULL DEFAULT 0,
      baseline_source jsonb,
      score_state jsonb NOT NULL,
      score_updated_at timestamptz NOT NULL,
      registered_at timestamptz NOT NULL,
      -- The latest occurredAt among the events folded into score_state, and the earliest since the
      -- last score snapshot (snapshots.ts).
      folded_until timestamptz,
      window_min timestamptz
    );
    CREATE INDEX destinations_name_trgm ON ${schema}.destinations USING gin (name_key gin_trgm_ops);
    CREATE INDEX destinations_name_key ON ${schema}.destinations (name_key text_pattern_ops);
    CREATE INDEX destinations_country_key ON ${schema}.destinations (country_key);
    CREATE INDEX destinations_rank ON ${schema}.destinations ((safety_score IS NULL), safety_score DESC, population DESC);
    CREATE INDEX destinations_region ON ${schema}.destinations (region);
    CREATE INDEX destinations_country_code ON ${schema}.destinations (country_code, population DESC);

    -- Every other name of a city (exonyms, historic names, other scripts): what search also compares.
    CREATE TABLE ${schema}.destination_names (
      destination_id integer NOT NULL,
      name text NOT NULL,
      name_key text NOT NULL,
      PRIMARY KEY (destination_id, name_key)
    );
    CREATE INDEX destination_names_trgm ON ${schema}.destination_names USING gin (name_key gin_trgm_ops);
    CREATE INDEX destination_names_key ON ${schema}.destination_names (name_key text_pattern_ops);

    -- Each country's advice by government, as the score fold keeps it (@safetrails/scoring).
    CREATE TABLE ${schema}.country_advice (
      country_code text PRIMARY KEY,
      advice jsonb NOT NULL,
      -- The latest occurredAt among the advisory events folded into it (snapshots.ts).
      folded_until timestamptz
    );

    CREATE TABLE ${schema}.neighbourhoods (
      destination_id integer NOT NULL,
      neighbourhood_id text NOT NULL,
      name text NOT NULL,
      latitude double precision,
      longitude double precision,
      baseline double precision,
      safety double precision,
      report_count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (destination_id, neighbourhood_id)
    );

    CREATE TABLE ${schema}.places (
      kind text NOT NULL,
      place_id integer NOT NULL,
      destination_id integer NOT NULL,
      name text NOT NULL,
      image text,
      safety_score integer NOT NULL,
      area text NOT NULL,
      price_range text NOT NULL,
      features text[] NOT NULL,
      description text NOT NULL,
      PRIMARY KEY (kind, place_id)
    );
    CREATE INDEX places_destination ON ${schema}.places (destination_id, kind);

    CREATE TABLE ${schema}.ratings (
      rating_id uuid PRIMARY KEY,
      destination_id integer NOT NULL,
      user_id uuid NOT NULL,
      scores jsonb NOT NULL,
      comment text,
      rated_at timestamptz NOT NULL,
      UNIQUE (destination_id, user_id)
    );
    CREATE INDEX ratings_user ON ${schema}.ratings (user_id);

    CREATE TABLE ${schema}.neighbourhood_reports (
      report_id uuid PRIMARY KEY,
      destination_id integer NOT NULL,
      neighbourhood_id text NOT NULL,
      neighbourhood_name text NOT NULL,
      user_id uuid NOT NULL,
      safety_score integer NOT NULL,
      description text,
      best_time_to_visit text,
      transport_options text,
      reported_at timestamptz NOT NULL
    );
    CREATE INDEX neighbourhood_reports_destination ON ${schema}.neighbourhood_reports (destination_id, reported_at DESC);
    CREATE INDEX neighbourhood_reports_user ON ${schema}.neighbourhood_reports (user_id);

    CREATE TABLE ${schema}.score_history (
      event_id uuid NOT NULL,
      destination_id integer NOT NULL,
      position_commit bigint NOT NULL,
      position_prepare bigint NOT NULL,
      revision bigint NOT NULL,
      type text NOT NULL,
      actor_id uuid,
      actor_role text NOT NULL,
      occurred_at timestamptz NOT NULL,
      reason text,
      before jsonb NOT NULL,
      after jsonb NOT NULL,
      community_ratings_after integer NOT NULL,
      -- One advisory event writes a row for every city of its country.
      PRIMARY KEY (event_id, destination_id)
    );
    CREATE INDEX score_history_destination ON ${schema}.score_history (destination_id, position_commit, position_prepare);
    ${SNAPSHOT_TABLES(schema)}`,

  async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
    // Runs of registrations and catalogue data, and runs of ratings, go in bulk; everything else one
    // event at a time.
    let run: RecordedEvent[] = [];
    let ratings: RecordedEvent[] = [];
    const flush = async () => {
      if (run.length > 0) {
        await applyRegistrations(tx, schema, run);
        await afterRegistrations(tx, schema, run);
      }
      if (ratings.length > 0) await applyRatings(tx, schema, ratings);
      run = [];
      ratings = [];
    };
    for (const event of events) {
      if (REGISTRATION_EVENT_TYPES.has(event.type)) {
        if (ratings.length > 0) await flush();
        run.push(event);
        continue;
      }
      if (event.type === 'SafetyRatingSubmitted') {
        if (run.length > 0) await flush();
        ratings.push(event);
        // A snapshot taken at this rating must see the state it left: the run ends with it.
        if (takesSnapshot(event)) {
          await flush();
          await afterDestinationEvent(tx, schema, destinationIdOf(event), event);
        }
        continue;
      }
      await flush();
      const at = event.metadata.occurredAt;
      if (event.type.startsWith('Advisory')) {
        await applyAdvice(tx, schema, event);
        continue;
      }
      const destinationId = destinationIdOf(event);

      switch (event.type) {
        case 'NeighbourhoodAdded': {
          const data = event.data as NeighbourhoodAddedData;
          const before = await readState(tx, schema, destinationId);
          const after = evolveScore(before, event);
          const tally = ownEntry(after.neighbourhoods, data.neighbourhoodId);
          await tx.query(
            `INSERT INTO ${schema}.neighbourhoods
               (destination_id, neighbourhood_id, name, latitude, longitude, baseline, safety, report_count)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0)
             ON CONFLICT (destination_id, neighbourhood_id) DO UPDATE SET
               name = EXCLUDED.name, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
               baseline = EXCLUDED.baseline, safety = EXCLUDED.safety`,
            [
              destinationId,
              data.neighbourhoodId,
              data.name,
              data.latitude,
              data.longitude,
              data.baselineSafety,
              tally ? neighbourhoodScoreOf(tally).safety : null,
            ],
          );
          await saveState(tx, schema, destinationId, after);
          break;
        }
        case 'AccommodationAdded':
        case 'ActivityAdded': {
          const data = event.data as PlaceAddedData;
          await tx.query(
            `INSERT INTO ${schema}.places (kind, place_id, destination_id, name, image, safety_score, area, price_range,
               features, description)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (kind, place_id) DO NOTHING`,
            [
              event.type === 'AccommodationAdded' ? 'accommodation' : 'activity',
              data.placeId,
              destinationId,
              data.name,
              data.image,
              data.safetyScore,
              data.area,
              data.priceRange,
              data.features,
              data.description,
            ],
          );
          break;
        }
        case 'DestinationFeatured':
          await tx.query(`UPDATE ${schema}.destinations SET featured = $2 WHERE destination_id = $1`, [
            destinationId,
            (event.data as DestinationFeaturedData).featured,
          ]);
          break;
        case 'BaselineRevised': {
          const before = await readState(tx, schema, destinationId);
          await writeScore(tx, schema, destinationId, before, evolveScore(before, event), event);
          break;
        }
        case 'SafetyRatingRemoved': {
          const data = event.data as SafetyRatingRemovedData;
          await tx.query(`DELETE FROM ${schema}.ratings WHERE rating_id = $1`, [data.ratingId]);
          const before = await readState(tx, schema, destinationId);
          await writeScore(tx, schema, destinationId, before, evolveScore(before, event), event);
          break;
        }
        case 'NeighbourhoodReported': {
          const data = event.data as NeighbourhoodReportedData;
          if (data.replaces) {
            await tx.query(`DELETE FROM ${schema}.neighbourhood_reports WHERE report_id = $1`, [
              data.replaces.reportId,
            ]);
          }
          await tx.query(
            `INSERT INTO ${schema}.neighbourhood_reports (report_id, destination_id, neighbourhood_id, neighbourhood_name,
               user_id, safety_score, description, best_time_to_visit, transport_options, reported_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (report_id) DO NOTHING`,
            [
              data.reportId,
              destinationId,
              data.neighbourhoodId,
              data.neighbourhoodName,
              data.userId,
              data.safetyScore,
              data.description,
              data.bestTimeToVisit,
              data.transportOptions,
              at,
            ],
          );
          const after = evolveScore(await readState(tx, schema, destinationId), event);
          const tally = ownEntry(after.neighbourhoods, data.neighbourhoodId);
          const score = tally ? neighbourhoodScoreOf(tally) : { safety: null, reportCount: 0 };
          // A neighbourhood travellers name that the registration did not list joins without coordinates.
          await tx.query(
            `INSERT INTO ${schema}.neighbourhoods (destination_id, neighbourhood_id, name, safety, report_count)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (destination_id, neighbourhood_id) DO UPDATE SET
               safety = EXCLUDED.safety, report_count = EXCLUDED.report_count`,
            [
              destinationId,
              data.neighbourhoodId,
              tally?.name ?? data.neighbourhoodName,
              score.safety,
              score.reportCount,
            ],
          );
          await saveState(tx, schema, destinationId, after);
          break;
        }
      }
      await afterDestinationEvent(tx, schema, destinationId, event);
    }
    await flush();
  },
};

async function readState(tx: PoolClient, schema: string, destinationId: number): Promise<ScoreState> {
  return (await readStates(tx, schema, [destinationId])).get(destinationId)!;
}

async function saveState(tx: PoolClient, schema: string, destinationId: number, state: ScoreState): Promise<void> {
  await tx.query(`UPDATE ${schema}.destinations SET score_state = $2 WHERE destination_id = $1`, [
    destinationId,
    state,
  ]);
}

/** Stores the new state and metrics, and the history row of the event that moved them. */
async function writeScore(
  tx: PoolClient,
  schema: string,
  destinationId: number,
  before: ScoreState,
  after: ScoreState,
  event: RecordedEvent,
): Promise<void> {
  const metrics = metricsOf(after);
  await tx.query(
    `UPDATE ${schema}.destinations SET score_state = $2, rating_count = $3, baseline_source = $4,
       score_updated_at = $5, ${SAFETY_METRICS.map((metric, index) => `${METRIC_COLUMNS[metric]} = $${index + 6}`).join(', ')}
     WHERE destination_id = $1`,
    [
      destinationId,
      after,
      after.ratingCount,
      after.baselineSource,
      after.updatedAt,
      ...SAFETY_METRICS.map((metric) => metrics[metric]),
    ],
  );
  const entry = historyEntryOf(before, after, event);
  if (entry) await insertHistory(tx, schema, [historyRowOf(destinationId, event, entry)]);
}
