import type { ModerationBulkResult, ModerationQueueItem } from '@safetrails/contracts';
import {
  ageLabel,
  actionsForState,
  availableActions,
  bulkSummary,
  claimHolder,
  commonActions,
  durationLabel,
  isUndoable,
} from './moderation-actions';

type Item = Pick<ModerationQueueItem, 'status' | 'actions'>;
const post: Item = {
  status: 'new',
  actions: ['resolve', 'dismiss', 'reopen', 'hide', 'unhide', 'lock', 'unlock', 'pin', 'unpin', 'ban'],
};
const bug: Item = { status: 'claimed', actions: ['resolve', 'dismiss', 'reopen', 'ban'] };

describe('availableActions', () => {
  it('offers an open item its kind’s actions but reopening', () => {
    expect(availableActions(bug)).toEqual(['resolve', 'dismiss', 'ban']);
  });

  it('offers a closed item only reopening', () => {
    expect(availableActions({ ...bug, status: 'resolved' })).toEqual(['reopen']);
  });
});

describe('commonActions', () => {
  it('offers in bulk what every selected item offers, never a ban', () => {
    expect(commonActions([post, bug])).toEqual(['resolve', 'dismiss']);
    expect(commonActions([post])).toEqual(['resolve', 'dismiss', 'hide', 'unhide', 'lock', 'unlock', 'pin', 'unpin']);
    expect(commonActions([])).toEqual([]);
  });

  it('offers nothing in bulk for open and closed items together', () => {
    expect(commonActions([bug, { ...bug, status: 'dismissed' }])).toEqual([]);
  });
});

describe('isUndoable', () => {
  it('delays closing and hiding behind Undo, and sends removals and bans at once', () => {
    expect(['resolve', 'dismiss', 'hide'].every((action) => isUndoable(action as never))).toBe(true);
    expect(['remove', 'ban', 'verify', 'archive', 'reopen'].some((action) => isUndoable(action as never))).toBe(false);
  });
});

describe('claimHolder', () => {
  const claimed = { status: 'claimed', claimedBy: { id: 'me', name: 'Mo' } } as const;
  it('tells mine from someone else’s', () => {
    expect(claimHolder(claimed, 'me')).toBe('me');
    expect(claimHolder(claimed, 'you')).toBe('other');
    expect(claimHolder({ status: 'new', claimedBy: null }, 'me')).toBe('none');
  });
});

describe('labels', () => {
  it('reads ages and durations', () => {
    expect([0.2, 5.9, 47, 72].map(ageLabel)).toEqual(['12 min', '5 h', '47 h', '3 d']);
    expect([1, 5, 24, 72, 720].map(durationLabel)).toEqual(['1 hour', '5 hours', '1 day', '3 days', '30 days']);
  });
});

describe('bulkSummary', () => {
  const ok = { id: 'a', ok: true, statusCode: 200, item: null, error: null };
  const claimed = {
    id: 'b',
    ok: false,
    statusCode: 409,
    item: null,
    error: { statusCode: 409, error: 'Conflict', message: 'Mo Moderator is working on this item until 12:30 UTC' },
  };

  it('says how many worked', () => {
    const result: ModerationBulkResult = { action: 'dismiss', succeeded: 2, failed: 0, results: [ok, ok] };
    expect(bulkSummary(result)).toEqual({ message: '2 items dismissed', ok: true });
  });

  it('says which failed and why', () => {
    const result = { action: 'resolve', succeeded: 1, failed: 1, results: [ok, claimed] } as ModerationBulkResult;
    expect(bulkSummary(result)).toEqual({
      message: 'Item resolved. 1 item was not changed: Mo Moderator is working on this item until 12:30 UTC',
      ok: false,
    });
  });
});

describe('actionsForState', () => {
  it('offers only the half of each pair that changes the post', () => {
    const actions = availableActions(post);
    expect(actionsForState(actions, { hidden: true, locked: false, pinned: false })).toEqual([
      'resolve',
      'dismiss',
      'unhide',
      'lock',
      'pin',
      'ban',
    ]);
    expect(actionsForState(['resolve', 'hide', 'unhide'], { hidden: false })).toEqual(['resolve', 'hide']);
  });

  it('offers both while the state is unknown', () => {
    expect(actionsForState(['hide', 'unhide'], undefined)).toEqual(['hide', 'unhide']);
  });
});
