/**
 * Request DTOs of the console's resources (`/admin-api/*`). react-admin's Edit forms send the whole
 * record on `PUT` and its buttons send a part of it, so each update DTO validates the fields that
 * can change and accepts every other field of the record as read-only (ignored): the lists of
 * read-only fields are typed against the records, so a field added to a record and not here is a
 * compile error rather than a 400 in the console.
 */
import { Transform, Type } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import type {
  AdminAlert,
  AdminBugReport,
  AdminDataReport,
  AdminDestination,
  AdminFeedback,
  AdminForumComment,
  AdminForumPost,
  AdminSurvey,
} from '../api/admin-resources.responses';
import { REPORT_STATUSES, type ReportStatus } from '../constants/community.constants';
import { MODERATION_REASON_MAX_LENGTH, type SafetyMetric } from '../constants/destination.constants';
import { EditSafetyAlertRequest } from './alert.dto';
import { trim, trimToNull } from './transforms';

/** Marks the given fields of a record as accepted and ignored on `PUT`. */
function readOnly(target: { readonly prototype: object }, fields: Readonly<Record<string, true>>): void {
  for (const field of Object.keys(fields)) Allow()(target.prototype, field);
}

type ReadOnlyFields<Rec, Editable extends keyof Rec> = Record<Exclude<keyof Rec, Editable>, true>;

/** Every change of the console carries a reason an auditor can read (required when something changes). */
class WithReason {
  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(MODERATION_REASON_MAX_LENGTH, {
    message: `reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'reason must be text' })
  reason?: string | null;
}

// ----- reports -----------------------------------------------------------------------------------

/** `PUT /admin-api/{feedback,data-reports,bug-reports,surveys}/{id}`: move a report's status, with a reason. */
export class UpdateReportRequest extends WithReason {
  @IsOptional()
  @IsIn(REPORT_STATUSES, { message: `status must be one of ${REPORT_STATUSES.join(', ')}` })
  status?: ReportStatus;
}
type ReportField = keyof AdminFeedback | keyof AdminDataReport | keyof AdminBugReport | keyof AdminSurvey;
const REPORT_READ_ONLY: Record<Exclude<ReportField, 'status'>, true> = {
  id: true,
  kind: true,
  statusReason: true,
  statusChangedAt: true,
  statusChangedBy: true,
  summary: true,
  submittedBy: true,
  submitterName: true,
  receivedAt: true,
  feedbackType: true,
  message: true,
  category: true,
  rating: true,
  userAgent: true,
  pageUrl: true,
  itemType: true,
  itemId: true,
  itemName: true,
  destinationId: true,
  issue: true,
  correction: true,
  title: true,
  description: true,
  severity: true,
  steps: true,
  url: true,
  browser: true,
  device: true,
  screenshot: true,
  email: true,
  contactAllowed: true,
  screenWidth: true,
  screenHeight: true,
  travelFrequency: true,
  travelTypes: true,
  preferredFeatures: true,
  mostImportantFactor: true,
  otherFactor: true,
  appUsage: true,
  appRating: true,
  missingFeatures: true,
  extraFeedback: true,
};
readOnly(UpdateReportRequest, REPORT_READ_ONLY);

// ----- forum -------------------------------------------------------------------------------------

/** `PUT /admin-api/forum-posts/{id}`: pin, lock or hide (or undo), with a reason. */
export class UpdateForumPostRequest extends WithReason {
  @IsOptional()
  @IsBoolean({ message: 'pinned must be true or false' })
  pinned?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'locked must be true or false' })
  locked?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden?: boolean;
}
readOnly(UpdateForumPostRequest, {
  id: true,
  categoryId: true,
  categoryName: true,
  title: true,
  content: true,
  authorId: true,
  authorName: true,
  isAnonymous: true,
  destinationId: true,
  createdAt: true,
  editedAt: true,
  lastActivityAt: true,
  hiddenReason: true,
  commentCount: true,
  reactions: true,
  flagCount: true,
} satisfies ReadOnlyFields<AdminForumPost, 'pinned' | 'locked' | 'hidden'>);

/** `PUT /admin-api/forum-comments/{id}`: hide or show again, with a reason. */
export class UpdateForumCommentRequest extends WithReason {
  @IsOptional()
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden?: boolean;
}
readOnly(UpdateForumCommentRequest, {
  id: true,
  postId: true,
  postTitle: true,
  parentId: true,
  content: true,
  authorId: true,
  authorName: true,
  isAnonymous: true,
  createdAt: true,
  editedAt: true,
  hiddenReason: true,
  reactions: true,
  flagCount: true,
} satisfies ReadOnlyFields<AdminForumComment, 'hidden'>);

// ----- alerts ------------------------------------------------------------------------------------

/**
 * `PUT /admin-api/alerts/{id}`: edit the fields the alert rules let change, verify
 * (`verified: true`), or archive (`status: "archived"` with a reason).
 */
export class UpdateAdminAlertRequest extends EditSafetyAlertRequest {
  @IsOptional()
  @IsBoolean({ message: 'verified must be true or false' })
  verified?: boolean;

  @IsOptional()
  @IsIn(['active', 'expired', 'archived'], { message: 'status must be one of active, expired, archived' })
  status?: AdminAlert['status'];

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(MODERATION_REASON_MAX_LENGTH, {
    message: `reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'reason must be text' })
  reason?: string | null;
}
readOnly(UpdateAdminAlertRequest, {
  id: true,
  destinationId: true,
  destinationName: true,
  latitude: true,
  longitude: true,
  startTime: true,
  isActive: true,
  archivedReason: true,
  raisedBy: true,
  raisedByName: true,
  origin: true,
  officialUrl: true,
  createdAt: true,
  updatedAt: true,
} satisfies ReadOnlyFields<
  AdminAlert,
  'title' | 'content' | 'severity' | 'alertType' | 'source' | 'radius' | 'endTime' | 'verified' | 'status'
>);

/** `DELETE /admin-api/{alerts,ratings}/{id}?reason=`: react-admin's delete sends no body, so the reason may come as a query parameter. */
export class AdminDeleteQuery {
  @Transform(trim)
  @IsOptional()
  @MaxLength(MODERATION_REASON_MAX_LENGTH, {
    message: `reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'reason must be text' })
  reason?: string;
}

// ----- destinations ------------------------------------------------------------------------------

/** An optional 0-100 baseline metric; one message names the field and the range. */
function BaselineMetric(name: SafetyMetric): PropertyDecorator {
  const message = `baseline.${name} must be a number from 0 to 100`;
  return (target, key) => {
    // Registered in the order they are checked: with stopAtFirstError the most basic rule wins.
    IsNumber({ allowNaN: false, allowInfinity: false }, { message })(target, key);
    Min(0, { message })(target, key);
    Max(100, { message })(target, key);
    IsOptional()(target, key);
  };
}

/** Baseline metrics; a partial object is completed from the current baseline. */
export class BaselineMetricsInput {
  @BaselineMetric('safetyScore') safetyScore?: number;

  @BaselineMetric('walkability') walkability?: number;

  @BaselineMetric('publicTransport') publicTransport?: number;

  @BaselineMetric('harassmentLevel') harassmentLevel?: number;

  @BaselineMetric('pettyCrime') pettyCrime?: number;

  @BaselineMetric('medicalAccess') medicalAccess?: number;
}

/** Where a baseline comes from: a named source, the date it describes, and a link when there is one. */
export class BaselineSourceInput {
  @Transform(trim)
  @MaxLength(200, { message: 'baselineSource.source must be at most 200 characters' })
  @MinLength(3, { message: 'baselineSource.source must be at least 3 characters' })
  @IsNotEmpty({ message: 'baselineSource.source is required' })
  @IsString({ message: 'baselineSource.source must be text' })
  source!: string;

  @Matches(/^\d{4}-\d{2}-\d{2}/, { message: 'baselineSource.asOf must be a date, YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'baselineSource.asOf must be a date, YYYY-MM-DD' })
  @IsString({ message: 'baselineSource.asOf must be a date, YYYY-MM-DD' })
  asOf!: string;

  @Transform(trimToNull)
  @IsOptional()
  @Matches(/^https?:\/\//, { message: 'baselineSource.url must be an http or https link' })
  @MaxLength(2000, { message: 'baselineSource.url must be at most 2000 characters' })
  @IsString({ message: 'baselineSource.url must be an http or https link' })
  url?: string | null;
}

/** `PUT /admin-api/destinations/{id}` (admins): revise the baseline with its source and a reason (`BaselineRevised`). */
export class UpdateAdminDestinationRequest extends WithReason {
  @IsOptional()
  @ValidateNested()
  @Type(() => BaselineMetricsInput)
  @IsObject({ message: 'baseline must be an object of metrics' })
  baseline?: BaselineMetricsInput | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => BaselineSourceInput)
  @IsObject({ message: 'baselineSource must be an object with source, asOf and url' })
  baselineSource?: BaselineSourceInput | null;
}
readOnly(UpdateAdminDestinationRequest, {
  id: true,
  name: true,
  country: true,
  countryCode: true,
  region: true,
  latitude: true,
  longitude: true,
  population: true,
  origin: true,
  featured: true,
  metrics: true,
  priorSource: true,
  priorGovernments: true,
  priorHighestLevel: true,
  explanation: true,
  ratingCount: true,
  scoreUpdatedAt: true,
  registeredAt: true,
} satisfies ReadOnlyFields<AdminDestination, 'baseline' | 'baselineSource'>);

// ----- audit -------------------------------------------------------------------------------------

/** `GET /admin-api/audit/streams/{stream}`. */
export class AuditStreamParams {
  @Matches(/^[a-z][a-z0-9-]*-[A-Za-z0-9_.:-]+$/, { message: 'stream must be a stream name like destination-5' })
  @MaxLength(200, { message: 'stream must be at most 200 characters' })
  @IsString({ message: 'stream must be a stream name like destination-5' })
  stream!: string;
}

/** A page of a stream: from a revision (inclusive), at most `limit` events. */
export class AuditStreamQuery {
  @IsOptional()
  @Matches(/^\d{1,15}$/, { message: 'from must be a revision (a whole number from 0)' })
  @IsString({ message: 'from must be a revision (a whole number from 0)' })
  from?: string;

  @IsOptional()
  @Matches(/^([1-9]\d?|[1-4]\d\d|500)$/, { message: 'limit must be a whole number from 1 to 500' })
  @IsString({ message: 'limit must be a whole number from 1 to 500' })
  limit?: string;
}

/** A page of the global log: events after a position (`commit/prepare`, as a page's `next`), of one type. */
export class AuditEventsQuery {
  @IsOptional()
  @Matches(/^[A-Z][A-Za-z0-9]{0,99}$/, { message: 'type must be an event type like BaselineRevised' })
  @IsString({ message: 'type must be an event type like BaselineRevised' })
  type?: string;

  @IsOptional()
  @Matches(/^-?\d{1,20}\/-?\d{1,20}$/, { message: 'after must be a position, commit/prepare' })
  @IsString({ message: 'after must be a position, commit/prepare' })
  after?: string;

  @IsOptional()
  @Matches(/^([1-9]\d?|[1-4]\d\d|500)$/, { message: 'limit must be a whole number from 1 to 500' })
  @IsString({ message: 'limit must be a whole number from 1 to 500' })
  limit?: string;
}

/** `GET /admin-api/surveys/aggregates?since=&until=`: optional window of received times. */
export class SurveyAggregatesQuery {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'since must be an ISO 8601 time' })
  since?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'until must be an ISO 8601 time' })
  until?: string;
}
