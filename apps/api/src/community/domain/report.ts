/**
 * A submission for the moderation console (`report-<uuid>`): one of the feedback hub's four forms,
 * or a traveller's flag on a post or comment. A report stream holds its submission (and, later,
 * the console's triage); submitting into a stream that has one changes nothing, which makes a
 * retried form and a second flag of the same target by the same traveller harmless.
 */
import { CommunityEventTypes, type RecordedEvent } from '@safetrails/contracts';
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
  readonly erased: boolean;
}

export type ReportDecision =
  { readonly type: 'Submit'; readonly event: DecidedEvent } | { readonly type: 'Erase'; readonly reason: string };

export const reportDecider: Decider<ReportState, ReportDecision> = {
  initialState: () => ({ submittedAt: null, erased: false }),

  evolve(state, event: RecordedEvent): ReportState {
    if (event.type === 'SubmissionErased') return { ...state, erased: true };
    return (SUBMISSION_TYPES as readonly string[]).includes(event.type) && state.submittedAt === null
      ? { ...state, submittedAt: event.metadata.occurredAt }
      : state;
  },

  decide(command, state): DecidedEvent[] {
    if (command.type === 'Erase')
      return state.submittedAt === null || state.erased
        ? []
        : [{ ...CommunityEventTypes.SubmissionErased, data: { reason: command.reason } }];
    return state.submittedAt === null ? [command.event] : [];
  },
};
