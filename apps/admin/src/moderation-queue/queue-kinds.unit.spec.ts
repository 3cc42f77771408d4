import { kindLabel, openByKind, sitePath } from './queue-kinds';

const item = { targetId: 't1', postId: null, destinationId: null } as const;

describe('kindLabel', () => {
  it('names the known kinds', () => {
    expect(kindLabel('bug_report')).toBe('Bug report');
    expect(kindLabel('post')).toBe('Forum post');
  });

  it('reads an unknown kind as its words', () => {
    expect(kindLabel('neighbourhood_report')).toBe('Neighbourhood report');
  });
});

describe('sitePath', () => {
  it('links a post to its page and a comment to its post', () => {
    expect(sitePath({ ...item, kind: 'post' })).toBe('/forums/post/t1');
    expect(sitePath({ ...item, kind: 'comment', postId: 'p9' })).toBe('/forums/post/p9');
  });

  it('links tips, ratings and alerts to their destination, and submissions nowhere', () => {
    expect(sitePath({ ...item, kind: 'rating', destinationId: 3 })).toBe('/destination/3');
    expect(sitePath({ ...item, kind: 'tip' })).toBeNull();
    expect(sitePath({ ...item, kind: 'bug_report' })).toBeNull();
  });
});

describe('openByKind', () => {
  it('adds new and claimed per kind, leaves out empty kinds, largest first', () => {
    const zero = { new: 0, claimed: 0, resolved: 0, dismissed: 0 };
    const counts = {
      open: 5,
      mine: 0,
      byStatus: zero,
      byKind: { post: { ...zero, new: 1, claimed: 1, resolved: 9 }, bug_report: { ...zero, new: 3 }, tip: zero },
    } as never;
    expect(openByKind(counts)).toEqual([
      { kind: 'bug_report', open: 3 },
      { kind: 'post', open: 2 },
    ]);
  });
});
