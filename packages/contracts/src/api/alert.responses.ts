/** Answers of the alert routes, in the spec's field names (spec part 1 section 3 "Safety alert"). */
import { OFFICIAL_SOURCE_SHORT_NAMES, type AlertSeverity, type AlertType } from '../constants/alert.constants';
import type { OfficialAlertOrigin } from '../events/alert.events';

/** Where an official alert comes from (docs/ALERTS.md): shown as "Official: USGS", with its link. */
export type OfficialAlertInfo = Omit<OfficialAlertOrigin, 'countries' | 'destinationIds' | 'contentHash'>;

export interface SafetyAlert {
  readonly id: string;
  readonly destinationId: number | null;
  /** "Paris, France" when the alert belongs to a destination. */
  readonly destinationName: string | null;
  readonly title: string;
  readonly content: string;
  readonly source: string | null;
  readonly severity: AlertSeverity;
  readonly alertType: AlertType;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly radius: number;
  readonly startTime: string;
  readonly endTime: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Not archived and not past its end time. */
  readonly isActive: boolean;
  /** False for a traveller's report a moderator has not verified: "Community report, unverified". */
  readonly verified: boolean;
  readonly archivedReason: string | null;
  /** The signed-in traveller raised it (they may archive it). */
  readonly mine: boolean;
  /** Set on an alert a monitoring organisation or a government published; null on a community or moderator alert. */
  readonly official: OfficialAlertInfo | null;
  /** ISO alpha-2 of the countries an official alert touches (a destination alert: its country). */
  readonly countries: readonly string[];
}

/** A nearby alert, with its distance from the point asked about. */
export interface NearbySafetyAlert extends SafetyAlert {
  readonly distanceMetres: number;
}

export interface AlertHistoryEntry {
  readonly id: string;
  readonly userId: string;
  readonly alertId: string;
  readonly viewed: boolean;
  readonly sentVia: readonly string[];
  readonly createdAt: string;
  readonly alert: SafetyAlert;
}

/** `GET /api/alert-history/unviewed`. */
export interface UnviewedAlerts {
  readonly count: number;
  readonly alerts: readonly AlertHistoryEntry[];
}

/** "Official: USGS"; a government's change names the government ("Official: UK Foreign, …"). */
export function officialLabel(official: Pick<OfficialAlertInfo, 'source' | 'organisation'>): string {
  return `Official: ${official.source === 'advisories' ? official.organisation : OFFICIAL_SOURCE_SHORT_NAMES[official.source]}`;
}
