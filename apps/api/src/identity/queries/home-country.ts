/**
 * The safety profile's home country is the traveller's own words ("United Kingdom", "UK", "au"). The
 * page needs its ISO code to put that government's advice and embassy first: an ISO alpha-2 code,
 * the English short name (countries-list), its name in any language the app speaks ("Reino Unido",
 * "Royaume-Uni", "المملكة المتحدة", as `Intl.DisplayNames` and the app's list write them) or a common
 * other name resolves; anything else stays unresolved (null) and the page shows every government alike.
 */
import { countries } from 'countries-list';
import { LOCALES } from '@safetrails/contracts';

const OTHER_NAMES: Readonly<Record<string, string>> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  us: 'US',
  america: 'US',
  'united states of america': 'US',
  'republic of ireland': 'IE',
  eire: 'IE',
  éire: 'IE',
};

const IN_OUR_LANGUAGES = LOCALES.map((locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));

const BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(countries).flatMap(([code, country]) => [
    ...IN_OUR_LANGUAGES.map((names) => names.of(code))
      .filter((name): name is string => name !== undefined)
      .map((name) => [name.toLowerCase(), code] as const),
    [country.name.toLowerCase(), code] as const,
    [country.native.toLowerCase(), code] as const,
  ]),
);

export function homeCountryCodeOf(text: string | null | undefined): string | null {
  const key = text?.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!key) return null;
  if (key in OTHER_NAMES) return OTHER_NAMES[key]!;
  if (/^[a-z]{2}$/.test(key) && key.toUpperCase() in countries) return key.toUpperCase();
  return BY_NAME.get(key) ?? null;
}
