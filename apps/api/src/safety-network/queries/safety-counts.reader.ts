/** The console's view of the safety network: how much it is used each day, never by whom. */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import type { SafetyNetworkDay } from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';

@Injectable()
export class SafetyCountsReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async lastDays(days: number): Promise<SafetyNetworkDay[]> {
    const { rows } = await this.pool.query<{
      day: string;
      check_ins: number;
      misses: number;
      escalations: number;
      sos: number;
      safety_checks: number;
    }>(
      `SELECT day::text, check_ins, misses, escalations, sos, safety_checks FROM rm_safety.daily
        WHERE day > (now() AT TIME ZONE 'UTC')::date - $1::integer ORDER BY day DESC`,
      [days],
    );
    return rows.map((row) => ({
      day: row.day,
      checkIns: row.check_ins,
      misses: row.misses,
      escalations: row.escalations,
      sos: row.sos,
      safetyChecks: row.safety_checks,
    }));
  }
}
