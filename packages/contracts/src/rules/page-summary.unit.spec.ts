import type { PriorSourceView } from '../api/destination.responses';
import { countrySummary, destinationSummary, placeName, SUMMARY_MAX_LENGTH } from './page-summary';

const us: PriorSourceView = {
  source: 'us',
  organisation: 'U.S. Department of State',
  level: 4,
  appliesAs: 'region',
  area: 'Guerrero state',
  sourceLevel: 'Level 4: Do Not Travel',
  issuedAt: '2026-08-12',
  url: 'https://travel.state.gov/mexico',
};
const uk: PriorSourceView = { ...us, source: 'uk', organisation: 'UK FCDO', level: 3, area: 'Guerrero' };

function city(advisories: readonly PriorSourceView[], safetyScore: number | null = 18) {
  const levels = advisories.map((advisory) => advisory.level);
  return {
    name: 'Acapulco',
    admin1: 'Guerrero',
    country: 'Mexico',
    countryCode: 'MX',
    safetyScore,
    scoreExplanation: { source: 'official advisories (this area), 2 governments' } as never,
    localAdvice: {
      highestLevel: levels.length ? (Math.max(...levels) as 1 | 2 | 3 | 4) : null,
      medianLevel: null,
      advisories: advisories.map((advisory) => ({ ...advisory, stale: false })),
      partly: [],
    },
  };
}

describe('page summaries', () => {
  it('names each part of a place once', () => {
    expect(placeName({ name: 'Singapore', admin1: 'Singapore', country: 'Singapore' })).toBe('Singapore');
    expect(placeName({ name: 'Lyon', admin1: null, country: 'France' })).toBe('Lyon, France');
  });

  it("leads a city's title with the most cautious level for its area and the government that gives it", () => {
    const summary = destinationSummary(city([uk, us]));
    expect(summary.title).toBe('Acapulco, Guerrero, Mexico: Do not travel, says U.S. Department of State');
    expect(summary.description).toContain(
      'Safety score 18/100. Source: official advisories (this area), 2 governments.',
    );
    expect(summary.description).toContain('Most cautious advice for Guerrero state: Do not travel');
    expect(summary.description).toContain('UK FCDO: Reconsider travel');
  });

  it('names several governments that agree, and says when no government advises', () => {
    const agreeing = destinationSummary(city([us, { ...uk, level: 4 }, { ...uk, organisation: 'Canada', level: 4 }]));
    expect(agreeing.title).toContain('says U.S. Department of State and 2 other governments');
    const none = destinationSummary(city([], null));
    expect(none.title).toBe('Acapulco, Guerrero, Mexico: travel safety');
    expect(none.description).toContain("No government's travel advice found for Mexico.");
    expect(none.description).not.toContain('score');
  });

  it('keeps a description within the length a preview shows, cut at a word', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...uk,
      organisation: `Government ${index}`,
      level: 2 as const,
    }));
    const summary = destinationSummary(city([us, ...many]));
    expect(summary.description.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH);
    expect(summary.description.endsWith('…')).toBe(true);
  });

  it("gives a country's title its most cautious country-wide level", () => {
    const advisories = [
      { organisation: 'U.S. Department of State', level: 3 },
      { organisation: 'UK FCDO', level: null },
    ] as never;
    const summary = countrySummary({ code: 'MX', name: 'Mexico', highestLevel: 3, advisories });
    expect(summary.title).toBe('Mexico: Reconsider travel, says U.S. Department of State');
    expect(summary.description).toMatch(
      /^What 2 governments advise for Mexico, side by side: U\.S\. Department of State: Reconsider travel\./,
    );
    expect(countrySummary({ code: 'ZZ', name: 'Nowhere', highestLevel: null, advisories: [] }).title).toBe(
      'Nowhere: official travel advice',
    );
  });

  it('writes a shared page’s summary in the reader’s language, the names and numbers unchanged', () => {
    const spanish = destinationSummary(city([uk, us]), 'es');
    expect(spanish.title).toBe('Acapulco, Guerrero, México: No viajar, según U.S. Department of State');
    expect(spanish.description).toContain('Puntuación de seguridad 18/100.');
    expect(spanish.description).toContain('El consejo más prudente para Guerrero state: No viajar');
    expect(spanish.description).toContain('UK FCDO: Reconsiderar el viaje');
    // The score's source line is the scoring's English: left out rather than mixed in.
    expect(spanish.description).not.toContain('official advisories');
    const arabic = countrySummary({ code: 'MX', name: 'Mexico', highestLevel: null, advisories: [] }, 'ar');
    expect(arabic.title).toBe('المكسيك: نصائح السفر الرسمية');
    expect(destinationSummary(city([], null), 'fr').description).toContain(
      'Aucun conseil officiel aux voyageurs trouvé pour Mexique.',
    );
  });
});
