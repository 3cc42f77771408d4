import type { DashboardStats } from '@safetrails/contracts';
import { queueRows, reportRows, severityRows, shortDay, signUpRows } from './dashboard-series';

describe('signUpRows', () => {
  it('puts both series on one row per day, oldest first, zero where a series has no entry', () => {
    const signUps: DashboardStats['signUps'] = {
      waitlist: [
        { day: '2025-03-02', count: 4 },
        { day: '2025-03-01', count: 1 },
      ],
      users: [{ day: '2025-03-02', count: 2 }],
    };
    expect(signUpRows(signUps)).toEqual([
      { day: '2025-03-01', waitlist: 1, users: 0 },
      { day: '2025-03-02', waitlist: 4, users: 2 },
    ]);
  });
});

describe('reportRows', () => {
  it('flattens the statuses and fills the missing ones with zero', () => {
    const perDay = [
      { day: '2025-03-01', byStatus: { new: 2, resolved: 1 } },
    ] as unknown as DashboardStats['reportsPerDay'];
    expect(reportRows(perDay)).toEqual([{ day: '2025-03-01', new: 2, in_review: 0, resolved: 1, dismissed: 0 }]);
  });
});

describe('queueRows', () => {
  it('lists the kinds with something waiting, largest first', () => {
    expect(queueRows({ bug_report: 2, post: 5, survey: 0, feedback: 2 })).toEqual([
      { key: 'post', label: 'Forum post', count: 5 },
      { key: 'bug_report', label: 'Bug report', count: 2 },
      { key: 'feedback', label: 'Feedback', count: 2 },
    ]);
  });
});

describe('severityRows', () => {
  it('lists every severity, most severe first', () => {
    expect(severityRows({ critical: 1, high: 0, medium: 3, low: 0 }).map(({ key, count }) => [key, count])).toEqual([
      ['critical', 1],
      ['high', 0],
      ['medium', 3],
      ['low', 0],
    ]);
  });
});

describe('shortDay', () => {
  it('reads a UTC day as day and month', () => {
    expect(shortDay('2025-03-07')).toBe('7 Mar');
    expect(shortDay('not a day')).toBe('not a day');
  });
});
