/**
 * Canada's, Australia's and Ireland's pages, read as the live refresh reads them, reach the adapters
 * in the shape the recorded history gives them. The fixtures carry the elements the public scraper
 * reads on the real pages (fixtures/README.md).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADAPTERS } from '../sources/adapters';
import { auDocument, auIndex, caDocument, caIndex, ieDocument, ieIndex } from './government-pages';
import { LiveAdvisorySources, type Fetch } from './live-sources';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const RETRIEVED = '2026-11-25T00:00:00.000Z';

/** Answers each URL with its page, as the government's server would; anything else is a 404. */
function serving(pages: Record<string, string>): Fetch {
  return (url) =>
    Promise.resolve(
      url in pages
        ? new Response(pages[url], { status: 200, headers: { 'content-type': 'text/html' } })
        : new Response('Not found', { status: 404 }),
    );
}

describe('Canada (travel.gc.ca)', () => {
  it('lists every destination of the index with its level, date and page', () => {
    expect(caIndex(fixture('ca-index.html'))).toEqual([
      {
        name: 'Afghanistan',
        url: 'https://travel.gc.ca/destinations/afghanistan',
        level: 'Avoid all travel',
        updated: '2026-08-20T15:12:41.000Z',
      },
      {
        name: 'Azores',
        url: 'https://travel.gc.ca/destinations/azores',
        level: 'Take normal security precautions',
        updated: '2026-07-02T10:01:00.000Z',
      },
      {
        name: 'India',
        url: 'https://travel.gc.ca/destinations/india',
        level: 'Exercise a high degree of caution (with regional advisories)',
        updated: '2026-07-29T14:31:24.000Z',
      },
    ]);
  });

  it('reads a destination page into the advice with its regions, sections and date', () => {
    const entry = caIndex(fixture('ca-index.html')).find((candidate) => candidate.name === 'India')!;
    const document = caDocument(fixture('ca-india.html'), entry);
    expect(Object.keys(document.pages)).toEqual(['risk', 'security', 'laws']);
    expect(document.issuedAt).toBe('2026-07-29T14:31:00.000Z');
    const parsed = ADAPTERS.ca.parse(document, RETRIEVED)!;
    expect(parsed.countryCode).toBe('IN');
    expect(parsed.advisory).toMatchObject({
      level: 2,
      sourceLevel: 'Exercise a high degree of caution (with regional advisories)',
      url: 'https://travel.gc.ca/destinations/india',
      retrievedAt: RETRIEVED,
      regions: [
        { name: 'Manipur', level: 3, sourceLevel: 'Avoid non-essential travel' },
        { name: 'Union Territory of Jammu and Kashmir', level: 4, sourceLevel: 'Avoid all travel' },
      ],
    });
    expect(parsed.advisory!.summary).toContain('threat of terrorist attacks');
    expect(parsed.advisory!.womenTravellers?.text).toContain('Women travelling alone');
    expect(parsed.advisory!.lgbtTravellers?.text).toContain('same sex');
    // A live page gives the same "before you go" records as a recorded one: its laws section, verbatim.
    const laws = parsed.travellerFacts.find((record) => record.kind === 'laws');
    expect(laws).toMatchObject({ source: 'ca', page: 'laws', url: 'https://travel.gc.ca/destinations/india' });
    expect(laws && 'excerpt' in laws ? laws.excerpt : null).toContain("Indian law doesn't prohibit");
  });
});

describe('Australia (Smartraveller)', () => {
  it('lists every destination with its level and the date of its advice', () => {
    expect(auIndex(fixture('au-index.html'))).toEqual([
      {
        name: 'Thailand',
        url: 'https://www.smartraveller.gov.au/destinations/asia/thailand',
        level: 'Exercise a high degree of caution',
        updated: '2025-07-31T12:00:00.000Z',
      },
      {
        name: 'France',
        url: 'https://www.smartraveller.gov.au/destinations/europe/france',
        level: 'Exercise a high degree of caution',
        updated: '2025-08-13T12:00:00.000Z',
      },
    ]);
  });

  it('reads the overview and the titled sections: levels, regions and local contacts', () => {
    const [entry] = auIndex(fixture('au-index.html'));
    const document = auDocument(fixture('au-thailand.html'), entry!);
    expect(Object.keys(document.pages)).toEqual(['overview', 'Local contacts']);
    const parsed = ADAPTERS.au.parse(document, RETRIEVED)!;
    expect(parsed.countryCode).toBe('TH');
    expect(parsed.advisory).toMatchObject({ level: 2, issuedAt: '2025-07-31T12:00:00.000Z' });
    expect(parsed.advisory!.regions.map((region) => region.level)).toEqual([4, 3]);
    expect(parsed.advisory!.regions[1]!.name).toContain('Narathiwat');
    expect(parsed.emergency).toMatchObject({
      fire: { number: '199' },
      ambulance: { number: '1669' },
      police: { number: '191' },
      checkedAt: '2025-07-31T12:00:00.000Z',
    });
  });
});

describe('Ireland (Department of Foreign Affairs)', () => {
  it('lists every destination the advice page links', () => {
    expect(ieIndex(fixture('ie-index.html')).map(({ name, url }) => ({ name, url }))).toEqual([
      { name: 'France', url: 'https://www.ireland.ie/en/dfa/overseas-travel/advice/france/' },
      { name: 'Mali', url: 'https://www.ireland.ie/en/dfa/overseas-travel/advice/mali/' },
    ]);
  });

  it('reads the security status and the update date of a destination page', () => {
    const entry = ieIndex(fixture('ie-index.html'))[1]!;
    const document = ieDocument(fixture('ie-mali.html'), entry);
    expect(Object.keys(document.pages)).toEqual(['Travel to Mali overview', 'Safety and security']);
    const parsed = ADAPTERS.ie.parse(document, RETRIEVED)!;
    expect(parsed.countryCode).toBe('ML');
    expect(parsed.advisory).toMatchObject({
      level: 4,
      sourceLevel: 'Do Not Travel',
      issuedAt: '2026-06-15T00:00:00.000Z',
      url: 'https://www.ireland.ie/en/dfa/overseas-travel/advice/mali/',
    });
    expect(parsed.advisory!.summary).toContain('strongly advises against all travel to Mali');
  });
});

describe('a refresh of a page-publishing source', () => {
  it('reads the index and every page; a page that fails is counted and the others are kept', async () => {
    const sources = new LiveAdvisorySources(
      serving({
        'https://travel.gc.ca/travelling/advisories': fixture('ca-index.html'),
        'https://travel.gc.ca/destinations/india': fixture('ca-india.html'),
      }),
      0,
    );
    const records = await sources.fetch('ca');
    expect(records.advisories.map((record) => record.countryCode)).toEqual(['IN']);
    // Afghanistan's and the Azores' pages answered 404.
    expect(records.failed).toBe(2);
  });

  it('fails the source, in one line, when its index lists nothing any more', async () => {
    const sources = new LiveAdvisorySources(
      serving({ 'https://www.ireland.ie/en/dfa/overseas-travel/advice/': '<html><body>Moved</body></html>' }),
      0,
    );
    await expect(sources.fetch('ie')).rejects.toThrow('www.ireland.ie lists no destination any more');
    await expect(new LiveAdvisorySources(serving({}), 0).fetch('au')).rejects.toThrow(
      'www.smartraveller.gov.au answered 404',
    );
  });
});
