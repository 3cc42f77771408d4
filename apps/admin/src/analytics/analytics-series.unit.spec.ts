import type { AnalyticsSummary } from '@safetrails/contracts';
import { dailyRouteRows, leadingRoutes, percent, presetRange, rangeFrom, scrollRows } from './analytics-series';

const summary: AnalyticsSummary = {
  from: '2026-11-24',
  to: '2026-11-25',
  totals: { pageViews: 10, actions: 2 },
  viewsPerDay: [
    { day: '2026-11-24', total: 3, byRoute: { '/': 2, '/forums': 1 } },
    { day: '2026-11-25', total: 7, byRoute: { '/': 3, '/destination/:id': 2, '/forums': 1, '/about': 1 } },
  ],
  routes: [
    { route: '/', views: 5 },
    { route: '/destination/:id', views: 2 },
    { route: '/forums', views: 2 },
    { route: '/about', views: 1 },
  ],
  topActions: [],
  scrollDepth: [{ route: '/destination/:id', views: 2, reached: { 25: 2, 50: 1, 75: 1, 100: 0 } }],
  funnels: [],
};

describe('analytics chart rows', () => {
  it('stacks the most viewed routes per day and puts the rest in "other", zeros included', () => {
    const routes = leadingRoutes(summary, 2);
    expect(routes).toEqual(['/', '/destination/:id']);
    expect(dailyRouteRows(summary, routes)).toEqual([
      { day: '2026-11-24', '/': 2, '/destination/:id': 0, other: 1 },
      { day: '2026-11-25', '/': 3, '/destination/:id': 2, other: 2 },
    ]);
  });

  it('gives each quarter as a share of the route views', () => {
    expect(scrollRows(summary)).toEqual([
      { route: '/destination/:id', views: 2, reached25: 100, reached50: 50, reached75: 50, reached100: 0 },
    ]);
  });

  it('reads the range from the address, falling back to the last 30 days', () => {
    expect(rangeFrom(new URLSearchParams(''), '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(rangeFrom(new URLSearchParams('from=2026-11-01&to=2026-11-07'), '2026-11-25')).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(rangeFrom(new URLSearchParams('from=2026-11-09&to=2026-11-07'), '2026-11-25')).toEqual({
      from: '2026-11-07',
      to: '2026-11-07',
    });
    expect(rangeFrom(new URLSearchParams('from=nonsense'), '2026-11-25').from).toBe('2026-10-27');
    expect(presetRange(7, '2026-11-25')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(percent(0.456)).toBe('46%');
    expect(percent(null)).toBe('–');
  });
});
