import type { ForumCommentView, ReactionResult } from '@safetrails/contracts';
import { threadSize, updateComment, withReaction } from './reaction-state';

function comment(id: string, replies: ForumCommentView[] = []): ForumCommentView {
  return {
    id,
    postId: 'post',
    parentId: null,
    author: {
      userId: 'u',
      displayName: 'Bea',
      isAnonymous: false,
      isMe: false,
      isVerified: false,
      isOriginalPoster: false,
    },
    contentHtml: `<p>${id}</p>`,
    contentMarkdown: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    editedAt: null,
    reactions: { like: 0, helpful: 0, insightful: 0 },
    myReactions: [],
    isHidden: false,
    canEdit: false,
    replies,
  };
}

const liked: ReactionResult = {
  targetType: 'comment',
  targetId: 'r2',
  reactionType: 'like',
  active: true,
  reactions: { like: 1, helpful: 0, insightful: 0 },
  myReactions: ['like'],
};

describe('withReaction', () => {
  it("takes the new counts and the viewer's reactions from the answer", () => {
    expect(withReaction(comment('c1'), liked)).toMatchObject({
      reactions: { like: 1, helpful: 0, insightful: 0 },
      myReactions: ['like'],
    });
  });

  it('takes a reaction back when the answer says so', () => {
    const before = withReaction(comment('c1'), liked);
    const after = withReaction(before, {
      ...liked,
      active: false,
      reactions: { like: 0, helpful: 0, insightful: 0 },
      myReactions: [],
    });
    expect(after.myReactions).toEqual([]);
    expect(after.reactions.like).toBe(0);
  });
});

describe('updateComment', () => {
  const thread = [comment('c1', [comment('r1'), comment('r2')]), comment('c2')];

  it('changes a reply inside its comment and leaves the rest as it was', () => {
    const next = updateComment(thread, 'r2', (reply) => withReaction(reply, liked));
    expect(next[0]?.replies[1]?.myReactions).toEqual(['like']);
    expect(next[0]?.replies[0]).toBe(thread[0]?.replies[0]);
    expect(next[1]).toBe(thread[1]);
  });

  it('changes a top-level comment', () => {
    const next = updateComment(thread, 'c2', (found) => ({ ...found, canEdit: true }));
    expect(next[1]?.canEdit).toBe(true);
  });
});

describe('threadSize', () => {
  it('counts comments and their replies', () => {
    expect(threadSize([comment('c1', [comment('r1'), comment('r2')]), comment('c2')])).toBe(4);
    expect(threadSize([])).toBe(0);
  });
});
