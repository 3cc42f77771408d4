/**
 * Her safety network's read model (docs/SAFETY-NETWORK.md): her trips and their stops, her trusted
 * contacts and their consent, her check-in plans with the deadline each has open (the notifier polls
 * it: deadlines are facts of the log, kept here, never timers in memory), her last check-in, the
 * misses, SOS and safety checks, and every message with its status. Trips, contacts and places are
 * opened with her key; an erased account leaves nothing here but the console's daily counts, which
 * name no one.
 */
import type { PoolClient } from 'pg';
import { SAFETY_MESSAGE_EVENT_TYPES, SAFETY_NETWORK_EVENT_TYPES, type RecordedEvent } from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';
import type { Projection } from '../../runtime/projection';
import { applyMessageEvent, recordMessages } from './message-writes';
import { applyNetworkEvent, USER_TABLES } from './network-writes';

export function safetyProjection(vault: PiiVault): Projection {
  return {
    name: 'safety',
    version: 1,
    eventTypes: [...SAFETY_NETWORK_EVENT_TYPES, ...SAFETY_MESSAGE_EVENT_TYPES, 'AccountDeleted'],

    createTables: (schema) => `
      CREATE TABLE ${schema}.trips (
        trip_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        name text NOT NULL,
        first_day date NOT NULL,
        last_day date NOT NULL,
        planned_at timestamptz NOT NULL
      );
      CREATE INDEX trips_user ON ${schema}.trips (user_id, first_day);

      CREATE TABLE ${schema}.trip_stops (
        trip_id uuid NOT NULL,
        user_id uuid NOT NULL,
        position smallint NOT NULL,
        destination_id integer NOT NULL,
        arrive date NOT NULL,
        leave date NOT NULL,
        PRIMARY KEY (trip_id, position)
      );
      CREATE INDEX trip_stops_user ON ${schema}.trip_stops (user_id, arrive, leave);

      CREATE TABLE ${schema}.contacts (
        contact_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        language text NOT NULL,
        status text NOT NULL,
        time_zone text,
        invitations integer NOT NULL,
        invited_at timestamptz NOT NULL,
        last_invited_at timestamptz NOT NULL,
        answered_at timestamptz
      );
      CREATE INDEX contacts_user ON ${schema}.contacts (user_id, invited_at);

      -- Each plan's open deadline. remind_at and escalate_at are what the notifier polls.
      CREATE TABLE ${schema}.plans (
        plan_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        schedule jsonb NOT NULL,
        grace_minutes integer NOT NULL,
        reminder_minutes integer NOT NULL,
        trip_id uuid,
        until timestamptz,
        due_at timestamptz,
        escalate_at timestamptz,
        remind_at timestamptz,
        reminded boolean NOT NULL DEFAULT false,
        planned_at timestamptz NOT NULL
      );
      CREATE INDEX plans_user ON ${schema}.plans (user_id);
      CREATE INDEX plans_remind ON ${schema}.plans (remind_at) WHERE NOT reminded AND remind_at IS NOT NULL;
      CREATE INDEX plans_escalate ON ${schema}.plans (escalate_at) WHERE escalate_at IS NOT NULL;

      -- Her last check-in (a place only if she named one; a point only if she shares her location).
      CREATE TABLE ${schema}.last_check_ins (
        user_id uuid PRIMARY KEY,
        at timestamptz NOT NULL,
        destination_id integer,
        latitude double precision,
        longitude double precision,
        place_at timestamptz
      );

      CREATE TABLE ${schema}.misses (
        occasion_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        plan_id uuid NOT NULL,
        due_at timestamptz NOT NULL,
        missed_at timestamptz NOT NULL,
        followed_up_at timestamptz
      );
      CREATE INDEX misses_user ON ${schema}.misses (user_id) WHERE followed_up_at IS NULL;

      CREATE TABLE ${schema}.sos (
        sos_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        raised_at timestamptz NOT NULL,
        destination_id integer,
        latitude double precision,
        longitude double precision
      );

      CREATE TABLE ${schema}.safety_checks (
        check_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        alert_id uuid NOT NULL,
        facts jsonb NOT NULL,
        destination_id integer,
        asked_at timestamptz NOT NULL,
        answer_by timestamptz NOT NULL,
        status text NOT NULL,
        answered_at timestamptz
      );
      CREATE INDEX safety_checks_open ON ${schema}.safety_checks (answer_by) WHERE status = 'asked';
      CREATE INDEX safety_checks_user ON ${schema}.safety_checks (user_id);

      CREATE TABLE ${schema}.settings (
        user_id uuid PRIMARY KEY,
        safety_check_on boolean NOT NULL,
        safety_check_grace_minutes integer NOT NULL
      );

      -- One message to her or to a contact. 'failed' with a next attempt is a retry; without one, given up.
      CREATE TABLE ${schema}.messages (
        key text PRIMARY KEY,
        user_id uuid NOT NULL,
        recipient text NOT NULL,
        channel text NOT NULL,
        kind text NOT NULL,
        context jsonb NOT NULL,
        status text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_error text,
        sent_at timestamptz,
        decided_at timestamptz NOT NULL
      );
      CREATE INDEX messages_due ON ${schema}.messages (next_attempt_at)
        WHERE status IN ('pending', 'failed') AND next_attempt_at IS NOT NULL;
      CREATE INDEX messages_user ON ${schema}.messages (user_id);

      -- The console's counts: how much the network is used, never by whom.
      CREATE TABLE ${schema}.daily (
        day date PRIMARY KEY,
        check_ins integer NOT NULL DEFAULT 0,
        misses integer NOT NULL DEFAULT 0,
        escalations integer NOT NULL DEFAULT 0,
        sos integer NOT NULL DEFAULT 0,
        safety_checks integer NOT NULL DEFAULT 0
      );`,

    async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
      for (const event of events) {
        if (event.type === 'AccountDeleted') {
          const userId = event.stream.slice('user-'.length);
          vault.forget(userId);
          for (const table of USER_TABLES)
            await tx.query(`DELETE FROM ${schema}.${table} WHERE user_id = $1`, [userId]);
        } else if ((SAFETY_MESSAGE_EVENT_TYPES as readonly string[]).includes(event.type)) {
          await applyMessageEvent(tx, schema, event);
        } else {
          await applyNetworkEvent(tx, schema, vault, event);
          await recordMessages(tx, schema, event);
        }
      }
    },
  };
}
