/**
 * The moderation console's queue of submissions: the feedback hub's four forms and travellers'
 * flags on forum posts and comments, each one row with status `new`, a one-line summary for the
 * list, and the submission itself as JSON for the detail view. The console's triage (a later
 * issue) will move statuses on with its own events. The forms' personal fields arrive sealed and
 * are opened here; an erasure (SubmissionErased, or the sender's AccountDeleted when their key
 * sealed it) leaves them null, exactly as a rebuild after the shredding would.
 */
import type { PoolClient } from 'pg';
import {
  erasedSubmission,
  type BugReportedData,
  type ContentFlaggedData,
  type DataIssueReportedData,
  type FeedbackSubmittedData,
  type RecordedEvent,
  type ReportKind,
  type SurveySubmittedData,
} from '@safetrails/contracts';
import { openFields, type PiiVault } from '@safetrails/event-store';
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

const ERASED = '(erased)';

/** The one-line summary of a submission (its fields opened), as the queues list it. */
export function summaryOf(type: string, submission: unknown): string {
  switch (type) {
    case 'FeedbackSubmitted': {
      const data = submission as FeedbackSubmittedData;
      return cut(`${data.feedbackType}: ${data.message ?? ERASED}`);
    }
    case 'DataIssueReported': {
      const data = submission as DataIssueReportedData;
      return cut(`${data.itemType} ${data.itemId}: ${data.issue ?? ERASED}`);
    }
    case 'SurveySubmitted': {
      const data = submission as SurveySubmittedData;
      return cut(
        `Travels ${data.travelFrequency}; values ${data.mostImportantFactor}; rates ${data.appRating ?? '-'}/5`,
      );
    }
    case 'BugReported': {
      const data = submission as BugReportedData;
      return cut(`[${data.severity}] ${data.title ?? ERASED}`);
    }
    default: {
      const data = submission as ContentFlaggedData;
      return cut(`${data.targetType} flagged: ${data.reason}${data.details ? ` (${data.details})` : ''}`);
    }
  }
}

const TYPE_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(KIND_OF).map(([type, kind]) => [kind, type]),
);

/**
 * The rows an erasure reaches, their personal fields nulled and summaries written again: one
 * submission (`report_id`), or every submission a deleted account sealed with its own key.
 */
export async function eraseSubmissions(
  tx: PoolClient,
  table: string,
  where: { reportId: string } | { sealedFor: string },
  write: (reportId: string, payload: object, summary: string) => Promise<unknown>,
): Promise<void> {
  const { rows } = await tx.query<{ report_id: string; kind: string; payload: object }>(
    'reportId' in where
      ? `SELECT report_id, kind, payload FROM ${table} WHERE report_id = $1`
      : `SELECT report_id, kind, payload FROM ${table} WHERE payload->>'sealedFor' = $1`,
    ['reportId' in where ? where.reportId : where.sealedFor],
  );
  for (const row of rows) {
    const type = TYPE_OF[row.kind] ?? '';
    const payload = erasedSubmission(type, row.payload);
    await write(row.report_id, payload, summaryOf(type, payload));
  }
}

export const reportsProjection = (vault: PiiVault): Projection => ({
  name: 'reports',
  version: 2,
  eventTypes: [...Object.keys(KIND_OF), 'SubmissionErased', 'AccountDeleted'],

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
    const rewrite = (reportId: string, payload: object, summary: string) =>
      tx.query(`UPDATE ${schema}.reports SET payload = $2, summary = $3 WHERE report_id = $1`, [
        reportId,
        payload,
        summary,
      ]);
    for (const event of events) {
      if (event.type === 'SubmissionErased') {
        await eraseSubmissions(tx, `${schema}.reports`, { reportId: event.stream.slice('report-'.length) }, rewrite);
        continue;
      }
      if (event.type === 'AccountDeleted') {
        const userId = event.stream.slice('user-'.length);
        vault.forget(userId);
        await eraseSubmissions(tx, `${schema}.reports`, { sealedFor: userId }, rewrite);
        continue;
      }
      const kind = KIND_OF[event.type];
      if (!kind) continue;
      const opened = await openFields(vault, event.data as object);
      const data = opened as { reportId: string; submittedBy: string | null };
      const flag = event.type === 'ContentFlagged' ? (event.data as ContentFlaggedData) : null;
      const severity = event.type === 'BugReported' ? (event.data as BugReportedData).severity : null;
      await tx.query(
        `INSERT INTO ${schema}.reports (report_id, kind, summary, submitted_by, target_type, target_id, post_id, reason,
           severity, payload, client_ip_hash, received_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (report_id) DO NOTHING`,
        [
          data.reportId,
          kind,
          summaryOf(event.type, opened),
          data.submittedBy,
          flag?.targetType ?? null,
          flag?.targetId ?? null,
          flag?.postId ?? null,
          flag?.reason ?? null,
          severity,
          opened,
          event.metadata.clientIpHash ?? null,
          event.metadata.occurredAt,
        ],
      );
    }
  },
});
