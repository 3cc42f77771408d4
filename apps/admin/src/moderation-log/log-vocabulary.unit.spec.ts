import { dayEnd, dayStart, logActionLabel, targetKindLabel, targetRecord } from './log-vocabulary';

describe('the log’s words', () => {
  it('names actions and targets', () => {
    expect(logActionLabel('lift_ban')).toBe('Lifted a ban');
    expect(targetKindLabel('user')).toBe('Traveller');
    expect(targetKindLabel('bug_report')).toBe('Bug report');
  });

  it('opens each target where the console keeps it', () => {
    expect(targetRecord('user', 'u1')).toEqual({ resource: 'users', id: 'u1', type: 'edit' });
    expect(targetRecord('post', 'p1')).toEqual({ resource: 'forum-posts', id: 'p1', type: 'show' });
    expect(targetRecord('destination', '3')).toEqual({ resource: 'destinations', id: '3', type: 'show' });
  });
});

describe('day bounds', () => {
  it('spans the whole local day', () => {
    const start = new Date(dayStart('2025-03-07') ?? '');
    const end = new Date(dayEnd('2025-03-07') ?? '');
    expect(end.getTime() - start.getTime()).toBe(24 * 3600 * 1000 - 1);
    expect(start.getDate()).toBe(7);
    expect(dayStart('nonsense')).toBeUndefined();
  });
});
