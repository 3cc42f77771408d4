import type { DestinationDetail, NeighbourhoodScore, Place } from '@safetrails/contracts';
import { passesFilter, passesFilters, toggleFilter } from './search-filters';

function neighbourhood(safety: number | null): NeighbourhoodScore {
  return { id: `n-${String(safety)}`, name: 'Somewhere', latitude: 0, longitude: 0, safety, reportCount: 0 };
}

function destination(overrides: Partial<DestinationDetail> = {}): DestinationDetail {
  return {
    id: 1,
    name: 'Barcelona',
    country: 'Spain',
    region: 'europe',
    image: null,
    latitude: 41.39,
    longitude: 2.17,
    safetyScore: 75,
    provenance: { baselineSource: null, communityRatings: 0, updatedAt: '2026-01-01T00:00:00.000Z' },
    description: null,
    population: null,
    walkability: 80,
    publicTransport: 80,
    harassmentLevel: 80,
    pettyCrime: 50,
    medicalAccess: 80,
    sentimentAnalysis: null,
    neighborhoods: [],
    featured: false,
    ...overrides,
  };
}

function place(safetyScore: number): Place {
  return {
    id: safetyScore,
    destinationId: 1,
    name: 'Hotel',
    image: null,
    safetyScore,
    area: 'Centre',
    priceRange: '$$',
    features: [],
    description: '',
  };
}

describe('toggleFilter', () => {
  it('replaces All Areas with the first chip chosen', () => {
    expect(toggleFilter(['all'], 'medical')).toEqual(['medical']);
  });

  it('keeps several chips at once', () => {
    expect(toggleFilter(['medical'], 'public-transport')).toEqual(['medical', 'public-transport']);
  });

  it('resets to All Areas when All is chosen', () => {
    expect(toggleFilter(['medical', 'public-transport'], 'all')).toEqual(['all']);
  });

  it('falls back to All Areas when the last chip is cleared', () => {
    expect(toggleFilter(['medical'], 'medical')).toEqual(['all']);
  });
});

describe('passesFilter', () => {
  const none: Place[] = [];

  it('calls neighbourhoods safe when every rated one scores 60 or more', () => {
    const safe = destination({ safetyScore: 65, neighborhoods: [neighbourhood(60), neighbourhood(null)] });
    const risky = destination({ safetyScore: 90, neighborhoods: [neighbourhood(90), neighbourhood(59)] });
    expect(passesFilter('safe-neighborhoods', { destination: safe, accommodations: none })).toBe(true);
    expect(passesFilter('safe-neighborhoods', { destination: risky, accommodations: none })).toBe(false);
  });

  it('without rated neighbourhoods, asks the destination to score 80 or more', () => {
    expect(
      passesFilter('safe-neighborhoods', { destination: destination({ safetyScore: 80 }), accommodations: none }),
    ).toBe(true);
    expect(
      passesFilter('safe-neighborhoods', { destination: destination({ safetyScore: 79 }), accommodations: none }),
    ).toBe(false);
    expect(
      passesFilter('safe-neighborhoods', { destination: destination({ safetyScore: null }), accommodations: none }),
    ).toBe(false);
  });

  it('female-friendly needs low harassment and a well-rated accommodation', () => {
    const facts = { destination: destination({ harassmentLevel: 70 }), accommodations: [place(60), place(72)] };
    expect(passesFilter('female-friendly', facts)).toBe(true);
    expect(passesFilter('female-friendly', { ...facts, accommodations: [place(69)] })).toBe(false);
    expect(passesFilter('female-friendly', { ...facts, destination: destination({ harassmentLevel: 69 }) })).toBe(
      false,
    );
  });

  it('reads public transport and medical access at 70 or more, and unrated as failing', () => {
    expect(
      passesFilter('public-transport', { destination: destination({ publicTransport: 70 }), accommodations: none }),
    ).toBe(true);
    expect(
      passesFilter('public-transport', { destination: destination({ publicTransport: 69 }), accommodations: none }),
    ).toBe(false);
    expect(passesFilter('medical', { destination: destination({ medicalAccess: null }), accommodations: none })).toBe(
      false,
    );
  });
});

describe('passesFilters', () => {
  it('passes everything on All Areas', () => {
    expect(
      passesFilters(['all'], {
        destination: destination({ safetyScore: null, medicalAccess: null }),
        accommodations: [],
      }),
    ).toBe(true);
  });

  it('asks every chosen chip to pass', () => {
    const facts = { destination: destination({ publicTransport: 90, medicalAccess: 50 }), accommodations: [] };
    expect(passesFilters(['public-transport'], facts)).toBe(true);
    expect(passesFilters(['public-transport', 'medical'], facts)).toBe(false);
  });
});
