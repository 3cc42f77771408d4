/**
 * Messages on `/api/events` (Server-Sent Events). The projector NOTIFYs after each committed batch;
 * the API relays the notice so open pages refetch what changed instead of polling.
 */
export const READ_MODEL_CHANGED_CHANNEL = 'read_model_changed';

export interface ReadModelChange {
  /** The projection that changed, e.g. `waitlist`. */
  readonly projection: string;
  /** Event types in the batch that caused the change. */
  readonly eventTypes: readonly string[];
  readonly count: number;
  /**
   * The projection's checkpoint after the change, `commit:prepare`: the SSE message's id, so a
   * client that reconnects with Last-Event-ID hears of every projection that moved on since.
   */
  readonly position?: string;
}
