/**
 * Events of safety alerts (`alert-<uuid>`): raised (verified at once when a moderator raises it, a
 * community report otherwise), edited, verified by a moderator, archived by a moderator or the
 * author with a reason, expired at its end time. A traveller's opening of an alert is an event on
 * their own stream (`traveller-<userId>`), so unviewed counts survive a rebuild.
 */
import type { RecordedEvent } from '../envelope';
import type { AlertSeverity, AlertType } from '../constants/alert.constants';

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
export type AlertEvent = AlertRaised | AlertEdited | AlertVerified | AlertArchived | AlertExpired;
export type AlertViewed = RecordedEvent<'AlertViewed', AlertViewedData>;

export const AlertEventTypes = {
  AlertRaised: { type: 'AlertRaised', schemaVersion: 1 },
  AlertEdited: { type: 'AlertEdited', schemaVersion: 1 },
  AlertVerified: { type: 'AlertVerified', schemaVersion: 1 },
  AlertArchived: { type: 'AlertArchived', schemaVersion: 1 },
  AlertExpired: { type: 'AlertExpired', schemaVersion: 1 },
  AlertViewed: { type: 'AlertViewed', schemaVersion: 1 },
} as const;

export function alertStreamName(alertId: string): string {
  return `alert-${alertId}`;
}
