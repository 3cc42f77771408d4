/**
 * Contract tests against the governments' live services: only with ADVISORY_LIVE_TESTS=1, since
 * these machines reach no service outside the package registries (DATA.md rule 5).
 */
import { LiveAdvisorySources } from './live-sources';

const live = process.env.ADVISORY_LIVE_TESTS === '1';
// Skipped without ADVISORY_LIVE_TESTS=1: the live services cannot be reached from CI.
const describeLive = live ? describe : describe.skip;

describeLive('live advisory sources', () => {
  const sources = new LiveAdvisorySources(fetch);

  it.each(['us', 'uk', 'ca', 'au', 'ie'] as const)(
    '%s: parses every country the source lists, with levels and dates',
    async (source) => {
      const records = await sources.fetch(source);
      expect(records.advisories.length).toBeGreaterThan(150);
      for (const advisory of records.advisories) {
        expect(advisory.countryCode).toMatch(/^[A-Z]{2}$/);
        expect(advisory.url).toMatch(/^https:\/\//);
      }
      expect(records.advisories.filter((advisory) => advisory.level !== null).length).toBeGreaterThan(150);
    },
    600_000,
  );
});
