import type { RecordedEvent } from '@safetrails/contracts';
import { recordedEvent } from '../../../../../test/recorded-event';
import { CategoryConflictError, forumCategoryDecider } from './forum-category';
import {
  forumPostDecider,
  NotAuthorError,
  OwnContentReactionError,
  PostExistsError,
  PostLockedError,
  ReplyTooDeepError,
  UnknownCommentError,
  UnknownPostError,
} from './forum-post';
import { reportDecider } from './report';

const POST = '11111111-1111-4111-8111-111111111111';
const AUTHOR = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const READER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const OTHER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const COMMENT = '22222222-2222-4222-8222-222222222222';
const REPLY = '33333333-3333-4333-8333-333333333333';

const created = {
  postId: POST,
  categoryId: 1,
  authorId: AUTHOR,
  title: 'Night buses in Lisbon',
  content: 'Are the night buses in Lisbon safe for a woman alone after midnight?',
  isAnonymous: true,
  destinationId: null,
};

describe('forum post', () => {
  let revision = 0n;
  const at = (type: string, data: unknown) => recordedEvent(`forum-post-${POST}`, type, data, revision++);
  const given = (...events: RecordedEvent[]) => events.reduce(forumPostDecider.evolve, forumPostDecider.initialState());
  const types = (events: readonly { type: string }[]) => events.map((event) => event.type);
  const decide = forumPostDecider.decide;
  const posted = () => given(at('ForumPostCreated', created));
  const withComment = () =>
    given(
      at('ForumPostCreated', created),
      at('ForumCommentAdded', { postId: POST, commentId: COMMENT, authorId: READER, content: 'Yes', parentId: null }),
    );

  beforeEach(() => {
    revision = 0n;
  });

  it('is created once, keeping the author even when anonymous', () => {
    const events = decide({ type: 'CreatePost', ...created }, given());
    expect(events).toEqual([{ type: 'ForumPostCreated', schemaVersion: 1, data: created }]);
    expect(() => decide({ type: 'CreatePost', ...created }, posted())).toThrow(PostExistsError);
  });

  it('refuses everything on a post that does not exist', () => {
    expect(() => decide({ type: 'EditPost', userId: AUTHOR, title: 'x', content: 'y' }, given())).toThrow(
      UnknownPostError,
    );
    expect(() =>
      decide({ type: 'AddComment', commentId: COMMENT, authorId: READER, content: 'Hi', parentId: null }, given()),
    ).toThrow(UnknownPostError);
  });

  it('is edited by its author only, and an edit that changes nothing appends nothing', () => {
    const edit = { type: 'EditPost' as const, title: 'Night buses in Lisbon, 2026', content: created.content };
    expect(types(decide({ ...edit, userId: AUTHOR }, posted()))).toEqual(['ForumPostEdited']);
    expect(() => decide({ ...edit, userId: READER }, posted())).toThrow(NotAuthorError);
    expect(decide({ ...edit, userId: AUTHOR, title: created.title }, posted())).toEqual([]);
  });

  it('a locked post refuses new comments and replies with the spec text, and takes them again once unlocked', () => {
    const locked = given(
      at('ForumPostCreated', created),
      at('ForumCommentAdded', { postId: POST, commentId: COMMENT, authorId: READER, content: 'Yes', parentId: null }),
      at('ForumPostLocked', { postId: POST, locked: true, reason: 'Heated thread' }),
    );
    const comment = {
      type: 'AddComment' as const,
      commentId: REPLY,
      authorId: OTHER,
      content: 'Me too',
      parentId: null,
    };
    expect(() => decide(comment, locked)).toThrow(PostLockedError);
    expect(() => decide({ ...comment, parentId: COMMENT }, locked)).toThrow(PostLockedError);
    expect(new PostLockedError().toResponse()).toMatchObject({
      statusCode: 409,
      code: 'POST_LOCKED',
      message: 'This discussion is locked. New comments cannot be posted.',
    });
    const unlocked = forumPostDecider.evolve(
      locked,
      at('ForumPostLocked', { postId: POST, locked: false, reason: 'Calmer now' }),
    );
    expect(types(decide(comment, unlocked))).toEqual(['ForumCommentAdded']);
  });

  it('locking twice appends once; pin, lock and hide carry the reason', () => {
    const lock = { type: 'LockPost' as const, locked: true, reason: 'Off topic' };
    expect(decide(lock, posted())).toEqual([
      { type: 'ForumPostLocked', schemaVersion: 1, data: { postId: POST, locked: true, reason: 'Off topic' } },
    ]);
    const locked = forumPostDecider.evolve(posted(), at('ForumPostLocked', { postId: POST, ...lock }));
    expect(decide(lock, locked)).toEqual([]);
    expect(decide({ type: 'PinPost', pinned: true, reason: 'Useful' }, posted())[0]!.data).toMatchObject({
      pinned: true,
      reason: 'Useful',
    });
    expect(decide({ type: 'HidePost', hidden: true, reason: 'Spam' }, posted())[0]!.data).toMatchObject({
      hidden: true,
      reason: 'Spam',
    });
  });

  it('a hidden post takes no comments or reactions', () => {
    const hidden = forumPostDecider.evolve(
      posted(),
      at('ForumPostHidden', { postId: POST, hidden: true, reason: 'x' }),
    );
    expect(() =>
      decide({ type: 'AddComment', commentId: COMMENT, authorId: READER, content: 'Hi', parentId: null }, hidden),
    ).toThrow(UnknownPostError);
    expect(() =>
      decide({ type: 'React', userId: READER, targetType: 'post', targetId: POST, reactionType: 'like' }, hidden),
    ).toThrow(UnknownPostError);
  });

  it('replies go one level deep, to a comment of this post', () => {
    const reply = {
      type: 'AddComment' as const,
      commentId: REPLY,
      authorId: AUTHOR,
      content: 'Thanks',
      parentId: COMMENT,
    };
    expect(types(decide(reply, withComment()))).toEqual(['ForumCommentAdded']);
    const replied = forumPostDecider.evolve(withComment(), at('ForumCommentAdded', { postId: POST, ...reply }));
    expect(() => decide({ ...reply, commentId: OTHER, parentId: REPLY }, replied)).toThrow(ReplyTooDeepError);
    expect(() => decide({ ...reply, parentId: OTHER }, withComment())).toThrow(UnknownCommentError);
  });

  it('a comment is edited by its author only', () => {
    const edit = { type: 'EditComment' as const, commentId: COMMENT, content: 'Yes, mostly' };
    expect(types(decide({ ...edit, userId: READER }, withComment()))).toEqual(['ForumCommentEdited']);
    expect(() => decide({ ...edit, userId: AUTHOR }, withComment())).toThrow(NotAuthorError);
    expect(() => decide({ ...edit, userId: READER, commentId: OTHER }, withComment())).toThrow(UnknownCommentError);
  });

  describe('reactions', () => {
    const like = { type: 'React' as const, userId: READER, targetType: 'post' as const, targetId: POST };

    it('a second click takes the reaction back', () => {
      const first = decide({ ...like, reactionType: 'like' }, posted());
      expect(types(first)).toEqual(['ForumReactionAdded']);
      const liked = forumPostDecider.evolve(posted(), at('ForumReactionAdded', first[0]!.data));
      const second = decide({ ...like, reactionType: 'like' }, liked);
      expect(types(second)).toEqual(['ForumReactionRemoved']);
      const unliked = forumPostDecider.evolve(liked, at('ForumReactionRemoved', second[0]!.data));
      expect(types(decide({ ...like, reactionType: 'like' }, unliked))).toEqual(['ForumReactionAdded']);
    });

    it('one of each kind per traveller per target; setting an explicit state is idempotent', () => {
      const liked = forumPostDecider.evolve(
        posted(),
        at('ForumReactionAdded', {
          postId: POST,
          targetType: 'post',
          targetId: POST,
          userId: READER,
          reactionType: 'like',
        }),
      );
      expect(types(decide({ ...like, reactionType: 'helpful' }, liked))).toEqual(['ForumReactionAdded']);
      expect(decide({ ...like, reactionType: 'like', active: true }, liked)).toEqual([]);
      expect(types(decide({ ...like, userId: OTHER, reactionType: 'like' }, liked))).toEqual(['ForumReactionAdded']);
      expect(decide({ ...like, reactionType: 'insightful', active: false }, liked)).toEqual([]);
    });

    it('reactions on comments need a visible comment of this post; nobody reacts to their own words', () => {
      const onComment = { type: 'React' as const, targetType: 'comment' as const, reactionType: 'helpful' as const };
      expect(types(decide({ ...onComment, userId: AUTHOR, targetId: COMMENT }, withComment()))).toEqual([
        'ForumReactionAdded',
      ]);
      expect(() => decide({ ...onComment, userId: READER, targetId: COMMENT }, withComment())).toThrow(
        OwnContentReactionError,
      );
      expect(() => decide({ ...like, userId: AUTHOR, reactionType: 'like' }, posted())).toThrow(
        OwnContentReactionError,
      );
      expect(() => decide({ ...onComment, userId: AUTHOR, targetId: OTHER }, withComment())).toThrow(
        UnknownCommentError,
      );
      expect(() => decide({ ...like, targetId: OTHER, reactionType: 'like' }, posted())).toThrow(UnknownPostError);
    });
  });

  it('saving is per traveller and idempotent', () => {
    expect(types(decide({ type: 'SavePost', userId: READER, saved: true }, posted()))).toEqual(['ForumPostSaved']);
    expect(decide({ type: 'SavePost', userId: READER, saved: false }, posted())).toEqual([]);
    const saved = forumPostDecider.evolve(posted(), at('ForumPostSaved', { postId: POST, userId: READER }));
    expect(decide({ type: 'SavePost', userId: READER, saved: true }, saved)).toEqual([]);
    expect(types(decide({ type: 'SavePost', userId: READER, saved: false }, saved))).toEqual(['ForumPostUnsaved']);
  });
});

describe('forum category', () => {
  const definition = {
    categoryId: 1,
    name: 'Safety Tips',
    slug: 'safety-tips',
    description: 'd',
    icon: 'shield' as const,
    position: 1,
  };
  const created = forumCategoryDecider.evolve(
    forumCategoryDecider.initialState(),
    recordedEvent('forum-category-1', 'ForumCategoryCreated', definition, 0n),
  );

  it('is created once; the same definition again changes nothing, another one is a conflict', () => {
    expect(
      forumCategoryDecider.decide({ type: 'CreateCategory', ...definition }, forumCategoryDecider.initialState()),
    ).toHaveLength(1);
    expect(forumCategoryDecider.decide({ type: 'CreateCategory', ...definition }, created)).toEqual([]);
    expect(() =>
      forumCategoryDecider.decide({ type: 'CreateCategory', ...definition, slug: 'other' }, created),
    ).toThrow(CategoryConflictError);
  });
});

describe('report', () => {
  it('holds one submission: a repeat appends nothing', () => {
    const event = { type: 'ContentFlagged', schemaVersion: 1, data: {} };
    expect(reportDecider.decide({ type: 'Submit', event }, reportDecider.initialState())).toEqual([event]);
    const submitted = reportDecider.evolve(
      reportDecider.initialState(),
      recordedEvent('report-x', 'ContentFlagged', {}, 0n),
    );
    expect(submitted.submittedAt).toBe('2026-11-01T00:00:00.000Z');
    expect(reportDecider.decide({ type: 'Submit', event }, submitted)).toEqual([]);
  });
});
