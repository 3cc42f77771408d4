/**
 * Official travel advice (DATA.md): the governments we import, their licences and the normalised
 * 1-4 scale every advisory is mapped onto (docs/ADVISORIES.md gives each source's mapping).
 */

export const ADVISORY_SOURCES = ['us', 'uk', 'ca', 'au', 'ie'] as const;
export type AdvisorySource = (typeof ADVISORY_SOURCES)[number];

export function isAdvisorySource(value: string): value is AdvisorySource {
  return (ADVISORY_SOURCES as readonly string[]).includes(value);
}

/** 1: normal precautions, 2: increased caution, 3: reconsider / avoid non-essential travel, 4: do not travel. */
export type AdvisoryLevel = 1 | 2 | 3 | 4;

export const ADVISORY_LEVEL_LABELS: Readonly<Record<AdvisoryLevel, string>> = {
  1: 'Normal precautions',
  2: 'Increased caution',
  3: 'Reconsider travel',
  4: 'Do not travel',
};

export interface AdvisorySourceInfo {
  readonly source: AdvisorySource;
  /** The government and department, as travellers know it. */
  readonly organisation: string;
  /** The country the government speaks for (ISO alpha-2): its own country has no advice. */
  readonly home: string;
  /** Its citizens, as a word before a noun ("Irish citizens"). */
  readonly nationality: string;
  readonly licence: string;
  readonly licenceUrl: string;
  /** Where a traveller reads the source's whole list. */
  readonly indexUrl: string;
}

export const ADVISORY_SOURCE_INFO: Readonly<Record<AdvisorySource, AdvisorySourceInfo>> = {
  us: {
    source: 'us',
    organisation: 'U.S. Department of State',
    home: 'US',
    nationality: 'U.S.',
    licence: 'Public domain (work of the U.S. Government)',
    licenceUrl: 'https://www.usa.gov/government-copyright',
    indexUrl: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html',
  },
  uk: {
    source: 'uk',
    organisation: 'UK Foreign, Commonwealth & Development Office',
    home: 'GB',
    nationality: 'British',
    licence: 'Open Government Licence v3.0',
    licenceUrl: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
    indexUrl: 'https://www.gov.uk/foreign-travel-advice',
  },
  ca: {
    source: 'ca',
    organisation: 'Government of Canada (Global Affairs Canada)',
    home: 'CA',
    nationality: 'Canadian',
    licence: 'Open Government Licence – Canada',
    licenceUrl: 'https://open.canada.ca/en/open-government-licence-canada',
    indexUrl: 'https://travel.gc.ca/travelling/advisories',
  },
  au: {
    source: 'au',
    organisation: 'Australian Government (Smartraveller, DFAT)',
    home: 'AU',
    nationality: 'Australian',
    licence: 'Creative Commons Attribution 4.0 International (Smartraveller copyright notice)',
    licenceUrl: 'https://www.smartraveller.gov.au/copyright',
    indexUrl: 'https://www.smartraveller.gov.au/destinations',
  },
  ie: {
    source: 'ie',
    organisation: 'Ireland Department of Foreign Affairs',
    home: 'IE',
    nationality: 'Irish',
    licence: '© Government of Ireland, reproduced with attribution',
    licenceUrl: 'https://www.ireland.ie/en/dfa/overseas-travel/advice/',
    indexUrl: 'https://www.ireland.ie/en/dfa/overseas-travel/advice/',
  },
};

/** The levels drawn as colours, 1 green to 4 red (the areas map, the share images); grey for no level. */
export const ADVISORY_LEVEL_COLOURS: Readonly<Record<AdvisoryLevel, string>> = {
  1: '#2f855a',
  2: '#d69e2e',
  3: '#dd6b20',
  4: '#c53030',
};
export const NO_LEVEL_COLOUR = '#8a969c';

/** Past this age since our last successful check an advisory is marked `stale`. */
export const ADVISORY_STALE_AFTER_DAYS = 7;
/** Past this age since the source issued it, the UI says the advice may be outdated (DATA.md rule 2). */
export const ADVISORY_OUTDATED_AFTER_DAYS = 90;

/** The U.S. Department of State's risk indicators, as its legend names them. */
export const US_RISK_INDICATORS = {
  C: 'Crime',
  T: 'Terrorism',
  U: 'Civil Unrest',
  H: 'Health',
  N: 'Natural Disaster',
  E: 'Time-limited Event',
  K: 'Kidnapping or Hostage Taking',
  D: 'Wrongful Detention',
  O: 'Other',
} as const;
export type UsRiskIndicator = keyof typeof US_RISK_INDICATORS;

export const EMERGENCY_SERVICES = [
  'general',
  'police',
  'ambulance',
  'fire',
  'touristPolice',
  'womensHelpline',
] as const;
export type EmergencyService = (typeof EMERGENCY_SERVICES)[number];

/** LGBT+ legal facts and embassies are marked `stale` after a year without a read of their page. */
export const TRAVELLER_FACTS_STALE_AFTER_DAYS = 365;

/**
 * Which government's statement leads a country's LGBT+ facts: the one whose pages cover the most
 * countries with an LGBT+ section (docs/TRAVELLERS.md measures it). The others are shown beside it.
 */
export const LGBT_SOURCE_ORDER: readonly AdvisorySource[] = ['uk', 'ca', 'au', 'ie', 'us'];
