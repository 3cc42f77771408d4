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
  /**
   * The streams whose events the batch folded, when they are few (MAX_NOTICE_STREAMS); absent
   * when there were more, and then any row of the read model may have changed. Kept inside the
   * servers: `/api/events` does not relay it (a stream's name can carry a traveller's id).
   */
  readonly streams?: readonly string[];
}

/** The most streams a notice names; a batch over more names none (the notice's size stays small). */
export const MAX_NOTICE_STREAMS = 20;
