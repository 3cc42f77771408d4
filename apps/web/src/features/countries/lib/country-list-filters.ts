/**
 * The /countries list's filters and order, read from and written to the address, so a filtered list
 * ("same-sex relations legal, level 1-2") can be shared as a link. Pure, tested on its own.
 */
import type { CountryListItem } from '@safetrails/contracts';

export const LEVEL_FILTERS = [
  { key: 'any', label: 'Any level' },
  { key: '1-2', label: 'Level 1-2' },
  { key: '3', label: 'Level 3' },
  { key: '4', label: 'Level 4' },
] as const;
export type LevelFilter = (typeof LEVEL_FILTERS)[number]['key'];

export const SAME_SEX_FILTERS = [
  { key: 'any', label: 'Any law' },
  { key: 'legal', label: 'Same-sex relations legal' },
  { key: 'criminalised', label: 'A crime, in law or in practice' },
  { key: 'unknown', label: 'No government states it' },
] as const;
export type SameSexFilter = (typeof SAME_SEX_FILTERS)[number]['key'];

export const SORTS = [
  { key: 'name', label: 'Name' },
  { key: 'level', label: 'Most cautious level first' },
  { key: 'level-asc', label: 'Least cautious level first' },
] as const;
export type CountrySort = (typeof SORTS)[number]['key'];

export interface CountryListQuery {
  readonly level: LevelFilter;
  readonly sameSex: SameSexFilter;
  readonly sort: CountrySort;
}

function oneOf<K extends string>(options: readonly { readonly key: K }[], value: string | null, fallback: K): K {
  return options.find((option) => option.key === value)?.key ?? fallback;
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

/** The countries the filters let through, in the chosen order (ties by name). */
export function filterCountries(countries: readonly CountryListItem[], query: CountryListQuery): CountryListItem[] {
  const byName = (a: CountryListItem, b: CountryListItem) => a.name.localeCompare(b.name, 'en');
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

/** A select's labels from its options. */
export function labelsOf<K extends string>(
  options: readonly { readonly key: K; readonly label: string }[],
): Record<K, string> {
  return Object.fromEntries(options.map((option) => [option.key, option.label])) as Record<K, string>;
}
