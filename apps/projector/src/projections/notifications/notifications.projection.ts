/**
 * What the notifier and the alert settings page read (docs/NOTIFICATIONS.md): each traveller's
 * settings (one row, whichever form changed them: the settings page, the profile's switches, the
 * safety profile), the places she monitors (her saved cities among them, followed from her saves),
 * her push devices, and every decision and delivery with its status. Her places, quiet hours, time
 * zone and push endpoints are opened with her key; an erased account leaves nothing here, and a
 * rebuild after the shred cannot read them back.
 */
import type { PoolClient } from 'pg';
import { ALERT_SETTINGS_DEFAULTS as DEFAULTS, type RecordedEvent } from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';
import type { Projection } from '../../runtime/projection';
import { applyDeliveryEvent, DELIVERY_EVENT_TYPES } from './delivery-writes';
import { applySettingsEvent, SETTINGS_EVENT_TYPES } from './settings-writes';
import { applyTripEvent, TRIP_EVENT_TYPES } from './trip-stop-writes';

export function notificationsProjection(vault: PiiVault): Projection {
  return {
    name: 'notifications',
    // 2: her trips' stops are monitored places.
    version: 2,
    eventTypes: [...SETTINGS_EVENT_TYPES, ...TRIP_EVENT_TYPES, ...DELIVERY_EVENT_TYPES, 'AccountDeleted'],

    createTables: (schema) => `
      CREATE TABLE ${schema}.settings (
        user_id uuid PRIMARY KEY,
        enabled boolean NOT NULL DEFAULT ${DEFAULTS.enabled},
        minimum_severity text NOT NULL DEFAULT '${DEFAULTS.minimumSeverity}',
        kinds text[] NOT NULL DEFAULT '{${DEFAULTS.kinds.join(',')}}',
        include_unverified boolean NOT NULL DEFAULT ${DEFAULTS.includeUnverified},
        push boolean NOT NULL DEFAULT ${DEFAULTS.push},
        email boolean NOT NULL DEFAULT ${DEFAULTS.email},
        tips boolean NOT NULL DEFAULT ${DEFAULTS.tips},
        always_critical boolean NOT NULL DEFAULT ${DEFAULTS.alwaysCritical},
        digest_low boolean NOT NULL DEFAULT ${DEFAULTS.digestLow},
        quiet_hours jsonb,
        home_time_zone text,
        email_confirmed boolean NOT NULL DEFAULT false,
        confirmation_sent boolean NOT NULL DEFAULT false,
        email_bounced boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL
      );

      -- Saved cities ('saved-city', followed from the saves), her trips' stops ('trip-stop', followed from
      -- her trips, labelled with the trip's name), cities and points she added. A city's
      -- point is the catalogue's, joined when matching; a point keeps its own.
      CREATE TABLE ${schema}.monitors (
        user_id uuid NOT NULL,
        place_id text NOT NULL,
        kind text NOT NULL,
        destination_id integer,
        label text,
        latitude double precision,
        longitude double precision,
        country_code text,
        radius_metres integer,
        trip_start text,
        trip_end text,
        paused boolean NOT NULL DEFAULT false,
        saved boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, place_id)
      );
      CREATE INDEX monitors_destination ON ${schema}.monitors (destination_id) WHERE destination_id IS NOT NULL;
      CREATE INDEX monitors_point ON ${schema}.monitors USING gist (ll_to_earth(latitude, longitude))
        WHERE latitude IS NOT NULL;
      CREATE INDEX monitors_country ON ${schema}.monitors (country_code) WHERE country_code IS NOT NULL;

      CREATE TABLE ${schema}.push_devices (
        user_id uuid NOT NULL,
        subscription_id text NOT NULL,
        endpoint text NOT NULL,
        p256dh text NOT NULL,
        auth text NOT NULL,
        device text NOT NULL,
        added_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, subscription_id)
      );

      CREATE TABLE ${schema}.decisions (
        alert_id uuid NOT NULL,
        user_id uuid NOT NULL,
        alert_revision integer NOT NULL,
        is_update boolean NOT NULL,
        facts jsonb NOT NULL,
        match jsonb,
        channels jsonb NOT NULL,
        decided_at timestamptz NOT NULL,
        PRIMARY KEY (alert_id, user_id, alert_revision)
      );
      CREATE INDEX decisions_user ON ${schema}.decisions (user_id, decided_at DESC);

      -- One message on one channel. 'failed' with a next attempt is a retry; without one, given up.
      CREATE TABLE ${schema}.deliveries (
        delivery_key text PRIMARY KEY,
        stream text NOT NULL,
        user_id uuid NOT NULL,
        alert_id uuid,
        digest_day text,
        digest_alert_ids uuid[],
        channel text NOT NULL,
        is_update boolean NOT NULL,
        status text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        held boolean NOT NULL DEFAULT false,
        last_error text,
        sent_at timestamptz,
        decided_at timestamptz NOT NULL
      );
      CREATE INDEX deliveries_due ON ${schema}.deliveries (next_attempt_at)
        WHERE status IN ('pending', 'failed') AND next_attempt_at IS NOT NULL;
      CREATE INDEX deliveries_alert ON ${schema}.deliveries (alert_id) WHERE alert_id IS NOT NULL;
      CREATE INDEX deliveries_user ON ${schema}.deliveries (user_id);

      -- Low-severity alerts waiting for her daily digest, per channel.
      CREATE TABLE ${schema}.digest_items (
        user_id uuid NOT NULL,
        alert_id uuid NOT NULL,
        channel text NOT NULL,
        decided_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, alert_id, channel)
      );`,

    async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
      for (const event of events) {
        if (event.type === 'AccountDeleted') {
          const userId = event.stream.slice('user-'.length);
          vault.forget(userId);
          for (const table of ['settings', 'monitors', 'push_devices', 'decisions', 'deliveries', 'digest_items']) {
            await tx.query(`DELETE FROM ${schema}.${table} WHERE user_id = $1`, [userId]);
          }
        } else if ((TRIP_EVENT_TYPES as readonly string[]).includes(event.type)) {
          await applyTripEvent(tx, schema, vault, event);
        } else if ((SETTINGS_EVENT_TYPES as readonly string[]).includes(event.type)) {
          await applySettingsEvent(tx, schema, vault, event);
        } else {
          await applyDeliveryEvent(tx, schema, vault, event);
        }
      }
    },
  };
}
