/**
 * The moderation console's queue of submissions: the feedback hub's four forms and travellers'
 * flags on forum posts and comments, each one row with status `new`, a one-line summary for the
 * list, and the submission itself as JSON for the detail view. The console's triage (a later
 * issue) will move statuses on with its own events.
 */
import type { PoolClient } from 'pg';
import type {
  BugReportedData,
  ContentFlaggedData,
  DataIssueReportedData,
  FeedbackSubmittedData,
  RecordedEvent,
  ReportKind,
  SurveySubmittedData,
} from '@safetrails/contracts';
import type { Projection } from '../../runtime/projection';

const KIND_OF: Readonly<Record<string, ReportKind>> = {
  FeedbackSubmitted: 'feedback',
  DataIssueReported: 'data_report',
  SurveySubmitted: 'survey',
  BugReported: 'bug_report',
  ContentFlagged: 'content_flag',
};

const SUMMARY_LENGTH = 200;
const cut = (text: string) => (text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1)}…` : text);

/** The one-line summary of a submission, as the queues list it. */
export function summaryOf(event: RecordedEvent): string {
  switch (event.type) {
    case 'FeedbackSubmitted': {
      const data = event.data as FeedbackSubmittedData;
      return cut(`${data.feedbackType}: ${data.message}`);
    }
    case 'DataIssueReported': {
      const data = event.data as DataIssueReportedData;
      return cut(`${data.itemType} ${data.itemId}: ${data.issue}`);
    }
    case 'SurveySubmitted': {
      const data = event.data as SurveySubmittedData;
      return cut(
        `Travels ${data.travelFrequency}; values ${data.mostImportantFactor}; rates ${data.appRating ?? '-'}/5`,
      );
    }
    case 'BugReported': {
      const data = event.data as BugReportedData;
      return cut(`[${data.severity}] ${data.title}`);
    }
    default: {
      const data = event.data as ContentFlaggedData;
      return cut(`${data.targetType} flagged: ${data.reason}${data.details ? ` (${data.details})` : ''}`);
    }
  }
}

export const reportsProjection: Projection = {
  name: 'reports',
  version: 1,
  eventTypes: Object.keys(KIND_OF),

  createTables: (schema) => `
    CREATE TABLE ${schema}.reports (
      report_id uuid PRIMARY KEY,
      kind text NOT NULL,
      status text NOT NULL DEFAULT 'new',
      summary text NOT NULL,
      submitted_by uuid,
      -- Flags only: what was flagged, in which post, why.
      target_type text,
      target_id uuid,
      post_id uuid,
      reason text,
      -- Bug reports only, so the queue can sort by it.
      severity text,
      payload jsonb NOT NULL,
      client_ip_hash text,
      received_at timestamptz NOT NULL
    );
    CREATE INDEX reports_queue ON ${schema}.reports (status, received_at);
    CREATE INDEX reports_kind ON ${schema}.reports (kind, received_at DESC);
    CREATE INDEX reports_target ON ${schema}.reports (target_type, target_id);`,

  async apply(tx: PoolClient, schema: string, events: readonly RecordedEvent[]): Promise<void> {
    for (const event of events) {
      const kind = KIND_OF[event.type];
      if (!kind) continue;
      const data = event.data as { reportId: string; submittedBy: string | null };
      const flag = event.type === 'ContentFlagged' ? (event.data as ContentFlaggedData) : null;
      const severity = event.type === 'BugReported' ? (event.data as BugReportedData).severity : null;
      await tx.query(
        `INSERT INTO ${schema}.reports (report_id, kind, summary, submitted_by, target_type, target_id, post_id, reason,
           severity, payload, client_ip_hash, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (report_id) DO NOTHING`,
        [
          data.reportId,
          kind,
          summaryOf(event),
          data.submittedBy,
          flag?.targetType ?? null,
          flag?.targetId ?? null,
          flag?.postId ?? null,
          flag?.reason ?? null,
          severity,
          event.data,
          event.metadata.clientIpHash ?? null,
          event.metadata.occurredAt,
        ],
      );
    }
  },
};
