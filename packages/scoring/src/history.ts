/**
 * The audit trail: one history entry per score event (DESIGN.md "The safety score"), and the replay
 * of a destination's events up to an instant. Both run `evolveScore`, the projector's fold.
 */
import {
  comparePositions,
  type AdvisoryChangedData,
  type AdvisoryPublishedData,
  type AdvisoryWithdrawnData,
  type BaselineRevisedData,
  type DestinationRegisteredData,
  type RecordedEvent,
  type SafetyRatingRemovedData,
  type SafetyRatingSubmittedData,
  type ScoreAsOf,
  type ScoreHistoryEntry,
} from '@safetrails/contracts';
import {
  ADVISORY_PRIOR_LABEL,
  advisoryCountryOf,
  evolveCountryAdvice,
  isAdvisoryEvent,
  samePrior,
  type AdvisoryPrior,
  type CountryAdvice,
} from './advisory-prior';
import { explainScore } from './explanation';
import {
  evolveScore,
  initialScoreState,
  isScoreEvent,
  metricsOf,
  withAdvisoryPrior,
  type ScoreState,
} from './score-state';

export function formatPosition(position: RecordedEvent['position']): string {
  return `${position.commit}/${position.prepare}`;
}

/** A prior in words: its median and highest level, and the areas that set them. */
export function priorWords(prior: AdvisoryPrior): string {
  const local = prior.sources
    .filter((source) => source.area !== null)
    .map((source) => `${source.source}: ${source.area}`);
  return `median level ${prior.level}, highest ${prior.highestLevel}, of ${prior.sources.length} governments${local.length ? ` (areas: ${local.join('; ')})` : ''}`;
}

/** Why the score moved, in words an auditor can read. */
export function reasonOf(event: Pick<RecordedEvent, 'type' | 'data'>, after?: ScoreState): string | null {
  switch (event.type) {
    case 'DestinationRegistered': {
      const data = event.data as DestinationRegisteredData;
      if (data.baselineSource)
        return `Registered with a baseline from ${data.baselineSource.source} (${data.baselineSource.asOf})`;
      return after?.advisoryPrior
        ? `Registered ${ADVISORY_PRIOR_LABEL}: ${priorWords(after.advisoryPrior)} (${data.origin})`
        : `Registered without a baseline (${data.origin})`;
    }
    case 'BaselineRevised':
      return (event.data as BaselineRevisedData).reason;
    case 'SafetyRatingSubmitted':
      return (event.data as SafetyRatingSubmittedData).replaces
        ? 'A traveller replaced their rating'
        : 'A traveller rated the destination';
    case 'SafetyRatingRemoved':
      return (event.data as SafetyRatingRemovedData).reason;
    case 'AdvisoryReread': {
      const { record } = event.data as AdvisoryPublishedData;
      const issued = record.issuedAt ? ` of ${record.issuedAt.slice(0, 10)}` : '';
      return `SafeTrails re-read the ${record.organisation}'s advice${issued} (the advice itself did not change)`;
    }
    case 'AdvisoryPublished':
    case 'AdvisoryChanged': {
      const { record } = event.data as AdvisoryPublishedData;
      const previous = (event.data as Partial<AdvisoryChangedData>).previousLevel;
      const words = record.sourceLevel
        ? `"${record.sourceLevel}"`
        : record.level
          ? `level ${record.level}`
          : 'no country-wide level';
      const moved = event.type === 'AdvisoryChanged' ? ` (was level ${previous ?? 'none'})` : '';
      const issued = record.issuedAt ? `, issued ${record.issuedAt.slice(0, 10)}` : '';
      return `${record.organisation} ${event.type === 'AdvisoryChanged' ? 'changed its advice' : 'advice'}: ${words}${moved}${issued}`;
    }
    case 'DestinationCatalogued':
      return 'The catalogue placed the city in a region the official advice names';
    case 'AdvisoryWithdrawn': {
      const data = event.data as AdvisoryWithdrawnData;
      return `Official advice withdrawn (${data.source}): ${data.reason}`;
    }
    default:
      return null;
  }
}

/** The history entry an event writes, or null when it does not touch the metrics. */
export function historyEntryOf(before: ScoreState, after: ScoreState, event: RecordedEvent): ScoreHistoryEntry | null {
  // An advisory event (or a new admin-1 region from the catalogue) writes a row where it moved the prior.
  const movesPrior = isAdvisoryEvent(event.type) || event.type === 'DestinationCatalogued';
  if (movesPrior ? samePrior(before.advisoryPrior, after.advisoryPrior) : !isScoreEvent(event.type)) return null;
  return {
    eventId: event.id,
    position: formatPosition(event.position),
    revision: Number(event.revision),
    type: event.type,
    actorId: event.metadata.actorId,
    actorRole: event.metadata.actorRole,
    occurredAt: event.metadata.occurredAt,
    reason: reasonOf(event, after),
    before: metricsOf(before),
    after: metricsOf(after),
    communityRatingsAfter: after.ratingCount,
  };
}

/** A destination's score state and the advice of its country, as the fold carries them. */
export interface ScoreFold {
  readonly state: ScoreState;
  readonly advice: CountryAdvice;
}

export function initialScoreFold(): ScoreFold {
  return { state: initialScoreState(), advice: {} };
}

/**
 * Folds one event of the destination's stream or of its country's advisory streams (in global
 * order). Registration takes the country's advice as it stands; a later advisory event moves the
 * prior of a registered destination of that country.
 */
export function evolveScoreFold(fold: ScoreFold, event: RecordedEvent): ScoreFold {
  if (isAdvisoryEvent(event.type)) {
    if (fold.state.countryCode !== null && advisoryCountryOf(event) !== fold.state.countryCode) return fold;
    const advice = evolveCountryAdvice(fold.advice, event);
    const state = fold.state.registered ? withAdvisoryPrior(fold.state, advice, event.metadata.occurredAt) : fold.state;
    return { state, advice };
  }
  const next = evolveScore(fold.state, event);
  const regional = event.type === 'DestinationRegistered' || event.type === 'DestinationCatalogued';
  const state = regional ? withAdvisoryPrior(next, fold.advice, event.metadata.occurredAt) : next;
  return { state, advice: fold.advice };
}

/** Merges a destination's stream with its country's advisory streams in global order. */
export function inGlobalOrder(...streams: readonly (readonly RecordedEvent[])[]): RecordedEvent[] {
  return streams.flat().sort((a, b) => comparePositions(a.position, b.position));
}

/** Folds a destination's events (and its country's advice) in global order and collects the history they write. */
export function foldHistory(events: Iterable<RecordedEvent>): { state: ScoreState; entries: ScoreHistoryEntry[] } {
  let fold = initialScoreFold();
  const entries: ScoreHistoryEntry[] = [];
  for (const event of events) {
    const next = evolveScoreFold(fold, event);
    const entry = historyEntryOf(fold.state, next.state, event);
    if (entry) entries.push(entry);
    fold = next;
  }
  return { state: fold.state, entries };
}

/**
 * A replay's starting point: the fold of every event up to a position, and the last of those events.
 * Starting `scoreAsOf` from it, with only the events after that position, gives the same answer as
 * the full replay for any instant no earlier than `foldedUntil`, the latest `occurredAt` among the
 * events folded into it (none of them would have been left out). The destinations projection
 * writes one every SNAPSHOT_EVERY events of a destination's stream.
 */
export interface ScoreSnapshot {
  readonly fold: ScoreFold;
  readonly lastEvent: NonNullable<ScoreAsOf['lastEvent']>;
  readonly foldedUntil: string;
  /**
   * The latest `occurredAt` among the destination's own events folded into it, without its
   * country's advice: a snapshot whose only later events are advice is still a starting point,
   * through `snapshotAsOf`. Absent in snapshots written before it was kept.
   */
  readonly ownFoldedUntil?: string;
}

/**
 * A snapshot as of an instant earlier than some of the advice folded into it (advice imported
 * today folds into a destination's snapshot of January): its own events' state, with the advice
 * rebuilt from the country's advisory events up to the snapshot's position that occurred by the
 * instant, and the prior that advice gives. The prior depends only on the advice in force and the
 * destination's place, so this is the state the full replay has at that position; `scoreAsOf` then
 * carries on from it. `advice` is every advisory event of the country up to the snapshot's position.
 */
export function snapshotAsOf(snapshot: ScoreSnapshot, advice: Iterable<RecordedEvent>, asOf: Date): ScoreSnapshot {
  const own = snapshot.fold.state;
  let countryAdvice: CountryAdvice = {};
  for (const event of advice) {
    if (!isAdvisoryEvent(event.type) || Date.parse(event.metadata.occurredAt) > asOf.getTime()) continue;
    if (own.countryCode !== null && advisoryCountryOf(event) !== own.countryCode) continue;
    countryAdvice = evolveCountryAdvice(countryAdvice, event);
  }
  const state = own.registered
    ? withAdvisoryPrior(own, countryAdvice, own.updatedAt ?? snapshot.lastEvent.occurredAt)
    : own;
  return { ...snapshot, fold: { state, advice: countryAdvice } };
}

/** How many events of a destination's stream between two score snapshots. */
export const SNAPSHOT_EVERY = 1000;

/**
 * The score as of an instant: the destination's events and its country's advisory events that
 * occurred at or before it, folded in global order; events that occurred after the instant are left
 * out. With `from`, the replay starts from a snapshot and `events` are those after its position.
 */
export async function scoreAsOf(
  destinationId: number,
  events: AsyncIterable<RecordedEvent> | Iterable<RecordedEvent>,
  asOf: Date,
  from?: ScoreSnapshot,
): Promise<ScoreAsOf> {
  let fold = from?.fold ?? initialScoreFold();
  let lastEvent: ScoreAsOf['lastEvent'] = from?.lastEvent ?? null;
  for await (const event of events) {
    if (Date.parse(event.metadata.occurredAt) > asOf.getTime()) continue;
    fold = evolveScoreFold(fold, event);
    lastEvent = { eventId: event.id, position: formatPosition(event.position), occurredAt: event.metadata.occurredAt };
  }
  const state = fold.state;
  return {
    destinationId,
    asOf: asOf.toISOString(),
    metrics: metricsOf(state),
    communityRatings: state.ratingCount,
    lastEvent,
    explanation: explainScore(state),
  };
}
