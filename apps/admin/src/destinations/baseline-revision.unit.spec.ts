import type { AdminDestination } from '@safetrails/contracts';
import { changedBaselineMetrics, toBaselineRevision } from './baseline-revision';

const barcelonaBaseline = {
  safetyScore: 68,
  walkability: 86,
  publicTransport: 84,
  harassmentLevel: 66,
  pettyCrime: 40,
  medicalAccess: 86,
};

describe('toBaselineRevision', () => {
  it('sends the six metrics as numbers, the trimmed source with its date and link, and the reason', () => {
    expect(
      toBaselineRevision({
        baseline: { ...barcelonaBaseline, pettyCrime: '45' },
        baselineSource: {
          source: ' City police statistics 2026 ',
          asOf: '2026-10-01',
          url: ' https://example.org/stats ',
        },
        reason: ' New yearly figures ',
      }),
    ).toEqual({
      baseline: { ...barcelonaBaseline, pettyCrime: 45 },
      baselineSource: { source: 'City police statistics 2026', asOf: '2026-10-01', url: 'https://example.org/stats' },
      reason: 'New yearly figures',
    });
  });

  it('sends an empty link as null and keeps only the date of an instant', () => {
    const revision = toBaselineRevision({
      baseline: barcelonaBaseline,
      baselineSource: { source: 'Survey', asOf: '2026-10-01T00:00:00.000Z', url: '  ' },
      reason: 'r',
    });
    expect(revision.baselineSource).toEqual({ source: 'Survey', asOf: '2026-10-01', url: null });
  });
});

describe('changedBaselineMetrics', () => {
  it('lists the metrics whose baseline moves, with before and after', () => {
    const revision = toBaselineRevision({
      baseline: { ...barcelonaBaseline, pettyCrime: 45 },
      baselineSource: { source: 'Survey', asOf: '2026-10-01' },
      reason: 'r',
    });
    expect(changedBaselineMetrics(revision, { baseline: barcelonaBaseline })).toEqual([
      { metric: 'pettyCrime', before: 40, after: 45 },
    ]);
  });

  it('lists every metric for a destination that had no baseline', () => {
    const revision = toBaselineRevision({
      baseline: barcelonaBaseline,
      baselineSource: { source: 'S', asOf: '2026-10-01' },
    });
    const unrated: Pick<AdminDestination, 'baseline'> = { baseline: null };
    expect(changedBaselineMetrics(revision, unrated)).toHaveLength(6);
  });
});
