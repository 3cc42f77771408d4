import { sourceLine } from './score-provenance';

const updatedAt = '2026-01-01T00:00:00.000Z';

describe('sourceLine', () => {
  it('names the baseline source and counts the travellers', () => {
    const baselineSource = { source: 'demo seed', asOf: '2025-06-01', url: null };
    expect(sourceLine({ baselineSource, communityRatings: 12, updatedAt })).toBe(
      'Source: demo seed · 12 traveller ratings',
    );
    expect(sourceLine({ baselineSource, communityRatings: 1, updatedAt })).toBe(
      'Source: demo seed · 1 traveller rating',
    );
  });

  it('says so when only travellers rated it, or nobody has', () => {
    expect(sourceLine({ baselineSource: null, communityRatings: 3, updatedAt })).toBe(
      'Source: travellers only · 3 traveller ratings',
    );
    expect(sourceLine({ baselineSource: null, communityRatings: 0, updatedAt })).toBe(
      'Source: none yet (no baseline and no traveller ratings)',
    );
  });
});
