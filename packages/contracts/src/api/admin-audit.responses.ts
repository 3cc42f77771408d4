/**
 * What the console's audit view (score timeline, replay, raw events), dashboard and quarantine list
 * read over `/admin-api/*`. docs/CONSOLE.md says what each shows.
 */
import type { NullableMetrics } from './admin-resources.responses';
import type { AlertSeverity } from '../constants/alert.constants';
import type { ReportStatus } from '../constants/community.constants';
import type { SafetyMetric } from '../constants/destination.constants';
import type { ActorRole } from '../envelope';

// ----- audit -------------------------------------------------------------------------------------

/** One event that moved a destination's metrics, as the audit view shows it. */
export interface AuditTimelineEntry {
  readonly eventId: string;
  /** Global position as `commit/prepare`. */
  readonly position: string;
  readonly revision: number;
  readonly type: string;
  readonly actorId: string | null;
  /** The actor's display name; `System` for seeds and timers; null for a deleted account. */
  readonly actorName: string | null;
  readonly actorRole: string;
  readonly occurredAt: string;
  readonly reason: string | null;
  /** Unrounded, null while unrated. */
  readonly before: NullableMetrics;
  readonly after: NullableMetrics;
  /** Only the metrics this event changed. */
  readonly changes: readonly {
    readonly metric: SafetyMetric;
    readonly before: number | null;
    readonly after: number | null;
  }[];
  readonly communityRatingsAfter: number;
}

/** `GET /admin-api/audit/destinations/{id}/timeline`: oldest first, every event on the chart. */
export interface AuditTimeline {
  readonly destinationId: number;
  readonly name: string;
  readonly entries: readonly AuditTimelineEntry[];
}

/** An event exactly as the store holds it: sealed personal fields stay sealed. */
export interface AuditEvent {
  /** ra's record id: `<stream>@<revision>`, which getOne reads back from the store. */
  readonly id: string;
  readonly eventId: string;
  readonly stream: string;
  readonly revision: number;
  /** Global position as `commit/prepare`; pass it back as `after` for the next page. */
  readonly position: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: {
    readonly correlationId: string;
    readonly causationId: string;
    readonly actorId: string | null;
    readonly actorRole: ActorRole;
    readonly occurredAt: string;
    readonly clientIpHash?: string;
  };
  readonly recordedAt: string;
}

/** `GET /admin-api/audit/streams/{stream}` and `GET /admin-api/audit/events`: one page. */
export interface AuditEventPage {
  readonly events: readonly AuditEvent[];
  /**
   * Where the next page starts, or null at the end: for a stream, the next revision (`from`); for
   * the global log, the last position of this page (`after`).
   */
  readonly next: string | null;
}

// ----- dashboard ---------------------------------------------------------------------------------

export interface DailyCount {
  /** UTC day, YYYY-MM-DD; every day of the window is present, zero counts included. */
  readonly day: string;
  readonly count: number;
}

export interface DailyReportCount {
  readonly day: string;
  readonly byStatus: Readonly<Record<ReportStatus, number>>;
}

/** `GET /admin-api/dashboard/stats`. */
export interface DashboardStats {
  readonly generatedAt: string;
  /** The last 30 UTC days, oldest first, today included. */
  readonly signUps: {
    readonly waitlist: readonly DailyCount[];
    readonly users: readonly DailyCount[];
  };
  /** Reports received per day (last 30 days), by their status now. */
  readonly reportsPerDay: readonly DailyReportCount[];
  /** Open items waiting for a moderator, per kind, and their sum. */
  readonly openQueue: {
    readonly total: number;
    readonly byKind: Readonly<Record<string, number>>;
    /** `moderation` when read from the moderation queue, `reports` when from rm_reports (status new). */
    readonly source: 'moderation' | 'reports';
  };
  /** Active alerts per severity (zeros included). */
  readonly activeAlertsBySeverity: Readonly<Record<AlertSeverity, number>>;
  readonly projectorLag: readonly {
    readonly projection: string;
    readonly version: number;
    readonly lag: number;
    readonly updatedAt: string;
  }[];
}

// ----- quarantine --------------------------------------------------------------------------------

/**
 * An event a projection could not fold after its retries (`GET /admin-api/quarantine`): the
 * projection recorded it and moved on. `npm run rebuild -- --quarantined` folds it again after a fix.
 */
export interface AdminQuarantinedEvent {
  /** `<projection>:<eventId>`. */
  readonly id: string;
  readonly projection: string;
  /** Global position as `commit/prepare`. */
  readonly position: string;
  readonly eventId: string;
  readonly stream: string;
  readonly revision: number;
  readonly type: string;
  /** What the projection threw. */
  readonly error: string;
  readonly attempts: number;
  readonly quarantinedAt: string;
  /** One record only: the event as the store holds it (sealed fields stay sealed). */
  readonly event?: AuditEvent | null;
}
