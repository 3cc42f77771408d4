/** Typed failures of the event store port. */
import type { RecordedEvent } from '@safetrails/contracts';
import type { ExpectedRevision } from './expected-revision';

/**
 * The stream was not at the expected revision. `actual` is 'no_stream' when it does not exist.
 *
 * `tail`, when the store can tell it in the same answer (the PostgreSQL adapter, for an exact
 * revision or 'no_stream' and a short enough gap): the stream's events after the expected revision,
 * up to and including `actual`, in order, as the store had them when it refused. A writer folds them
 * and decides again without reading the stream. Absent, the writer reads the stream itself.
 */
export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
    readonly tail?: readonly RecordedEvent[],
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

export function isWrongExpectedRevision(error: unknown): error is WrongExpectedRevisionError {
  return error instanceof WrongExpectedRevisionError;
}
