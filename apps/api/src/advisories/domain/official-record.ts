/**
 * One government's advice (or emergency numbers) for one country: a stream per country and source,
 * `advisory-FR-uk`. The decider appends the record when it is new, a change when its content differs
 * from the last one, nothing when it is the same, and a withdrawal when the source stopped publishing
 * it. A record that differs while the government's own date for it is the same is the same version
 * read again by a better reader of ours: a re-reading, not a change (no alert, not news). Advisories and emergency numbers share the shape, so they share this decider.
 */
import {
  AdvisoryEventTypes,
  type AdvisoryChangedData,
  type AdvisoryLevel,
  type AdvisoryRecord,
  type AdvisoryRegion,
  type AdvisorySource,
  type EmergencyNumbersRecord,
  type RecordedEvent,
  TravellerFactsEventTypes,
  type TravellerFactsRecord,
  DatasetFactEventTypes,
  type DatasetFactRecord,
} from '@safetrails/contracts';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';
import { contentHashOf } from './content-hash';

export interface OfficialRecordState {
  readonly contentHash: string | null;
  /** The government's own date for the version recorded (an advisory's `issuedAt`, a page's `checkedAt`). */
  readonly datedAt: string | null;
  readonly level: AdvisoryLevel | null;
  readonly regions: readonly { readonly name: string; readonly level: AdvisoryLevel }[];
  readonly summary: string | null;
  readonly withdrawn: boolean;
}

export type OfficialRecordCommand<R> =
  | { readonly kind: 'record'; readonly record: R }
  | {
      readonly kind: 'withdraw';
      readonly source: AdvisorySource;
      readonly countryCode: string;
      readonly reason: string;
    };

/** What an import did with one record. */
export type RecordOutcome = 'new' | 'changed' | 'reread' | 'unchanged' | 'withdrawn';

const initialState = (): OfficialRecordState => ({
  contentHash: null,
  datedAt: null,
  level: null,
  regions: [],
  summary: null,
  withdrawn: false,
});

function evolve(state: OfficialRecordState, event: RecordedEvent): OfficialRecordState {
  const data = event.data as {
    contentHash?: string;
    record?: {
      level?: AdvisoryLevel | null;
      regions?: readonly AdvisoryRegion[];
      summary?: string | null;
      issuedAt?: string | null;
      checkedAt?: string;
    };
  };
  switch (event.type) {
    case 'AdvisoryPublished':
    case 'AdvisoryChanged':
    case 'AdvisoryReread':
    case 'EmergencyNumbersPublished':
    case 'EmergencyNumbersChanged':
    case 'EmergencyNumbersReread':
    case 'TravellerFactsPublished':
    case 'TravellerFactsChanged':
    case 'TravellerFactsReread':
    case 'DatasetFactPublished':
    case 'DatasetFactChanged':
    case 'DatasetFactReread':
      return {
        contentHash: data.contentHash ?? null,
        datedAt: datedAtOf(data.record ?? {}),
        level: data.record?.level ?? null,
        regions: (data.record?.regions ?? []).map((region) => ({ name: region.name, level: region.level })),
        summary: data.record?.summary ?? null,
        withdrawn: false,
      };
    case 'AdvisoryWithdrawn':
      return { ...state, withdrawn: true };
    default:
      return state;
  }
}

/**
 * The source's own date for a record's version: an advisory's `issuedAt`, a page's `checkedAt`, a
 * dataset's `retrievedAt` (its file's last change).
 */
function datedAtOf(record: {
  readonly issuedAt?: string | null;
  readonly checkedAt?: string;
  readonly retrievedAt?: string;
}): string | null {
  return ('issuedAt' in record ? record.issuedAt : (record.checkedAt ?? record.retrievedAt)) ?? null;
}

/** A different record of the version the government dated as the last one: our reading changed, not the advice. */
function isRereading(state: OfficialRecordState, record: object): boolean {
  const datedAt = datedAtOf(record);
  return datedAt !== null && datedAt === state.datedAt;
}

export const advisoryDecider: Decider<OfficialRecordState, OfficialRecordCommand<AdvisoryRecord>> = {
  initialState,
  evolve,
  decide(command, state): DecidedEvent[] {
    if (command.kind === 'withdraw') {
      if (state.contentHash === null || state.withdrawn) return [];
      return [
        {
          ...AdvisoryEventTypes.AdvisoryWithdrawn,
          data: { source: command.source, countryCode: command.countryCode, reason: command.reason },
        },
      ];
    }
    const contentHash = contentHashOf(command.record);
    if (contentHash === state.contentHash && !state.withdrawn) return [];
    if (state.contentHash === null) {
      return [{ ...AdvisoryEventTypes.AdvisoryPublished, data: { record: command.record, contentHash } }];
    }
    return [
      {
        ...(isRereading(state, command.record) && !state.withdrawn
          ? AdvisoryEventTypes.AdvisoryReread
          : AdvisoryEventTypes.AdvisoryChanged),
        data: {
          record: command.record,
          contentHash,
          previousLevel: state.level,
          previousRegions: state.regions,
          previousSummary: state.summary,
        } satisfies AdvisoryChangedData,
      },
    ];
  },
};

/**
 * A record that is only ever replaced, never withdrawn (emergency numbers, traveller facts): the
 * first version is published, a different one is a change, the same one is nothing.
 */
function replacedRecordDecider<R extends object>(
  published: { readonly type: string; readonly schemaVersion: number },
  changed: { readonly type: string; readonly schemaVersion: number },
  reread: { readonly type: string; readonly schemaVersion: number },
): Decider<OfficialRecordState, OfficialRecordCommand<R>> {
  return {
    initialState,
    evolve,
    decide(command, state): DecidedEvent[] {
      if (command.kind === 'withdraw') return [];
      const contentHash = contentHashOf(command.record);
      if (contentHash === state.contentHash) return [];
      const type = state.contentHash === null ? published : isRereading(state, command.record) ? reread : changed;
      return [{ ...type, data: { record: command.record, contentHash } }];
    },
  };
}

export const emergencyNumbersDecider = replacedRecordDecider<EmergencyNumbersRecord>(
  AdvisoryEventTypes.EmergencyNumbersPublished,
  AdvisoryEventTypes.EmergencyNumbersChanged,
  AdvisoryEventTypes.EmergencyNumbersReread,
);

export const travellerFactsDecider = replacedRecordDecider<TravellerFactsRecord>(
  TravellerFactsEventTypes.TravellerFactsPublished,
  TravellerFactsEventTypes.TravellerFactsChanged,
  TravellerFactsEventTypes.TravellerFactsReread,
);

export const datasetFactDecider = replacedRecordDecider<DatasetFactRecord>(
  DatasetFactEventTypes.DatasetFactPublished,
  DatasetFactEventTypes.DatasetFactChanged,
  DatasetFactEventTypes.DatasetFactReread,
);

/** What the appended events mean for the import summary. */
export function outcomeOf(types: readonly string[]): RecordOutcome {
  if (types.length === 0) return 'unchanged';
  if (types.some((type) => type.endsWith('Withdrawn'))) return 'withdrawn';
  if (types.some((type) => type.endsWith('Published'))) return 'new';
  if (types.every((type) => type.endsWith('Reread'))) return 'reread';
  return 'changed';
}
