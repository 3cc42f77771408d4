/**
 * Old events read in today's shape (docs/EVENTS.md "Changing an event's shape"). The log is never
 * rewritten: an event keeps the `schemaVersion` it was appended with, and the event stores hand it
 * to every reader (deciders, projections, the relay) upcast, one version at a time, to the version
 * its type has today. So a projection or a decider only ever knows the latest shape, and a log
 * written by any earlier release still folds.
 *
 * To change an event's shape: bump `schemaVersion` in its `*EventTypes` entry, change its data type,
 * and add one upcaster here from the old version to the new one. An upcaster is a pure function of
 * the old data (and the event's envelope): no clock, no lookups, so every replay gives the same
 * answer. The old-log fixture (test/fixtures/old-log) must still fold after the change.
 */
import type { RecordedEvent } from '../envelope';
import { AdvisoryEventTypes } from './advisory.events';
import { AlertEventTypes } from './alert.events';
import { AnalyticsEventTypes } from './analytics.events';
import { CommunityEventTypes } from './community.events';
import { DatasetFactEventTypes } from './dataset-facts.events';
import { DestinationEventTypes } from './destination.events';
import { IdentityEventTypes } from './identity.events';
import { ModerationEventTypes } from './moderation.events';
import { NotificationEventTypes } from './notification.events';
import { SafetyNetworkEventTypes } from './safety-network.events';
import { TravellerFactsEventTypes } from './traveller-facts.events';
import { WaitlistEventTypes } from './waitlist.events';

export interface Upcaster {
  readonly type: string;
  /** The version it reads; it answers the data of `from + 1`. */
  readonly from: number;
  upcast(data: unknown, event: RecordedEvent): unknown;
}

/** A step that keeps the data: the new version's type admits the old shape. */
function unchanged(data: unknown): unknown {
  return data;
}

// Nothing below runs when this module loads (no Map built, no call made): the web app imports
// the contracts too, and a bundler drops what it does not use only from a module without effects.
export const UPCASTERS: readonly Upcaster[] = [
  // Version 2 of these sealed the personal fields; their v2 data type admits v1's fields in clear
  // (`string | Sealed`), and the readers open what is sealed and take what is not.
  { type: 'WaitlistJoined', from: 1, upcast: unchanged },
  { type: 'FeedbackSubmitted', from: 1, upcast: unchanged },
  { type: 'DataIssueReported', from: 1, upcast: unchanged },
  { type: 'SurveySubmitted', from: 1, upcast: unchanged },
  { type: 'BugReported', from: 1, upcast: unchanged },
  {
    // v1 had no data: until the erasure ledger, an account was deleted only at her own request.
    type: 'AccountDeleted',
    from: 1,
    upcast: () => ({ via: 'account-settings' }),
  },
];

let versions: ReadonlyMap<string, number> | null = null;
let steps: ReadonlyMap<string, ReadonlyMap<number, Upcaster>> | null = null;

/** Every event type the product appends, with the version it appends today. */
export function currentSchemaVersions(): ReadonlyMap<string, number> {
  versions ??= new Map(
    [
      AdvisoryEventTypes,
      AlertEventTypes,
      AnalyticsEventTypes,
      CommunityEventTypes,
      DatasetFactEventTypes,
      DestinationEventTypes,
      IdentityEventTypes,
      ModerationEventTypes,
      NotificationEventTypes,
      SafetyNetworkEventTypes,
      TravellerFactsEventTypes,
      WaitlistEventTypes,
    ].flatMap((types) =>
      Object.values(types as Record<string, { type: string; schemaVersion: number }>).map(
        (entry) => [entry.type, entry.schemaVersion] as const,
      ),
    ),
  );
  return versions;
}

function stepsOf(type: string): ReadonlyMap<number, Upcaster> | undefined {
  if (!steps) {
    const byType = new Map<string, Map<number, Upcaster>>();
    for (const upcaster of UPCASTERS) {
      const ofType = byType.get(upcaster.type) ?? new Map<number, Upcaster>();
      ofType.set(upcaster.from, upcaster);
      byType.set(upcaster.type, ofType);
    }
    steps = byType;
  }
  return steps.get(type);
}

export class UnknownSchemaVersionError extends Error {
  constructor(event: RecordedEvent, current: number) {
    super(
      `${event.type} ${event.id} is schema version ${event.schemaVersion}, but this release knows ${current}: ` +
        (event.schemaVersion > current
          ? 'the log was written by a newer release'
          : `no upcaster from version ${event.schemaVersion}`),
    );
    this.name = 'UnknownSchemaVersionError';
  }
}

/** The event in today's shape: itself when it is already, else upcast step by step. */
export function upcast<E extends RecordedEvent>(event: E): E {
  const current = currentSchemaVersions().get(event.type);
  // Types outside the product's catalogue (a test's own) and events already current pass as they are.
  if (current === undefined || event.schemaVersion === current) return event;
  if (event.schemaVersion > current) throw new UnknownSchemaVersionError(event, current);
  let upcasted: RecordedEvent = event;
  while (upcasted.schemaVersion < current) {
    const step = stepsOf(event.type)?.get(upcasted.schemaVersion);
    if (!step) throw new UnknownSchemaVersionError(upcasted, current);
    upcasted = { ...upcasted, schemaVersion: upcasted.schemaVersion + 1, data: step.upcast(upcasted.data, upcasted) };
  }
  return upcasted as E;
}
