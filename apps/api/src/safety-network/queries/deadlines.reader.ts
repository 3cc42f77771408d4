/**
 * What the safety watch polls (`rm_safety`): reminders whose moment came, deadlines whose grace ended,
 * safety checks whose time to answer ran out, by the server's clock; and the travellers whose city an
 * official alert touches. The deadlines are facts of the log kept in this read model, so a notifier
 * that was down when one passed finds it when it is back.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { ALERT_SETTINGS_DEFAULTS, type AlertSeverity, type CheckInSchedule } from '@safetrails/contracts';
import { READ_POOL } from '../../platform/database/database.module';

export interface DueReminder {
  readonly planId: string;
  readonly userId: string;
  readonly dueAt: string;
}

export interface DueEscalation extends DueReminder {
  readonly schedule: CheckInSchedule;
}

export interface DueUnanswered {
  readonly checkId: string;
  readonly userId: string;
}

export interface AlertReach {
  readonly alertId: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly radiusMetres: number;
}

export interface SafetyCheckCandidate {
  readonly userId: string;
  /** The cities the alert touches among hers (a trip's stop around today, a recent check-in's city). */
  readonly cities: readonly number[];
  readonly minimumSeverity: AlertSeverity;
}

@Injectable()
export class DeadlinesReader {
  constructor(@Inject(READ_POOL) private readonly pool: Pool) {}

  async reminders(now: Date, limit: number): Promise<DueReminder[]> {
    const { rows } = await this.pool.query<{ plan_id: string; user_id: string; due_at: Date }>(
      `SELECT plan_id, user_id, due_at FROM rm_safety.plans
        WHERE NOT reminded AND remind_at <= $1 AND due_at IS NOT NULL ORDER BY remind_at LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => ({ planId: row.plan_id, userId: row.user_id, dueAt: row.due_at.toISOString() }));
  }

  async escalations(now: Date, limit: number): Promise<DueEscalation[]> {
    const { rows } = await this.pool.query<{
      plan_id: string;
      user_id: string;
      due_at: Date;
      schedule: CheckInSchedule;
    }>(
      `SELECT plan_id, user_id, due_at, schedule FROM rm_safety.plans
        WHERE escalate_at <= $1 ORDER BY escalate_at LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => ({
      planId: row.plan_id,
      userId: row.user_id,
      dueAt: row.due_at.toISOString(),
      schedule: row.schedule,
    }));
  }

  async unanswered(now: Date, limit: number): Promise<DueUnanswered[]> {
    const { rows } = await this.pool.query<{ check_id: string; user_id: string }>(
      `SELECT check_id, user_id FROM rm_safety.safety_checks
        WHERE status = 'asked' AND answer_by <= $1 ORDER BY answer_by LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => ({ checkId: row.check_id, userId: row.user_id }));
  }

  /**
   * Travellers with the safety check on whose trip places them in a city the alert touches around
   * today (a day either side: each stop's own calendar is checked after), or who checked in from
   * one in the last day. A city is touched when the alert covers it or it lies within the alert's reach.
   */
  async candidates(alert: AlertReach, now: Date): Promise<SafetyCheckCandidate[]> {
    const { rows } = await this.pool.query<{
      user_id: string;
      cities: number[];
      minimum_severity: AlertSeverity | null;
    }>(
      // From her places to the alert, not the other way: her trips' stops around today and her
      // recent check-ins are few, the catalogue's cities many. Asked as "every city within the
      // alert's reach" (no spatial index on the catalogue), it was a scan of every city for every
      // alert: 92% of the database's time in bench (k)'s burst, 97 ms an alert.
      `WITH places AS (
         SELECT s.user_id, s.destination_id FROM rm_safety.trip_stops s
          WHERE s.arrive <= ($5::timestamptz AT TIME ZONE 'UTC')::date + 1 AND s.leave >= ($5::timestamptz AT TIME ZONE 'UTC')::date - 1
         UNION
         SELECT l.user_id, l.destination_id FROM rm_safety.last_check_ins l
          WHERE l.destination_id IS NOT NULL AND l.place_at > $5::timestamptz - interval '1 day'
       ), hers AS (
         SELECT p.user_id, p.destination_id FROM places p
           LEFT JOIN rm_destinations.destinations d USING (destination_id)
          WHERE p.destination_id IN (SELECT destination_id FROM rm_alerts.alert_places WHERE alert_id = $1)
             OR ($2::double precision IS NOT NULL
                 AND earth_box(ll_to_earth($2, $3), $4) @> ll_to_earth(d.latitude, d.longitude)
                 AND earth_distance(ll_to_earth($2, $3), ll_to_earth(d.latitude, d.longitude)) <= $4)
       )
       SELECT h.user_id, array_agg(DISTINCT h.destination_id) AS cities, n.minimum_severity
         FROM hers h
         LEFT JOIN rm_safety.settings s ON s.user_id = h.user_id
         LEFT JOIN rm_notifications.settings n ON n.user_id = h.user_id
        WHERE coalesce(s.safety_check_on, true)
        GROUP BY h.user_id, n.minimum_severity`,
      [alert.alertId, alert.latitude, alert.longitude, alert.radiusMetres, now],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      cities: row.cities,
      minimumSeverity: row.minimum_severity ?? ALERT_SETTINGS_DEFAULTS.minimumSeverity,
    }));
  }
}
