/**
 * The notifications read model's settings side: one row of settings per traveller, from the alert
 * settings page and from the profile's older switches alike (the same settings, last change wins),
 * her monitored places (saved cities followed from her saves) and her push devices.
 */
import type { PoolClient } from 'pg';
import {
  ALERT_SETTINGS_EVENT_TYPES,
  type AlertSettingsChangedData,
  type ItemSavedData,
  type MonitoredPlaceAddedData,
  type MonitoredPlaceChangedData,
  type MonitoredPlaceSpec,
  type NotificationPreferencesUpdatedData,
  type PushSubscriptionAddedData,
  type PushSubscriptionRemovedData,
  type QuietHours,
  type RecordedEvent,
  type SafetyProfileSavedData,
  type Sealed,
  type TripDates,
} from '@safetrails/contracts';
import type { PiiVault } from '@safetrails/event-store';

export const SETTINGS_EVENT_TYPES = [
  ...ALERT_SETTINGS_EVENT_TYPES,
  // The profile's switches before the settings had a stream of their own: the same settings.
  'NotificationPreferencesUpdated',
  'SafetyProfileSaved',
  'ItemSaved',
  'ItemUnsaved',
] as const;

const SETTING_COLUMNS = {
  enabled: 'enabled',
  minimumSeverity: 'minimum_severity',
  kinds: 'kinds',
  includeUnverified: 'include_unverified',
  push: 'push',
  email: 'email',
  tips: 'tips',
  alwaysCritical: 'always_critical',
  digestLow: 'digest_low',
} as const;

/** Sets some columns of her settings row, creating it with the defaults first. */
async function setSettings(
  tx: PoolClient,
  schema: string,
  userId: string,
  at: string,
  values: Readonly<Record<string, unknown>>,
): Promise<void> {
  const columns = Object.keys(values);
  await tx.query(
    `INSERT INTO ${schema}.settings (user_id, updated_at${columns.map((column) => `, ${column}`).join('')})
     VALUES ($1, $2${columns.map((_, index) => `, $${index + 3}`).join('')})
     ON CONFLICT (user_id) DO UPDATE SET updated_at = EXCLUDED.updated_at${columns
       .map((column) => `, ${column} = EXCLUDED.${column}`)
       .join('')}`,
    [userId, at, ...Object.values(values)],
  );
}

async function openJson<T>(vault: PiiVault, userId: string, sealed: Sealed | null | undefined): Promise<T | null> {
  const opened = await vault.open(userId, sealed ?? null);
  return opened === null ? null : (JSON.parse(opened) as T);
}

function ownerOf(event: RecordedEvent): string {
  for (const prefix of ['notify-settings-', 'user-', 'traveller-']) {
    if (event.stream.startsWith(prefix)) return event.stream.slice(prefix.length);
  }
  throw new Error(`no traveller in stream ${event.stream}`);
}

export async function applySettingsEvent(
  tx: PoolClient,
  schema: string,
  vault: PiiVault,
  event: RecordedEvent,
): Promise<void> {
  const userId = ownerOf(event);
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'AlertSettingsChanged': {
      const data = event.data as AlertSettingsChangedData;
      const values: Record<string, unknown> = {};
      for (const [key, column] of Object.entries(SETTING_COLUMNS)) {
        const value = data.changes[key as keyof typeof SETTING_COLUMNS];
        if (value !== undefined) values[column] = value;
      }
      if (data.quietHours) {
        const opened = await openJson<{ quietHours: QuietHours | null }>(vault, userId, data.quietHours);
        values.quiet_hours = opened?.quietHours ? JSON.stringify(opened.quietHours) : null;
      }
      if (data.homeTimeZone) {
        const opened = await openJson<{ homeTimeZone: string | null }>(vault, userId, data.homeTimeZone);
        values.home_time_zone = opened?.homeTimeZone ?? null;
      }
      await setSettings(tx, schema, userId, at, values);
      break;
    }
    case 'NotificationPreferencesUpdated': {
      const data = event.data as NotificationPreferencesUpdatedData;
      await setSettings(tx, schema, userId, at, {
        enabled: data.safetyAlerts,
        email: data.emailNotifications,
        tips: data.travelTips,
      });
      break;
    }
    case 'SafetyProfileSaved': {
      const preferences = (event.data as SafetyProfileSavedData).travel.notificationPreferences;
      if (!preferences) break;
      await setSettings(tx, schema, userId, at, {
        enabled: preferences.safetyUpdates,
        email: preferences.emailAlerts,
        tips: preferences.marketingEmails,
      });
      break;
    }
    case 'AlertEmailConfirmationRequested':
      await setSettings(tx, schema, userId, at, { confirmation_sent: true });
      break;
    case 'AlertEmailConfirmed':
      await setSettings(tx, schema, userId, at, {
        email_confirmed: true,
        email_bounced: false,
        confirmation_sent: false,
      });
      break;
    case 'AlertEmailBounced':
      await setSettings(tx, schema, userId, at, { email_confirmed: false, email_bounced: true });
      break;
    case 'MonitoredPlaceAdded':
      await addPlace(tx, schema, vault, userId, at, event.data as MonitoredPlaceAddedData);
      break;
    case 'MonitoredPlaceChanged':
      await changePlace(tx, schema, vault, userId, at, event.data as MonitoredPlaceChangedData);
      break;
    case 'MonitoredPlaceRemoved':
      await tx.query(`DELETE FROM ${schema}.monitors WHERE user_id = $1 AND place_id = $2`, [
        userId,
        (event.data as { placeId: string }).placeId,
      ]);
      break;
    case 'ItemSaved':
    case 'ItemUnsaved': {
      const data = event.data as ItemSavedData;
      if (data.itemType !== 'destination') break;
      // Saved, the city is monitored; unsaved, it is not, but what she set for it is kept for next time.
      await tx.query(
        `INSERT INTO ${schema}.monitors (user_id, place_id, kind, destination_id, saved, created_at)
         VALUES ($1, $2, 'saved-city', $3, $4, $5)
         ON CONFLICT (user_id, place_id) DO UPDATE SET saved = EXCLUDED.saved`,
        [userId, `saved-${data.itemId}`, data.itemId, event.type === 'ItemSaved', at],
      );
      break;
    }
    case 'PushSubscriptionAdded': {
      const data = event.data as PushSubscriptionAddedData;
      const subscription = await openJson<{ endpoint: string; keys: { p256dh: string; auth: string } }>(
        vault,
        userId,
        data.subscription,
      );
      if (!subscription) break;
      await tx.query(
        `INSERT INTO ${schema}.push_devices (user_id, subscription_id, endpoint, p256dh, auth, device, added_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id, subscription_id) DO UPDATE SET endpoint = EXCLUDED.endpoint, p256dh = EXCLUDED.p256dh,
           auth = EXCLUDED.auth, device = EXCLUDED.device`,
        [
          userId,
          data.subscriptionId,
          subscription.endpoint,
          subscription.keys.p256dh,
          subscription.keys.auth,
          data.device,
          at,
        ],
      );
      break;
    }
    case 'PushSubscriptionRemoved':
      await tx.query(`DELETE FROM ${schema}.push_devices WHERE user_id = $1 AND subscription_id = $2`, [
        userId,
        (event.data as PushSubscriptionRemovedData).subscriptionId,
      ]);
      break;
    default:
      break;
  }
}

interface OpenedPlace {
  readonly spec: MonitoredPlaceSpec & { readonly label?: string; readonly countryCode?: string | null };
}

async function addPlace(
  tx: PoolClient,
  schema: string,
  vault: PiiVault,
  userId: string,
  at: string,
  data: MonitoredPlaceAddedData,
): Promise<void> {
  const spec = await openJson<OpenedPlace['spec']>(vault, userId, data.place);
  if (!spec) return;
  const trip = await openJson<TripDates>(vault, userId, data.trip);
  const point = spec.kind === 'point' ? spec : null;
  await tx.query(
    `INSERT INTO ${schema}.monitors (user_id, place_id, kind, destination_id, label, latitude, longitude, country_code,
       radius_metres, trip_start, trip_end, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (user_id, place_id) DO NOTHING`,
    [
      userId,
      data.placeId,
      spec.kind,
      spec.kind === 'city' ? spec.destinationId : null,
      spec.label ?? null,
      point?.latitude ?? null,
      point?.longitude ?? null,
      spec.countryCode ?? null,
      data.radiusMetres,
      trip?.start ?? null,
      trip?.end ?? null,
      at,
    ],
  );
}

async function changePlace(
  tx: PoolClient,
  schema: string,
  vault: PiiVault,
  userId: string,
  at: string,
  data: MonitoredPlaceChangedData,
): Promise<void> {
  const values: Record<string, unknown> = {};
  if (data.radiusMetres !== undefined) values.radius_metres = data.radiusMetres;
  if (data.paused !== undefined) values.paused = data.paused;
  if (data.trip !== undefined) {
    const trip = await openJson<TripDates>(vault, userId, data.trip);
    values.trip_start = trip?.start ?? null;
    values.trip_end = trip?.end ?? null;
  }
  const columns = Object.keys(values);
  if (columns.length === 0) return;
  const destinationId = data.placeId.startsWith('saved-') ? Number(data.placeId.slice('saved-'.length)) : null;
  // A saved city's row may not exist yet (changed before the save reached this model): make it, unsaved.
  await tx.query(
    `INSERT INTO ${schema}.monitors (user_id, place_id, kind, destination_id, created_at${columns
      .map((column) => `, ${column}`)
      .join('')})
     SELECT $1, $2, 'saved-city', $3, $4${columns.map((_, index) => `, $${index + 5}`).join('')}
     WHERE $3::integer IS NOT NULL
     ON CONFLICT (user_id, place_id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
    [userId, data.placeId, destinationId, at, ...Object.values(values)],
  );
  if (destinationId === null) {
    await tx.query(
      `UPDATE ${schema}.monitors SET ${columns.map((column, index) => `${column} = $${index + 3}`).join(', ')}
       WHERE user_id = $1 AND place_id = $2`,
      [userId, data.placeId, ...Object.values(values)],
    );
  }
}
