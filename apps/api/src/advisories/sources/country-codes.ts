/**
 * Each government names countries its own way (DATA.md rule 7). A name maps to ISO 3166-1 alpha-2 by
 * the source's explicit table below, else by the exact English short name in countries-list. Pages
 * that cover several territories or a region of a country (Canada's "Azores") map to nothing: their
 * advice is not a country's and we do not spread it onto one. The test runs every name each source
 * lists through this function.
 */
import { countries } from 'countries-list';
import type { AdvisorySource } from '@safetrails/contracts';

/** A page that is not one country's advice. */
export const NOT_A_COUNTRY = null;

const COMMON: Readonly<Record<string, string | null>> = {
  burma: 'MM',
  'burma (myanmar)': 'MM',
  'myanmar (burma)': 'MM',
  myanmar_burma: 'MM',
  "cote d'ivoire": 'CI',
  "côte d'ivoire": 'CI',
  "côte d'ivoire (ivory coast)": 'CI',
  curaçao: 'CW',
  'czech republic': 'CZ',
  'federated states of micronesia': 'FM',
  'micronesia (fsm)': 'FM',
  macau: 'MO',
  'russian federation': 'RU',
  'the bahamas': 'BS',
  'the gambia': 'GM',
  'gambia, the': 'GM',
  'gambia, republic of the': 'GM',
  'kyrgyz republic': 'KG',
  'the kyrgyz republic': 'KG',
  'kyrgyz republic (kyrgyzstan)': 'KG',
  'timor-leste': 'TL',
  'timor leste': 'TL',
  'timor-leste (east timor)': 'TL',
  turkey: 'TR',
  'türkiye (turkey)': 'TR',
  'brunei darussalam': 'BN',
  'cape verde': 'CV',
  réunion: 'RE',
  "north korea (democratic people's republic of korea)": 'KP',
  "korea, democratic people's republic of (north korea)": 'KP',
  'korea, democratic republic of (north korea)': 'KP',
  'south korea (republic of korea)': 'KR',
  'korea, republic of (south korea)': 'KR',
  'bonaire, sint eustatius and saba': 'BQ',
  'bonaire_st eustatius_saba': 'BQ',
  saba: 'BQ',
  'sint eustatius': 'BQ',
  'solomon island': 'SB',
  // Several French territories on one page: not one country's advice.
  'french west indies': NOT_A_COUNTRY,
  'no travel advice': NOT_A_COUNTRY,
};

const BY_SOURCE: Readonly<Record<AdvisorySource, Readonly<Record<string, string | null>>>> = {
  us: {
    'democratic republic of the congo (d.r.c.)': 'CD',
    'israel, the west bank and gaza': 'IL',
  },
  uk: {
    'antarctica_british antarctic territory': 'AQ',
    'antarctica/british antarctic territory': 'AQ',
    'bonaire/st eustatius/saba': 'BQ',
    // GOV.UK's "Congo" is the Republic of the Congo; the DRC has its own page.
    congo: 'CG',
    'cook islands, tokelau and niue': 'CK',
    'pitcairn island': 'PN',
    'st helena, ascension and tristan da cunha': 'SH',
    'st kitts and nevis': 'KN',
    'st lucia': 'LC',
    'st maarten': 'SX',
    'st martin and st barthélemy': 'MF',
    'st pierre & miquelon': 'PM',
    'st vincent and the grenadines': 'VC',
    'são tomé and principe': 'ST',
    'the occupied palestinian territories': 'PS',
    usa: 'US',
  },
  ca: {
    // Regions of Portugal and Spain with pages of their own: not the countries' advice.
    azores: NOT_A_COUNTRY,
    'canary islands': NOT_A_COUNTRY,
    'democratic republic of congo (kinshasa)': 'CD',
    'republic of congo (brazzaville)': 'CG',
    'israel and palestine': 'IL',
    'israel, the west bank and the gaza strip': 'IL',
    'northern marianas': 'MP',
    'saint vincent & the grenadines': 'VC',
    'saint-barthélemy': 'BL',
    'saint-pierre-et-miquelon': 'PM',
    'virgin islands (u.s.)': 'VI',
  },
  au: {
    'israel and the occupied palestinian territories': 'IL',
    'united states of america': 'US',
  },
  ie: {
    'china - hong kong _ macao': 'HK',
    'china - hong kong / macao': 'HK',
    'myanmar/burma': 'MM',
    // The DFA's "Congo" is the Republic of the Congo, beside its DRC page.
    congo: 'CG',
    'congo, democratic republic of (drc)': 'CD',
    'great britain': 'GB',
    'israel and the occupied territories': 'IL',
    'north macedonia, republic of': 'MK',
    'saint tome (sao tome) and principe': 'ST',
    'slovak republic (slovakia)': 'SK',
    'united states of america (usa)': 'US',
    'virgin islands (uk)': 'VG',
    'virgin islands (us)': 'VI',
  },
};

const BY_ENGLISH_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(countries).map(([code, country]) => [country.name.toLowerCase(), code]),
);

/** The ISO alpha-2 code of a source's country name; null for a page that is not one country's advice. */
export function isoCodeOf(source: AdvisorySource, sourceName: string): string | null {
  const key = sourceName.trim().replace(/\s+/g, ' ').toLowerCase();
  const own = BY_SOURCE[source];
  if (key in own) return own[key]!;
  if (key in COMMON) return COMMON[key]!;
  const code = BY_ENGLISH_NAME.get(key);
  if (code === undefined) throw new UnknownCountryError(source, sourceName);
  return code;
}

export class UnknownCountryError extends Error {
  override readonly name = 'UnknownCountryError';
  constructor(
    readonly source: AdvisorySource,
    readonly sourceName: string,
  ) {
    super(`${source}: no ISO code for the country name "${sourceName}"; add it to country-codes.ts`);
  }
}

/** The English short name of an ISO alpha-2 code, or null for a code countries-list does not know. */
export function countryNameOf(code: string): string | null {
  return countries[code as keyof typeof countries]?.name ?? null;
}
