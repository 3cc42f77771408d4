import type { GlobalPosition } from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

export interface ErasureResult {
  /** Waitlist entries erased (0 or 1: one entry per email). */
  readonly waitlistEntries: number;
  /** Feedback-hub submissions whose personal fields were erased. */
  readonly submissions: number;
}

/** The result, and where the read models must reach for the erasure to show. */
export interface Erased extends ErasureResult {
  readonly waitlistPosition: GlobalPosition | null;
  readonly submissionsPosition: GlobalPosition | null;
}

/** An erasure request for one email address (GDPR article 17), carried out by an admin. */
export class ErasePersonalDataCommand {
  constructor(
    readonly email: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}
