/**
 * What travellers and moderators write in the forum: posts, comments, reactions, flags, pins,
 * locks, hides and the preview.
 */
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  CONTENT_REPORT_DETAILS_MAX_LENGTH,
  CONTENT_REPORT_REASONS,
  FORUM_COMMENT_MAX_LENGTH,
  FORUM_COMMENT_MIN_LENGTH,
  FORUM_CONTENT_MAX_LENGTH,
  FORUM_CONTENT_MIN_LENGTH,
  FORUM_MESSAGES,
  FORUM_TITLE_MAX_LENGTH,
  FORUM_TITLE_MIN_LENGTH,
  REACTION_KINDS,
  REACTION_TARGET_TYPES,
  type ContentReportReason,
  type ReactionKind,
  type ReactionTargetType,
} from '../../constants/community.constants';
import { MAX_ID } from '../ids';
import { trim, trimToNull } from '../transforms';
import { ModerationReason, numberOrNull, OptionalText, UUID_PATTERN } from './form-rules';

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
