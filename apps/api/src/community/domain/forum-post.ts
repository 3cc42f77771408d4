/**
 * A forum discussion (`forum-post-<uuid>`): the post, its comments (one level of replies), the
 * reactions on both, travellers' saves and moderators' pins, locks and hides. One decider over one
 * stream, so "a locked post takes no comment", "a reply answers a top-level comment of this post"
 * and "one reaction of each kind per traveller per target" hold under concurrency without a read
 * model in the loop.
 */
import {
  CommunityEventTypes,
  FORUM_MESSAGES,
  type ErrorResponse,
  type ForumCommentAddedData,
  type ForumCommentEditedData,
  type ForumCommentHiddenData,
  type ForumPostCreatedData,
  type ForumPostEditedData,
  type ForumPostHiddenData,
  type ForumPostLockedData,
  type ForumPostPinnedData,
  type ForumPostSavedData,
  type ForumReactionData,
  type ReactionKind,
  type ReactionTargetType,
  type RecordedEvent,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

interface CommentState {
  readonly authorId: string;
  readonly parentId: string | null;
  readonly content: string;
  readonly hidden: boolean;
}

export interface ForumPostState {
  readonly created: boolean;
  readonly postId: string;
  readonly authorId: string | null;
  readonly title: string;
  readonly content: string;
  readonly pinned: boolean;
  readonly locked: boolean;
  readonly hidden: boolean;
  readonly comments: ReadonlyMap<string, CommentState>;
  /** Keys from `reactionKey`. */
  readonly reactions: ReadonlySet<string>;
  readonly savedBy: ReadonlySet<string>;
}

export type ForumPostCommand =
  | ({ readonly type: 'CreatePost' } & ForumPostCreatedData)
  | { readonly type: 'EditPost'; readonly userId: string; readonly title: string; readonly content: string }
  | { readonly type: 'PinPost'; readonly pinned: boolean; readonly reason: string }
  | { readonly type: 'LockPost'; readonly locked: boolean; readonly reason: string }
  | { readonly type: 'HidePost'; readonly hidden: boolean; readonly reason: string }
  | ({ readonly type: 'AddComment' } & Omit<ForumCommentAddedData, 'postId'>)
  | { readonly type: 'EditComment'; readonly commentId: string; readonly userId: string; readonly content: string }
  | { readonly type: 'HideComment'; readonly commentId: string; readonly hidden: boolean; readonly reason: string }
  | {
      readonly type: 'React';
      readonly userId: string;
      readonly targetType: ReactionTargetType;
      readonly targetId: string;
      readonly reactionType: ReactionKind;
      /** Set the reaction on or off; undefined toggles it (a second click takes it back). */
      readonly active?: boolean;
    }
  | { readonly type: 'SavePost'; readonly userId: string; readonly saved: boolean };

export function reactionKey(targetType: ReactionTargetType, targetId: string, userId: string, kind: ReactionKind) {
  return `${targetType}:${targetId}:${userId}:${kind}`;
}

/** The reactions a stream holds after a `ForumReactionAdded` or `ForumReactionRemoved`. */
export function reactionsAfter(reactions: ReadonlySet<string>, event: RecordedEvent): ReadonlySet<string> {
  const data = event.data as ForumReactionData;
  const next = new Set(reactions);
  const key = reactionKey(data.targetType, data.targetId, data.userId, data.reactionType);
  if (event.type === 'ForumReactionAdded') next.add(key);
  else next.delete(key);
  return next;
}

export class UnknownPostError extends DomainError {
  override readonly name = 'UnknownPostError';
  toResponse(): ErrorResponse {
    return { statusCode: 404, error: 'Not Found', code: 'POST_NOT_FOUND', message: FORUM_MESSAGES.postNotFound };
  }
}

export class UnknownCommentError extends DomainError {
  override readonly name = 'UnknownCommentError';
  toResponse(): ErrorResponse {
    return { statusCode: 404, error: 'Not Found', code: 'COMMENT_NOT_FOUND', message: 'Comment not found' };
  }
}

export class PostExistsError extends DomainError {
  override readonly name = 'PostExistsError';
  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: 'POST_EXISTS', message: 'This post already exists' };
  }
}

export class NotAuthorError extends DomainError {
  override readonly name = 'NotAuthorError';
  toResponse(): ErrorResponse {
    return { statusCode: 403, error: 'Forbidden', code: 'NOT_AUTHOR', message: 'Only the author can edit this' };
  }
}

export class PostLockedError extends DomainError {
  override readonly name = 'PostLockedError';
  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: 'POST_LOCKED', message: FORUM_MESSAGES.locked };
  }
}

export class ReplyTooDeepError extends DomainError {
  override readonly name = 'ReplyTooDeepError';
  toResponse(): ErrorResponse {
    return {
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'REPLY_TOO_DEEP',
      message: 'Replies go one level deep: reply to the top-level comment instead',
    };
  }
}

export class OwnContentReactionError extends DomainError {
  override readonly name = 'OwnContentReactionError';
  toResponse(): ErrorResponse {
    return {
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'OWN_CONTENT',
      message: 'You cannot react to your own post or comment',
    };
  }
}

const withComment = (state: ForumPostState, commentId: string, change: (comment: CommentState) => CommentState) => {
  const comment = state.comments.get(commentId);
  if (!comment) return state;
  return { ...state, comments: new Map(state.comments).set(commentId, change(comment)) };
};

export const forumPostDecider: Decider<ForumPostState, ForumPostCommand> = {
  initialState: () => ({
    created: false,
    postId: '',
    authorId: null,
    title: '',
    content: '',
    pinned: false,
    locked: false,
    hidden: false,
    comments: new Map(),
    reactions: new Set(),
    savedBy: new Set(),
  }),

  evolve(state, event: RecordedEvent): ForumPostState {
    switch (event.type) {
      case 'ForumPostCreated': {
        const data = event.data as ForumPostCreatedData;
        return {
          ...state,
          created: true,
          postId: data.postId,
          authorId: data.authorId,
          title: data.title,
          content: data.content,
        };
      }
      case 'ForumPostEdited': {
        const data = event.data as ForumPostEditedData;
        return { ...state, title: data.title, content: data.content };
      }
      case 'ForumPostPinned':
        return { ...state, pinned: (event.data as ForumPostPinnedData).pinned };
      case 'ForumPostLocked':
        return { ...state, locked: (event.data as ForumPostLockedData).locked };
      case 'ForumPostHidden':
        return { ...state, hidden: (event.data as ForumPostHiddenData).hidden };
      case 'ForumCommentAdded': {
        const data = event.data as ForumCommentAddedData;
        const comment = { authorId: data.authorId, parentId: data.parentId, content: data.content, hidden: false };
        return { ...state, comments: new Map(state.comments).set(data.commentId, comment) };
      }
      case 'ForumCommentEdited': {
        const data = event.data as ForumCommentEditedData;
        return withComment(state, data.commentId, (comment) => ({ ...comment, content: data.content }));
      }
      case 'ForumCommentHidden': {
        const data = event.data as ForumCommentHiddenData;
        return withComment(state, data.commentId, (comment) => ({ ...comment, hidden: data.hidden }));
      }
      case 'ForumReactionAdded':
      case 'ForumReactionRemoved':
        return { ...state, reactions: reactionsAfter(state.reactions, event) };
      case 'ForumPostSaved':
      case 'ForumPostUnsaved': {
        const data = event.data as ForumPostSavedData;
        const savedBy = new Set(state.savedBy);
        if (event.type === 'ForumPostSaved') savedBy.add(data.userId);
        else savedBy.delete(data.userId);
        return { ...state, savedBy };
      }
      default:
        return state;
    }
  },

  decide(command, state): DecidedEvent[] {
    if (command.type === 'CreatePost') {
      if (state.created) throw new PostExistsError();
      const { type: _type, ...data } = command;
      return [{ ...CommunityEventTypes.ForumPostCreated, data }];
    }
    if (!state.created) throw new UnknownPostError();
    const postId = state.postId;

    switch (command.type) {
      case 'EditPost': {
        if (command.userId !== state.authorId) throw new NotAuthorError();
        if (command.title === state.title && command.content === state.content) return [];
        const data: ForumPostEditedData = { postId, title: command.title, content: command.content };
        return [{ ...CommunityEventTypes.ForumPostEdited, data }];
      }
      case 'PinPost': {
        if (command.pinned === state.pinned) return [];
        const data: ForumPostPinnedData = { postId, pinned: command.pinned, reason: command.reason };
        return [{ ...CommunityEventTypes.ForumPostPinned, data }];
      }
      case 'LockPost': {
        if (command.locked === state.locked) return [];
        const data: ForumPostLockedData = { postId, locked: command.locked, reason: command.reason };
        return [{ ...CommunityEventTypes.ForumPostLocked, data }];
      }
      case 'HidePost': {
        if (command.hidden === state.hidden) return [];
        const data: ForumPostHiddenData = { postId, hidden: command.hidden, reason: command.reason };
        return [{ ...CommunityEventTypes.ForumPostHidden, data }];
      }
      case 'AddComment': {
        if (state.hidden) throw new UnknownPostError();
        if (state.locked) throw new PostLockedError();
        if (state.comments.has(command.commentId)) return [];
        if (command.parentId !== null) {
          const parent = state.comments.get(command.parentId);
          if (!parent || parent.hidden) throw new UnknownCommentError();
          if (parent.parentId !== null) throw new ReplyTooDeepError();
        }
        const data: ForumCommentAddedData = {
          postId,
          commentId: command.commentId,
          authorId: command.authorId,
          content: command.content,
          parentId: command.parentId,
        };
        return [{ ...CommunityEventTypes.ForumCommentAdded, data }];
      }
      case 'EditComment': {
        const comment = state.comments.get(command.commentId);
        if (!comment || state.hidden) throw new UnknownCommentError();
        if (comment.authorId !== command.userId) throw new NotAuthorError();
        if (comment.content === command.content) return [];
        const data: ForumCommentEditedData = { postId, commentId: command.commentId, content: command.content };
        return [{ ...CommunityEventTypes.ForumCommentEdited, data }];
      }
      case 'HideComment': {
        const comment = state.comments.get(command.commentId);
        if (!comment) throw new UnknownCommentError();
        if (comment.hidden === command.hidden) return [];
        const data: ForumCommentHiddenData = {
          postId,
          commentId: command.commentId,
          hidden: command.hidden,
          reason: command.reason,
        };
        return [{ ...CommunityEventTypes.ForumCommentHidden, data }];
      }
      case 'React': {
        if (state.hidden) throw new UnknownPostError();
        const authorId = reactionTargetAuthor(command.targetType, command.targetId, postId, state);
        if (authorId === command.userId) throw new OwnContentReactionError();
        const key = reactionKey(command.targetType, command.targetId, command.userId, command.reactionType);
        const current = state.reactions.has(key);
        const wanted = command.active ?? !current;
        if (wanted === current) return [];
        const data: ForumReactionData = {
          postId,
          targetType: command.targetType,
          targetId: command.targetId,
          userId: command.userId,
          reactionType: command.reactionType,
        };
        return [
          { ...(wanted ? CommunityEventTypes.ForumReactionAdded : CommunityEventTypes.ForumReactionRemoved), data },
        ];
      }
      case 'SavePost': {
        if (state.hidden && command.saved) throw new UnknownPostError();
        if (state.savedBy.has(command.userId) === command.saved) return [];
        const data: ForumPostSavedData = { postId, userId: command.userId };
        return [
          { ...(command.saved ? CommunityEventTypes.ForumPostSaved : CommunityEventTypes.ForumPostUnsaved), data },
        ];
      }
    }
  },
};

function reactionTargetAuthor(
  targetType: ReactionTargetType,
  targetId: string,
  postId: string,
  state: ForumPostState,
): string | null {
  if (targetType === 'post') {
    if (targetId !== postId) throw new UnknownPostError();
    return state.authorId;
  }
  const comment = state.comments.get(targetId);
  if (!comment || comment.hidden) throw new UnknownCommentError();
  return comment.authorId;
}
