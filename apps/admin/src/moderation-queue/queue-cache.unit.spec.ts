import { patchCachedRecords, statusAfter } from './queue-cache';

describe('patchCachedRecords', () => {
  const a = { id: 'post-1', status: 'new' };
  const b = { id: 'post-2', status: 'new' };

  it('patches the chosen records of a cached list, getMany array or record', () => {
    expect(patchCachedRecords({ data: [a, b], total: 2 }, ['post-2'], { status: 'dismissed' })).toEqual({
      data: [a, { id: 'post-2', status: 'dismissed' }],
      total: 2,
    });
    expect(patchCachedRecords([a, b], ['post-1'], { status: 'resolved' })).toEqual([
      { id: 'post-1', status: 'resolved' },
      b,
    ]);
    expect(patchCachedRecords(a, ['post-1'], { status: 'resolved' })).toEqual({ id: 'post-1', status: 'resolved' });
  });

  it('leaves other values alone', () => {
    const counts = { open: 3, byStatus: {} };
    expect(patchCachedRecords(counts, ['post-1'], { status: 'resolved' })).toBe(counts);
    expect(patchCachedRecords(undefined, ['post-1'], { status: 'resolved' })).toBeUndefined();
  });
});

describe('statusAfter', () => {
  it('follows the contract’s outcome, and reopening makes it new', () => {
    expect(statusAfter('hide')).toBe('resolved');
    expect(statusAfter('pin')).toBe('dismissed');
    expect(statusAfter('reopen')).toBe('new');
  });
});
