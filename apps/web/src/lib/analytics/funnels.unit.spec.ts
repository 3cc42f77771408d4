import type { AnalyticsRecord } from '@safetrails/contracts';
import { advanceFunnels, type FunnelProgress } from './funnels';

const day = '2026-11-25';
type Observed = Extract<AnalyticsRecord, { type: 'page_view' | 'action' }>;
const view = (route: string) => ({ type: 'page_view', day, route }) as Observed;
const action = (name: string) => ({ type: 'action', day, route: '/destination/:id', action: name }) as Observed;

function walk(records: readonly Observed[]) {
  let progress: FunnelProgress = {};
  const reached: string[] = [];
  for (const record of records) {
    const advanced = advanceFunnels(progress, record);
    progress = advanced.progress;
    reached.push(...advanced.steps.map(({ funnel, step }) => `${funnel}:${step}`));
  }
  return reached;
}

describe('funnel progress in one tab', () => {
  it('counts search, destination and save in order, each once', () => {
    expect(
      walk([
        view('/search/:query'),
        view('/destination/:id'),
        view('/search/:query'),
        view('/destination/:id'),
        action('save-destination'),
        action('save-destination'),
      ]),
    ).toEqual(['save:0', 'save:1', 'save:2']);
  });

  it('does not count a step whose previous step was not reached in this tab', () => {
    expect(walk([view('/destination/:id'), action('save-destination')])).toEqual([]);
    expect(walk([view('/'), action('waitlist-joined')])).toEqual(['waitlist:0']);
  });

  it('follows both funnels at once', () => {
    expect(
      walk([
        view('/'),
        view('/search/:query'),
        action('open-waitlist-form'),
        view('/destination/:id'),
        action('waitlist-joined'),
      ]),
    ).toEqual(['waitlist:0', 'save:0', 'waitlist:1', 'save:1', 'waitlist:2']);
  });
});
