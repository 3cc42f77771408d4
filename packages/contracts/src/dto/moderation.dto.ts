/**
 * Request DTOs of moderation: travellers flagging tips and ratings (`/api/safety/...`), and the
 * console's queue, bans and notes (`/admin-api/...`). Every moderator action carries a reason an
 * auditor can read. react-admin's Edit forms send the whole record on `PUT` and its buttons a part
 * of it, so update DTOs accept every field of the record and act only on the ones they know.
 * Decorators are ordered so the most basic rule a field breaks is the one reported (bottom first).
 */
import { Transform } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import type { ModerationQueueItemDetail, ModeratorNote, TravellerBan } from '../api/moderation.responses';
import {
  CONTENT_REPORT_DETAILS_MAX_LENGTH,
  CONTENT_REPORT_REASONS,
  type ContentReportReason,
} from '../constants/community.constants';
import { MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH } from '../constants/destination.constants';
import {
  BAN_DURATION_HOURS_MAX,
  BAN_DURATION_HOURS_MIN,
  MODERATION_ACTIONS,
  MODERATION_BULK_MAX_ITEMS,
  MODERATION_ITEM_STATUSES,
  MODERATOR_NOTE_MAX_LENGTH,
  type ModerationAction,
  type ModerationItemStatus,
} from '../constants/moderation.constants';
import { trim, trimToNull } from './transforms';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A required reason, 3-500 characters after trimming. */
function Reason(): PropertyDecorator {
  return (target, key) => {
    IsNotEmpty({ message: 'reason is required: say why, it is kept with the action' })(target, key);
    IsString({ message: 'reason must be text' })(target, key);
    MinLength(MODERATION_REASON_MIN_LENGTH, {
      message: `reason must be at least ${MODERATION_REASON_MIN_LENGTH} characters`,
    })(target, key);
    MaxLength(MODERATION_REASON_MAX_LENGTH, {
      message: `reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`,
    })(target, key);
    Transform(trim)(target, key);
  };
}

/** An optional reason (required by the handler only when something changes). */
function OptionalReason(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsString({ message: 'reason must be text' })(target, key);
    MaxLength(MODERATION_REASON_MAX_LENGTH, {
      message: `reason must be at most ${MODERATION_REASON_MAX_LENGTH} characters`,
    })(target, key);
    Transform(trimToNull)(target, key);
  };
}

/** How long a ban lasts: `durationHours` (1 to a year) or an `until` time; the API wants exactly one. */
function BanDuration(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsInt({ message: 'durationHours must be a whole number of hours' })(target, key);
    Min(BAN_DURATION_HOURS_MIN, { message: `durationHours must be at least ${BAN_DURATION_HOURS_MIN}` })(target, key);
    Max(BAN_DURATION_HOURS_MAX, { message: `durationHours must be at most ${BAN_DURATION_HOURS_MAX}` })(target, key);
  };
}
function BanUntil(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsString({ message: 'until must be an ISO 8601 date and time' })(target, key);
    IsISO8601({ strict: true }, { message: 'until must be an ISO 8601 date and time' })(target, key);
    Transform(trimToNull)(target, key);
  };
}

/** Marks fields of a record as accepted and ignored on `PUT` (react-admin sends the whole record). */
function readOnly(target: { readonly prototype: object }, fields: readonly string[]): void {
  for (const field of fields) Allow()(target.prototype, field);
}

// ----- travellers flag tips and ratings ------------------------------------------------------------

/** `POST /api/safety/ratings/{ratingId}/report`. */
export class RatingIdParams {
  @Matches(UUID_PATTERN, { message: 'ratingId must be a UUID' })
  @IsString({ message: 'ratingId must be a UUID' })
  ratingId!: string;
}

/** `POST /api/safety/tips/{tipId}/report` and `.../ratings/{ratingId}/report`: the forum's reasons. */
export class ReportSafetyContentRequest {
  @IsIn(CONTENT_REPORT_REASONS, { message: 'Please select a reason' })
  reason!: ContentReportReason;

  @MaxLength(CONTENT_REPORT_DETAILS_MAX_LENGTH, {
    message: `details must be at most ${CONTENT_REPORT_DETAILS_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'details must be text' })
  @IsOptional()
  @Transform(trimToNull)
  details?: string | null;
}

// ----- the queue -----------------------------------------------------------------------------------

/** `/admin-api/moderation-queue/{id}`: `<kind>-<uuid>`; anything else is a 404. */
export class ModerationItemIdParams {
  @MaxLength(64, { message: 'id must be a queue item id' })
  @IsString({ message: 'id must be a queue item id' })
  id!: string;
}

/** `POST /admin-api/moderation-queue/{id}/actions`: one action with its reason. */
export class ModerationActionRequest {
  @IsIn(MODERATION_ACTIONS, { message: `action must be one of ${MODERATION_ACTIONS.join(', ')}` })
  action!: ModerationAction;

  @Reason()
  reason!: string;

  /** `ban` only. */
  @BanDuration()
  durationHours?: number;

  /** `ban` only, instead of durationHours. */
  @BanUntil()
  until?: string | null;
}

/** `POST /admin-api/moderation-queue/{id}/release`: ends your claim (an admin may end anyone's). */
export class ReleaseModerationItemRequest {
  @OptionalReason()
  reason?: string | null;
}

/**
 * `PUT /admin-api/moderation-queue/{id}` (react-admin `update`/`updateMany`): `{ action, reason }`
 * acts; `{ status: 'claimed' }` claims, `{ status: 'new' }` releases your claim (or reopens a closed
 * item, with a reason); `{ status: 'resolved' | 'dismissed', reason }` resolves or dismisses. Any
 * other field of the record is accepted and ignored; a whole unchanged record changes nothing.
 */
export class UpdateModerationItemRequest {
  @IsOptional()
  @IsIn(MODERATION_ITEM_STATUSES, { message: `status must be one of ${MODERATION_ITEM_STATUSES.join(', ')}` })
  status?: ModerationItemStatus;

  @IsOptional()
  @IsIn(MODERATION_ACTIONS, { message: `action must be one of ${MODERATION_ACTIONS.join(', ')}` })
  action?: ModerationAction;

  @OptionalReason()
  reason?: string | null;

  @BanDuration()
  durationHours?: number;

  @BanUntil()
  until?: string | null;
}
const ITEM_READ_ONLY: readonly Exclude<keyof ModerationQueueItemDetail, 'status'>[] = [
  'id',
  'kind',
  'targetId',
  'label',
  'priority',
  'flagCount',
  'flagReasons',
  'queuedAt',
  'lastFlaggedAt',
  'ageHours',
  'subjectUserId',
  'subjectName',
  'postId',
  'destinationId',
  'severity',
  'claimedBy',
  'claimedUntil',
  'resolution',
  'actions',
  'flags',
  'content',
];
readOnly(UpdateModerationItemRequest, ITEM_READ_ONLY);

/** `POST /admin-api/moderation-queue/bulk`: one action and reason for several items, each its own command. */
export class ModerationBulkRequest {
  @ArrayMaxSize(MODERATION_BULK_MAX_ITEMS, { message: `ids may hold at most ${MODERATION_BULK_MAX_ITEMS} items` })
  @ArrayMinSize(1, { message: 'ids must name at least one item' })
  @IsString({ each: true, message: 'ids must be queue item ids' })
  @IsArray({ message: 'ids must be a list of queue item ids' })
  ids!: string[];

  @IsIn(MODERATION_ACTIONS, { message: `action must be one of ${MODERATION_ACTIONS.join(', ')}` })
  action!: ModerationAction;

  @Reason()
  reason!: string;

  @BanDuration()
  durationHours?: number;

  @BanUntil()
  until?: string | null;
}

// ----- bans ----------------------------------------------------------------------------------------

/** `/admin-api/bans/{id}`: the traveller's user id. */
export class BanIdParams {
  @Matches(UUID_PATTERN, { message: 'id must be a user id' })
  @IsString({ message: 'id must be a user id' })
  id!: string;
}

/** `POST /admin-api/bans` (react-admin `create`): ban a traveller for a time. */
export class CreateBanRequest {
  @Matches(UUID_PATTERN, { message: 'userId must be a user id' })
  @IsString({ message: 'userId is required' })
  userId!: string;

  @Reason()
  reason!: string;

  @BanDuration()
  durationHours?: number;

  @BanUntil()
  until?: string | null;
}

/**
 * `PUT /admin-api/bans/{id}`: a new `until` / `durationHours` replaces the ban's end (a new
 * TravellerBanned); `{ lifted: true }` or `{ active: false }` lifts it. A reason is required for
 * either; the rest of the record is accepted and ignored.
 */
export class UpdateBanRequest {
  @OptionalReason()
  reason?: string | null;

  @BanDuration()
  durationHours?: number;

  @BanUntil()
  until?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'lifted must be true or false' })
  lifted?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;
}
const BAN_READ_ONLY: readonly Exclude<keyof TravellerBan, 'until' | 'reason' | 'active'>[] = [
  'id',
  'userId',
  'userName',
  'bannedBy',
  'bannedAt',
  'liftedAt',
  'liftedBy',
  'liftReason',
  'banCount',
];
readOnly(UpdateBanRequest, BAN_READ_ONLY);

/** `DELETE /admin-api/bans/{id}?reason=...` (or the reason in a JSON body): lifts the ban. */
export class LiftBanRequest {
  @OptionalReason()
  reason?: string | null;
}

// ----- notes ---------------------------------------------------------------------------------------

/** `POST /admin-api/moderator-notes`: a private note about a traveller. */
export class CreateModeratorNoteRequest {
  @Matches(UUID_PATTERN, { message: 'userId must be a user id' })
  @IsString({ message: 'userId is required' })
  userId!: string;

  @MaxLength(MODERATOR_NOTE_MAX_LENGTH, { message: `text must be at most ${MODERATOR_NOTE_MAX_LENGTH} characters` })
  @IsString({ message: 'text must be text' })
  @IsNotEmpty({ message: 'text is required' })
  @Transform(trim)
  text!: string;
}
const NOTE_READ_ONLY: readonly Exclude<keyof ModeratorNote, 'userId' | 'text'>[] = ['id', 'author', 'createdAt'];
readOnly(CreateModeratorNoteRequest, NOTE_READ_ONLY);
