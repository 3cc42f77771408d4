/**
 * One government's advice (or emergency numbers) for one country: a stream per country and source,
 * `advisory-FR-uk`. The decider appends the record when it is new, a change when its content differs
 * from the last one, nothing when it is the same, and a withdrawal when the source stopped publishing
 * it. Advisories and emergency numbers share the shape, so they share this decider.
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
} from '@safetrails/contracts';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';
import { contentHashOf } from './content-hash';

export interface OfficialRecordState {
  readonly contentHash: string | null;
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
export type RecordOutcome = 'new' | 'changed' | 'unchanged' | 'withdrawn';

const initialState = (): OfficialRecordState => ({
  contentHash: null,
  level: null,
  regions: [],
  summary: null,
  withdrawn: false,
});

function evolve(state: OfficialRecordState, event: RecordedEvent): OfficialRecordState {
  const data = event.data as {
    contentHash?: string;
    record?: { level?: AdvisoryLevel | null; regions?: readonly AdvisoryRegion[]; summary?: string | null };
  };
  switch (event.type) {
    case 'AdvisoryPublished':
    case 'AdvisoryChanged':
    case 'EmergencyNumbersPublished':
    case 'EmergencyNumbersChanged':
    case 'TravellerFactsPublished':
    case 'TravellerFactsChanged':
      return {
        contentHash: data.contentHash ?? null,
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
        ...AdvisoryEventTypes.AdvisoryChanged,
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
function replacedRecordDecider<R>(
  published: { readonly type: string; readonly schemaVersion: number },
  changed: { readonly type: string; readonly schemaVersion: number },
): Decider<OfficialRecordState, OfficialRecordCommand<R>> {
  return {
    initialState,
    evolve,
    decide(command, state): DecidedEvent[] {
      if (command.kind === 'withdraw') return [];
      const contentHash = contentHashOf(command.record as object);
      if (contentHash === state.contentHash) return [];
      const type = state.contentHash === null ? published : changed;
      return [{ ...type, data: { record: command.record, contentHash } }];
    },
  };
}

export const emergencyNumbersDecider = replacedRecordDecider<EmergencyNumbersRecord>(
  AdvisoryEventTypes.EmergencyNumbersPublished,
  AdvisoryEventTypes.EmergencyNumbersChanged,
);

export const travellerFactsDecider = replacedRecordDecider<TravellerFactsRecord>(
  TravellerFactsEventTypes.TravellerFactsPublished,
  TravellerFactsEventTypes.TravellerFactsChanged,
);

/** What the appended events mean for the import summary. */
export function outcomeOf(types: readonly string[]): RecordOutcome {
  if (types.length === 0) return 'unchanged';
  if (types.some((type) => type.endsWith('Withdrawn'))) return 'withdrawn';
  if (types.some((type) => type.endsWith('Published'))) return 'new';
  return 'changed';
}
