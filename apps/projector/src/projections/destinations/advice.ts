/**
 * The governments' advice in the score fold: each country's advice by government
 * (`country_advice`), and an advisory event moving the prior of every city of its country.
 */
import type { PoolClient } from 'pg';
import type { RecordedEvent } from '@safetrails/contracts';
import {
  advisoryCountryOf,
  evolveCountryAdvice,
  evolveScoreFold,
  historyEntryOf,
  metricsOf,
  type CountryAdvice,
  type ScoreState,
} from '@safetrails/scoring';
import { insertHistory } from './registrations';
import { historyRowOf } from './score-rows';

export async function readAdvice(tx: PoolClient, schema: string, countryCode: string): Promise<CountryAdvice> {
  const { rows } = await tx.query<{ advice: CountryAdvice }>(
    `SELECT advice FROM ${schema}.country_advice WHERE country_code = $1`,
    [countryCode],
  );
  return rows[0]?.advice ?? {};
}

/**
 * One government's advice for a country changed: fold it into the country's advice, then move the
 * prior of every city of the country whose prior it changes, in two statements whatever their number.
 */
export async function applyAdvice(tx: PoolClient, schema: string, event: RecordedEvent): Promise<void> {
  const countryCode = advisoryCountryOf(event);
  const previous = await readAdvice(tx, schema, countryCode);
  const advice = evolveCountryAdvice(previous, event);
  await tx.query(
    `INSERT INTO ${schema}.country_advice (country_code, advice, folded_until) VALUES ($1, $2, $3)
     ON CONFLICT (country_code) DO UPDATE SET advice = EXCLUDED.advice,
       folded_until = GREATEST(${schema}.country_advice.folded_until, EXCLUDED.folded_until)`,
    [countryCode, advice, event.metadata.occurredAt],
  );
  const { rows } = await tx.query<{ destination_id: number; score_state: ScoreState }>(
    `SELECT destination_id, score_state FROM ${schema}.destinations WHERE country_code = $1`,
    [countryCode],
  );
  const updates: {
    destination_id: number;
    score_state: ScoreState;
    safety_score: number | null;
    updated_at: string | null;
  }[] = [];
  const history: Record<string, unknown>[] = [];
  for (const row of rows) {
    const before = row.score_state;
    // The fold the audit replay runs: the same advisory event moves the same prior.
    const after = evolveScoreFold({ state: before, advice: previous }, event).state;
    if (after === before) continue;
    updates.push({
      destination_id: row.destination_id,
      score_state: after,
      safety_score: metricsOf(after).safetyScore,
      updated_at: after.updatedAt,
    });
    const entry = historyEntryOf(before, after, event);
    if (entry) history.push(historyRowOf(row.destination_id, event, entry));
  }
  if (updates.length === 0) return;
  await tx.query(
    `UPDATE ${schema}.destinations d SET score_state = x.score_state, safety_score = x.safety_score,
       score_updated_at = x.updated_at
     FROM jsonb_to_recordset($1::jsonb) AS x(destination_id integer, score_state jsonb, safety_score double precision,
       updated_at timestamptz)
     WHERE d.destination_id = x.destination_id`,
    [JSON.stringify(updates)],
  );
  if (history.length > 0) await insertHistory(tx, schema, history);
}
