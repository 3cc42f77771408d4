/**
 * The /countries list's filters and order, read from and written to the address, so a filtered list
 * ("same-sex relations legal, level 1-2") can be shared as a link. Pure, tested on its own.
 */
import type { CountryListItem } from '@safetrails/contracts';

export const LEVEL_FILTERS = ['any', '1-2', '3', '4'] as const;
export type LevelFilter = (typeof LEVEL_FILTERS)[number];

export const SAME_SEX_FILTERS = ['any', 'legal', 'criminalised', 'unknown'] as const;
export type SameSexFilter = (typeof SAME_SEX_FILTERS)[number];

export const SORTS = ['name', 'level', 'level-asc'] as const;
export type CountrySort = (typeof SORTS)[number];

export interface CountryListQuery {
  readonly level: LevelFilter;
  readonly sameSex: SameSexFilter;
  readonly sort: CountrySort;
}

function oneOf<K extends string>(options: readonly K[], value: string | null, fallback: K): K {
  return options.find((option) => option === value) ?? fallback;
}

export function queryOf(params: URLSearchParams): CountryListQuery {
  return {
    level: oneOf(LEVEL_FILTERS, params.get('level'), 'any'),
    sameSex: oneOf(SAME_SEX_FILTERS, params.get('sameSex'), 'any'),
    sort: oneOf(SORTS, params.get('sort'), 'name'),
  };
}

function passesLevel(level: LevelFilter, country: CountryListItem): boolean {
  const highest = country.highestLevel;
  if (level === 'any') return true;
  if (highest === null) return false;
  return level === '1-2' ? highest <= 2 : highest === Number(level);
}

function passesSameSex(filter: SameSexFilter, country: CountryListItem): boolean {
  const status = country.sameSexActs?.status ?? null;
  switch (filter) {
    case 'any':
      return true;
    case 'legal':
      return status === 'legal';
    case 'criminalised':
      return status === 'criminalised' || status === 'de_facto_criminalised';
    case 'unknown':
      return status === null;
  }
}

/**
 * The countries the filters let through, in the chosen order (ties by name): by their names in the
 * page's language where `nameOf` gives them, in that language's alphabetical order.
 */
export function filterCountries(
  countries: readonly CountryListItem[],
  query: CountryListQuery,
  nameOf: (country: CountryListItem) => string = (country) => country.name,
  locale = 'en',
): CountryListItem[] {
  const byName = (a: CountryListItem, b: CountryListItem) => nameOf(a).localeCompare(nameOf(b), locale);
  const level = (country: CountryListItem) => country.highestLevel ?? 0;
  const order =
    query.sort === 'level'
      ? (a: CountryListItem, b: CountryListItem) => level(b) - level(a) || byName(a, b)
      : query.sort === 'level-asc'
        ? (a: CountryListItem, b: CountryListItem) => level(a) - level(b) || byName(a, b)
        : byName;
  return countries
    .filter((country) => passesLevel(query.level, country) && passesSameSex(query.sameSex, country))
    .sort(order);
}
