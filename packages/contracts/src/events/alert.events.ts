/**
 * Events of safety alerts (`alert-<uuid>`): raised (verified at once when a moderator raises it, a
 * community report otherwise), edited, verified by a moderator, archived by a moderator or the
 * author with a reason, expired at its end time. A traveller's opening of an alert is an event on
 * their own stream (`traveller-<userId>`), so unviewed counts survive a rebuild.
 */
import type { RecordedEvent } from '../envelope';
import type { AlertSeverity, AlertType, OfficialAlertKind, OfficialAlertSource } from '../constants/alert.constants';

/** A GeoJSON polygon or multipolygon ([longitude, latitude] rings), where the source gives an area. */
export type AlertArea =
  | { readonly type: 'Polygon'; readonly coordinates: readonly (readonly (readonly [number, number])[])[] }
  | {
      readonly type: 'MultiPolygon';
      readonly coordinates: readonly (readonly (readonly (readonly [number, number])[])[])[];
    };

/**
 * Where an official alert comes from, as its source published it (docs/ALERTS.md). The title and
 * summary of the alert are the source's own words; `sourceSeverity` is the source's own scale
 * ("Orange", "PAGER yellow"), beside the severity we map it to.
 */
export interface OfficialAlertOrigin {
  readonly source: OfficialAlertSource;
  /** "U.S. Geological Survey", "GDACS (European Commission JRC and UN OCHA)", "UK Foreign, Commonwealth & Development Office". */
  readonly organisation: string;
  /** The source's own id of the event: "us7000abcd", "EQ1468716", "advisory-FR-uk". */
  readonly sourceId: string;
  readonly kind: OfficialAlertKind;
  /** The source's own words for the severity. */
  readonly sourceSeverity: string;
  /** When the event happened or the source issued it (ISO 8601). */
  readonly eventTime: string;
  /** The source's own last-update time, where it gives one. */
  readonly sourceUpdatedAt: string | null;
  /** The IANA time zone at the event's point (absent on a whole country): the place's local time. */
  readonly timeZone?: string | null;
  readonly retrievedAt: string;
  /** The source's page for the event. */
  readonly url: string;
  readonly licence: string;
  /** The source's area where it gives one; otherwise the alert's point and radius are its area. */
  readonly area: AlertArea | null;
  /** ISO 3166-1 alpha-2 of the countries it touches (the source's list, or the cities' countries). */
  readonly countries: readonly string[];
  /** The catalogue's cities inside the area when it was imported: where it shows and whom it rings. */
  readonly destinationIds: readonly number[];
  /** SHA-256 of what the source said (not when we read it, nor which cities matched). */
  readonly contentHash: string;
}

export interface AlertRaisedData {
  readonly alertId: string;
  readonly destinationId: number | null;
  readonly title: string;
  readonly content: string;
  readonly severity: AlertSeverity;
  readonly alertType: AlertType;
  readonly source: string | null;
  /** Where it applies; null when neither the form nor the destination gave a place. */
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly radiusMetres: number;
  readonly startTime: string;
  readonly endTime: string | null;
  /** Raised by a moderator or admin: verified from the start. */
  readonly verified: boolean;
  readonly raisedBy: string;
  /** Present on an alert a monitoring organisation or a government published (`OFFICIAL_ALERT_RAISER` raised it). */
  readonly official?: OfficialAlertOrigin;
}

export type AlertEditedData = Partial<
  Pick<
    AlertRaisedData,
    | 'title'
    | 'content'
    | 'severity'
    | 'alertType'
    | 'source'
    | 'latitude'
    | 'longitude'
    | 'radiusMetres'
    | 'startTime'
    | 'endTime'
  >
>;

/** The source published a new version of the event: new words, severity, place or area. */
export interface OfficialAlertUpdatedData {
  readonly changes: AlertEditedData;
  readonly official: OfficialAlertOrigin;
}

export interface AlertVerifiedData {
  readonly verifiedBy: string;
}

export interface AlertArchivedData {
  readonly archivedBy: string;
  readonly reason: string;
}

export interface AlertExpiredData {
  readonly endTime: string;
}

export interface AlertViewedData {
  readonly alertId: string;
}

export type AlertRaised = RecordedEvent<'AlertRaised', AlertRaisedData>;
export type AlertEdited = RecordedEvent<'AlertEdited', AlertEditedData>;
export type AlertVerified = RecordedEvent<'AlertVerified', AlertVerifiedData>;
export type AlertArchived = RecordedEvent<'AlertArchived', AlertArchivedData>;
export type AlertExpired = RecordedEvent<'AlertExpired', AlertExpiredData>;
export type OfficialAlertUpdated = RecordedEvent<'OfficialAlertUpdated', OfficialAlertUpdatedData>;
export type AlertEvent =
  AlertRaised | AlertEdited | OfficialAlertUpdated | AlertVerified | AlertArchived | AlertExpired;
export type AlertViewed = RecordedEvent<'AlertViewed', AlertViewedData>;

export const AlertEventTypes = {
  AlertRaised: { type: 'AlertRaised', schemaVersion: 1 },
  AlertEdited: { type: 'AlertEdited', schemaVersion: 1 },
  OfficialAlertUpdated: { type: 'OfficialAlertUpdated', schemaVersion: 1 },
  AlertVerified: { type: 'AlertVerified', schemaVersion: 1 },
  AlertArchived: { type: 'AlertArchived', schemaVersion: 1 },
  AlertExpired: { type: 'AlertExpired', schemaVersion: 1 },
  AlertViewed: { type: 'AlertViewed', schemaVersion: 1 },
} as const;

export function alertStreamName(alertId: string): string {
  return `alert-${alertId}`;
}
