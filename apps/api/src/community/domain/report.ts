/**
 * A submission for the moderation console (`report-<uuid>`): one of the feedback hub's four forms,
 * or a traveller's flag on a post or comment. A report stream holds its submission (and, later,
 * the console's triage); submitting into a stream that has one changes nothing, which makes a
 * retried form and a second flag of the same target by the same traveller harmless.
 */
import type { RecordedEvent } from '@safetrails/contracts';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export const SUBMISSION_TYPES = [
  'FeedbackSubmitted',
  'DataIssueReported',
  'SurveySubmitted',
  'BugReported',
  'ContentFlagged',
] as const;

export interface ReportState {
  /** When the submission was recorded (ISO), or null for an empty stream. */
  readonly submittedAt: string | null;
}

export interface SubmitReport {
  readonly type: 'Submit';
  readonly event: DecidedEvent;
}

export const reportDecider: Decider<ReportState, SubmitReport> = {
  initialState: () => ({ submittedAt: null }),

  evolve(state, event: RecordedEvent): ReportState {
    return (SUBMISSION_TYPES as readonly string[]).includes(event.type) && state.submittedAt === null
      ? { submittedAt: event.metadata.occurredAt }
      : state;
  },

  decide(command, state): DecidedEvent[] {
    return state.submittedAt === null ? [command.event] : [];
  },
};
