import type { RecordedEvent } from '@safetrails/contracts';
import { forumCommentDecider, type ForumCommentCommand, type ForumCommentState } from './forum-comment';
import {
  NotAuthorError,
  OwnContentReactionError,
  PostLockedError,
  ReplyTooDeepError,
  UnknownCommentError,
  UnknownPostError,
} from './forum-post';

const POST = '11111111-1111-4111-8111-111111111111';
const COMMENT = '22222222-2222-4222-8222-222222222222';
const PARENT = '33333333-3333-4333-8333-333333333333';
const AUTHOR = '44444444-4444-4444-8444-444444444444';
const READER = '55555555-5555-4555-8555-555555555555';
const OPEN = { exists: true, hidden: false, locked: false };

const add = (overrides: Partial<Extract<ForumCommentCommand, { type: 'AddComment' }>> = {}): ForumCommentCommand => ({
  type: 'AddComment',
  post: OPEN,
  parent: null,
  postId: POST,
  commentId: COMMENT,
  authorId: AUTHOR,
  content: 'Take the night bus from the square.',
  parentId: null,
  ...overrides,
});

/** The state after the decided events, as the stream would hold them. */
function after(command: ForumCommentCommand, state = forumCommentDecider.initialState()): ForumCommentState {
  return forumCommentDecider
    .decide(command, state)
    .reduce((folded, event) => forumCommentDecider.evolve(folded, event as unknown as RecordedEvent), state);
}

describe('a forum comment in its own stream', () => {
  it('is added to an open post, once', () => {
    const added = after(add());
    expect(added).toMatchObject({ created: true, postId: POST, authorId: AUTHOR, parentId: null });
    expect(forumCommentDecider.decide(add(), added)).toEqual([]);
  });

  it('is refused on a missing, hidden or locked post', () => {
    expect(() => after(add({ post: { ...OPEN, exists: false } }))).toThrow(UnknownPostError);
    expect(() => after(add({ post: { ...OPEN, hidden: true } }))).toThrow(UnknownPostError);
    expect(() => after(add({ post: { ...OPEN, locked: true } }))).toThrow(PostLockedError);
  });

  it('answers a visible top-level comment of the same post, one level deep', () => {
    const parent = { postId: POST, parentId: null, hidden: false };
    expect(after(add({ parentId: PARENT, parent })).parentId).toBe(PARENT);
    expect(() => after(add({ parentId: PARENT, parent: null }))).toThrow(UnknownCommentError);
    expect(() => after(add({ parentId: PARENT, parent: { ...parent, hidden: true } }))).toThrow(UnknownCommentError);
    expect(() => after(add({ parentId: PARENT, parent: { ...parent, postId: 'another-post' } }))).toThrow(
      UnknownCommentError,
    );
    expect(() => after(add({ parentId: PARENT, parent: { ...parent, parentId: COMMENT } }))).toThrow(ReplyTooDeepError);
  });

  it('is edited by its author only, and reacted to by others only, once per kind', () => {
    const added = after(add());
    expect(() => after({ type: 'EditComment', post: OPEN, userId: READER, content: 'Mine now' }, added)).toThrow(
      NotAuthorError,
    );
    expect(after({ type: 'EditComment', post: OPEN, userId: AUTHOR, content: 'Edited' }, added).content).toBe('Edited');
    expect(() => after({ type: 'React', post: OPEN, userId: AUTHOR, reactionType: 'helpful' }, added)).toThrow(
      OwnContentReactionError,
    );
    const liked = after({ type: 'React', post: OPEN, userId: READER, reactionType: 'helpful', active: true }, added);
    expect(liked.reactions.size).toBe(1);
    expect(
      forumCommentDecider.decide(
        { type: 'React', post: OPEN, userId: READER, reactionType: 'helpful', active: true },
        liked,
      ),
    ).toEqual([]);
  });

  it('hides and shows; a hidden comment takes no reaction', () => {
    const hidden = after({ type: 'HideComment', hidden: true, reason: 'Spam' }, after(add()));
    expect(hidden.hidden).toBe(true);
    expect(() => after({ type: 'React', post: OPEN, userId: READER, reactionType: 'like' }, hidden)).toThrow(
      UnknownCommentError,
    );
  });
});
