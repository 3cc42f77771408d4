/**
 * Safety alerts with a GiST index on their place (earthdistance), and each traveller's alert history.
 * Delivery: when a verified alert is published for a destination (raised by a moderator, or a
 * traveller's report verified later), every traveller who saved that destination at that moment
 * gets a history entry. Who saved what is followed here from the saves themselves, so a rebuild
 * delivers exactly as the live run did.
 *
 * An official alert (docs/ALERTS.md) names in its events the cities its area touched when it was
 * imported (`alert_places`): it shows on each of those cities and rings every traveller who saved
 * one of them, once per alert however many versions the source publishes.
 *
 * The notifier's decisions (docs/NOTIFICATIONS.md) ring it too, for the places a traveller monitors
 * beyond her saved cities (a point with a radius, a city she did not save), and each message sent by
 * push or email is added to the entry's `sentVia`.
 */
import type { PoolClient } from 'pg';
import type {
  AlertNotificationDecidedData,
  AlertArchivedData,
  AlertEditedData,
  AlertRaisedData,
  AlertViewedData,
  ItemSavedData,
  NotificationSentData,
  OfficialAlertOrigin,
  OfficialAlertUpdatedData,
  RecordedEvent,
} from '@safetrails/contracts';
import type { Projection } from '../../runtime/projection';

const EDITABLE_COLUMNS: Readonly<Record<keyof AlertEditedData, string>> = {
  title: 'title',
  content: 'content',
  severity: 'severity',
  alertType: 'alert_type',
  source: 'source',
  latitude: 'latitude',
  longitude: 'longitude',
  radiusMetres: 'radius_metres',
  startTime: 'start_time',
  endTime: 'end_time',
};

export const alertsProjection: Projection = {
  name: 'alerts',
  version: 4,
  eventTypes: [
    'AlertRaised',
    'AlertEdited',
    'OfficialAlertUpdated',
    'AlertVerified',
    'AlertArchived',
    'AlertExpired',
    'AlertViewed',
    'ItemSaved',
    'ItemUnsaved',
    'AlertNotificationDecided',
    'NotificationSent',
    'AccountDeleted',
  ],

  createTables: (schema) => `
    CREATE TABLE ${schema}.alerts (
      alert_id uuid PRIMARY KEY,
      destination_id integer,
      title text NOT NULL,
      content text NOT NULL,
      severity text NOT NULL,
      alert_type text NOT NULL,
      source text,
      latitude double precision,
      longitude double precision,
      radius_metres integer NOT NULL,
      start_time timestamptz NOT NULL,
      end_time timestamptz,
      verified boolean NOT NULL,
      raised_by uuid NOT NULL,
      closed text,
      archived_reason text,
      -- Where an official alert comes from (its origin without the city list, which is alert_places).
      official jsonb,
      countries text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX alerts_countries ON ${schema}.alerts USING gin (countries);

    -- The catalogue's cities an official alert touches.
    CREATE TABLE ${schema}.alert_places (
      destination_id integer NOT NULL,
      alert_id uuid NOT NULL,
      PRIMARY KEY (destination_id, alert_id)
    );
    CREATE INDEX alert_places_alert ON ${schema}.alert_places (alert_id);
    CREATE INDEX alerts_place ON ${schema}.alerts USING gist (ll_to_earth(latitude, longitude));
    CREATE INDEX alerts_destination ON ${schema}.alerts (destination_id, created_at DESC);
    CREATE INDEX alerts_recent ON ${schema}.alerts (created_at DESC);

    CREATE TABLE ${schema}.savers (
      destination_id integer NOT NULL,
      user_id uuid NOT NULL,
      PRIMARY KEY (destination_id, user_id)
    );
    CREATE TABLE ${schema}.views (
      user_id uuid NOT NULL,
      alert_id uuid NOT NULL,
      PRIMARY KEY (user_id, alert_id)
    );
    CREATE TABLE ${schema}.history (
      history_id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      alert_id uuid NOT NULL,
      viewed boolean NOT NULL,
      sent_via text[] NOT NULL,
      created_at timestamptz NOT NULL,
      UNIQUE (user_id, alert_id)
    );
    CREATE INDEX history_unviewed ON ${schema}.history (user_id, created_at DESC) WHERE NOT viewed;`,

  async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      const at = event.metadata.occurredAt;
      const alertId = event.stream.startsWith('alert-') ? event.stream.slice('alert-'.length) : null;
      switch (event.type) {
        case 'AlertRaised': {
          const data = event.data as AlertRaisedData;
          await tx.query(
            `INSERT INTO ${schema}.alerts (alert_id, destination_id, title, content, severity, alert_type, source, latitude,
               longitude, radius_metres, start_time, end_time, verified, raised_by, official, countries, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $16, $17, $15, $15)
             ON CONFLICT (alert_id) DO NOTHING`,
            [
              data.alertId,
              data.destinationId,
              data.title,
              data.content,
              data.severity,
              data.alertType,
              data.source,
              data.latitude,
              data.longitude,
              data.radiusMetres,
              data.startTime,
              data.endTime,
              data.verified,
              data.raisedBy,
              at,
              data.official ? originColumn(data.official) : null,
              data.official?.countries ?? [],
            ],
          );
          if (data.official) await placeAlert(tx, schema, data.alertId, data.official.destinationIds);
          if (data.verified) await deliver(tx, schema, data.alertId, at);
          break;
        }
        case 'OfficialAlertUpdated': {
          const { changes, official } = event.data as OfficialAlertUpdatedData;
          const columns = Object.entries(changes).filter(([, value]) => value !== undefined);
          await tx.query(
            `UPDATE ${schema}.alerts SET updated_at = $2, official = $3, countries = $4${columns
              .map(([key], index) => `, ${EDITABLE_COLUMNS[key as keyof AlertEditedData]} = $${index + 5}`)
              .join('')} WHERE alert_id = $1`,
            [alertId, at, originColumn(official), official.countries, ...columns.map(([, value]) => value)],
          );
          await tx.query(`DELETE FROM ${schema}.alert_places WHERE alert_id = $1`, [alertId]);
          await placeAlert(tx, schema, alertId!, official.destinationIds);
          await deliver(tx, schema, alertId!, at);
          break;
        }
        case 'AlertEdited': {
          const changes = Object.entries(event.data as AlertEditedData).filter(([, value]) => value !== undefined);
          if (changes.length === 0) break;
          await tx.query(
            `UPDATE ${schema}.alerts SET updated_at = $2, ${changes
              .map(([key], index) => `${EDITABLE_COLUMNS[key as keyof AlertEditedData]} = $${index + 3}`)
              .join(', ')} WHERE alert_id = $1`,
            [alertId, at, ...changes.map(([, value]) => value)],
          );
          break;
        }
        case 'AlertVerified':
          await tx.query(`UPDATE ${schema}.alerts SET verified = true, updated_at = $2 WHERE alert_id = $1`, [
            alertId,
            at,
          ]);
          await deliver(tx, schema, alertId!, at);
          break;
        case 'AlertArchived':
          await tx.query(
            `UPDATE ${schema}.alerts SET closed = 'archived', archived_reason = $3, updated_at = $2 WHERE alert_id = $1`,
            [alertId, at, (event.data as AlertArchivedData).reason],
          );
          break;
        case 'AlertExpired':
          await tx.query(`UPDATE ${schema}.alerts SET closed = 'expired', updated_at = $2 WHERE alert_id = $1`, [
            alertId,
            at,
          ]);
          break;
        case 'AlertViewed': {
          const userId = event.stream.slice('traveller-'.length);
          const { alertId: viewed } = event.data as AlertViewedData;
          await tx.query(`INSERT INTO ${schema}.views (user_id, alert_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
            userId,
            viewed,
          ]);
          await tx.query(`UPDATE ${schema}.history SET viewed = true WHERE user_id = $1 AND alert_id = $2`, [
            userId,
            viewed,
          ]);
          break;
        }
        case 'ItemSaved':
        case 'ItemUnsaved': {
          const data = event.data as ItemSavedData;
          if (data.itemType !== 'destination') break;
          const userId = event.stream.slice('traveller-'.length);
          await tx.query(
            event.type === 'ItemSaved'
              ? `INSERT INTO ${schema}.savers (destination_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`
              : `DELETE FROM ${schema}.savers WHERE destination_id = $1 AND user_id = $2`,
            [data.itemId, userId],
          );
          break;
        }
        case 'AlertNotificationDecided': {
          const data = event.data as AlertNotificationDecidedData;
          if (!data.channels.app.send) break;
          await tx.query(
            `INSERT INTO ${schema}.history (history_id, user_id, alert_id, viewed, sent_via, created_at)
             SELECT md5($1::uuid::text || ':' || $2::uuid::text)::uuid, $2::uuid, $1::uuid,
                    EXISTS (SELECT 1 FROM ${schema}.views v WHERE v.user_id = $2::uuid AND v.alert_id = $1::uuid),
                    ARRAY['app'], $3
             WHERE EXISTS (SELECT 1 FROM ${schema}.alerts WHERE alert_id = $1::uuid)
             ON CONFLICT (user_id, alert_id) DO NOTHING`,
            [data.alertId, data.userId, at],
          );
          break;
        }
        case 'NotificationSent': {
          // `<alertId>:<userId>:<channel>:<n>`; a digest's key starts with `digest:` and names no alert.
          const [alertOrDigest, userId, channel] = (event.data as NotificationSentData).deliveryKey.split(':');
          if (alertOrDigest === 'digest') break;
          await tx.query(
            `UPDATE ${schema}.history SET sent_via = array_append(sent_via, $3)
             WHERE user_id = $2 AND alert_id = $1 AND NOT ($3 = ANY(sent_via))`,
            [alertOrDigest, userId, channel],
          );
          break;
        }
        case 'AccountDeleted': {
          const userId = event.stream.slice('user-'.length);
          for (const table of ['savers', 'views', 'history']) {
            await tx.query(`DELETE FROM ${schema}.${table} WHERE user_id = $1`, [userId]);
          }
          break;
        }
      }
    }
  },
};

/** The origin as the row keeps it: everything but the city list. */
function originColumn(official: OfficialAlertOrigin): string {
  const { destinationIds: _cities, ...origin } = official;
  return JSON.stringify(origin);
}

async function placeAlert(tx: PoolClient, schema: string, alertId: string, destinationIds: readonly number[]) {
  if (destinationIds.length === 0) return;
  await tx.query(
    `INSERT INTO ${schema}.alert_places (destination_id, alert_id)
     SELECT unnest($2::integer[]), $1 ON CONFLICT DO NOTHING`,
    [alertId, destinationIds],
  );
}

/**
 * One history entry per traveller who saved the alert's destination, or one of the cities an official
 * alert touches; its id is derived, so a rebuild makes the same, and a traveller who saved several of
 * those cities hears of the alert once.
 */
async function deliver(tx: PoolClient, schema: string, alertId: string, at: string): Promise<void> {
  await tx.query(
    `WITH alert AS (
       SELECT alert_id, destination_id FROM ${schema}.alerts WHERE alert_id = $1 AND verified AND closed IS NULL
     ), places AS (
       SELECT destination_id FROM alert WHERE destination_id IS NOT NULL
       UNION SELECT p.destination_id FROM ${schema}.alert_places p JOIN alert USING (alert_id)
     ), travellers AS (
       SELECT DISTINCT s.user_id FROM ${schema}.savers s WHERE s.destination_id IN (SELECT destination_id FROM places)
     )
     INSERT INTO ${schema}.history (history_id, user_id, alert_id, viewed, sent_via, created_at)
     SELECT md5($1::text || ':' || t.user_id::text)::uuid, t.user_id, $1,
            EXISTS (SELECT 1 FROM ${schema}.views v WHERE v.user_id = t.user_id AND v.alert_id = $1),
            ARRAY['app'], $2
     FROM travellers t
     ON CONFLICT (user_id, alert_id) DO NOTHING`,
    [alertId, at],
  );
}
