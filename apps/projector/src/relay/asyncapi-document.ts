/**
 * The AsyncAPI 3 document of the integration events (apps/projector/asyncapi.yaml, docs/INTEGRATION.md):
 * every topic with its partitions and retention, every message with its key, headers, payload schema
 * and an example. The payload schemas are generated from the TypeScript types the relay publishes
 * (asyncapi-document.unit.spec.ts), and each example is the message the relay's own mapping makes of
 * a sample event, so the document cannot drift from what goes on the wire.
 */
import type { AdvisoryRecord, RecordedEvent } from '@safetrails/contracts';
import {
  ADVICE_MESSAGE_TYPES,
  ALERT_MESSAGE_TYPES,
  MESSAGE_SCHEMA_VERSION,
  TOPIC_SPECS,
  TOPICS,
  adviceMessage,
  alertMessage,
  safetyScoreMessage,
  type IntegrationMessage,
  type Topic,
} from './integration-events';

/** JSON schemas of the payloads, by type name: AlertPayload, SafetyScorePayload, AdvicePayload. */
export type PayloadSchemas = Readonly<Record<'AlertPayload' | 'SafetyScorePayload' | 'AdvicePayload', object>>;

const WHEN: Readonly<Record<string, string>> = {
  'alert.raised':
    'An alert is raised: by a moderator (verified), by a traveller (a community report, not verified) or by an official source (USGS, GDACS; verified, with `official`).',
  'alert.updated':
    'An official source published a new version of its event (a revised magnitude, a new GDACS episode).',
  'alert.verified': 'A moderator verified a community report.',
  'alert.archived': 'The author or a moderator archived the alert.',
  'alert.expired': 'Its end time passed.',
  'safety-score.changed':
    'A destination was registered, its baseline revised, or a rating given, replaced or removed: its six metrics after the event.',
  'advice.published': 'A government published its advice for a country for the first time.',
  'advice.changed': 'A government changed its advice for a country (a re-reading of the same version is not relayed).',
  'advice.withdrawn': 'A government stopped publishing advice for a country.',
};

const CHANNEL_OF: Readonly<Record<Topic, { readonly id: string; readonly description: string }>> = {
  [TOPICS.alerts]: {
    id: 'alerts',
    description: 'Alerts, raised by moderators, travellers and official sources, and what becomes of them.',
  },
  [TOPICS.safetyScores]: {
    id: 'safetyScores',
    description: 'Each destination’s safety metrics after every event that moves them.',
  },
  [TOPICS.advisories]: {
    id: 'advisories',
    description: 'The five governments’ travel advice per country: published, changed, withdrawn.',
  },
};

function sampleEvent(stream: string, revision: bigint, type: string, data: unknown): RecordedEvent {
  return {
    id: '0b9f3c52-6d1e-4f7a-9a41-2c5e8d7b1f30',
    stream,
    revision,
    position: { commit: 48213n, prepare: 731904n },
    type,
    schemaVersion: 1,
    data,
    metadata: {
      correlationId: 'example',
      causationId: 'example',
      actorId: null,
      actorRole: 'system',
      occurredAt: '2026-12-06T09:30:00.000Z',
    },
    recordedAt: new Date('2026-12-06T09:30:00.000Z'),
  };
}

const ADVICE_RECORD: AdvisoryRecord = {
  source: 'us',
  organisation: 'U.S. Department of State',
  countryCode: 'KE',
  sourceCountryName: 'Kenya',
  level: 2,
  sourceLevel: 'Level 2: Exercise Increased Caution',
  title: 'Kenya Travel Advisory',
  summary: null,
  indicators: [],
  regions: [
    {
      name: 'Kenya-Somalia border counties (Garissa, Wajir, Mandera), Tana River County, and coastal areas north of Malindi',
      level: 4,
      sourceLevel: 'Do Not Travel',
    },
  ],
  womenTravellers: null,
  lgbtTravellers: null,
  issuedAt: '2026-07-31T00:00:00.000Z',
  retrievedAt: '2026-12-06T09:00:00.000Z',
  url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/kenya-travel-advisory.html',
  licence: 'Public domain (U.S. Government work)',
};

/** One example per message type: the relay's own mapping of a sample event. */
function examples(): Map<string, IntegrationMessage> {
  const alertStream = 'alert-5c1d8e2a-3b4f-4c6d-8e9f-0a1b2c3d4e5f';
  const alertId = alertStream.slice('alert-'.length);
  const official = {
    source: 'usgs',
    organisation: 'U.S. Geological Survey',
    sourceId: 'us7000abcd',
    kind: 'earthquake',
    url: 'https://earthquake.usgs.gov/earthquakes/eventpage/us7000abcd',
    licence: 'Public domain (U.S. Government work)',
    countries: ['NP'],
    pager: null,
  };
  const raised = {
    alertId,
    destinationId: 1282898,
    title: 'Earthquake 9 km from Pokhara, Nepal',
    content: 'M 6.4 - 9 km NNE of Pokhara, Nepal',
    severity: 'medium',
    alertType: 'natural_disaster',
    source: 'U.S. Geological Survey',
    latitude: 28.29,
    longitude: 83.99,
    radiusMetres: 100000,
    startTime: '2026-12-06T09:29:00.000Z',
    endTime: null,
    verified: true,
    raisedBy: null,
    official,
  };
  const messages = [
    alertMessage(sampleEvent(alertStream, 0n, 'AlertRaised', raised)),
    alertMessage(
      sampleEvent(alertStream, 1n, 'OfficialAlertUpdated', {
        changes: {
          ...raised,
          title: 'Earthquake 8 km from Pokhara, Nepal',
          content: 'M 6.5 - 8 km NNE of Pokhara, Nepal',
        },
        official,
      }),
    ),
    alertMessage(sampleEvent(alertStream, 2n, 'AlertVerified', {})),
    alertMessage(sampleEvent(alertStream, 3n, 'AlertArchived', { reason: 'the event is over' })),
    alertMessage(sampleEvent(alertStream, 4n, 'AlertExpired', {})),
    safetyScoreMessage(sampleEvent('destination-1282898', 7n, 'SafetyRatingSubmitted', {}), {
      metrics: {
        safetyScore: 71.4,
        walkability: 68.2,
        publicTransport: 60.5,
        harassmentLevel: 74.9,
        pettyCrime: 66,
        medicalAccess: 70.3,
      },
      communityRatings: 12,
    }),
    adviceMessage(sampleEvent('advisory-KE-us', 0n, 'AdvisoryPublished', { record: ADVICE_RECORD, contentHash: 'x' })),
    adviceMessage(
      sampleEvent('advisory-KE-us', 1n, 'AdvisoryChanged', {
        record: { ...ADVICE_RECORD, level: 3, sourceLevel: 'Level 3: Reconsider Travel' },
        contentHash: 'y',
        previousLevel: 2,
      }),
    ),
    adviceMessage(
      sampleEvent('advisory-KE-us', 2n, 'AdvisoryWithdrawn', {
        source: 'us',
        countryCode: 'KE',
        reason: 'no longer published',
      }),
    ),
  ];
  return new Map(
    messages.map((message) => {
      if (!message) throw new Error('an example event mapped to no message');
      return [message.headers['event-type']!, message];
    }),
  );
}

const HEADERS = {
  type: 'object',
  required: ['event-id', 'event-type', 'schema-version', 'log-position'],
  properties: {
    'event-id': {
      type: 'string',
      format: 'uuid',
      description: 'The event’s id: the same on a message sent again. Drop a message whose event id you have seen.',
    },
    'event-type': { type: 'string', description: 'The message type (`alert.raised`, …), as `type` in the payload.' },
    'schema-version': {
      type: 'string',
      const: MESSAGE_SCHEMA_VERSION,
      description: 'The version of the payload’s schema.',
    },
    'log-position': {
      type: 'string',
      pattern: '^[0-9]+/[0-9]+$',
      description:
        'Where the event stands in SafeTrails’ log (`<commit>/<prepare>`): later events of one key carry later positions.',
    },
  },
};

function envelopeOf(type: string, payloadType: keyof PayloadSchemas): object {
  return {
    type: 'object',
    required: ['eventId', 'type', 'streamId', 'occurredAt', 'data'],
    properties: {
      eventId: { type: 'string', format: 'uuid', description: 'As the `event-id` header.' },
      type: { type: 'string', const: type },
      streamId: { type: 'string', description: 'The stream the event belongs to: the message’s key.' },
      occurredAt: { type: 'string', format: 'date-time' },
      data: { $ref: `#/components/schemas/${payloadType}` },
    },
  };
}

/** The AsyncAPI 3.0 document, as a plain object (asyncapi.yaml is its YAML). */
export function asyncApiDocument(schemas: PayloadSchemas): object {
  const byType = examples();
  const messageTypes: { type: string; topic: Topic; payload: keyof PayloadSchemas }[] = [
    ...Object.values(ALERT_MESSAGE_TYPES).map((type) => ({
      type,
      topic: TOPICS.alerts,
      payload: 'AlertPayload' as const,
    })),
    { type: 'safety-score.changed', topic: TOPICS.safetyScores, payload: 'SafetyScorePayload' },
    ...Object.values(ADVICE_MESSAGE_TYPES).map((type) => ({
      type,
      topic: TOPICS.advisories,
      payload: 'AdvicePayload' as const,
    })),
  ];
  const messageId = (type: string) => type.replace(/[.-](\w)/g, (_, letter: string) => letter.toUpperCase());
  const channels: Record<string, object> = {};
  const operations: Record<string, object> = {};
  for (const topic of Object.values(TOPICS)) {
    const { id, description } = CHANNEL_OF[topic];
    const ids = messageTypes.filter((message) => message.topic === topic).map((message) => messageId(message.type));
    channels[id] = {
      address: topic,
      description,
      messages: Object.fromEntries(ids.map((name) => [name, { $ref: `#/components/messages/${name}` }])),
      bindings: {
        kafka: {
          bindingVersion: '0.5.0',
          topic,
          partitions: TOPIC_SPECS[topic].partitions,
          topicConfiguration: { 'cleanup.policy': ['delete'], 'retention.ms': TOPIC_SPECS[topic].retentionMs },
        },
      },
    };
    operations[`receive${id[0]!.toUpperCase()}${id.slice(1)}`] = {
      action: 'receive',
      channel: { $ref: `#/channels/${id}` },
      summary: `Read ${topic}. Delivery is at least once: drop a message whose event id you have seen.`,
      messages: ids.map((name) => ({ $ref: `#/channels/${id}/messages/${name}` })),
    };
  }
  const messages = Object.fromEntries(
    messageTypes.map(({ type, payload }) => {
      const example = byType.get(type)!;
      return [
        messageId(type),
        {
          name: type,
          title: type,
          summary: WHEN[type],
          contentType: 'application/json',
          headers: { $ref: '#/components/schemas/Headers' },
          payload: envelopeOf(type, payload),
          bindings: {
            kafka: {
              bindingVersion: '0.5.0',
              key: {
                type: 'string',
                description:
                  'The stream id: every event of one alert, destination or government’s country advice on one partition, in order.',
              },
            },
          },
          examples: [{ name: type, headers: { ...example.headers }, payload: JSON.parse(example.value) as object }],
        },
      ];
    }),
  );
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'SafeTrails integration events',
      version: MESSAGE_SCHEMA_VERSION,
      description:
        'What SafeTrails publishes on Apache Kafka for systems outside it (docs/INTEGRATION.md): alerts, safety score changes and the governments’ advice, keyed by stream, at least once.',
    },
    defaultContentType: 'application/json',
    servers: {
      local: {
        host: '127.0.0.1:9092',
        protocol: 'kafka',
        description: 'The broker `npm run kafka` starts (its port is printed).',
      },
      compose: {
        host: 'kafka:9092',
        protocol: 'kafka',
        description: 'The broker of docker-compose.yml, on its network.',
      },
    },
    channels,
    operations,
    components: { messages, schemas: { Headers: HEADERS, ...schemas } },
  };
}
