/**
 * The four feedback-hub resources as list definitions over `rm_reports.reports`: the columns common
 * to every submission, and each form's own fields read from the submission JSON.
 */
import {
  BUG_SEVERITIES,
  FEEDBACK_TYPES,
  REPORT_STATUSES,
  SURVEY_APP_USAGES,
  SURVEY_FACTORS,
  TRAVEL_FREQUENCIES,
  type ReportKind,
} from '@safetrails/contracts';
import { iso, type FilterSpec, type ResourceDefinition } from '../resource-list';
import type { StatusColumns } from './report-status';

export type SubmissionKind = Exclude<ReportKind, 'content_flag'>;

interface KindDefinition {
  readonly resource: string;
  readonly notFound: string;
  readonly from: string;
  readonly select: string;
  readonly sortable: Readonly<Record<string, string>>;
  readonly filters: Readonly<Record<string, FilterSpec>>;
}

const text = (field: string) => `r.payload->>'${field}'`;

const KINDS: Readonly<Record<SubmissionKind, KindDefinition>> = {
  feedback: {
    resource: 'feedback',
    notFound: 'No such feedback',
    from: '',
    select: `${text('feedbackType')} AS "feedbackType", ${text('message')} AS message, ${text('category')} AS category,
      (r.payload->>'rating')::int AS rating, r.payload->'metadata'->>'userAgent' AS "userAgent",
      r.payload->'metadata'->>'url' AS "pageUrl"`,
    sortable: { feedbackType: text('feedbackType'), rating: `(r.payload->>'rating')::int` },
    filters: {
      q: {
        kind: { type: 'text' },
        sql: (value) => `(${text('message')} ILIKE '%' || ${value} || '%' OR r.summary ILIKE '%' || ${value} || '%')`,
      },
      feedbackType: {
        kind: { type: 'enum', values: FEEDBACK_TYPES },
        sql: (value) => `${text('feedbackType')} = ANY(${value}::text[])`,
      },
      rating: { kind: { type: 'integer' }, sql: (value) => `(r.payload->>'rating')::int = ANY(${value}::int[])` },
    },
  },
  data_report: {
    resource: 'data-reports',
    notFound: 'No such data report',
    from: `LEFT JOIN LATERAL (
        SELECT d.name, d.destination_id FROM rm_destinations.destinations d
        WHERE ${text('itemType')} = 'destination' AND d.destination_id::bigint = (r.payload->>'itemId')::bigint
        UNION ALL
        SELECT p.name, p.destination_id FROM rm_destinations.places p
        WHERE p.kind = ${text('itemType')} AND p.place_id::bigint = (r.payload->>'itemId')::bigint
        LIMIT 1) item ON true`,
    select: `${text('itemType')} AS "itemType", r.payload->'itemId' AS "itemId", item.name AS "itemName",
      item.destination_id AS "destinationId", ${text('issue')} AS issue, ${text('correction')} AS correction`,
    sortable: { itemType: text('itemType') },
    filters: {
      q: {
        kind: { type: 'text' },
        sql: (value) => `(${text('issue')} ILIKE '%' || ${value} || '%' OR r.summary ILIKE '%' || ${value} || '%')`,
      },
      itemType: {
        kind: { type: 'enum', values: ['destination', 'accommodation', 'activity'] },
        sql: (value) => `${text('itemType')} = ANY(${value}::text[])`,
      },
      itemId: {
        kind: { type: 'integer' },
        sql: (value) => `(r.payload->>'itemId')::bigint = ANY(${value}::bigint[])`,
      },
    },
  },
  bug_report: {
    resource: 'bug-reports',
    notFound: 'No such bug report',
    from: '',
    select: `${text('title')} AS title, ${text('description')} AS description, r.severity, ${text('steps')} AS steps,
      ${text('url')} AS url, ${text('browser')} AS browser, ${text('device')} AS device, ${text('screenshot')} AS screenshot,
      ${text('email')} AS email, coalesce((r.payload->>'contactAllowed')::boolean, false) AS "contactAllowed",
      r.payload->'metadata'->>'userAgent' AS "userAgent", (r.payload->'metadata'->>'screenWidth')::int AS "screenWidth",
      (r.payload->'metadata'->>'screenHeight')::int AS "screenHeight"`,
    sortable: {
      severity: `array_position(ARRAY['low', 'medium', 'high', 'critical'], r.severity)`,
      title: text('title'),
    },
    filters: {
      q: {
        kind: { type: 'text' },
        sql: (value) =>
          `(${text('title')} ILIKE '%' || ${value} || '%' OR ${text('description')} ILIKE '%' || ${value} || '%')`,
      },
      severity: {
        kind: { type: 'enum', values: BUG_SEVERITIES },
        sql: (value) => `r.severity = ANY(${value}::text[])`,
      },
    },
  },
  survey: {
    resource: 'surveys',
    notFound: 'No such survey',
    from: '',
    select: `${text('travelFrequency')} AS "travelFrequency", r.payload->'travelTypes' AS "travelTypes",
      r.payload->'preferredFeatures' AS "preferredFeatures", ${text('mostImportantFactor')} AS "mostImportantFactor",
      ${text('otherFactor')} AS "otherFactor", ${text('appUsage')} AS "appUsage", (r.payload->>'appRating')::int AS "appRating",
      ${text('missingFeatures')} AS "missingFeatures", ${text('extraFeedback')} AS "extraFeedback", ${text('email')} AS email`,
    sortable: { appRating: `(r.payload->>'appRating')::int` },
    filters: {
      travelFrequency: {
        kind: { type: 'enum', values: TRAVEL_FREQUENCIES },
        sql: (value) => `${text('travelFrequency')} = ANY(${value}::text[])`,
      },
      mostImportantFactor: {
        kind: { type: 'enum', values: SURVEY_FACTORS },
        sql: (value) => `${text('mostImportantFactor')} = ANY(${value}::text[])`,
      },
      appUsage: {
        kind: { type: 'enum', values: SURVEY_APP_USAGES },
        sql: (value) => `${text('appUsage')} = ANY(${value}::text[])`,
      },
      appRating: {
        kind: { type: 'integer' },
        sql: (value) => `(r.payload->>'appRating')::int = ANY(${value}::int[])`,
      },
    },
  },
};

export const SUBMISSION_KIND_OF_RESOURCE: Readonly<Record<string, SubmissionKind>> = Object.fromEntries(
  (Object.keys(KINDS) as SubmissionKind[]).map((kind) => [KINDS[kind].resource, kind]),
);

/** The list definition of one kind, with the status read where `status` says. */
export function reportDefinition(kind: SubmissionKind, status: StatusColumns): ResourceDefinition {
  const own = KINDS[kind];
  return {
    resource: own.resource,
    from: `rm_reports.reports r
      LEFT JOIN rm_users.users u ON u.user_id = r.submitted_by
      ${status.join}
      ${own.from}`,
    select: `r.report_id AS id, r.kind, ${status.select}, r.summary, r.submitted_by AS "submittedBy",
      u.display_name AS "submitterName", ${iso('r.received_at')} AS "receivedAt", ${own.select}`,
    scope: `r.kind = '${kind}'`,
    sortable: {
      receivedAt: 'r.received_at',
      status: status.status,
      summary: 'r.summary',
      submitterName: 'u.display_name',
      id: 'r.report_id',
      ...own.sortable,
    },
    defaultSort: ['receivedAt', 'DESC'],
    tiebreak: 'r.report_id',
    filters: {
      id: { kind: { type: 'uuid' }, sql: (value) => `r.report_id = ANY(${value}::uuid[])` },
      status: {
        kind: { type: 'enum', values: REPORT_STATUSES },
        sql: (value) => `(${status.status}) = ANY(${value}::text[])`,
      },
      submittedBy: { kind: { type: 'uuid' }, sql: (value) => `r.submitted_by = ANY(${value}::uuid[])` },
      receivedAfter: { kind: { type: 'time' }, sql: (value) => `r.received_at >= ${value}::timestamptz` },
      receivedBefore: { kind: { type: 'time' }, sql: (value) => `r.received_at < ${value}::timestamptz` },
      ...own.filters,
    },
    idColumn: 'r.report_id',
    idType: 'uuid',
    notFound: own.notFound,
  };
}
