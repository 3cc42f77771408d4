/** The latest sign-ups, first names only: no email ever leaves the server on a public route. */
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import type { RecentSignup } from '@safetrails/contracts';
import { READ_POOL } from '../../../platform/database/database.module';
import { GetRecentSignupsQuery } from './get-recent-signups.query';

@QueryHandler(GetRecentSignupsQuery)
export class GetRecentSignupsHandler implements IQueryHandler<GetRecentSignupsQuery> {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async execute(query: GetRecentSignupsQuery): Promise<RecentSignup[]> {
    const result = await this.pool.query<{ first_name: string; joined_at: Date }>(
      `SELECT first_name, joined_at FROM rm_waitlist.entries
       ORDER BY joined_at DESC, event_position DESC LIMIT $1`,
      [query.limit],
    );
    return result.rows.map((row) => ({ firstName: row.first_name, joinedAt: row.joined_at.toISOString() }));
  }
}
