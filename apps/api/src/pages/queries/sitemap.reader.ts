/**
 * What the sitemap lists, with when each page last changed, from the read models: every city
 * (its score's last change), every country with advice or emergency numbers (its newest advice
 * recorded), every forum post everyone can see (its last activity) and the forum's categories.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { READ_POOL } from '../../platform/database/database.module';

export interface SitemapEntry {
  readonly path: string;
  readonly lastmod: Date | null;
}

/** URLs per sitemap file (the protocol allows 50,000; smaller files are quicker to regenerate and fetch). */
export const CITIES_PER_SITEMAP = 10_000;

@Injectable()
export class SitemapReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async cityCount(): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>(
      'SELECT count(*) AS count FROM rm_destinations.destinations',
    );
    return Number(rows[0]!.count);
  }

  /** The cities of sitemap file `part` (from 1), in id order. */
  async cities(part: number): Promise<SitemapEntry[]> {
    const { rows } = await this.pool.query<{ destination_id: number; lastmod: Date }>(
      `SELECT destination_id, score_updated_at AS lastmod FROM rm_destinations.destinations
        ORDER BY destination_id LIMIT $1 OFFSET $2`,
      [CITIES_PER_SITEMAP, (part - 1) * CITIES_PER_SITEMAP],
    );
    return rows.map((row) => ({ path: `/destination/${row.destination_id}`, lastmod: row.lastmod }));
  }

  async countries(): Promise<SitemapEntry[]> {
    const { rows } = await this.pool.query<{ country_code: string; lastmod: Date | null }>(
      `SELECT c.country_code, max(a.recorded_at) AS lastmod
         FROM (SELECT country_code FROM rm_countries.advisories UNION SELECT country_code FROM rm_countries.emergency_numbers) c
         LEFT JOIN rm_countries.advisories a USING (country_code)
        GROUP BY c.country_code ORDER BY c.country_code`,
    );
    return rows.map((row) => ({ path: `/country/${row.country_code}`, lastmod: row.lastmod }));
  }

  /** Visible posts and the categories, each category last changed with its newest post. */
  async forum(): Promise<SitemapEntry[]> {
    const { rows } = await this.pool.query<{ path: string; lastmod: Date | null }>(
      `SELECT '/forums/category/' || c.slug AS path, max(p.last_activity_at) AS lastmod
         FROM rm_forum.categories c LEFT JOIN rm_forum.posts p ON p.category_id = c.category_id AND NOT p.hidden
        GROUP BY c.category_id
       UNION ALL
       SELECT '/forums/post/' || p.post_id, p.last_activity_at FROM rm_forum.posts p WHERE NOT p.hidden
       ORDER BY 1`,
    );
    return rows;
  }
}
