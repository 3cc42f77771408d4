/**
 * A batch of product analytics: counted once. Each batch is its own stream, so batches from many
 * browsers never contend; a batch sent again with the same idempotency key names the same stream
 * and appends nothing. The records keep only what the contract allows (docs/ANALYTICS.md).
 */
import { randomUUID } from 'node:crypto';
import {
  ANALYTICS_STREAM_CATEGORY,
  AnalyticsEventTypes,
  type AnalyticsBatchRecordedData,
  type AnalyticsRecord,
  type RecordedEvent,
} from '@safetrails/contracts';
import type { AnalyticsEventInput } from '@safetrails/contracts/dto';
import type { Decider } from '../../platform/event-sourcing/handle-command';
import { uuidFrom } from '../../platform/event-sourcing/ids';

export function analyticsStreamName(idempotencyKey: string | null | undefined): string {
  const id = idempotencyKey ? uuidFrom(ANALYTICS_STREAM_CATEGORY, idempotencyKey) : randomUUID();
  return `${ANALYTICS_STREAM_CATEGORY}-${id}`;
}

/** Each event as the log keeps it: the fields its type needs, nothing else the client sent. */
export function analyticsRecordOf(input: AnalyticsEventInput): AnalyticsRecord {
  const { day } = input;
  switch (input.type) {
    case 'page_view':
      return { type: 'page_view', day, route: input.route! };
    case 'action':
      return { type: 'action', day, route: input.route!, action: input.action! };
    case 'scroll':
      return { type: 'scroll', day, route: input.route!, depth: input.depth! };
    case 'funnel_step':
      return { type: 'funnel_step', day, funnel: input.funnel!, step: input.step! };
  }
}

interface BatchState {
  readonly recorded: boolean;
}

interface RecordBatch {
  readonly events: readonly AnalyticsRecord[];
}

export const analyticsBatchDecider: Decider<BatchState, RecordBatch> = {
  initialState: () => ({ recorded: false }),
  evolve: (state, event: RecordedEvent) => (event.type === 'AnalyticsBatchRecorded' ? { recorded: true } : state),
  decide: (command, state) =>
    state.recorded
      ? []
      : [
          {
            ...AnalyticsEventTypes.AnalyticsBatchRecorded,
            data: { events: command.events } satisfies AnalyticsBatchRecordedData,
          },
        ],
};
