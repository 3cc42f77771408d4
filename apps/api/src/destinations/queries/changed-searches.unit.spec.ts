import type { ReadModelChange } from '@safetrails/contracts';
import { ChangedSearches } from './changed-searches';

const rating = (...cities: number[]): ReadModelChange => ({
  projection: 'destinations',
  eventTypes: ['SafetyRatingSubmitted'],
  count: cities.length,
  streams: cities.map((city) => `destination-${city}`),
});

describe('the cached searches a change touches', () => {
  it('are those that matched a city the change names', () => {
    const searches = new ChangedSearches();
    searches.record(':paris', [2988507, 4717560]);
    searches.record(':lisbon', [2267057]);
    searches.record('5:par', [2988507]);
    expect([...(searches.forgets(rating(2988507)) as string[])].sort()).toEqual(['5:par', ':paris']);
    expect(searches.forgets(rating(2267057, 4717560))).toEqual(expect.arrayContaining([':lisbon', ':paris']));
    expect(searches.forgets(rating(3117735))).toEqual([]);
  });

  it('are all of them when the names, the advice or an unnamed batch changed, and then none is remembered', () => {
    const searches = new ChangedSearches();
    searches.record(':paris', [2988507]);
    expect(
      searches.forgets({ ...rating(2988507), eventTypes: ['DestinationRegistered', 'SafetyRatingSubmitted'] }),
    ).toBe(true);
    expect(searches.forgets(rating(2988507))).toEqual([]);
    searches.record(':paris', [2988507]);
    expect(searches.forgets({ projection: 'countries', eventTypes: ['AdvisoryChanged'], count: 1 })).toBe(true);
    searches.record(':paris', [2988507]);
    expect(searches.forgets({ projection: 'destinations', eventTypes: ['SafetyRatingSubmitted'], count: 30 })).toBe(
      true,
    );
    expect(searches.forgets({ projection: '*', eventTypes: [], count: 0 })).toBe(true);
  });

  it('are none when another read model changed', () => {
    const searches = new ChangedSearches();
    searches.record(':paris', [2988507]);
    expect(searches.forgets({ projection: 'forum', eventTypes: ['ForumCommentAdded'], count: 1 })).toBe(false);
    expect(searches.forgets(rating(2988507))).toEqual([':paris']);
  });
});
