/**
 * The country read model (`rm_countries`): each government's advice side by side, the emergency
 * numbers with their sources, the LGBT+ legal facts and embassies, the biggest cities.
 */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  ADVISORY_SOURCES,
  type AdvisoryLevel,
  type AdvisorySource,
  type CountryCity,
  type CountryDetail,
  type CountryListItem,
  type CountrySummary,
  type DatasetFactRecord,
  LGBT_SOURCE_ORDER,
  type SameSexActsStatus,
  type EmbassiesRecord,
  type EmergencyNumbersRecord,
  type GuideRecord,
  isGuideKind,
  type LgbtLaw,
  type LgbtLawRecord,
  type TravellerFactsRecord,
} from '@safetrails/contracts';
import { roundScore } from '@safetrails/scoring';
import { READ_POOL } from '../../platform/database/database.module';
import { countryNameOf } from '../sources/country-codes';
import { levelsInShort, readCountryAdvisories } from './advisory-levels';
import { mergeEmergency } from './emergency';
import { actsSeverity, citizensLinesOf, embassiesOf, lgbtOf } from './traveller-facts';
import { entryOf, guideSectionOf, transportSectionOf } from './traveller-guide';

const CITY_LIMIT = 12;

function sourceOrder(record: { source: string }): number {
  return (ADVISORY_SOURCES as readonly string[]).indexOf(record.source);
}

export class CountryNotFoundException extends NotFoundException {
  constructor(code: string) {
    super({ statusCode: 404, error: 'Not Found', message: `No country with code ${code} (ISO 3166-1 alpha-2)` });
  }
}

@Injectable()
export class CountryReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async list(): Promise<CountryListItem[]> {
    const [{ rows }, lgbt] = await Promise.all([this.listRows(), this.leadingSameSexActs()]);
    return rows
      .map((row) => ({
        ...summaryOf(row.country_code, row.country, row.levels),
        sameSexActs: lgbt.get(row.country_code) ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }

  /** Per country, the law on same-sex relations as the most severe government states it (lgbtOf's lead). */
  private async leadingSameSexActs(): Promise<Map<string, CountryListItem['sameSexActs']>> {
    const { rows } = await this.pool.query<{
      country_code: string;
      source: AdvisorySource;
      acts: Pick<NonNullable<LgbtLaw['sameSexActs']>, 'status' | 'maxPenalty'>;
    }>(
      `SELECT country_code, source, record->'law'->'sameSexActs' AS acts
         FROM rm_countries.traveller_facts
        WHERE kind = 'lgbt' AND record->'law'->'sameSexActs' <> 'null'::jsonb`,
    );
    const rank = (source: AdvisorySource) => LGBT_SOURCE_ORDER.indexOf(source);
    const lead = new Map<string, { status: SameSexActsStatus; source: AdvisorySource; severity: number }>();
    for (const row of rows) {
      const known = lead.get(row.country_code);
      const severity = actsSeverity(row.acts);
      if (!known || severity > known.severity || (severity === known.severity && rank(row.source) < rank(known.source)))
        lead.set(row.country_code, { status: row.acts.status, source: row.source, severity });
    }
    return new Map([...lead].map(([code, { status, source }]) => [code, { status, source }]));
  }

  private listRows() {
    return this.pool.query<{
      country_code: string;
      levels: (AdvisoryLevel | null)[];
      country: string | null;
    }>(
      `SELECT c.country_code, coalesce(a.levels, '{}') AS levels,
              (SELECT d.country FROM rm_destinations.destinations d WHERE d.country_code = c.country_code LIMIT 1) AS country
         FROM (SELECT country_code FROM rm_countries.advisories UNION SELECT country_code FROM rm_countries.emergency_numbers) c
         LEFT JOIN (SELECT country_code, array_agg(level) AS levels FROM rm_countries.advisories GROUP BY country_code) a
           USING (country_code)`,
    );
  }

  async detail(code: string, now = new Date()): Promise<CountryDetail> {
    const [advisories, emergency, facts, checks, cities, datasets] = await Promise.all([
      readCountryAdvisories(this.pool, code, now),
      this.pool.query<{ record: EmergencyNumbersRecord }>(
        `SELECT record FROM rm_countries.emergency_numbers WHERE country_code = $1`,
        [code],
      ),
      this.pool.query<{ record: TravellerFactsRecord }>(
        `SELECT record FROM rm_countries.traveller_facts WHERE country_code = $1`,
        [code],
      ),
      this.pool.query<{ source: string; checked_at: Date }>(
        `SELECT source, checked_at FROM rm_countries.source_checks`,
      ),
      this.pool.query<{
        destination_id: number;
        name: string;
        population: number | null;
        safety_score: number | null;
        country: string;
        highest_level: AdvisoryLevel | null;
      }>(
        `SELECT destination_id, name, population, safety_score, country,
                (score_state->'advisoryPrior'->>'highestLevel')::smallint AS highest_level
           FROM rm_destinations.destinations
          WHERE country_code = $1 ORDER BY population DESC NULLS LAST, destination_id LIMIT ${CITY_LIMIT}`,
        [code],
      ),
      this.pool.query<{ record: DatasetFactRecord }>(
        `SELECT record FROM rm_countries.dataset_facts WHERE country_code = $1`,
        [code],
      ),
    ]);
    if (advisories.length === 0 && emergency.rows.length === 0 && cities.rows.length === 0) {
      throw new CountryNotFoundException(code);
    }
    const sourceChecks = new Map(checks.rows.map((row) => [row.source, row.checked_at.toISOString()]));
    const numbers = emergency.rows.map((row) => row.record).sort((a, b) => sourceOrder(a) - sourceOrder(b));
    const ukAdvice = advisories.find((advisory) => advisory.source === 'uk')?.url ?? null;
    const guides = facts.rows
      .map((row) => row.record)
      .filter((record): record is GuideRecord => isGuideKind(record.kind));
    const embassies = facts.rows
      .map((row) => row.record)
      .filter((record): record is EmbassiesRecord => record.kind === 'embassies');
    return {
      ...summaryOf(
        code,
        cities.rows[0]?.country ?? null,
        advisories.map((advisory) => advisory.level),
      ),
      advisories,
      emergency: mergeEmergency(numbers, ukAdvice ? `${ukAdvice}/getting-help` : null),
      lgbt: lgbtOf(
        facts.rows.map((row) => row.record).filter((record): record is LgbtLawRecord => record.kind === 'lgbt'),
        now,
        sourceChecks,
      ),
      embassies: embassiesOf(embassies, now, sourceChecks),
      citizensLines: citizensLinesOf(embassies, now, sourceChecks),
      laws: guideSectionOf('laws', guides, now, sourceChecks),
      transport: transportSectionOf(
        guides,
        datasets.rows.find((row) => row.record.kind === 'driving_side')?.record ?? null,
        now,
        sourceChecks,
      ),
      health: guideSectionOf('health', guides, now, sourceChecks),
      entry: entryOf(guides, now, sourceChecks),
      cities: cities.rows.map((row): CountryCity => ({
        id: row.destination_id,
        name: row.name,
        population: row.population,
        safetyScore: roundScore(row.safety_score),
        highestLevel: row.highest_level,
      })),
    };
  }
}

function summaryOf(
  code: string,
  fallbackName: string | null,
  levels: readonly (AdvisoryLevel | null)[],
): CountrySummary {
  return { code, name: countryNameOf(code) ?? fallbackName ?? code, ...levelsInShort(levels), sources: levels.length };
}
