/**
 * What a comment's command needs to know of its post and of the comment it answers, read from
 * their streams (the post is only read, never appended to by a comment). A comment written before
 * comments had streams of their own is found in its post's stream.
 */
import { forumCommentStreamName, forumPostStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { loadState } from '../../platform/event-sourcing/handle-command';
import { forumCommentDecider, type ForumCommentState, type ParentFacts, type PostFacts } from '../domain/forum-comment';
import { forumPostDecider, UnknownCommentError, type ForumPostState } from '../domain/forum-post';
import type { ForumLookup } from '../queries/forum-lookup';

export function readForumPost(store: EventStore, postId: string): Promise<ForumPostState> {
  return loadState(store, forumPostStreamName(postId), forumPostDecider);
}

/** The comment's own stream; `created` is false for a comment that lives in its post's stream. */
export function readForumComment(store: EventStore, commentId: string): Promise<ForumCommentState> {
  return loadState(store, forumCommentStreamName(commentId), forumCommentDecider);
}

export function postFactsOf(post: ForumPostState): PostFacts {
  return { exists: post.created, hidden: post.hidden, locked: post.locked };
}

/** The comment a reply answers: in its own stream, or among its post's older comments; null when neither. */
export async function parentFactsOf(
  store: EventStore,
  post: ForumPostState,
  parentId: string,
): Promise<ParentFacts | null> {
  const own = await readForumComment(store, parentId);
  if (own.created) return { postId: own.postId, parentId: own.parentId, hidden: own.hidden };
  const older = post.comments.get(parentId);
  return older ? { postId: post.postId, parentId: older.parentId, hidden: older.hidden } : null;
}

/**
 * The post whose stream holds a comment written before comments had streams of their own (its
 * edits, hides and reactions are decided there); an unknown comment otherwise.
 */
export async function postOfOlderComment(lookup: ForumLookup, commentId: string): Promise<string> {
  const postId = await lookup.postIdOfComment(commentId);
  if (!postId) throw new UnknownCommentError();
  return postId;
}
