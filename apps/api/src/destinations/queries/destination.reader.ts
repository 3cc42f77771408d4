/**
 * The destinations themselves from the read model (`rm_destinations`): featured, lists, search, the
 * detail with its neighbourhoods and the country's advice, and a traveller's recently viewed. Their
 * places, ratings and score history have readers of their own next to this one. Scores are rounded
 * here, on the way out; the read model keeps them exact.
 */
import { Inject, Injectable, NotFoundException, Optional } from '@nestjs/common';
import {
  SEARCH_LIMIT_DEFAULT,
  type DestinationDetail,
  type DestinationSummary,
  type FeaturedDestination,
  type NeighbourhoodScore,
  type RecentDestination,
  type Region,
} from '@safetrails/contracts';
import {
  evolveCountryAdvice,
  explainScore,
  partsApplyingTo,
  roundScore,
  type CountryAdvice,
  type ExplainableState,
} from '@safetrails/scoring';
import type { Pool } from 'pg';
import {
  countryAdvisoriesOf,
  countryAdvisoryColumns,
  type CountryAdvisoryColumns,
} from '../../advisories/queries/advisory-levels';
import { READ_POOL } from '../../platform/database/database.module';
import { SUMMARY_COLUMNS, countryAdviceOf, localAdviceOf, toSummary, type DestinationRow } from './destination-summary';
import { SearchMatches, type SearchMatch } from './search-matches';

/** A neighbourhood as the detail's statement aggregates it (JSON: the names the screen reads). */
interface NeighbourhoodRow {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  safety: number | null;
  reportCount: number;
}

interface DetailRow extends DestinationRow {
  description: string | null;
  population: number | null;
  sentiment: DestinationDetail['sentimentAnalysis'];
  featured: boolean;
  /** The fold's state without its neighbourhoods: what the score's explanation reads. */
  score_state: ExplainableState;
}

/** Rated destinations first, best score first, then the biggest places. */
/** How alike a name and the query are: as whole names, or the query as a word of the name. */
const SIMILARITY = 'greatest(similarity(names.name_key, query.key), word_similarity(query.key, names.name_key))';

/**
 * How well a matched city answers a query (docs/SHARING.md, "Search"), in one number, higher first:
 * - a name that is the query leads any name that only resembles it (1,000 ahead);
 * - among those, the better-known place leads: the log of its population plus twice the log of
 *   how many names it is known by (GeoNames lists a city's names in other languages, so Venice,
 *   Italy has 70 and Dayton, Ohio, whose old name was Venice, 30);
 * - a city's own name counts 5 more than another place's other name: it leads unless that place
 *   is about 150 times better known (Victoria, Canada before Hong Kong, once called Victoria; New
 *   Delhi before Delhi; and Geneva, Illinois before Genève, whose English name it is);
 * - a name that only resembles the query counts its similarity 40 times (0.1 closer outweighs a
 *   place 50 times bigger), 4 more when it starts with the query, 5 more when the closest name is
 *   the city's own;
 * - a country's name lists its cities by population alone: its biggest first.
 */
const STANDING = `CASE WHEN m.exact THEN 1000 ELSE 40 * m.similarity + 4 * m.prefix::int + 5 * (m.own_similarity >= m.similarity)::int END
  + 5 * m.own_exact::int + ln(1 + coalesce(d.population, 0))
  + CASE WHEN m.by_country THEN 0
    ELSE 2 * ln(1 + (SELECT count(*) FROM rm_destinations.destination_names c WHERE c.destination_id = m.destination_id)) END`;

const RANKING = `(d.safety_score IS NULL), d.safety_score DESC, d.population DESC NULLS LAST, d.destination_id`;

/**
 * Browsing every destination: featured ones first, then those travellers have rated (their score
 * says more than their country's advice alone), then the ranking above.
 */
const LIST_RANKING = `d.featured DESC, (d.rating_count > 0) DESC, ${RANKING}`;

export class DestinationNotFoundException extends NotFoundException {
  constructor(id: number) {
    super({ statusCode: 404, error: 'Not Found', message: `No destination with id ${id}` });
  }
}

@Injectable()
export class DestinationReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    /** Without it (a benchmark's bare reader), every search matches afresh. */
    @Optional() private readonly matches?: SearchMatches,
  ) {}

  async featured(): Promise<FeaturedDestination[]> {
    const { rows } = await this.pool.query<DestinationRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM rm_destinations.destinations d WHERE d.featured ORDER BY d.destination_id`,
    );
    return rows.map((row) => ({
      id: row.destination_id,
      name: row.name,
      country: row.country,
      countryCode: row.country_code,
      safetyScore: roundScore(row.safety_score),
    }));
  }

  async list(filter: {
    region?: Region;
    rated?: boolean;
    limit?: number;
    offset?: number;
  }): Promise<{ items: DestinationSummary[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.region) {
      values.push(filter.region);
      where.push(`d.region = $${values.length}`);
    }
    if (filter.rated !== undefined) where.push(filter.rated ? 'd.safety_score IS NOT NULL' : 'd.safety_score IS NULL');
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [page, count] = await Promise.all([
      this.pool.query<DestinationRow>(
        // The page's ids first, then its columns: the summary's JSON and subqueries for one page only.
        `SELECT ${SUMMARY_COLUMNS} FROM (
           SELECT d.destination_id FROM rm_destinations.destinations d ${clause}
           ORDER BY ${LIST_RANKING} LIMIT $${values.length + 1} OFFSET $${values.length + 2}
         ) page JOIN rm_destinations.destinations d USING (destination_id)
         ORDER BY ${LIST_RANKING}`,
        [...values, filter.limit ?? 50, filter.offset ?? 0],
      ),
      this.pool.query<{ total: string }>(
        `SELECT count(*) AS total FROM rm_destinations.destinations d ${clause}`,
        values,
      ),
    ]);
    return { items: page.rows.map(toSummary), total: Number(count.rows[0]?.total ?? 0) };
  }

  /**
   * Typo-tolerant: trigram similarity on the accent-free lower-case name ("barcelna" finds
   * Barcelona, "sao paulo" finds São Paulo), word similarity for a word of a longer name, prefix
   * matches first, and an exact country name lists that country's places.
   */
  /**
   * A city by any of its names (exonyms, historic names, other scripts: GeoNames' alternate names),
   * with or without accents, typo-tolerant. Best match first: the name or an alternate name exactly,
   * then a name it starts with, then the closest by trigram similarity; the bigger place wins a tie.
   * A country's name lists its biggest cities.
   */
  /**
   * A search's answer, and every city whose change could change it: the cities it matched (its
   * order among them follows their scores; the matches include every city tied with the last one
   * shown). Any other city changes it only by a change of the catalogue's names.
   */
  async search(
    q: string,
    limit = SEARCH_LIMIT_DEFAULT,
  ): Promise<{ readonly results: DestinationSummary[]; readonly matched: readonly number[] }> {
    const load = () => this.searchMatches(q, limit);
    const matches = this.matches ? await this.matches.matches(`${limit}:${q}`, load) : await load();
    const matched = matches.map((match) => match.destinationId);
    return { results: await this.summariesOf(matches, limit), matched };
  }

  private async summariesOf(matches: readonly SearchMatch[], limit: number): Promise<DestinationSummary[]> {
    if (matches.length === 0) return [];
    // The matched cities' rows as they are now: among equal matches, the current scores decide.
    const { rows } = await this.pool.query<DestinationRow>(
      `SELECT ${SUMMARY_COLUMNS}
       FROM unnest($1::int[], $2::numeric[]) AS m(destination_id, standing)
       JOIN rm_destinations.destinations d USING (destination_id)
       ORDER BY m.standing DESC, ${RANKING}
       LIMIT $3`,
      [matches.map((match) => match.destinationId), matches.map((match) => match.standing), limit],
    );
    return rows.map(toSummary);
  }

  /**
   * The cities a query matches, in the order of the match alone (STANDING), and every city tied
   * with the last of the first `limit`: the rest of the order (scores) is decided on the rows as
   * they are when the search is answered.
   */
  private async searchMatches(q: string, limit: number): Promise<SearchMatch[]> {
    // One or two letters match too much to be fuzzy about: then names that start with them.
    const length = q.trim().length;
    const ownName =
      length >= 3
        ? `d.name_key % query.key OR query.key <% d.name_key OR d.name_key LIKE query.key || '%'`
        : `d.name_key LIKE query.key || '%'`;
    // 260,000 other names: exact always; similar from three letters, starting with from four. A
    // code or abbreviation of three letters (QQX, NYC) counts only as itself: its letters shared
    // with a longer query are not a likeness (the HAVING below, which leaves the index's plan as is).
    const otherNames = [
      'n.name_key = query.key',
      ...(length >= 3 ? ['n.name_key % query.key'] : []),
      ...(length >= 4 ? [`n.name_key LIKE query.key || '%'`] : []),
    ].join(' OR ');
    const { rows } = await this.pool.query<{ destination_id: number; standing: string }>(
      `WITH query AS (SELECT public.search_key($1) AS key),
       names AS (
         SELECT d.destination_id, d.name_key, true AS own, false AS country
           FROM rm_destinations.destinations d, query WHERE ${ownName}
         UNION ALL
         SELECT n.destination_id, n.name_key, false, false FROM rm_destinations.destination_names n, query WHERE ${otherNames}
         UNION ALL
         SELECT d.destination_id, d.country_key, false, true FROM rm_destinations.destinations d, query
          WHERE d.country_key = query.key
       ),
       matches AS (
         SELECT names.destination_id,
                bool_or(names.name_key = query.key) AS exact,
                bool_or(own AND names.name_key = query.key) AS own_exact,
                bool_and(country) AS by_country,
                bool_or(names.name_key LIKE query.key || '%') AS prefix,
                coalesce(max(${SIMILARITY}) FILTER (WHERE own), 0) AS own_similarity,
                max(${SIMILARITY}) AS similarity
           FROM names, query GROUP BY names.destination_id
          HAVING bool_or(own OR country OR names.name_key = query.key OR length(names.name_key) > 3)
       ),
       standings AS (
         SELECT m.destination_id, round((${STANDING})::numeric, 1) AS standing
           FROM matches m JOIN rm_destinations.destinations d USING (destination_id)
       ),
       ranked AS (SELECT s.*, rank() OVER (ORDER BY s.standing DESC) AS place FROM standings s)
       SELECT destination_id, standing::text FROM ranked WHERE place <= $2`,
      [q, limit],
    );
    return rows.map((row) => ({ destinationId: row.destination_id, standing: Number(row.standing) }));
  }

  /** A destination's page: its row, its neighbourhoods and its country's advice, in one statement. */
  async detail(id: number, now = new Date()): Promise<DestinationDetail> {
    const { rows } = await this.pool.query<DetailRow & CountryAdvisoryColumns & { neighbourhoods: NeighbourhoodRow[] }>(
      `SELECT ${SUMMARY_COLUMNS}, d.description, d.population, d.sentiment, d.featured,
         d.score_state - 'neighbourhoods' AS score_state,
         (SELECT coalesce(json_agg(json_build_object('id', n.neighbourhood_id, 'name', n.name,
              'latitude', n.latitude, 'longitude', n.longitude, 'safety', n.safety, 'reportCount', n.report_count)
              ORDER BY n.safety DESC NULLS LAST, n.name), '[]'::json)
           FROM rm_destinations.neighbourhoods n WHERE n.destination_id = d.destination_id) AS neighbourhoods,
         ${countryAdvisoryColumns('d.country_code')}
       FROM rm_destinations.destinations d WHERE d.destination_id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new DestinationNotFoundException(id);
    const summary = toSummary(row);
    const countryAdvice = countryAdviceOf(countryAdvisoriesOf(row, now));
    let advice: CountryAdvice = {};
    for (const record of row.advisories)
      advice = evolveCountryAdvice(advice, { type: 'AdvisoryPublished', data: { record, contentHash: '' } });
    const partly = partsApplyingTo(advice, { destinationId: row.destination_id, admin1: row.admin1 });
    return {
      ...summary,
      countryAdvice,
      localAdvice: { ...localAdviceOf(summary.provenance.advisoryPrior, countryAdvice), partly },
      scoreExplanation: explainScore(row.score_state),
      description: row.description,
      population: row.population,
      sentimentAnalysis: row.sentiment,
      featured: row.featured,
      neighborhoods: row.neighbourhoods.map((n): NeighbourhoodScore => ({ ...n, safety: roundScore(n.safety) })),
    };
  }

  /** The destinations a traveller opened in the last 30 days, most recent first. */
  async recentlyViewed(userId: string, limit = 8): Promise<RecentDestination[]> {
    const { rows } = await this.pool.query<DestinationRow & { viewed_on: string }>(
      `SELECT ${SUMMARY_COLUMNS}, to_char(v.viewed_on, 'YYYY-MM-DD') AS viewed_on
       FROM (SELECT destination_id, max(day) AS viewed_on FROM rm_travellers.destination_views
             WHERE user_id = $1 AND day > current_date - 30 GROUP BY destination_id) v
       JOIN rm_destinations.destinations d ON d.destination_id = v.destination_id
       ORDER BY v.viewed_on DESC, d.destination_id LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => ({ ...toSummary(row), viewedOn: row.viewed_on }));
  }

  async exists(id: number): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM rm_destinations.destinations WHERE destination_id = $1', [
      id,
    ]);
    return (rowCount ?? 0) > 0;
  }

  async requireDestination(id: number): Promise<void> {
    if (!(await this.exists(id))) throw new DestinationNotFoundException(id);
  }
}
