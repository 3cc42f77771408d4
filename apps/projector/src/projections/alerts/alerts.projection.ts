/**
 * Safety alerts with a GiST index on their place (earthdistance), and each traveller's alert history.
 * Delivery: when a verified alert is published for a destination (raised by a moderator, or a
 * traveller's report verified later), every traveller who saved that destination at that moment
 * gets a history entry. Who saved what is followed here from the saves themselves, so a rebuild
 * delivers exactly as the live run did.
 */
import type { PoolClient } from 'pg';
import type {
  AlertArchivedData,
  AlertEditedData,
  AlertRaisedData,
  AlertViewedData,
  ItemSavedData,
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
  version: 1,
  eventTypes: [
    'AlertRaised',
    'AlertEdited',
    'AlertVerified',
    'AlertArchived',
    'AlertExpired',
    'AlertViewed',
    'ItemSaved',
    'ItemUnsaved',
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
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
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
               longitude, radius_metres, start_time, end_time, verified, raised_by, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
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
            ],
          );
          if (data.verified) await deliver(tx, schema, data.alertId, at);
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

/** One history entry per traveller who saved the alert's destination; its id is derived, so a rebuild makes the same. */
async function deliver(tx: PoolClient, schema: string, alertId: string, at: string): Promise<void> {
  await tx.query(
    `INSERT INTO ${schema}.history (history_id, user_id, alert_id, viewed, sent_via, created_at)
     SELECT md5(a.alert_id::text || ':' || s.user_id::text)::uuid, s.user_id, a.alert_id,
            EXISTS (SELECT 1 FROM ${schema}.views v WHERE v.user_id = s.user_id AND v.alert_id = a.alert_id),
            ARRAY['app'], $2
     FROM ${schema}.alerts a JOIN ${schema}.savers s ON s.destination_id = a.destination_id
     WHERE a.alert_id = $1
     ON CONFLICT (user_id, alert_id) DO NOTHING`,
    [alertId, at],
  );
}
