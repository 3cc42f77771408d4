/**
 * Registrations and catalogue data, in bulk: a fresh start registers ~26,000 cities, two events
 * each. A run of these events is folded in memory with the score fold (each city with its
 * country's advice as it stands) and written in a handful of set-based statements, whatever its
 * length. The result is the same as folding them one at a time.
 */
import type { PoolClient } from 'pg';
import type { DestinationCataloguedData, DestinationRegisteredData, RecordedEvent } from '@safetrails/contracts';
import {
  evolveScoreFold,
  historyEntryOf,
  initialScoreState,
  type CountryAdvice,
  type ScoreState,
} from '@safetrails/scoring';
import { destinationIdOf, historyRowOf, SCORE_RECORD_COLUMNS, scoreColumnsOf, SET_METRICS } from './score-rows';

export const REGISTRATION_EVENT_TYPES: ReadonlySet<string> = new Set([
  'DestinationRegistered',
  'DestinationCatalogued',
]);

interface Pending {
  registration: DestinationRegisteredData | null;
  registeredAt: string | null;
  state: ScoreState;
  catalogue: DestinationCataloguedData | null;
}

export async function applyRegistrations(
  tx: PoolClient,
  schema: string,
  events: readonly RecordedEvent[],
): Promise<void> {
  const pending = new Map<number, Pending>();
  const known = new Set<number>();
  // Cities registered before this run (catalogue data for them, or a registration applied twice):
  // their state comes from the table.
  const earlier = [...new Set(events.map(destinationIdOf))];
  if (earlier.length > 0) {
    const { rows } = await tx.query<{ destination_id: number; score_state: ScoreState }>(
      `SELECT destination_id, score_state FROM ${schema}.destinations WHERE destination_id = ANY($1::int[])`,
      [earlier],
    );
    for (const row of rows) known.add(row.destination_id);
    for (const row of rows)
      pending.set(row.destination_id, {
        registration: null,
        registeredAt: null,
        state: row.score_state,
        catalogue: null,
      });
  }
  const countries = new Set<string>();
  for (const event of events) {
    if (event.type === 'DestinationRegistered') countries.add((event.data as DestinationRegisteredData).countryCode);
  }
  for (const entry of pending.values()) if (entry.state.countryCode) countries.add(entry.state.countryCode);
  const { rows: adviceRows } = await tx.query<{ country_code: string; advice: CountryAdvice }>(
    `SELECT country_code, advice FROM ${schema}.country_advice WHERE country_code = ANY($1::text[])`,
    [[...countries]],
  );
  const advice = new Map(adviceRows.map((row) => [row.country_code, row.advice]));

  const history: Record<string, unknown>[] = [];
  for (const event of events) {
    const destinationId = destinationIdOf(event);
    let entry = pending.get(destinationId);
    if (event.type === 'DestinationRegistered') {
      if (entry) continue; // registered already: the registration is not folded twice
      entry = {
        registration: event.data as DestinationRegisteredData,
        registeredAt: event.metadata.occurredAt,
        state: initialScoreState(),
        catalogue: null,
      };
      pending.set(destinationId, entry);
    } else if (!entry) {
      throw new Error(`destination ${destinationId} has events but no registration`);
    } else {
      entry.catalogue = event.data as DestinationCataloguedData;
    }
    const before = entry.state;
    entry.state = evolveScoreFold(
      { state: before, advice: advice.get(before.countryCode ?? entry.registration?.countryCode ?? '') ?? {} },
      event,
    ).state;
    const row = historyEntryOf(before, entry.state, event);
    if (row) history.push(historyRowOf(destinationId, event, row));
  }

  const registered = [...pending.entries()].filter(([, entry]) => entry.registration);
  if (registered.length > 0) {
    await tx.query(
      `INSERT INTO ${schema}.destinations (destination_id, name, name_key, country, country_key, country_code, admin1,
         region, latitude, longitude, population, image, description, sentiment, origin, score_state,
         score_updated_at, registered_at)
       SELECT x.destination_id, x.name, public.search_key(x.name), x.country, public.search_key(x.country), x.country_code,
         x.admin1, x.region, x.latitude, x.longitude, x.population, x.image, x.description, x.sentiment, x.origin,
         x.score_state, x.registered_at, x.registered_at
       FROM jsonb_to_recordset($1::jsonb) AS x(destination_id integer, name text, country text, country_code text,
         admin1 text, region text, latitude double precision, longitude double precision, population integer,
         image text, description text, sentiment jsonb, origin text, score_state jsonb, registered_at timestamptz)
       ON CONFLICT (destination_id) DO NOTHING`,
      [
        JSON.stringify(
          registered.map(([destinationId, { registration, registeredAt, state }]) => ({
            destination_id: destinationId,
            name: registration!.name,
            country: registration!.country,
            country_code: registration!.countryCode,
            admin1: registration!.admin1 ?? null,
            region: registration!.region,
            latitude: registration!.latitude,
            longitude: registration!.longitude,
            population: registration!.population,
            image: registration!.image,
            description: registration!.description,
            sentiment: registration!.sentiment,
            origin: registration!.origin,
            score_state: state,
            registered_at: registeredAt,
          })),
        ),
      ],
    );
  }
  // Every touched destination takes its folded state, metrics and catalogue data.
  await tx.query(
    `UPDATE ${schema}.destinations d SET score_state = x.score_state, rating_count = x.rating_count,
       baseline_source = x.baseline_source, score_updated_at = coalesce(x.updated_at, d.score_updated_at),
       ${SET_METRICS},
       admin1 = CASE WHEN x.catalogued THEN x.admin1 ELSE d.admin1 END,
       population = CASE WHEN x.catalogued THEN coalesce(x.population, d.population) ELSE d.population END,
       catalogue_hash = CASE WHEN x.catalogued THEN x.catalogue_hash ELSE d.catalogue_hash END
     FROM jsonb_to_recordset($1::jsonb) AS x(destination_id integer, ${SCORE_RECORD_COLUMNS},
       catalogued boolean, admin1 text, population integer, catalogue_hash text)
     WHERE d.destination_id = x.destination_id`,
    [
      JSON.stringify(
        [...pending.entries()].map(([destinationId, { state, catalogue }]) => ({
          destination_id: destinationId,
          ...scoreColumnsOf(state),
          catalogued: catalogue !== null,
          admin1: catalogue?.admin1 ?? null,
          population: catalogue?.population ?? null,
          catalogue_hash: catalogue?.contentHash ?? null,
        })),
      ),
    ],
  );
  const catalogued = [...pending.entries()].filter(([, entry]) => entry.catalogue);
  if (catalogued.length > 0) {
    const ids: number[] = [];
    const names: string[] = [];
    for (const [destinationId, { catalogue }] of catalogued) {
      for (const name of [catalogue!.asciiName, ...catalogue!.alternateNames]) {
        ids.push(destinationId);
        names.push(name);
      }
    }
    await tx.query(`DELETE FROM ${schema}.destination_names WHERE destination_id = ANY($1::int[])`, [
      catalogued.map(([destinationId]) => destinationId),
    ]);
    await tx.query(
      `INSERT INTO ${schema}.destination_names (destination_id, name, name_key)
       SELECT x.destination_id, x.name, public.search_key(x.name) FROM unnest($1::int[], $2::text[]) AS x(destination_id, name)
       WHERE public.search_key(x.name) <> ''
       ON CONFLICT (destination_id, name_key) DO NOTHING`,
      [ids, names],
    );
  }
  if (history.length > 0) await insertHistory(tx, schema, history);
}

/** The statement that adds score history rows, given as JSON in parameter `$<param>`. */
export function historyInsertSql(schema: string, param: number): string {
  return `INSERT INTO ${schema}.score_history (event_id, destination_id, position_commit, position_prepare, revision, type,
       actor_id, actor_role, occurred_at, reason, before, after, community_ratings_after)
     SELECT event_id, destination_id, position_commit, position_prepare, revision, type, actor_id, actor_role,
       occurred_at, reason, before, after, community_ratings_after
     FROM jsonb_to_recordset($${param}::jsonb) AS x(event_id uuid, destination_id integer, position_commit bigint,
       position_prepare bigint, revision bigint, type text, actor_id uuid, actor_role text, occurred_at timestamptz,
       reason text, before jsonb, after jsonb, community_ratings_after integer)
     ON CONFLICT (event_id, destination_id) DO NOTHING`;
}

export async function insertHistory(
  tx: PoolClient,
  schema: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  await tx.query(historyInsertSql(schema, 1), [JSON.stringify(rows)]);
}
