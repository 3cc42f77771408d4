/**
 * Contract tests against the live USGS and GDACS feeds: only with ALERT_LIVE_TESTS=1, since these
 * machines reach no service outside the package registries (DATA.md rule 5). Each live payload must
 * parse as the recorded ones do: every feature read or counted, none failing.
 */
import { parseGdacsFeed, GDACS_FEED_URL } from './gdacs/gdacs.adapter';
import { parseUsgsFeed, USGS_FEED_URL } from './usgs/usgs.adapter';

const live = process.env.ALERT_LIVE_TESTS === '1';
// Skipped without ALERT_LIVE_TESTS=1: the live feeds cannot be reached from CI.
const describeLive = live ? describe : describe.skip;

describeLive('live official alert feeds', () => {
  it.each([
    ['usgs', USGS_FEED_URL, parseUsgsFeed],
    ['gdacs', GDACS_FEED_URL, parseGdacsFeed],
  ] as const)(
    '%s: the live feed parses, every feature read or knowingly skipped',
    async (_source, url, parse) => {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
      expect(response.ok).toBe(true);
      const feed = parse(await response.text());
      expect(feed.failed).toEqual([]);
      expect(feed.items.length + feed.ignored).toBeGreaterThan(0);
      for (const item of feed.items) {
        if (item.kind === 'publish') expect(item.draft.url).toMatch(/^https:\/\//);
      }
    },
    60_000,
  );
});
