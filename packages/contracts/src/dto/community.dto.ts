/**
 * Request DTOs of the community routes: the forum (posts, comments, reactions, flags, moderation,
 * lists and search) and the feedback hub's four forms. Messages are the spec's where it gives one
 * (part 2 section 5), else they name the field and the rule. Decorators run bottom first; with
 * stopAtFirstError the most basic rule of a field is the one reported.
 */
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_ID } from './ids';
import { trim, trimToNull } from './transforms';
import {
  BUG_DESCRIPTION_MAX_LENGTH,
  BUG_DESCRIPTION_MIN_LENGTH,
  BUG_FIELD_MAX_LENGTH,
  BUG_SEVERITIES,
  BUG_STEPS_MAX_LENGTH,
  BUG_STEPS_MIN_LENGTH,
  BUG_TITLE_MAX_LENGTH,
  BUG_TITLE_MIN_LENGTH,
  CONTENT_REPORT_DETAILS_MAX_LENGTH,
  CONTENT_REPORT_REASONS,
  DATA_REPORT_CORRECTION_MAX_LENGTH,
  DATA_REPORT_ISSUE_MAX_LENGTH,
  DATA_REPORT_ISSUE_MIN_LENGTH,
  DATA_REPORT_ITEM_TYPES,
  EMAIL_MAX_LENGTH,
  FEEDBACK_CATEGORY_MAX_LENGTH,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_MESSAGE_MIN_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FEEDBACK_TYPES,
  FORUM_COMMENT_MAX_LENGTH,
  FORUM_COMMENT_MIN_LENGTH,
  FORUM_CONTENT_MAX_LENGTH,
  FORUM_CONTENT_MIN_LENGTH,
  FORUM_FILTERS,
  FORUM_MESSAGES,
  FORUM_MODERATION_REASON_MAX_LENGTH,
  FORUM_MODERATION_REASON_MIN_LENGTH,
  FORUM_PAGE_SIZE_MAX,
  FORUM_RECENT_LIMIT_MAX,
  FORUM_SEARCH_QUERY_MAX_LENGTH,
  FORUM_SEARCH_SORTS,
  FORUM_TITLE_MAX_LENGTH,
  FORUM_TITLE_MIN_LENGTH,
  REACTION_KINDS,
  REACTION_TARGET_TYPES,
  SURVEY_APP_USAGES,
  SURVEY_FACTORS,
  SURVEY_FEATURES,
  SURVEY_OTHER_FACTOR_MAX_LENGTH,
  SURVEY_TEXT_MAX_LENGTH,
  SURVEY_TRAVEL_TYPES,
  TRAVEL_FREQUENCIES,
  URL_MAX_LENGTH,
  USER_AGENT_MAX_LENGTH,
  type BugSeverity,
  type ContentReportReason,
  type DataReportItemType,
  type FeedbackType,
  type ForumFilter,
  type ForumSearchSort,
  type ReactionKind,
  type ReactionTargetType,
  type SurveyAppUsage,
  type SurveyFactor,
  type SurveyFeature,
  type SurveyTravelType,
  type TravelFrequency,
} from '../constants/community.constants';

/** A number a form may send as text; empty counts as absent (spec: "an empty value counting as absent"). */
const numberOrNull = ({ value }: { value: unknown }): unknown => {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
};

const ID_PATTERN = /^[1-9]\d{0,8}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };

/** Optional free text with a length limit: empty text counts as none. */
function OptionalText(field: string, maxLength: number): PropertyDecorator {
  return (target, key) => {
    IsString({ message: `${field} must be text` })(target, key);
    MaxLength(maxLength, { message: `${field} must be at most ${maxLength} characters` })(target, key);
    IsOptional()(target, key);
    Transform(trimToNull)(target, key);
  };
}

/** Required text with the spec's message for "too short", and a generous upper limit. */
function RequiredText(field: string, min: number, max: number, tooShort: string): PropertyDecorator {
  return (target, key) => {
    IsString({ message: tooShort })(target, key);
    MinLength(min, { message: tooShort })(target, key);
    MaxLength(max, { message: `${field} must be at most ${max} characters` })(target, key);
    Transform(trim)(target, key);
  };
}

/** Optional email: valid, or empty (spec part 2 section 5). */
function OptionalEmail(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: FEEDBACK_MESSAGES.invalidEmail })(target, key);
    MaxLength(EMAIL_MAX_LENGTH, { message: FEEDBACK_MESSAGES.invalidEmail })(target, key);
    IsEmail({}, { message: FEEDBACK_MESSAGES.invalidEmail })(target, key);
    IsOptional()(target, key);
    Transform(({ value }: { value: unknown }) => {
      const trimmed = trimToNull({ value });
      return typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed;
    })(target, key);
  };
}

/** An optional 1-5 rating: empty counts as absent. */
function OptionalRating(field: string): PropertyDecorator {
  return (target, key) => {
    IsInt({ message: `${field} must be a whole number from ${FEEDBACK_RATING_MIN} to ${FEEDBACK_RATING_MAX}` })(
      target,
      key,
    );
    Min(FEEDBACK_RATING_MIN, { message: `${field} must be at least ${FEEDBACK_RATING_MIN}` })(target, key);
    Max(FEEDBACK_RATING_MAX, { message: `${field} must be at most ${FEEDBACK_RATING_MAX}` })(target, key);
    IsOptional()(target, key);
    Transform(numberOrNull)(target, key);
  };
}

function ModerationReason(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: 'reason is required' })(target, key);
    MinLength(FORUM_MODERATION_REASON_MIN_LENGTH, {
      message: `reason must be at least ${FORUM_MODERATION_REASON_MIN_LENGTH} characters`,
    })(target, key);
    MaxLength(FORUM_MODERATION_REASON_MAX_LENGTH, {
      message: `reason must be at most ${FORUM_MODERATION_REASON_MAX_LENGTH} characters`,
    })(target, key);
    Transform(trim)(target, key);
  };
}

// ----- forum: paths and lists --------------------------------------------------------------------

/** `/forum/categories/{id}` and `/forum/categories/{id}/posts`: numeric, so `abc` is a 400. */
export class ForumCategoryIdParams {
  @Matches(ID_PATTERN, { message: 'id must be a positive whole number' })
  @IsString({ message: 'id must be a positive whole number' })
  id!: string;
}

export class ForumCategorySlugParams {
  @Matches(SLUG_PATTERN, { message: 'slug must be lower-case words joined by dashes' })
  @MaxLength(80, { message: 'slug must be at most 80 characters' })
  @IsString({ message: 'slug is required' })
  slug!: string;
}

/** `/forum/posts/{id}`: post ids are UUIDs. */
export class ForumPostIdParams {
  @Matches(UUID_PATTERN, { message: 'id must be a UUID' })
  @IsString({ message: 'id must be a UUID' })
  id!: string;
}

export class ForumCommentIdParams {
  @Matches(UUID_PATTERN, { message: 'id must be a UUID' })
  @IsString({ message: 'id must be a UUID' })
  id!: string;
}

/**
 * `GET /api/forum/posts` and `GET /api/forum/categories/{id}/posts`: sort, filter, full-text search
 * and a page. With `q` the default order is relevance; without it, `hot`.
 */
export class ListForumPostsQuery {
  @IsOptional()
  @Matches(ID_PATTERN, { message: 'categoryId must be a positive whole number' })
  @IsString({ message: 'categoryId must be a positive whole number' })
  categoryId?: string;

  @Transform(trimToNull)
  @IsOptional()
  @MaxLength(FORUM_SEARCH_QUERY_MAX_LENGTH, {
    message: `q must be at most ${FORUM_SEARCH_QUERY_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'q must be text' })
  q?: string | null;

  @IsOptional()
  @IsIn(FORUM_SEARCH_SORTS, { message: `sort must be one of ${FORUM_SEARCH_SORTS.join(', ')}` })
  sort?: ForumSearchSort;

  @IsOptional()
  @IsIn(FORUM_FILTERS, { message: `filter must be one of ${FORUM_FILTERS.join(', ')}` })
  filter?: ForumFilter;

  /** Only the signed-in traveller's own posts ("My Posts"). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'mine must be true or false' })
  mine?: 'true' | 'false';

  /** Only the posts the signed-in traveller saved ("Saved Posts"). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'saved must be true or false' })
  saved?: 'true' | 'false';

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100_000, { message: 'page must be at most 100000' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(FORUM_PAGE_SIZE_MAX, { message: `pageSize must be at most ${FORUM_PAGE_SIZE_MAX}` })
  pageSize?: number;
}

/** `GET /api/forum/posts/recent?limit=` and `GET /api/forum/activity?limit=`. */
export class RecentForumQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(FORUM_RECENT_LIMIT_MAX, { message: `limit must be at most ${FORUM_RECENT_LIMIT_MAX}` })
  limit?: number;
}

// ----- forum: writes -----------------------------------------------------------------------------

function PostTitle(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: FORUM_MESSAGES.titleRequired })(target, key);
    MinLength(FORUM_TITLE_MIN_LENGTH, { message: FORUM_MESSAGES.titleTooShort })(target, key);
    MaxLength(FORUM_TITLE_MAX_LENGTH, { message: FORUM_MESSAGES.titleTooLong })(target, key);
    Transform(trim)(target, key);
  };
}

function PostContent(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: FORUM_MESSAGES.contentTooShort })(target, key);
    MinLength(FORUM_CONTENT_MIN_LENGTH, { message: FORUM_MESSAGES.contentTooShort })(target, key);
    MaxLength(FORUM_CONTENT_MAX_LENGTH, { message: FORUM_MESSAGES.contentTooLong })(target, key);
    Transform(trim)(target, key);
  };
}

function CommentContent(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: FORUM_MESSAGES.commentEmpty })(target, key);
    MinLength(FORUM_COMMENT_MIN_LENGTH, { message: FORUM_MESSAGES.commentEmpty })(target, key);
    MaxLength(FORUM_COMMENT_MAX_LENGTH, { message: FORUM_MESSAGES.commentTooLong })(target, key);
    Transform(trim)(target, key);
  };
}

/** `POST /api/forum/posts` (spec part 2 "New post page"); the author is the signed-in traveller. */
export class CreateForumPostRequest {
  @IsInt({ message: FORUM_MESSAGES.categoryRequired })
  @Min(1, { message: FORUM_MESSAGES.categoryRequired })
  @Max(MAX_ID, { message: FORUM_MESSAGES.categoryRequired })
  @Transform(numberOrNull)
  categoryId!: number;

  @PostTitle()
  title!: string;

  @PostContent()
  content!: string;

  @IsOptional()
  @IsBoolean({ message: 'isAnonymous must be true or false' })
  isAnonymous?: boolean;

  /** "Include Location Data": attach `destinationId`. */
  @IsOptional()
  @IsBoolean({ message: 'includeLocation must be true or false' })
  includeLocation?: boolean;

  /** Required when includeLocation is true; ignored otherwise. Never coordinates. */
  @ValidateIf((request: CreateForumPostRequest) => request.includeLocation === true)
  @IsInt({ message: 'destinationId must be a positive whole number' })
  @Min(1, { message: 'destinationId must be a positive whole number' })
  @Max(MAX_ID, { message: 'destinationId must be a positive whole number' })
  @IsNotEmpty({ message: 'destinationId is required to include location data' })
  @Transform(numberOrNull)
  destinationId?: number | null;
}

/** `PATCH /api/forum/posts/{id}`: the author's edit (the edit form sends both fields). */
export class EditForumPostRequest {
  @PostTitle()
  title!: string;

  @PostContent()
  content!: string;
}

/** `POST /api/forum/comments` (spec part 2 section 7). */
export class AddForumCommentRequest {
  @Matches(UUID_PATTERN, { message: 'postId must be a UUID' })
  @IsString({ message: 'postId is required' })
  postId!: string;

  @CommentContent()
  content!: string;

  /** The top-level comment this replies to. */
  @Transform(trimToNull)
  @IsOptional()
  @Matches(UUID_PATTERN, { message: 'parentId must be a UUID' })
  @IsString({ message: 'parentId must be a UUID' })
  parentId?: string | null;
}

/** `PATCH /api/forum/comments/{id}`: the author's edit. */
export class EditForumCommentRequest {
  @CommentContent()
  content!: string;
}

/**
 * `POST /api/forum/reactions` (spec part 2 section 7). Without `active` it toggles (a second click
 * takes it back); with `active` it sets, so a retried request cannot undo itself.
 */
export class ToggleReactionRequest {
  @Matches(UUID_PATTERN, { message: 'targetId must be a UUID' })
  @IsString({ message: 'targetId is required' })
  targetId!: string;

  @IsIn(REACTION_TARGET_TYPES, { message: `targetType must be one of ${REACTION_TARGET_TYPES.join(', ')}` })
  targetType!: ReactionTargetType;

  @IsIn(REACTION_KINDS, { message: `reactionType must be one of ${REACTION_KINDS.join(', ')}` })
  reactionType!: ReactionKind;

  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}

/** `POST /api/forum/reports`: a traveller flags a post or comment for the moderators. */
export class ReportForumContentRequest {
  @IsIn(REACTION_TARGET_TYPES, { message: `targetType must be one of ${REACTION_TARGET_TYPES.join(', ')}` })
  targetType!: ReactionTargetType;

  @Matches(UUID_PATTERN, { message: 'targetId must be a UUID' })
  @IsString({ message: 'targetId is required' })
  targetId!: string;

  @IsIn(CONTENT_REPORT_REASONS, { message: 'Please select a reason' })
  reason!: ContentReportReason;

  @OptionalText('details', CONTENT_REPORT_DETAILS_MAX_LENGTH)
  details?: string | null;
}

/** `POST /api/forum/posts/{id}/pin` (moderators). */
export class PinForumPostRequest {
  @IsBoolean({ message: 'pinned must be true or false' })
  pinned!: boolean;

  @ModerationReason()
  reason!: string;
}

/** `POST /api/forum/posts/{id}/lock` (moderators). */
export class LockForumPostRequest {
  @IsBoolean({ message: 'locked must be true or false' })
  locked!: boolean;

  @ModerationReason()
  reason!: string;
}

/** `POST /api/forum/posts/{id}/hide` and `POST /api/forum/comments/{id}/hide` (moderators). */
export class HideForumContentRequest {
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden!: boolean;

  @ModerationReason()
  reason!: string;
}

/** `POST /api/forum/preview`: what the post will look like. */
export class PreviewMarkdownRequest {
  @MaxLength(FORUM_CONTENT_MAX_LENGTH, { message: FORUM_MESSAGES.contentTooLong })
  @IsString({ message: 'content must be text' })
  content!: string;
}

// ----- feedback hub ------------------------------------------------------------------------------

/** What the browser adds to a feedback or bug report: user agent, page and time (and screen size for bugs). */
export class SubmissionMetadataInput {
  @OptionalText('metadata.userAgent', USER_AGENT_MAX_LENGTH)
  userAgent?: string | null;

  @OptionalText('metadata.url', URL_MAX_LENGTH)
  url?: string | null;

  @Transform(trimToNull)
  @IsOptional()
  @IsISO8601({}, { message: 'metadata.timestamp must be an ISO 8601 time' })
  @IsString({ message: 'metadata.timestamp must be an ISO 8601 time' })
  timestamp?: string | null;

  @Transform(numberOrNull)
  @IsOptional()
  @IsInt({ message: 'metadata.screenWidth must be a whole number' })
  @Min(0, { message: 'metadata.screenWidth must be at least 0' })
  @Max(100_000, { message: 'metadata.screenWidth must be at most 100000' })
  screenWidth?: number | null;

  @Transform(numberOrNull)
  @IsOptional()
  @IsInt({ message: 'metadata.screenHeight must be a whole number' })
  @Min(0, { message: 'metadata.screenHeight must be at least 0' })
  @Max(100_000, { message: 'metadata.screenHeight must be at most 100000' })
  screenHeight?: number | null;
}

function Metadata(): PropertyDecorator {
  return (target, key) => {
    IsObject({ message: 'metadata must be an object' })(target, key);
    ValidateNested()(target, key);
    IsOptional()(target, key);
    Type(() => SubmissionMetadataInput)(target, key);
  };
}

/** `POST /api/feedback` (spec part 2 "Feedback"). */
export class SubmitFeedbackRequest {
  @IsIn(FEEDBACK_TYPES, { message: FEEDBACK_MESSAGES.feedbackTypeRequired })
  feedbackType!: FeedbackType;

  @RequiredText('message', FEEDBACK_MESSAGE_MIN_LENGTH, FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGES.messageTooShort)
  message!: string;

  /** The destination name, for `data` feedback. */
  @OptionalText('category', FEEDBACK_CATEGORY_MAX_LENGTH)
  category?: string | null;

  @OptionalRating('rating')
  rating?: number | null;

  @Metadata()
  metadata?: SubmissionMetadataInput | null;
}

/** `POST /api/data-reports` (spec part 2 "Data report"). */
export class SubmitDataReportRequest {
  @IsIn(DATA_REPORT_ITEM_TYPES, { message: FEEDBACK_MESSAGES.itemTypeRequired })
  itemType!: DataReportItemType;

  @Transform(numberOrNull)
  @IsInt({ message: FEEDBACK_MESSAGES.itemIdPositive })
  @Min(1, { message: FEEDBACK_MESSAGES.itemIdPositive })
  @Max(MAX_ID, { message: FEEDBACK_MESSAGES.itemIdPositive })
  @IsNotEmpty({ message: FEEDBACK_MESSAGES.itemIdRequired })
  itemId!: number;

  @RequiredText('issue', DATA_REPORT_ISSUE_MIN_LENGTH, DATA_REPORT_ISSUE_MAX_LENGTH, FEEDBACK_MESSAGES.issueTooShort)
  issue!: string;

  @OptionalText('correction', DATA_REPORT_CORRECTION_MAX_LENGTH)
  correction?: string | null;
}

/** `POST /api/surveys` (spec part 2 "Survey"). */
export class SubmitSurveyRequest {
  @IsIn(TRAVEL_FREQUENCIES, { message: FEEDBACK_MESSAGES.travelFrequencyRequired })
  travelFrequency!: TravelFrequency;

  @ArrayUnique({ message: 'travelTypes must not repeat a type' })
  @IsIn(SURVEY_TRAVEL_TYPES, {
    each: true,
    message: `each travel type must be one of ${SURVEY_TRAVEL_TYPES.join(', ')}`,
  })
  @ArrayMaxSize(SURVEY_TRAVEL_TYPES.length, { message: 'travelTypes must not repeat a type' })
  @ArrayMinSize(1, { message: FEEDBACK_MESSAGES.travelTypesRequired })
  @IsArray({ message: FEEDBACK_MESSAGES.travelTypesRequired })
  travelTypes!: SurveyTravelType[];

  @ArrayUnique({ message: 'preferredFeatures must not repeat a feature' })
  @IsIn(SURVEY_FEATURES, { each: true, message: `each feature must be one of ${SURVEY_FEATURES.join(', ')}` })
  @ArrayMaxSize(SURVEY_FEATURES.length, { message: 'preferredFeatures must not repeat a feature' })
  @ArrayMinSize(1, { message: FEEDBACK_MESSAGES.featuresRequired })
  @IsArray({ message: FEEDBACK_MESSAGES.featuresRequired })
  preferredFeatures!: SurveyFeature[];

  @IsIn(SURVEY_FACTORS, { message: FEEDBACK_MESSAGES.factorRequired })
  mostImportantFactor!: SurveyFactor;

  /** Kept only when mostImportantFactor is `other`. */
  @OptionalText('otherFactor', SURVEY_OTHER_FACTOR_MAX_LENGTH)
  otherFactor?: string | null;

  @IsIn(SURVEY_APP_USAGES, { message: FEEDBACK_MESSAGES.appUsageRequired })
  appUsage!: SurveyAppUsage;

  @OptionalRating('appRating')
  appRating?: number | null;

  @OptionalText('missingFeatures', SURVEY_TEXT_MAX_LENGTH)
  missingFeatures?: string | null;

  @OptionalText('extraFeedback', SURVEY_TEXT_MAX_LENGTH)
  extraFeedback?: string | null;

  @OptionalEmail()
  email?: string | null;
}

/** `POST /api/bug-reports` (spec part 2 "Bug report"). */
export class SubmitBugReportRequest {
  @RequiredText('title', BUG_TITLE_MIN_LENGTH, BUG_TITLE_MAX_LENGTH, FEEDBACK_MESSAGES.bugTitleTooShort)
  title!: string;

  @RequiredText(
    'description',
    BUG_DESCRIPTION_MIN_LENGTH,
    BUG_DESCRIPTION_MAX_LENGTH,
    FEEDBACK_MESSAGES.bugDescriptionTooShort,
  )
  description!: string;

  @IsIn(BUG_SEVERITIES, { message: FEEDBACK_MESSAGES.severityRequired })
  severity!: BugSeverity;

  @RequiredText('steps', BUG_STEPS_MIN_LENGTH, BUG_STEPS_MAX_LENGTH, FEEDBACK_MESSAGES.stepsTooShort)
  steps!: string;

  /** The page the bug was seen on (filled in from the address on load). */
  @Transform(trimToNull)
  @IsOptional()
  @IsUrl(HTTP_URL, { message: 'url must be an http or https address' })
  @MaxLength(URL_MAX_LENGTH, { message: `url must be at most ${URL_MAX_LENGTH} characters` })
  @IsString({ message: 'url must be text' })
  url?: string | null;

  @OptionalText('browser', BUG_FIELD_MAX_LENGTH)
  browser?: string | null;

  @OptionalText('device', BUG_FIELD_MAX_LENGTH)
  device?: string | null;

  /** A link to a screenshot. */
  @Transform(trimToNull)
  @IsOptional()
  @IsUrl(HTTP_URL, { message: 'screenshot must be an http or https address' })
  @MaxLength(URL_MAX_LENGTH, { message: `screenshot must be at most ${URL_MAX_LENGTH} characters` })
  @IsString({ message: 'screenshot must be text' })
  screenshot?: string | null;

  @OptionalEmail()
  email?: string | null;

  /** Default false. */
  @IsOptional()
  @IsBoolean({ message: 'contactAllowed must be true or false' })
  contactAllowed?: boolean;

  @Metadata()
  metadata?: SubmissionMetadataInput | null;
}
