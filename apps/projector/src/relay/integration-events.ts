/**
 * Which events leave the system, and how they look on Kafka (docs/INTEGRATION.md). Messages are keyed
 * by stream id, so each alert's and each destination's events stay in order within a partition;
 * consumers dedupe by `eventId` (delivery is at least once).
 */
import {
  SAFETY_METRICS,
  type AdvisoryChangedData,
  type AdvisoryLevel,
  type AdvisoryPublishedData,
  type AdvisorySource,
  type AdvisoryWithdrawnData,
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
  advisories: 'safetrails.advisories.v1',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** Retention of every topic: 30 days, long enough for a consumer that was away for a while. */
export const TOPIC_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How each topic is made when the relay finds it missing: partitions spread the streams (keys)
 * without reordering any one; deleted after TOPIC_RETENTION_MS.
 */
export const TOPIC_SPECS: Readonly<Record<Topic, { readonly partitions: number; readonly retentionMs: number }>> = {
  [TOPICS.alerts]: { partitions: 6, retentionMs: TOPIC_RETENTION_MS },
  [TOPICS.safetyScores]: { partitions: 6, retentionMs: TOPIC_RETENTION_MS },
  [TOPICS.advisories]: { partitions: 6, retentionMs: TOPIC_RETENTION_MS },
};

/** The payload schema's version each message names in its `schema-version` header. */
export const MESSAGE_SCHEMA_VERSION = '1';

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
/** A government's advice published, changed or withdrawn (a re-reading of the same version is not news). */
export const ADVICE_EVENT_TYPES = ['AdvisoryPublished', 'AdvisoryChanged', 'AdvisoryWithdrawn'] as const;
export const RELAYED_EVENT_TYPES: readonly string[] = [
  ...ALERT_EVENT_TYPES,
  ...SCORE_CHANGE_EVENT_TYPES,
  ...ADVICE_EVENT_TYPES,
];

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

export interface AdvicePayload {
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  readonly source: AdvisorySource;
  readonly organisation?: string;
  /** 1-4 (docs/ADVISORIES.md); null where the government gives no country-wide level. */
  readonly level?: AdvisoryLevel | null;
  /** The government's own words for it. */
  readonly sourceLevel?: string | null;
  /** On `advice.changed`: the level before. */
  readonly previousLevel?: AdvisoryLevel | null;
  readonly issuedAt?: string | null;
  readonly url?: string;
  /** The areas it rates apart, with the government's words for each. */
  readonly regions?: readonly { readonly name: string; readonly level: AdvisoryLevel; readonly sourceLevel: string }[];
  /** On `advice.withdrawn`: why. */
  readonly reason?: string;
}

export const ALERT_MESSAGE_TYPES: Readonly<Record<(typeof ALERT_EVENT_TYPES)[number], string>> = {
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

export const ADVICE_MESSAGE_TYPES: Readonly<Record<(typeof ADVICE_EVENT_TYPES)[number], string>> = {
  AdvisoryPublished: 'advice.published',
  AdvisoryChanged: 'advice.changed',
  AdvisoryWithdrawn: 'advice.withdrawn',
};

/** The message of a government's advice for a country: published, changed or withdrawn. */
export function adviceMessage(event: RecordedEvent): IntegrationMessage | null {
  const type = ADVICE_MESSAGE_TYPES[event.type as keyof typeof ADVICE_MESSAGE_TYPES];
  if (!type) return null;
  if (event.type === 'AdvisoryWithdrawn') {
    const { countryCode, source, reason } = event.data as AdvisoryWithdrawnData;
    return envelope<AdvicePayload>(TOPICS.advisories, type, event, { countryCode, source, reason });
  }
  const { record } = event.data as AdvisoryPublishedData;
  const previous =
    event.type === 'AdvisoryChanged' ? { previousLevel: (event.data as AdvisoryChangedData).previousLevel } : {};
  return envelope<AdvicePayload>(TOPICS.advisories, type, event, {
    countryCode: record.countryCode,
    source: record.source,
    organisation: record.organisation,
    level: record.level,
    sourceLevel: record.sourceLevel,
    ...previous,
    issuedAt: record.issuedAt,
    url: record.url,
    regions: record.regions.map(({ name, level, sourceLevel }) => ({ name, level, sourceLevel })),
  });
}

/** A log position as a header: `<commit>/<prepare>`, ordered as the log is. */
export function positionHeader(event: RecordedEvent): string {
  return `${event.position.commit}/${event.position.prepare}`;
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
    headers: {
      'event-id': event.id,
      'event-type': type,
      'schema-version': MESSAGE_SCHEMA_VERSION,
      'log-position': positionHeader(event),
    },
  };
}
