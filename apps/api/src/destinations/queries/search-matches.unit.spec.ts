import { Subject } from 'rxjs';
import type { ReadModelChange } from '@safetrails/contracts';
import type { LiveUpdatesService } from '../../platform/live/live-updates.service';
import { ReadCache, type ReadCacheOptions } from '../../platform/live/read-cache';
import { changesCatalogue, SearchMatches, type SearchMatch } from './search-matches';

const LISBON: SearchMatch = { destinationId: 2267057, standing: 1031.4 };

function searchMatches(connected = true) {
  const changes = new Subject<ReadModelChange>();
  const notices = { invalidations: changes.asObservable(), connected };
  const live = {
    cache: (name: string, options: ReadCacheOptions) => new ReadCache(name, notices, options),
  } as unknown as LiveUpdatesService;
  const loads: string[] = [];
  const matches = new SearchMatches(live);
  const search = (key: string) =>
    matches.matches(key, () => {
      loads.push(key);
      return Promise.resolve([LISBON]);
    });
  return { changes, loads, search };
}

describe('search matches', () => {
  it('matches a query once while the catalogue does not change', async () => {
    const { loads, search } = searchMatches();
    expect(await search('8:lisbon')).toEqual([LISBON]);
    expect(await search('8:lisbon')).toEqual([LISBON]);
    expect(loads).toEqual(['8:lisbon']);
  });

  it('keeps its matches when ratings change scores, and forgets them when the catalogue changes', async () => {
    const { changes, loads, search } = searchMatches();
    await search('8:lisbon');
    changes.next({ projection: 'destinations', eventTypes: ['SafetyRatingSubmitted'], count: 1 });
    changes.next({ projection: 'forum', eventTypes: ['ForumCommentAdded'], count: 1 });
    await search('8:lisbon');
    expect(loads).toEqual(['8:lisbon']);
    changes.next({ projection: 'destinations', eventTypes: ['DestinationRegistered'], count: 500 });
    await search('8:lisbon');
    expect(loads).toEqual(['8:lisbon', '8:lisbon']);
  });

  it('keeps nothing while change notices may be missed', async () => {
    const { loads, search } = searchMatches(false);
    await search('8:lisbon');
    await search('8:lisbon');
    expect(loads).toEqual(['8:lisbon', '8:lisbon']);
  });

  it('counts a rebuild, a catch-up and a lost connection as catalogue changes', () => {
    expect(changesCatalogue({ projection: 'destinations', eventTypes: [], count: 26000 })).toBe(true);
    expect(changesCatalogue({ projection: '*', eventTypes: [], count: 0 })).toBe(true);
    expect(changesCatalogue({ projection: 'destinations', eventTypes: ['AdvisoryChanged'], count: 3 })).toBe(false);
  });
});
