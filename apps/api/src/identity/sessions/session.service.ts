/**
 * Server-side sessions: a random token in an HttpOnly cookie, only its hash in `auth.sessions`.
 * A new session (new token) at every sign-in, so a token planted before sign-in is worthless.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { LogoutScope, Role } from '@safetrails/contracts';
import { prepared } from '@safetrails/event-store';
import { AppConfig } from '../../config/app.config';
import { READ_POOL } from '../../platform/database/database.module';
import { isDatabaseReadOnly } from '../../platform/http/http-exception.filter';
import { COUNT_WANTED, countedOf, type Counted, type CountedRow } from '../../platform/rate-limit/rate-limit.store';
import { USER_WHO, type WriteCount } from '../../platform/rate-limit/write-limits';
import type { Principal } from '../access/principal';

/** How finely a session's last use is kept. */
export const LAST_SEEN_PRECISION_SECONDS = 300;

interface PrincipalRow {
  readonly user_id: string;
  readonly roles: Role[];
  readonly beta_access: boolean;
  readonly banned_until: Date | null;
}

/** `principal`: the live session's user ($1 the token's hash, $2 LAST_SEEN_PRECISION_SECONDS), touched when due. */
const LIVE_PRINCIPAL = `WITH live AS (
         SELECT token_hash, user_id, last_seen_at FROM auth.sessions
         WHERE token_hash = $1 AND expires_at > now()
       ), touched AS (
         UPDATE auth.sessions s SET last_seen_at = now() FROM live
         WHERE s.token_hash = live.token_hash AND live.last_seen_at < now() - make_interval(secs => $2)
       ), principal AS (
         SELECT live.user_id, u.roles, u.beta_access, u.banned_until
         FROM live JOIN rm_users.users u ON u.user_id = live.user_id
       )`;

function principalOf(row: PrincipalRow | undefined): Principal | null {
  return row
    ? { userId: row.user_id, roles: row.roles, betaAccess: row.beta_access, bannedUntil: row.banned_until }
    : null;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

@Injectable()
export class SessionService {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly config: AppConfig,
  ) {}

  get maxAgeSeconds(): number {
    return this.config.SESSION_TTL_DAYS * 24 * 60 * 60;
  }

  async create(userId: string, details: { userAgent?: string; clientIpHash?: string }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.pool.query(
      `INSERT INTO auth.sessions (token_hash, user_id, expires_at, user_agent, client_ip_hash)
       VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
      [
        hashToken(token),
        userId,
        this.maxAgeSeconds,
        details.userAgent?.slice(0, 300) ?? null,
        details.clientIpHash ?? null,
      ],
    );
    return token;
  }

  /**
   * The user of a live session (with the roles, beta access and ban the access check needs), or
   * null, in one statement. When the session was last seen is kept to the nearest few minutes:
   * written only once it is older than that, so a signed-in request is one read, not a write and its
   * commit (and a traveller's habits are not recorded to the second).
   *
   * With `count` (a write), the same statement also counts the write against its limits
   * (platform/rate-limit): against the kind's limit for the session's user, or for the address when
   * the session is not live, and against the address's ceiling. One round trip and one pooled
   * connection for what took two; `counted` is undefined when they could not be counted here.
   */
  async principalFor(token: string, count?: WriteCount): Promise<{ principal: Principal | null; counted?: Counted[] }> {
    const tokenHash = hashToken(token);
    try {
      if (!count) {
        const { rows } = await this.pool.query<PrincipalRow>(
          prepared(`${LIVE_PRINCIPAL} SELECT * FROM principal`, [tokenHash, LAST_SEEN_PRECISION_SECONDS]),
        );
        return { principal: principalOf(rows[0]) };
      }
      const { rows } = await this.pool.query<PrincipalRow & { counted: CountedRow[] }>(
        prepared(
          `${LIVE_PRINCIPAL},
           wanted (key, max_hits, window_ms) AS (
             SELECT $3 || coalesce((SELECT $8 || user_id FROM principal), $4), $5::integer, $7::integer
             UNION ALL SELECT $4, $6::integer, $7::integer
           ), counted AS (${COUNT_WANTED})
           SELECT principal.*, (SELECT json_agg(counted) FROM counted) AS counted
           FROM (SELECT) AS one LEFT JOIN principal ON true`,
          [
            tokenHash,
            LAST_SEEN_PRECISION_SECONDS,
            `${count.kind}:`,
            count.ipKey,
            count.kindLimit,
            count.ipLimit,
            count.windowMs,
            USER_WHO,
          ],
        ),
      );
      const row = rows[0]!;
      return { principal: principalOf(row.user_id ? row : undefined), counted: row.counted.map(countedOf) };
    } catch (error) {
      // A database that cannot write (read-only, disk full) still lets her read: not seen this time,
      // and nothing counted (the write that follows fails on the same database).
      if (!isDatabaseReadOnly(error)) throw error;
      const { rows } = await this.pool.query<PrincipalRow>(
        `SELECT s.user_id, u.roles, u.beta_access, u.banned_until
         FROM auth.sessions s JOIN rm_users.users u ON u.user_id = s.user_id
         WHERE s.token_hash = $1 AND s.expires_at > now()`,
        [tokenHash],
      );
      return { principal: principalOf(rows[0]) };
    }
  }

  /** `local`: this session; `global`: every session of the user; `others`: all but this one. */
  async end(token: string, scope: LogoutScope): Promise<void> {
    const tokenHash = hashToken(token);
    if (scope === 'local') {
      await this.pool.query('DELETE FROM auth.sessions WHERE token_hash = $1', [tokenHash]);
      return;
    }
    await this.pool.query(
      `DELETE FROM auth.sessions WHERE user_id = (SELECT user_id FROM auth.sessions WHERE token_hash = $1)
         AND ($2 OR token_hash <> $1)`,
      [tokenHash, scope === 'global'],
    );
  }
}
