/**
 * What her "I'm OK" button and her safety page show (`GET /api/check-ins`): her plans with the
 * deadline each has open, in the clock of where she is expected then; her last check-in; where she
 * is; the misses her contacts were told of and she has not followed up; the safety checks waiting
 * for her answer.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import {
  SAFETY_CHECK_GRACE_MINUTES_DEFAULT,
  type CheckInPlan,
  type CheckInSchedule,
  type CheckInStatus,
  type OfficialAlertSource,
} from '@safetrails/contracts';
import { Clock } from '../../platform/clock';
import { READ_POOL } from '../../platform/database/database.module';
import { WhereaboutsReader, type Whereabouts } from './whereabouts.reader';

interface PlanRow {
  plan_id: string;
  schedule: CheckInSchedule;
  grace_minutes: number;
  reminder_minutes: number;
  trip_id: string | null;
  until: Date | null;
  due_at: Date | null;
  escalate_at: Date | null;
  remind_at: Date | null;
  planned_at: Date;
}

export function planOf(row: PlanRow, where: Whereabouts): CheckInPlan {
  return {
    id: row.plan_id,
    schedule: row.schedule,
    graceMinutes: row.grace_minutes,
    reminderMinutes: row.reminder_minutes,
    tripId: row.trip_id,
    until: row.until?.toISOString() ?? null,
    next:
      row.due_at && row.escalate_at
        ? {
            dueAt: row.due_at.toISOString(),
            escalateAt: row.escalate_at.toISOString(),
            remindAt: row.remind_at?.toISOString() ?? null,
            timeZone: where.zoneAt(row.due_at),
          }
        : null,
    plannedAt: row.planned_at.toISOString(),
  };
}

@Injectable()
export class CheckInStatusReader {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly whereabouts: WhereaboutsReader,
    private readonly clock: Clock,
  ) {}

  async plans(userId: string): Promise<PlanRow[]> {
    const { rows } = await this.pool.query<PlanRow>(
      'SELECT * FROM rm_safety.plans WHERE user_id = $1 ORDER BY due_at NULLS FIRST, planned_at',
      [userId],
    );
    return rows;
  }

  async statusOf(userId: string, now = this.clock.now()): Promise<CheckInStatus> {
    const [where, plans, last, misses, settings, checks, accepted] = await Promise.all([
      this.whereabouts.of(userId, now),
      this.plans(userId),
      this.whereabouts.lastCheckIn(userId),
      this.pool.query<{ occasion_id: string; due_at: Date }>(
        `SELECT occasion_id, due_at FROM rm_safety.misses WHERE user_id = $1 AND followed_up_at IS NULL ORDER BY due_at`,
        [userId],
      ),
      this.pool.query<{ safety_check_on: boolean; safety_check_grace_minutes: number }>(
        'SELECT safety_check_on, safety_check_grace_minutes FROM rm_safety.settings WHERE user_id = $1',
        [userId],
      ),
      this.pool.query<{
        check_id: string;
        alert_id: string;
        facts: { source: OfficialAlertSource; title: string };
        asked_at: Date;
        answer_by: Date;
      }>(
        `SELECT check_id, alert_id, facts, asked_at, answer_by FROM rm_safety.safety_checks
          WHERE user_id = $1 AND status IN ('asked', 'unanswered') ORDER BY asked_at DESC`,
        [userId],
      ),
      this.pool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM rm_safety.contacts WHERE user_id = $1 AND status = 'accepted'`,
        [userId],
      ),
    ]);
    return {
      plans: plans.map((row) => planOf(row, where)),
      lastCheckIn: last ? { at: last.at.toISOString(), city: last.city } : null,
      where: where.now,
      missed: misses.rows.map((row) => ({ occasionId: row.occasion_id, dueAt: row.due_at.toISOString() })),
      safetyCheck: {
        on: settings.rows[0]?.safety_check_on ?? true,
        graceMinutes: settings.rows[0]?.safety_check_grace_minutes ?? SAFETY_CHECK_GRACE_MINUTES_DEFAULT,
        open: checks.rows.map((row) => ({
          checkId: row.check_id,
          alertId: row.alert_id,
          source: row.facts.source,
          title: row.facts.title,
          askedAt: row.asked_at.toISOString(),
          answerBy: row.answer_by.toISOString(),
        })),
      },
      acceptedContacts: accepted.rows[0]?.count ?? 0,
    };
  }
}
