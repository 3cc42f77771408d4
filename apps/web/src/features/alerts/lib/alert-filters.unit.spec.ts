import type { AlertSeverity } from '@safetrails/contracts';
import {
  activeFilterCount,
  DEFAULT_ALERT_FILTERS,
  filterAlerts,
  matchesQuickTab,
  matchesSearch,
  timeframeStart,
  type AlertFilters,
  type AlertQuickTab,
  type FilterableAlert,
} from './alert-filters';

// Local times throughout: 'today' and 'week' are calendar days where the traveller is.
const NOW = new Date(2026, 2, 10, 15, 30); // 10 March 2026, 15:30

function alert(overrides: Partial<FilterableAlert> & { id?: string } = {}): FilterableAlert & { id: string } {
  return {
    id: 'a',
    title: 'Metro strike',
    content: 'Line 4 is closed all day.',
    source: 'RATP',
    severity: 'medium',
    alertType: 'transportation',
    createdAt: new Date(2026, 2, 10, 9, 0).toISOString(),
    ...overrides,
  };
}

function withFilters(change: Partial<AlertFilters>): AlertFilters {
  return { ...DEFAULT_ALERT_FILTERS, ...change };
}

const ids = (alerts: readonly { id: string }[]) => alerts.map(({ id }) => id);

describe('search', () => {
  it('is a case-insensitive substring of the title, the content or the source', () => {
    const strike = alert();
    expect(matchesSearch(strike, 'metro')).toBe(true);
    expect(matchesSearch(strike, 'LINE 4')).toBe(true);
    expect(matchesSearch(strike, 'ratp')).toBe(true);
    expect(matchesSearch(strike, 'flood')).toBe(false);
  });

  it('matches everything when blank, and never matches a missing source', () => {
    expect(matchesSearch(alert(), '   ')).toBe(true);
    expect(matchesSearch(alert({ source: null }), 'ratp')).toBe(false);
  });
});

describe('quick tabs', () => {
  const tab = (value: AlertQuickTab, overrides: Partial<FilterableAlert>) => matchesQuickTab(alert(overrides), value);

  it('critical keeps critical and high severities, despite its label', () => {
    expect(tab('critical', { severity: 'critical' })).toBe(true);
    expect(tab('critical', { severity: 'high' })).toBe(true);
    expect(tab('critical', { severity: 'medium' })).toBe(false);
    expect(tab('critical', { severity: 'low' })).toBe(false);
  });

  it('weather keeps weather and natural disasters, in either spelling', () => {
    expect(tab('weather', { alertType: 'weather' })).toBe(true);
    expect(tab('weather', { alertType: 'natural_disaster' })).toBe(true);
    expect(tab('weather', { alertType: 'natural-disaster' })).toBe(true);
    expect(tab('weather', { alertType: 'health' })).toBe(false);
  });

  it('crime keeps crime and civil unrest, in either spelling', () => {
    expect(tab('crime', { alertType: 'crime' })).toBe(true);
    expect(tab('crime', { alertType: 'civil_unrest' })).toBe(true);
    expect(tab('crime', { alertType: 'civil-unrest' })).toBe(true);
    expect(tab('crime', { alertType: 'weather' })).toBe(false);
  });

  it('health keeps health; transport keeps transportation', () => {
    expect(tab('health', { alertType: 'health' })).toBe(true);
    expect(tab('health', { alertType: 'crime' })).toBe(false);
    expect(tab('transport', { alertType: 'transportation' })).toBe(true);
    expect(tab('transport', { alertType: 'other' })).toBe(false);
  });

  it('all, high, medium and low filter nothing, as the spec has them', () => {
    const severities: AlertSeverity[] = ['critical', 'high', 'medium', 'low'];
    for (const value of ['all', 'high', 'medium', 'low'] as const) {
      for (const severity of severities) expect(tab(value, { severity })).toBe(true);
    }
  });
});

describe('timeframes over a fixed clock', () => {
  it("'all' has no start", () => {
    expect(timeframeStart('all', NOW)).toBeNull();
  });

  it("'today' starts at midnight of the current day", () => {
    expect(timeframeStart('today', NOW)).toEqual(new Date(2026, 2, 10, 0, 0));
  });

  it("'week' starts 7 days before the start of today", () => {
    expect(timeframeStart('week', NOW)).toEqual(new Date(2026, 2, 3, 0, 0));
  });

  it("'week' crosses a month boundary", () => {
    expect(timeframeStart('week', new Date(2026, 3, 2, 8, 0))).toEqual(new Date(2026, 2, 26, 0, 0));
  });

  it('keeps alerts from the start on, inclusive', () => {
    const alerts = [
      alert({ id: 'midnight', createdAt: new Date(2026, 2, 10, 0, 0).toISOString() }),
      alert({ id: 'last-night', createdAt: new Date(2026, 2, 9, 23, 59).toISOString() }),
      alert({ id: 'week-start', createdAt: new Date(2026, 2, 3, 0, 0).toISOString() }),
      alert({ id: 'too-old', createdAt: new Date(2026, 2, 2, 23, 59).toISOString() }),
    ];
    const view = (timeframe: AlertFilters['timeframe']) => ({
      filters: withFilters({ timeframe }),
      search: '',
      tab: 'all' as const,
    });
    expect(ids(filterAlerts(alerts, view('today'), NOW))).toEqual(['midnight']);
    expect(ids(filterAlerts(alerts, view('week'), NOW))).toEqual(['midnight', 'last-night', 'week-start']);
    expect(ids(filterAlerts(alerts, view('all'), NOW))).toHaveLength(4);
  });
});

describe('filters', () => {
  const alerts = [
    alert({ id: 'riot', severity: 'high', alertType: 'civil-unrest', title: 'Protest near the station' }),
    alert({ id: 'storm', severity: 'critical', alertType: 'weather', title: 'Storm warning' }),
    alert({ id: 'pickpockets', severity: 'low', alertType: 'crime', title: 'Pickpockets on line 1' }),
  ];

  it('drops alerts whose severity is switched off', () => {
    const filters = withFilters({ severities: { ...DEFAULT_ALERT_FILTERS.severities, low: false } });
    expect(ids(filterAlerts(alerts, { filters, search: '', tab: 'all' }, NOW))).toEqual(['riot', 'storm']);
  });

  it('reads a hyphenated type as its underscore flag', () => {
    const filters = withFilters({ types: { ...DEFAULT_ALERT_FILTERS.types, civil_unrest: false } });
    expect(ids(filterAlerts(alerts, { filters, search: '', tab: 'all' }, NOW))).toEqual(['storm', 'pickpockets']);
  });

  it('combines the search, the tab and the flags', () => {
    const view = { filters: DEFAULT_ALERT_FILTERS, search: 'STATION', tab: 'critical' as const };
    expect(ids(filterAlerts(alerts, view, NOW))).toEqual(['riot']);
    expect(ids(filterAlerts(alerts, { ...view, tab: 'crime' }, NOW))).toEqual(['riot']);
    expect(ids(filterAlerts(alerts, { ...view, search: '', tab: 'crime' }, NOW))).toEqual(['riot', 'pickpockets']);
  });
});

describe('active filter count', () => {
  it('is zero for the defaults', () => {
    expect(activeFilterCount(DEFAULT_ALERT_FILTERS, '')).toBe(0);
  });

  it('adds off severities, off types, a timeframe other than all, and a search', () => {
    const filters = withFilters({
      severities: { ...DEFAULT_ALERT_FILTERS.severities, low: false, medium: false },
      types: { ...DEFAULT_ALERT_FILTERS.types, weather: false },
      timeframe: 'week',
    });
    expect(activeFilterCount(filters, '')).toBe(4);
    expect(activeFilterCount(filters, 'strike')).toBe(5);
    expect(activeFilterCount(DEFAULT_ALERT_FILTERS, '   ')).toBe(0);
  });
});
