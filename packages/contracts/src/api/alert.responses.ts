/** Answers of the alert routes, in the spec's field names (spec part 1 section 3 "Safety alert"). */
import type { AlertSeverity, AlertType } from '../constants/alert.constants';

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
