/**
 * Which events leave the system, and how they look on Kafka (docs/INTEGRATION.md). Messages are keyed
 * by stream id, so each alert's and each destination's events stay in order within a partition;
 * consumers dedupe by `eventId` (delivery is at least once).
 */
import {
  SAFETY_METRICS,
  type AlertArchivedData,
  type AlertRaisedData,
  type OfficialAlertOrigin,
  type OfficialAlertUpdatedData,
  type RecordedEvent,
  type SafetyMetric,
} from '@safetrails/contracts';

export const TOPICS = {
  alerts: 'safetrails.alerts.v1',
  safetyScores: 'safetrails.safety-scores.v1',
} as const;

export const ALERT_EVENT_TYPES = [
  'AlertRaised',
  'OfficialAlertUpdated',
  'AlertVerified',
  'AlertArchived',
  'AlertExpired',
] as const;
export const SCORE_CHANGE_EVENT_TYPES = [
  'DestinationRegistered',
  'BaselineRevised',
  'SafetyRatingSubmitted',
  'SafetyRatingRemoved',
] as const;
export const RELAYED_EVENT_TYPES: readonly string[] = [...ALERT_EVENT_TYPES, ...SCORE_CHANGE_EVENT_TYPES];

export interface IntegrationMessage {
  readonly topic: string;
  readonly key: string;
  readonly value: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The envelope every message carries; `data` is the type's own payload. */
export interface IntegrationEnvelope<Data> {
  readonly eventId: string;
  readonly type: string;
  readonly streamId: string;
  readonly occurredAt: string;
  readonly data: Data;
}

export interface AlertPayload {
  readonly alertId: string;
  readonly destinationId?: number | null;
  readonly title?: string;
  readonly content?: string;
  readonly severity?: string;
  readonly alertType?: string;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly radiusMetres?: number;
  readonly startTime?: string;
  readonly endTime?: string | null;
  readonly verified?: boolean;
  readonly reason?: string;
  /** An official alert's source (docs/ALERTS.md): who published it, its id there, its page. */
  readonly official?: {
    readonly source: string;
    readonly organisation: string;
    readonly sourceId: string;
    readonly kind: string;
    readonly url: string;
    readonly licence: string;
    readonly countries: readonly string[];
  };
}

export interface SafetyScorePayload {
  readonly destinationId: number;
  /** What moved the score: the source event's type. */
  readonly cause: string;
  /** The six metrics after the event, unrounded; null while unrated. */
  readonly metrics: Readonly<Record<SafetyMetric, number | null>>;
  readonly communityRatings: number;
}

const ALERT_MESSAGE_TYPES: Readonly<Record<(typeof ALERT_EVENT_TYPES)[number], string>> = {
  AlertRaised: 'alert.raised',
  OfficialAlertUpdated: 'alert.updated',
  AlertVerified: 'alert.verified',
  AlertArchived: 'alert.archived',
  AlertExpired: 'alert.expired',
};

/**
 * The message of an alert event. Only what a public feed would show travels: no author ids, and a
 * verifier or archiver is named by role, not by account.
 */
export function alertMessage(event: RecordedEvent): IntegrationMessage | null {
  const type = ALERT_MESSAGE_TYPES[event.type as keyof typeof ALERT_MESSAGE_TYPES];
  if (!type) return null;
  const alertId = event.stream.slice('alert-'.length);
  let data: AlertPayload;
  switch (event.type) {
    case 'AlertRaised': {
      const raised = event.data as AlertRaisedData;
      data = {
        alertId,
        destinationId: raised.destinationId,
        title: raised.title,
        content: raised.content,
        severity: raised.severity,
        alertType: raised.alertType,
        latitude: raised.latitude,
        longitude: raised.longitude,
        radiusMetres: raised.radiusMetres,
        startTime: raised.startTime,
        endTime: raised.endTime,
        verified: raised.verified,
        ...(raised.official ? { official: officialOf(raised.official) } : {}),
      };
      break;
    }
    case 'OfficialAlertUpdated': {
      const { changes, official } = event.data as OfficialAlertUpdatedData;
      data = {
        alertId,
        title: changes.title,
        content: changes.content,
        severity: changes.severity,
        latitude: changes.latitude,
        longitude: changes.longitude,
        radiusMetres: changes.radiusMetres,
        endTime: changes.endTime,
        official: officialOf(official),
      };
      break;
    }
    case 'AlertVerified':
      data = { alertId, verified: true };
      break;
    case 'AlertArchived':
      data = { alertId, reason: (event.data as AlertArchivedData).reason };
      break;
    default:
      data = { alertId };
  }
  return envelope(TOPICS.alerts, type, event, data);
}

function officialOf(official: OfficialAlertOrigin): NonNullable<AlertPayload['official']> {
  const { source, organisation, sourceId, kind, url, licence, countries } = official;
  return { source, organisation, sourceId, kind, url, licence, countries };
}

/** The message of a score change, given the metrics the destination's fold reached at this event. */
export function safetyScoreMessage(
  event: RecordedEvent,
  after: { readonly metrics: SafetyScorePayload['metrics']; readonly communityRatings: number },
): IntegrationMessage {
  const metrics = Object.fromEntries(SAFETY_METRICS.map((metric) => [metric, after.metrics[metric]])) as Record<
    SafetyMetric,
    number | null
  >;
  return envelope<SafetyScorePayload>(TOPICS.safetyScores, 'safety-score.changed', event, {
    destinationId: Number(event.stream.slice('destination-'.length)),
    cause: event.type,
    metrics,
    communityRatings: after.communityRatings,
  });
}

function envelope<Data>(topic: string, type: string, event: RecordedEvent, data: Data): IntegrationMessage {
  const value: IntegrationEnvelope<Data> = {
    eventId: event.id,
    type,
    streamId: event.stream,
    occurredAt: event.metadata.occurredAt,
    data,
  };
  return {
    topic,
    key: event.stream,
    value: JSON.stringify(value),
    headers: { 'event-id': event.id, 'event-type': type, 'schema-version': '1' },
  };
}
