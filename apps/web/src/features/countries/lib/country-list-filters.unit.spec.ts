import type { CountryListItem } from '@safetrails/contracts';
import { filterCountries, queryOf } from './country-list-filters';

const country = (
  code: string,
  name: string,
  highestLevel: 1 | 2 | 3 | 4 | null,
  status: 'legal' | 'criminalised' | 'de_facto_criminalised' | null,
): CountryListItem => ({
  code,
  name,
  highestLevel,
  medianLevel: highestLevel,
  sources: highestLevel === null ? 0 : 5,
  sameSexActs: status ? { status, source: 'uk' } : null,
});

const COUNTRIES = [
  country('FR', 'France', 2, 'legal'),
  country('NG', 'Nigeria', 4, 'criminalised'),
  country('EG', 'Egypt', 3, 'de_facto_criminalised'),
  country('TH', 'Thailand', 2, null),
  country('PT', 'Portugal', 1, 'legal'),
];

describe('the countries list', () => {
  it('reads its filters from the address, ignoring what it does not know', () => {
    expect(queryOf(new URLSearchParams('level=1-2&sameSex=legal&sort=level'))).toEqual({
      level: '1-2',
      sameSex: 'legal',
      sort: 'level',
    });
    expect(queryOf(new URLSearchParams('level=9&sameSex=<script>'))).toEqual({
      level: 'any',
      sameSex: 'any',
      sort: 'name',
    });
  });

  it('finds the countries where same-sex relations are legal at level 1-2, by name', () => {
    const found = filterCountries(COUNTRIES, { level: '1-2', sameSex: 'legal', sort: 'name' });
    expect(found.map((item) => item.code)).toEqual(['FR', 'PT']);
  });

  it('counts a crime in practice as a crime, and keeps the unstated apart', () => {
    expect(
      filterCountries(COUNTRIES, { level: 'any', sameSex: 'criminalised', sort: 'name' }).map((item) => item.code),
    ).toEqual(['EG', 'NG']);
    expect(
      filterCountries(COUNTRIES, { level: 'any', sameSex: 'unknown', sort: 'name' }).map((item) => item.code),
    ).toEqual(['TH']);
  });

  it('sorts by the most cautious level first, ties by name', () => {
    expect(
      filterCountries(COUNTRIES, { level: 'any', sameSex: 'any', sort: 'level' }).map((item) => item.code),
    ).toEqual(['NG', 'EG', 'FR', 'TH', 'PT']);
  });
});
