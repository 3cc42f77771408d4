/**
 * The safety read model's network side: trips and stops, contacts, plans and their open deadlines,
 * her last check-in, misses, SOS, safety checks, her settings, and the console's daily counts. What
 * is sealed is opened with her key; a value whose key is gone (an erased account) writes nothing.
 */
import type { PoolClient } from 'pg';
import type {
  CheckInDeadline,
  CheckInMissedData,
  CheckInPlannedData,
  CheckedInData,
  ContactDetails,
  ContactInvitationResentData,
  RecordedEvent,
  SafetyCheckAskedData,
  SafetyCheckAnsweredData,
  SafetyCheckSettingsChangedData,
  SafetyCheckUnansweredData,
  SafetyNetworkEvent,
  Sealed,
  SosRaisedData,
  TripCancelledData,
  TripDetails,
  TripPlannedData,
  TrustedContactAcceptedData,
  TrustedContactInvitedData,
  TrustedContactLeftData,
  WherePlace,
} from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';

/** Every table that holds something of one traveller's, emptied when her account is erased. */
export const USER_TABLES = [
  'trips',
  'trip_stops',
  'contacts',
  'plans',
  'last_check_ins',
  'misses',
  'sos',
  'safety_checks',
  'settings',
  'messages',
] as const;

async function openJson<T>(vault: PiiVault, userId: string, sealed: Sealed | null): Promise<T | null> {
  const opened = await vault.open(userId, sealed);
  return opened === null ? null : (JSON.parse(opened) as T);
}

async function count(tx: PoolClient, schema: string, at: string, column: string, by = 1): Promise<void> {
  if (by === 0) return;
  await tx.query(
    `INSERT INTO ${schema}.daily (day, ${column}) VALUES (($1::timestamptz AT TIME ZONE 'UTC')::date, $2)
     ON CONFLICT (day) DO UPDATE SET ${column} = ${schema}.daily.${column} + EXCLUDED.${column}`,
    [at, by],
  );
}

async function setDeadline(
  tx: PoolClient,
  schema: string,
  planId: string,
  deadline: CheckInDeadline | null,
): Promise<void> {
  await tx.query(
    `UPDATE ${schema}.plans SET due_at = $2, escalate_at = $3, remind_at = $4, reminded = false WHERE plan_id = $1`,
    [planId, deadline?.dueAt ?? null, deadline?.escalateAt ?? null, deadline?.remindAt ?? null],
  );
}

async function writeTrip(
  tx: PoolClient,
  schema: string,
  vault: PiiVault,
  userId: string,
  data: TripPlannedData,
  at: string,
) {
  const trip = await openJson<TripDetails>(vault, userId, data.trip);
  await tx.query(`DELETE FROM ${schema}.trip_stops WHERE trip_id = $1`, [data.tripId]);
  if (!trip) {
    await tx.query(`DELETE FROM ${schema}.trips WHERE trip_id = $1`, [data.tripId]);
    return;
  }
  const days = trip.stops.flatMap((stop) => [stop.arrive, stop.leave]).sort();
  await tx.query(
    `INSERT INTO ${schema}.trips (trip_id, user_id, name, first_day, last_day, planned_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (trip_id) DO UPDATE SET name = EXCLUDED.name, first_day = EXCLUDED.first_day, last_day = EXCLUDED.last_day`,
    [data.tripId, userId, trip.name, days[0], days[days.length - 1], at],
  );
  for (const [position, stop] of trip.stops.entries()) {
    await tx.query(
      `INSERT INTO ${schema}.trip_stops (trip_id, user_id, position, destination_id, arrive, leave)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [data.tripId, userId, position, stop.destinationId, stop.arrive, stop.leave],
    );
  }
}

async function setContactStatus(tx: PoolClient, schema: string, contactId: string, status: string, at: string) {
  await tx.query(`UPDATE ${schema}.contacts SET status = $2, answered_at = $3 WHERE contact_id = $1`, [
    contactId,
    status,
    at,
  ]);
}

function contactsTold(messages: readonly { to: string }[]): number {
  return messages.filter((message) => message.to !== 'traveller').length;
}

export async function applyNetworkEvent(
  tx: PoolClient,
  schema: string,
  vault: PiiVault,
  recorded: RecordedEvent,
): Promise<void> {
  const event = recorded as SafetyNetworkEvent;
  const userId = event.stream.slice('safety-'.length);
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'TripPlanned':
    case 'TripChanged':
      return writeTrip(tx, schema, vault, userId, event.data, at);
    case 'TripCancelled': {
      const { tripId } = event.data satisfies TripCancelledData;
      await tx.query(`DELETE FROM ${schema}.trip_stops WHERE trip_id = $1`, [tripId]);
      await tx.query(`DELETE FROM ${schema}.trips WHERE trip_id = $1`, [tripId]);
      return;
    }
    case 'TrustedContactInvited': {
      const data: TrustedContactInvitedData = event.data;
      const contact = await openJson<ContactDetails>(vault, userId, data.contact);
      if (!contact) return;
      await tx.query(
        `INSERT INTO ${schema}.contacts (contact_id, user_id, name, email, language, status, invitations, invited_at,
           last_invited_at) VALUES ($1, $2, $3, $4, $5, 'invited', 1, $6, $6) ON CONFLICT DO NOTHING`,
        [data.contactId, userId, contact.name, contact.email, data.language, at],
      );
      return;
    }
    case 'ContactInvitationResent': {
      const data: ContactInvitationResentData = event.data;
      await tx.query(
        `UPDATE ${schema}.contacts SET invitations = invitations + 1, last_invited_at = $2 WHERE contact_id = $1`,
        [data.contactId, at],
      );
      return;
    }
    case 'TrustedContactAccepted': {
      const data: TrustedContactAcceptedData = event.data;
      const zone = await openJson<{ timeZone: string }>(vault, userId, data.timeZone);
      await setContactStatus(tx, schema, data.contactId, 'accepted', at);
      await tx.query(`UPDATE ${schema}.contacts SET time_zone = $2 WHERE contact_id = $1`, [
        data.contactId,
        zone?.timeZone ?? null,
      ]);
      return;
    }
    case 'TrustedContactDeclined':
      return setContactStatus(tx, schema, (event.data satisfies TrustedContactLeftData).contactId, 'declined', at);
    case 'TrustedContactStopped':
      return setContactStatus(tx, schema, event.data.contactId, 'stopped', at);
    case 'TrustedContactRemoved':
      await tx.query(`DELETE FROM ${schema}.contacts WHERE contact_id = $1`, [event.data.contactId]);
      return;
    case 'CheckInPlanned': {
      const data: CheckInPlannedData = event.data;
      await tx.query(
        `INSERT INTO ${schema}.plans (plan_id, user_id, schedule, grace_minutes, reminder_minutes, trip_id, until, planned_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          data.planId,
          userId,
          JSON.stringify(data.schedule),
          data.graceMinutes,
          data.reminderMinutes,
          data.tripId,
          data.until,
          at,
        ],
      );
      return setDeadline(tx, schema, data.planId, data.deadline);
    }
    case 'CheckInPlanEnded':
      await tx.query(`DELETE FROM ${schema}.plans WHERE plan_id = $1`, [event.data.planId]);
      return;
    case 'CheckedIn': {
      const data: CheckedInData = event.data;
      for (const counted of data.counted) await setDeadline(tx, schema, counted.planId, counted.next);
      if (data.followUps.length > 0) {
        await tx.query(`UPDATE ${schema}.misses SET followed_up_at = $2 WHERE occasion_id = ANY ($1::uuid[])`, [
          data.followUps,
          data.at,
        ]);
      }
      const place = await openJson<WherePlace>(vault, userId, data.place);
      await tx.query(
        `INSERT INTO ${schema}.last_check_ins AS l (user_id, at, destination_id, latitude, longitude, place_at)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $3::integer IS NOT NULL THEN $2::timestamptz END)
         ON CONFLICT (user_id) DO UPDATE SET
           at = greatest(l.at, EXCLUDED.at),
           destination_id = CASE WHEN EXCLUDED.place_at >= coalesce(l.place_at, '-infinity') THEN EXCLUDED.destination_id ELSE l.destination_id END,
           latitude = CASE WHEN EXCLUDED.place_at >= coalesce(l.place_at, '-infinity') THEN EXCLUDED.latitude ELSE l.latitude END,
           longitude = CASE WHEN EXCLUDED.place_at >= coalesce(l.place_at, '-infinity') THEN EXCLUDED.longitude ELSE l.longitude END,
           place_at = greatest(l.place_at, EXCLUDED.place_at)`,
        [userId, data.at, place?.destinationId ?? null, place?.latitude ?? null, place?.longitude ?? null],
      );
      return count(tx, schema, at, 'check_ins');
    }
    case 'CheckInReminderDecided':
      await tx.query(`UPDATE ${schema}.plans SET reminded = true WHERE plan_id = $1 AND due_at = $2`, [
        event.data.planId,
        event.data.dueAt,
      ]);
      return;
    case 'CheckInMissed': {
      const data: CheckInMissedData = event.data;
      await setDeadline(tx, schema, data.planId, data.next);
      await tx.query(
        `INSERT INTO ${schema}.misses (occasion_id, user_id, plan_id, due_at, missed_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [data.occasionId, userId, data.planId, data.dueAt, data.missedAt],
      );
      await count(tx, schema, at, 'misses');
      return count(tx, schema, at, 'escalations', contactsTold(data.messages));
    }
    case 'SosRaised': {
      const data: SosRaisedData = event.data;
      const place = await openJson<WherePlace>(vault, userId, data.place);
      await tx.query(
        `INSERT INTO ${schema}.sos (sos_id, user_id, raised_at, destination_id, latitude, longitude)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [data.sosId, userId, at, place?.destinationId ?? null, place?.latitude ?? null, place?.longitude ?? null],
      );
      return count(tx, schema, at, 'sos');
    }
    case 'SafetyCheckAsked': {
      const data: SafetyCheckAskedData = event.data;
      const place = await openJson<WherePlace>(vault, userId, data.place);
      await tx.query(
        `INSERT INTO ${schema}.safety_checks (check_id, user_id, alert_id, facts, destination_id, asked_at, answer_by, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'asked') ON CONFLICT DO NOTHING`,
        [
          data.checkId,
          userId,
          data.alertId,
          JSON.stringify(data.facts),
          place?.destinationId ?? null,
          at,
          data.answerBy,
        ],
      );
      return count(tx, schema, at, 'safety_checks');
    }
    case 'SafetyCheckAnswered': {
      const data: SafetyCheckAnsweredData = event.data;
      await tx.query(`UPDATE ${schema}.safety_checks SET status = 'answered', answered_at = $2 WHERE check_id = $1`, [
        data.checkId,
        data.at,
      ]);
      return;
    }
    case 'SafetyCheckUnanswered': {
      const data: SafetyCheckUnansweredData = event.data;
      await tx.query(`UPDATE ${schema}.safety_checks SET status = 'unanswered' WHERE check_id = $1`, [data.checkId]);
      return count(tx, schema, at, 'escalations', contactsTold(data.messages));
    }
    case 'SafetyCheckSettingsChanged': {
      const data: SafetyCheckSettingsChangedData = event.data;
      await tx.query(
        `INSERT INTO ${schema}.settings (user_id, safety_check_on, safety_check_grace_minutes) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET safety_check_on = EXCLUDED.safety_check_on,
           safety_check_grace_minutes = EXCLUDED.safety_check_grace_minutes`,
        [userId, data.on, data.graceMinutes],
      );
      return;
    }
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled safety network event ${(unhandled as RecordedEvent).type}`);
    }
  }
}
