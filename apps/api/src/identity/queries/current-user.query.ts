/** The signed-in user as the account routes show them, from the users read model. */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { isLocale, type CurrentUser, type IdentityProvider, type Role } from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';

@Injectable()
export class CurrentUserReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async read(userId: string): Promise<CurrentUser | null> {
    const result = await this.pool.query<{
      display_name: string | null;
      email: string | null;
      roles: Role[];
      beta_access: boolean;
      providers: IdentityProvider[];
      language: string | null;
    }>(
      `SELECT u.display_name, u.email, u.roles, u.beta_access, u.language,
              coalesce(array_agg(i.provider ORDER BY i.provider) FILTER (WHERE i.provider IS NOT NULL), '{}') AS providers
       FROM rm_users.users u LEFT JOIN rm_users.identities i ON i.user_id = u.user_id
       WHERE u.user_id = $1 GROUP BY u.user_id`,
      [userId],
    );
    const row = result.rows[0];
    if (!row) return null;
    return {
      id: userId,
      username: usernameOf(row.display_name, userId),
      name: row.display_name,
      email: row.email,
      roles: row.roles,
      betaAccess: row.beta_access,
      identities: row.providers.map((provider) => ({ provider })),
      language: isLocale(row.language) ? row.language : null,
    };
  }
}

/** A handle for greetings: the first name in lower case, else "traveller-" and the id's start. */
export function usernameOf(displayName: string | null, userId: string): string {
  const first = displayName
    ?.trim()
    .split(/\s+/)[0]
    ?.toLowerCase()
    .replace(/[^\p{L}\p{N}_-]/gu, '');
  return first || `traveller-${userId.slice(0, 8)}`;
}
