/**
 * The commands of the community: forum categories, posts, comments, reactions, saves, moderation
 * and flags, and the feedback hub's submissions. Each names who asks (the context) and what they
 * ask; the handlers next to them decide and append through `handleCommand`.
 */
import type {
  BugReportedData,
  ContentReportReason,
  DataIssueReportedData,
  FeedbackSubmittedData,
  ForumCategoryCreatedData,
  GlobalPosition,
  ReactionKind,
  ReactionTargetType,
  SurveySubmittedData,
} from '@safetrails/contracts';
import type { CommandContext } from '../../platform/event-sourcing/command-context';

export interface Appended {
  /** Where the events landed, or null when the command changed nothing. */
  readonly position: GlobalPosition | null;
}

export class CreateForumCategoryCommand {
  constructor(
    readonly category: ForumCategoryCreatedData,
    readonly context: CommandContext,
  ) {}
}

export class CreateForumPostCommand {
  constructor(
    readonly authorId: string,
    readonly categoryId: number,
    readonly title: string,
    readonly content: string,
    readonly isAnonymous: boolean,
    readonly destinationId: number | null,
    readonly context: CommandContext,
  ) {}
}
export interface CreateForumPostResult extends Appended {
  readonly postId: string;
}

export class EditForumPostCommand {
  constructor(
    readonly postId: string,
    readonly userId: string,
    readonly title: string,
    readonly content: string,
    readonly context: CommandContext,
  ) {}
}

export type PostModeration = 'pin' | 'lock' | 'hide';

/** A moderator pins, locks or hides a post (or undoes it), with a reason. */
export class ModerateForumPostCommand {
  constructor(
    readonly postId: string,
    readonly action: PostModeration,
    readonly value: boolean,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}

export class AddForumCommentCommand {
  constructor(
    readonly postId: string,
    readonly authorId: string,
    readonly content: string,
    readonly parentId: string | null,
    readonly context: CommandContext,
  ) {}
}
export interface AddForumCommentResult extends Appended {
  readonly commentId: string;
}

export class EditForumCommentCommand {
  constructor(
    readonly commentId: string,
    readonly userId: string,
    readonly content: string,
    readonly context: CommandContext,
  ) {}
}

export class HideForumCommentCommand {
  constructor(
    readonly commentId: string,
    readonly hidden: boolean,
    readonly reason: string,
    readonly context: CommandContext,
  ) {}
}
export interface CommentAppended extends Appended {
  readonly postId: string;
}

export class ReactToForumContentCommand {
  constructor(
    readonly userId: string,
    readonly targetType: ReactionTargetType,
    readonly targetId: string,
    readonly reactionType: ReactionKind,
    /** Undefined toggles. */
    readonly active: boolean | undefined,
    readonly context: CommandContext,
  ) {}
}
export interface ReactResult extends Appended {
  readonly postId: string;
  readonly active: boolean;
}

export class SaveForumPostCommand {
  constructor(
    readonly postId: string,
    readonly userId: string,
    readonly saved: boolean,
    readonly context: CommandContext,
  ) {}
}

export class FlagForumContentCommand {
  constructor(
    readonly userId: string,
    readonly targetType: ReactionTargetType,
    readonly targetId: string,
    readonly reason: ContentReportReason,
    readonly details: string | null,
    readonly context: CommandContext,
  ) {}
}

type Submitted<Data> = Omit<Data, 'reportId' | 'submittedBy'>;
export type ReportSubmission =
  | { readonly kind: 'feedback'; readonly data: Submitted<FeedbackSubmittedData> }
  | { readonly kind: 'data_report'; readonly data: Submitted<DataIssueReportedData> }
  | { readonly kind: 'survey'; readonly data: Submitted<SurveySubmittedData> }
  | { readonly kind: 'bug_report'; readonly data: Submitted<BugReportedData> };

/** One of the feedback hub's four forms, from a visitor or a signed-in traveller. */
export class SubmitReportCommand {
  constructor(
    readonly submission: ReportSubmission,
    /** The signed-in sender, or null for an anonymous visitor. */
    readonly submittedBy: string | null,
    readonly context: CommandContext,
  ) {}
}
export interface ReportSubmitted extends Appended {
  readonly reportId: string;
  readonly receivedAt: string;
}
