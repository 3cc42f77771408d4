import { chipsWithoutData, passesFilter, passesFilters, toggleFilter, type FilterFacts } from './search-filters';

function facts(overrides: Partial<FilterFacts> = {}): FilterFacts {
  return {
    safetyScore: 75,
    harassmentLevel: 80,
    publicTransport: 80,
    medicalAccess: 80,
    lowestNeighbourhoodSafety: null,
    safestAccommodation: null,
    ...overrides,
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
  it('calls neighbourhoods safe when the least safe rated one scores 60 or more', () => {
    expect(passesFilter('safe-neighborhoods', facts({ lowestNeighbourhoodSafety: 60 }))).toBe(true);
    expect(passesFilter('safe-neighborhoods', facts({ lowestNeighbourhoodSafety: 59 }))).toBe(false);
  });

  it('falls back to a high overall score when no neighbourhood is rated, and never passes the unrated', () => {
    expect(passesFilter('safe-neighborhoods', facts({ safetyScore: 80 }))).toBe(true);
    expect(passesFilter('safe-neighborhoods', facts({ safetyScore: 79 }))).toBe(false);
    expect(passesFilter('safe-neighborhoods', facts({ safetyScore: null }))).toBe(false);
  });

  it('asks female-friendly places for low harassment and a safe accommodation', () => {
    expect(passesFilter('female-friendly', facts({ safestAccommodation: 70 }))).toBe(true);
    expect(passesFilter('female-friendly', facts({ safestAccommodation: 69 }))).toBe(false);
    expect(passesFilter('female-friendly', facts({ safestAccommodation: 90, harassmentLevel: 69 }))).toBe(false);
    expect(passesFilter('female-friendly', facts({ safestAccommodation: null }))).toBe(false);
  });

  it('reads public transport and medical access at 70', () => {
    expect(passesFilter('public-transport', facts({ publicTransport: 70 }))).toBe(true);
    expect(passesFilter('public-transport', facts({ publicTransport: 69 }))).toBe(false);
    expect(passesFilter('medical', facts({ medicalAccess: null }))).toBe(false);
  });
});

describe('passesFilters', () => {
  it('passes everything on All Areas', () => {
    expect(passesFilters(['all'], facts({ safetyScore: null, medicalAccess: null }))).toBe(true);
  });

  it('asks every chosen chip to pass', () => {
    const destination = facts({ publicTransport: 90, medicalAccess: 50 });
    expect(passesFilters(['public-transport'], destination)).toBe(true);
    expect(passesFilters(['public-transport', 'medical'], destination)).toBe(false);
  });
});

describe('chipsWithoutData', () => {
  it('names the chips none of the results has data for, not those whose data merely fails them', () => {
    const unrated = facts({ harassmentLevel: null, safestAccommodation: null, medicalAccess: null });
    const lowMedical = facts({ harassmentLevel: null, safestAccommodation: null, medicalAccess: 10 });
    expect(chipsWithoutData(['female-friendly', 'medical'], [unrated, lowMedical])).toEqual(['female-friendly']);
    expect(chipsWithoutData(['all'], [unrated])).toEqual([]);
  });
});
