import type {
  BugReportedData,
  DataIssueReportedData,
  FeedbackSubmittedData,
  SurveySubmittedData,
} from '@safetrails/contracts';
import type { CommandContext } from '../../../platform/event-sourcing/command-context';

/** One of the feedback hub's four forms, from a visitor or a signed-in traveller. */
export class SubmitReportCommand {
  constructor(
    readonly submission: ReportSubmission,
    /** The signed-in sender, or null for an anonymous visitor. */
    readonly submittedBy: string | null,
    readonly context: CommandContext,
  ) {}
}

type Submitted<Data> = Omit<Data, 'reportId' | 'submittedBy'>;

export type ReportSubmission =
  | { readonly kind: 'feedback'; readonly data: Submitted<FeedbackSubmittedData> }
  | { readonly kind: 'data_report'; readonly data: Submitted<DataIssueReportedData> }
  | { readonly kind: 'survey'; readonly data: Submitted<SurveySubmittedData> }
  | { readonly kind: 'bug_report'; readonly data: Submitted<BugReportedData> };
