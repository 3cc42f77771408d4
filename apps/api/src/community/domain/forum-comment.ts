/**
 * A forum comment in a stream of its own (`forum-comment-<uuid>`): its creation, the author's edits,
 * moderators' hides and the reactions on it. What a comment needs to know of its post (it exists, is
 * hidden, is locked) and of the comment it answers is read by the handler and handed in with the
 * command: the post is only checked, never appended to, so comments on one post never contend.
 * Comments written before this stream existed live in their post's stream (forum-post.ts).
 */
import {
  CommunityEventTypes,
  type ForumCommentAddedData,
  type ForumCommentEditedData,
  type ForumCommentHiddenData,
  type ForumReactionData,
  type ReactionKind,
  type RecordedEvent,
} from '@safetrails/contracts';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';
import {
  NotAuthorError,
  OwnContentReactionError,
  PostLockedError,
  reactionKey,
  reactionsAfter,
  ReplyTooDeepError,
  UnknownCommentError,
  UnknownPostError,
} from './forum-post';

export interface ForumCommentState {
  readonly created: boolean;
  readonly postId: string;
  readonly commentId: string;
  readonly authorId: string | null;
  readonly parentId: string | null;
  readonly content: string;
  readonly hidden: boolean;
  /** Keys from `reactionKey`. */
  readonly reactions: ReadonlySet<string>;
}

/** The post as the handler found it when the command came. */
export interface PostFacts {
  readonly exists: boolean;
  readonly hidden: boolean;
  readonly locked: boolean;
}

/** The comment a reply answers, as the handler found it; null when there is no such comment. */
export interface ParentFacts {
  readonly postId: string;
  readonly parentId: string | null;
  readonly hidden: boolean;
}

export type ForumCommentCommand =
  | ({
      readonly type: 'AddComment';
      readonly post: PostFacts;
      readonly parent: ParentFacts | null;
    } & ForumCommentAddedData)
  | { readonly type: 'EditComment'; readonly post: PostFacts; readonly userId: string; readonly content: string }
  | { readonly type: 'HideComment'; readonly hidden: boolean; readonly reason: string }
  | {
      readonly type: 'React';
      readonly post: PostFacts;
      readonly userId: string;
      readonly reactionType: ReactionKind;
      /** Set the reaction on or off; undefined toggles it (a second click takes it back). */
      readonly active?: boolean;
    };

export const forumCommentDecider: Decider<ForumCommentState, ForumCommentCommand> = {
  initialState: () => ({
    created: false,
    postId: '',
    commentId: '',
    authorId: null,
    parentId: null,
    content: '',
    hidden: false,
    reactions: new Set(),
  }),

  evolve(state, event: RecordedEvent): ForumCommentState {
    switch (event.type) {
      case 'ForumCommentAdded': {
        const data = event.data as ForumCommentAddedData;
        return {
          ...state,
          created: true,
          postId: data.postId,
          commentId: data.commentId,
          authorId: data.authorId,
          parentId: data.parentId,
          content: data.content,
        };
      }
      case 'ForumCommentEdited':
        return { ...state, content: (event.data as ForumCommentEditedData).content };
      case 'ForumCommentHidden':
        return { ...state, hidden: (event.data as ForumCommentHiddenData).hidden };
      case 'ForumReactionAdded':
      case 'ForumReactionRemoved':
        return { ...state, reactions: reactionsAfter(state.reactions, event) };
      default:
        return state;
    }
  },

  decide(command, state): DecidedEvent[] {
    if (command.type === 'AddComment') {
      // The same comment again (a retried request): nothing more.
      if (state.created) return [];
      if (!command.post.exists || command.post.hidden) throw new UnknownPostError();
      if (command.post.locked) throw new PostLockedError();
      if (command.parentId !== null) {
        const parent = command.parent;
        if (!parent || parent.hidden || parent.postId !== command.postId) throw new UnknownCommentError();
        if (parent.parentId !== null) throw new ReplyTooDeepError();
      }
      const { type: _type, post: _post, parent: _parent, ...data } = command;
      return [{ ...CommunityEventTypes.ForumCommentAdded, data }];
    }
    if (!state.created) throw new UnknownCommentError();
    const { postId, commentId } = state;

    switch (command.type) {
      case 'EditComment': {
        if (!command.post.exists || command.post.hidden) throw new UnknownCommentError();
        if (state.authorId !== command.userId) throw new NotAuthorError();
        if (state.content === command.content) return [];
        const data: ForumCommentEditedData = { postId, commentId, content: command.content };
        return [{ ...CommunityEventTypes.ForumCommentEdited, data }];
      }
      case 'HideComment': {
        if (state.hidden === command.hidden) return [];
        const data: ForumCommentHiddenData = { postId, commentId, hidden: command.hidden, reason: command.reason };
        return [{ ...CommunityEventTypes.ForumCommentHidden, data }];
      }
      case 'React': {
        if (!command.post.exists || command.post.hidden) throw new UnknownPostError();
        if (state.hidden) throw new UnknownCommentError();
        if (state.authorId === command.userId) throw new OwnContentReactionError();
        const key = reactionKey('comment', commentId, command.userId, command.reactionType);
        const current = state.reactions.has(key);
        const wanted = command.active ?? !current;
        if (wanted === current) return [];
        const data: ForumReactionData = {
          postId,
          targetType: 'comment',
          targetId: commentId,
          userId: command.userId,
          reactionType: command.reactionType,
        };
        return [
          { ...(wanted ? CommunityEventTypes.ForumReactionAdded : CommunityEventTypes.ForumReactionRemoved), data },
        ];
      }
    }
  },
};
