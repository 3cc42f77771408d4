/**
 * Events of the community.
 *
 * - `forum-category-<id>` (numeric id): a category's creation. The six default ones are seeded
 *   through the same command with ids 1-6.
 * - `forum-post-<uuid>`: one discussion's post: its creation and the author's edits, moderators'
 *   pins, locks and hides (each with a reason), reactions on the post, and travellers saving it.
 *   Discussions written before comments had streams of their own also hold their comments, their
 *   edits and hides and the reactions on them here; those stay where they are and keep working.
 * - `forum-comment-<uuid>`: one comment (one level of replies): its creation, the author's edits,
 *   moderators' hides and the reactions on it. A new comment reads its post's stream to check it
 *   (it exists, is not hidden, is not locked; a reply's parent is a visible top-level comment of the
 *   same post) and appends to a stream of its own, so fifty people commenting on one post never
 *   retry each other. "One reaction of each kind per traveller per target" holds per stream. A lock
 *   that lands between a comment's check and its append does not undo that comment.
 * - `report-<uuid>`: one submission that the moderation console triages: the feedback hub's four
 *   forms and travellers' flags on posts, comments, tips and ratings. A flag's uuid is derived from
 *   the target and the traveller, so one traveller flags one target once (stream identity, not a
 *   lookup).
 *
 * Posts and comments store the author's Markdown source; it is rendered and sanitised on the way
 * out, never stored as HTML. The author's id is always in the event; anonymity is applied when read.
 */
import type { RecordedEvent } from '../envelope';
import type {
  BugSeverity,
  ContentReportReason,
  DataReportItemType,
  FeedbackType,
  ForumCategoryIcon,
  ReactionKind,
  ReactionTargetType,
  SurveyAppUsage,
  SurveyFactor,
  SurveyFeature,
  SurveyTravelType,
  TravelFrequency,
} from '../constants/community.constants';
import type { FlagTargetType } from '../constants/moderation.constants';

// ----- forum categories --------------------------------------------------------------------------

export interface ForumCategoryCreatedData {
  readonly categoryId: number;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly icon: ForumCategoryIcon;
  /** Where it sits in the category list, lowest first. */
  readonly position: number;
}

// ----- forum posts -------------------------------------------------------------------------------

export interface ForumPostCreatedData {
  readonly postId: string;
  readonly categoryId: number;
  readonly authorId: string;
  readonly title: string;
  /** Markdown source, as written. */
  readonly content: string;
  /** Shown as 'Anonymous' to everyone except moderators (and the author, who sees it is theirs). */
  readonly isAnonymous: boolean;
  /** "Include Location Data": the destination the post is about, never coordinates. */
  readonly destinationId: number | null;
}

export interface ForumPostEditedData {
  readonly postId: string;
  readonly title: string;
  readonly content: string;
}

/** A moderator pins or unpins a post. */
export interface ForumPostPinnedData {
  readonly postId: string;
  readonly pinned: boolean;
  readonly reason: string;
}

/** A moderator locks a post (no new comments) or unlocks it. */
export interface ForumPostLockedData {
  readonly postId: string;
  readonly locked: boolean;
  readonly reason: string;
}

/** A moderator hides a post from everyone but moderators and its author, or shows it again. */
export interface ForumPostHiddenData {
  readonly postId: string;
  readonly hidden: boolean;
  readonly reason: string;
}

export interface ForumCommentAddedData {
  readonly postId: string;
  readonly commentId: string;
  readonly authorId: string;
  /** Markdown source. */
  readonly content: string;
  /** The top-level comment this one replies to; replies go one level deep. */
  readonly parentId: string | null;
}

export interface ForumCommentEditedData {
  readonly postId: string;
  readonly commentId: string;
  readonly content: string;
}

export interface ForumCommentHiddenData {
  readonly postId: string;
  readonly commentId: string;
  readonly hidden: boolean;
  readonly reason: string;
}

export interface ForumReactionData {
  readonly postId: string;
  readonly targetType: ReactionTargetType;
  /** The post id or the comment id. */
  readonly targetId: string;
  readonly userId: string;
  readonly reactionType: ReactionKind;
}

export interface ForumPostSavedData {
  readonly postId: string;
  readonly userId: string;
}

// ----- reports (report-<uuid>) -------------------------------------------------------------------

/** What the browser knows about where a form was sent from. */
export interface SubmissionMetadata {
  readonly userAgent: string | null;
  readonly url: string | null;
  /** The browser's clock (ISO time), as the form sent it. */
  readonly timestamp: string | null;
  readonly screenWidth?: number | null;
  readonly screenHeight?: number | null;
}

interface Submission {
  readonly reportId: string;
  /** The signed-in traveller who sent it, or null for an anonymous visitor. */
  readonly submittedBy: string | null;
  /**
   * Since schema version 2 the fields of SUBMISSION_SEALED_FIELDS are sealed in the log with this
   * subject's key: the signed-in sender's (deleting the account shreds it) or the submission's own.
   * The types below describe the fields as projections read them, opened (null once erased).
   */
  readonly sealedFor?: string;
}

/** The fields of each form that can identify a person: sealed in the log, erasable. */
export const SUBMISSION_SEALED_FIELDS = {
  FeedbackSubmitted: ['message'],
  DataIssueReported: ['issue', 'correction'],
  SurveySubmitted: ['otherFactor', 'missingFeatures', 'extraFeedback', 'email'],
  BugReported: ['title', 'description', 'steps', 'url', 'screenshot', 'email'],
} as const satisfies Record<string, readonly string[]>;

export type SealedSubmissionType = keyof typeof SUBMISSION_SEALED_FIELDS;

/** A submission as an erasure leaves it: its personal fields null, the rest (kind, ratings) kept. */
export function erasedSubmission<T extends object>(type: string, data: T): T {
  const fields: readonly string[] = SUBMISSION_SEALED_FIELDS[type as SealedSubmissionType] ?? [];
  return { ...data, ...Object.fromEntries(fields.map((field) => [field, null])) };
}

/** An erasure request removed a submission's personal fields (its own key is shredded). */
export interface SubmissionErasedData {
  readonly reason: string;
}

export interface FeedbackSubmittedData extends Submission {
  readonly feedbackType: FeedbackType;
  readonly message: string;
  /** The destination a `data` feedback is about. */
  readonly category: string | null;
  readonly rating: number | null;
  readonly metadata: SubmissionMetadata | null;
}

export interface DataIssueReportedData extends Submission {
  readonly itemType: DataReportItemType;
  readonly itemId: number;
  readonly issue: string;
  readonly correction: string | null;
}

export interface SurveySubmittedData extends Submission {
  readonly travelFrequency: TravelFrequency;
  readonly travelTypes: readonly SurveyTravelType[];
  readonly preferredFeatures: readonly SurveyFeature[];
  readonly mostImportantFactor: SurveyFactor;
  readonly otherFactor: string | null;
  readonly appUsage: SurveyAppUsage;
  readonly appRating: number | null;
  readonly missingFeatures: string | null;
  readonly extraFeedback: string | null;
  readonly email: string | null;
}

export interface BugReportedData extends Submission {
  readonly title: string;
  readonly description: string;
  readonly severity: BugSeverity;
  readonly steps: string;
  readonly url: string | null;
  readonly browser: string | null;
  readonly device: string | null;
  readonly screenshot: string | null;
  readonly email: string | null;
  readonly contactAllowed: boolean;
  readonly metadata: SubmissionMetadata | null;
}

/**
 * A traveller flags a forum post or comment, or (since the moderation queue) a safety tip or a
 * rating, for the moderators.
 */
export interface ContentFlaggedData extends Submission {
  readonly targetType: FlagTargetType;
  readonly targetId: string;
  /** The post of a flagged post or comment; null for a tip or a rating. */
  readonly postId: string | null;
  /** The destination of a flagged tip or rating (absent on forum flags). */
  readonly destinationId?: number | null;
  readonly reason: ContentReportReason;
  readonly details: string | null;
}

// ----- typed events ------------------------------------------------------------------------------

export type ForumCategoryCreated = RecordedEvent<'ForumCategoryCreated', ForumCategoryCreatedData>;
export type ForumCategoryEvent = ForumCategoryCreated;

export type ForumPostCreated = RecordedEvent<'ForumPostCreated', ForumPostCreatedData>;
export type ForumPostEdited = RecordedEvent<'ForumPostEdited', ForumPostEditedData>;
export type ForumPostPinned = RecordedEvent<'ForumPostPinned', ForumPostPinnedData>;
export type ForumPostLocked = RecordedEvent<'ForumPostLocked', ForumPostLockedData>;
export type ForumPostHidden = RecordedEvent<'ForumPostHidden', ForumPostHiddenData>;
export type ForumCommentAdded = RecordedEvent<'ForumCommentAdded', ForumCommentAddedData>;
export type ForumCommentEdited = RecordedEvent<'ForumCommentEdited', ForumCommentEditedData>;
export type ForumCommentHidden = RecordedEvent<'ForumCommentHidden', ForumCommentHiddenData>;
export type ForumReactionAdded = RecordedEvent<'ForumReactionAdded', ForumReactionData>;
export type ForumReactionRemoved = RecordedEvent<'ForumReactionRemoved', ForumReactionData>;
export type ForumPostSaved = RecordedEvent<'ForumPostSaved', ForumPostSavedData>;
export type ForumPostUnsaved = RecordedEvent<'ForumPostUnsaved', ForumPostSavedData>;
export type ForumPostEvent =
  | ForumPostCreated
  | ForumPostEdited
  | ForumPostPinned
  | ForumPostLocked
  | ForumPostHidden
  | ForumCommentAdded
  | ForumCommentEdited
  | ForumCommentHidden
  | ForumReactionAdded
  | ForumReactionRemoved
  | ForumPostSaved
  | ForumPostUnsaved;

export type FeedbackSubmitted = RecordedEvent<'FeedbackSubmitted', FeedbackSubmittedData>;
export type DataIssueReported = RecordedEvent<'DataIssueReported', DataIssueReportedData>;
export type SurveySubmitted = RecordedEvent<'SurveySubmitted', SurveySubmittedData>;
export type BugReported = RecordedEvent<'BugReported', BugReportedData>;
export type ContentFlagged = RecordedEvent<'ContentFlagged', ContentFlaggedData>;
export type ReportEvent = FeedbackSubmitted | DataIssueReported | SurveySubmitted | BugReported | ContentFlagged;

export const CommunityEventTypes = {
  ForumCategoryCreated: { type: 'ForumCategoryCreated', schemaVersion: 1 },
  ForumPostCreated: { type: 'ForumPostCreated', schemaVersion: 1 },
  ForumPostEdited: { type: 'ForumPostEdited', schemaVersion: 1 },
  ForumPostPinned: { type: 'ForumPostPinned', schemaVersion: 1 },
  ForumPostLocked: { type: 'ForumPostLocked', schemaVersion: 1 },
  ForumPostHidden: { type: 'ForumPostHidden', schemaVersion: 1 },
  ForumCommentAdded: { type: 'ForumCommentAdded', schemaVersion: 1 },
  ForumCommentEdited: { type: 'ForumCommentEdited', schemaVersion: 1 },
  ForumCommentHidden: { type: 'ForumCommentHidden', schemaVersion: 1 },
  ForumReactionAdded: { type: 'ForumReactionAdded', schemaVersion: 1 },
  ForumReactionRemoved: { type: 'ForumReactionRemoved', schemaVersion: 1 },
  ForumPostSaved: { type: 'ForumPostSaved', schemaVersion: 1 },
  ForumPostUnsaved: { type: 'ForumPostUnsaved', schemaVersion: 1 },
  FeedbackSubmitted: { type: 'FeedbackSubmitted', schemaVersion: 2 },
  DataIssueReported: { type: 'DataIssueReported', schemaVersion: 2 },
  SurveySubmitted: { type: 'SurveySubmitted', schemaVersion: 2 },
  BugReported: { type: 'BugReported', schemaVersion: 2 },
  SubmissionErased: { type: 'SubmissionErased', schemaVersion: 1 },
  ContentFlagged: { type: 'ContentFlagged', schemaVersion: 1 },
} as const;

/** The projection whose change notices carry forum changes (SSE): the web keys forum queries by it. */
export const FORUM_PROJECTION = 'forum';
/** The projection of the moderation console's report queue. */
export const REPORTS_PROJECTION = 'reports';

export function forumCategoryStreamName(categoryId: number): string {
  return `forum-category-${categoryId}`;
}
export function forumPostStreamName(postId: string): string {
  return `forum-post-${postId}`;
}
export function forumCommentStreamName(commentId: string): string {
  return `forum-comment-${commentId}`;
}
export function reportStreamName(reportId: string): string {
  return `report-${reportId}`;
}
