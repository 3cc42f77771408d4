/**
 * Answers of the country routes: each government's advice side by side and the emergency numbers,
 * every fact with its source, dates and licence (DATA.md rule 2).
 */
import type { AdvisoryLevel, AdvisorySource, EmergencyService } from '../constants/advisory.constants';
import type { AdvisoryRecord, EmergencyNumber } from '../events/advisory.events';
import type { LgbtLaw, MaxPenalty, SameSexActsStatus } from '../events/traveller-facts.events';
import type { GuideKind, GuideTopic } from '../events/traveller-guide';

export interface CountrySummary {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly name: string;
  /** The highest normalised level among the governments' country-wide advice; null with none. */
  readonly highestLevel: AdvisoryLevel | null;
  /** The median of those levels (may be a half step, for example 2.5); null with none. */
  readonly medianLevel: number | null;
  /** How many governments publish advice for the country. */
  readonly sources: number;
}

/** A country in the list at /countries: its advice in short and the lead LGBT+ finding, to sort and filter by. */
export interface CountryListItem extends CountrySummary {
  /** The leading government's finding on same-sex relations (LGBT_SOURCE_ORDER), and which government; null where none states it. */
  readonly sameSexActs: { readonly status: SameSexActsStatus; readonly source: AdvisorySource } | null;
}

/** One government's advice as the country page shows it: the record, and whether it is stale. */
export interface CountryAdvisory extends Omit<AdvisoryRecord, 'countryCode' | 'sourceCountryName'> {
  /** Our last successful check of this advice: its retrieval, or a later live check that found it unchanged. */
  readonly lastCheckedAt: string;
  /** True when `lastCheckedAt` is older than ADVISORY_STALE_AFTER_DAYS. */
  readonly stale: boolean;
}

/** One number as one source gives it. */
export interface SourcedNumber extends EmergencyNumber {
  readonly source: AdvisorySource;
  readonly organisation: string;
  readonly url: string;
  readonly checkedAt: string;
}

/**
 * The emergency numbers of a country. Each service lists every distinct number the sources give,
 * agreeing sources merged, so a disagreement shows each number with its source. The top-level
 * `source`, `url` and `checkedAt` name the record the first number of each service comes from.
 */
export interface CountryEmergency {
  readonly general: readonly SourcedNumber[];
  readonly police: readonly SourcedNumber[];
  readonly ambulance: readonly SourcedNumber[];
  readonly fire: readonly SourcedNumber[];
  readonly touristPolice: readonly SourcedNumber[];
  readonly womensHelpline: readonly SourcedNumber[];
  /** Where the numbers come from, or null when no source gives any. */
  readonly source: string | null;
  readonly url: string | null;
  readonly checkedAt: string | null;
  /** Where a traveller can check when we have no sourced number. */
  readonly fallbackUrl: string;
  /** The services whose sources give different numbers (the same numbers in another order agree). */
  readonly disagreements: readonly EmergencyService[];
}

export interface CountryCity {
  readonly id: number;
  readonly name: string;
  readonly population: number | null;
  readonly safetyScore: number | null;
  /** The highest level any government gives the city where it is (its local advice); null with none. */
  readonly highestLevel: AdvisoryLevel | null;
}

export interface CountryDetail extends CountrySummary {
  readonly advisories: readonly CountryAdvisory[];
  readonly emergency: CountryEmergency;
  /** What the governments say of the laws on same-sex relationships and gender; null where none says. */
  readonly lgbt: CountryLgbt | null;
  /** Every embassy and consulate the governments list in the country, in source order. */
  readonly embassies: readonly CountryEmbassy[];
  /** Each government's emergency line for its citizens anywhere in the country, where its page gives one. */
  readonly citizensLines: readonly CitizensLine[];
  /** The laws that catch visitors out, as the governments state them; null where no page speaks of them. */
  readonly laws: CountryGuideSection | null;
  /** Getting around: the side of the road, and the governments' words on roads, taxis and motorbikes. */
  readonly transport: CountryGuideSection | null;
  /** Health: vaccinations for entry, diseases, tap water, medical care. */
  readonly health: CountryGuideSection | null;
  /** Entry, per passport: each government writes for its own citizens. */
  readonly entry: readonly EntryForPassport[];
  /** The country's biggest cities. */
  readonly cities: readonly CountryCity[];
}

/** One government's finding on a topic, with its page, date and the page's own sentences. */
export interface GuideStatement extends FactSource {
  readonly topic: GuideTopic;
  /** The reading its words give (GuideValue), or null where they state the topic without one. */
  readonly value: string | null;
  readonly offence?: 'possession' | 'trafficking' | 'any';
  readonly period?: string | null;
}

/**
 * A topic as the governments state it: the lead is the most severe reading any government states
 * (GUIDE_SEVERITY), else the first government's in source order; every statement is listed and a
 * disagreement is shown, never settled.
 */
export interface GuideTopicView {
  readonly topic: GuideTopic;
  /** For drugs: one view per offence the governments name. */
  readonly offence?: 'possession' | 'trafficking' | 'any';
  readonly lead: GuideStatement;
  readonly statements: readonly GuideStatement[];
  readonly disagree: boolean;
}

/** One government's page for a kind: where it is, its date and its opening words, verbatim. */
export interface GuidePage extends Omit<FactSource, 'words'> {
  /** The page's own title ("Local Laws & Special Circumstances"). */
  readonly page: string;
  readonly excerpt: string | null;
}

export interface CountryGuideSection {
  readonly kind: GuideKind;
  readonly topics: readonly GuideTopicView[];
  readonly pages: readonly GuidePage[];
  /** The topics of the kind no government's page states: shown as not stated, never guessed. */
  readonly unstated: readonly GuideTopic[];
  /**
   * Getting around only: the side of the road from an openly licensed dataset, for every country;
   * a government's words (the `driving_side` topic) lead where they exist.
   */
  readonly drivingSide?: DrivingSideFact | null;
}

/** The side of the road as a dataset states it: its fact, never a government's. */
export interface DrivingSideFact {
  readonly side: 'left' | 'right';
  /** The dataset names the country; false where the side is its stated default for the countries it does not name. */
  readonly listed: boolean;
  readonly dataset: string;
  readonly organisation: string;
  readonly url: string;
  readonly licence: string;
  /** The date the dataset gives for its own source. */
  readonly asOf: string;
  readonly basedOn: string;
  /** The dataset's own lines, verbatim. */
  readonly words: readonly string[];
  /** The governments whose pages state the other side: shown beside it, never settled. */
  readonly disagreeing: readonly AdvisorySource[];
}

/** A government's entry facts for its own citizens ("for U.S. citizens"). */
export interface EntryForPassport {
  readonly source: AdvisorySource;
  /** ISO alpha-2 of the passport it is written for. */
  readonly passport: string;
  /** "U.S.", "Irish". */
  readonly nationality: string;
  readonly page: GuidePage;
  readonly findings: readonly GuideStatement[];
  /** The entry topics this government's page does not state. */
  readonly unstated: readonly GuideTopic[];
}

/** One catalogue city on the areas map: the level each government gives it where it is. */
export interface AreaMapCity {
  readonly id: number;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number | null;
  /** Per government: its level for the city and whether that is the country's or an area's. */
  readonly levels: Readonly<
    Partial<
      Record<
        AdvisorySource,
        { readonly level: AdvisoryLevel; readonly appliesAs: 'country' | 'region' | 'city' | 'border' }
      >
    >
  >;
}

/** A border zone a government names, with the boundary line it is measured from (Natural Earth). */
export interface AreaMapBorder {
  readonly source: AdvisorySource;
  readonly area: string;
  readonly level: AdvisoryLevel;
  /** ISO alpha-2 of the neighbour. */
  readonly neighbour: string;
  readonly km: number;
  /** Whether the source gave the distance (false: our 50 km default). */
  readonly kmStated: boolean;
  /** Measured from the line of control (Kashmir's, the Berm), not the whole border. */
  readonly line?: 'control';
  /** [longitude, latitude] lines. */
  readonly lines: readonly (readonly (readonly [number, number])[])[];
}

/** A disputed or self-administered area a government names, with its own boundary (Natural Earth). */
export interface AreaMapZone {
  readonly source: AdvisorySource;
  readonly area: string;
  readonly level: AdvisoryLevel;
  /** Natural Earth's name for it ("South Ossetia"). */
  readonly name: string;
  /** Polygons, each rings of [longitude, latitude]: the outer ring first, then its holes. */
  readonly polygons: readonly (readonly (readonly (readonly [number, number])[])[])[];
}

/** An area a government names that nothing we hold places: its words, its level and why. */
export interface UnresolvedArea {
  readonly source: AdvisorySource;
  readonly organisation: string;
  readonly area: string;
  readonly level: AdvisoryLevel;
  /** The parts of the area's words left unplaced, each with the reason. */
  readonly unplaced: readonly { readonly text: string; readonly why: string }[];
}

/** `GET /api/countries/{code}/areas`: the governments' regional advice as geography. */
export interface CountryAreas {
  readonly code: string;
  readonly governments: readonly {
    readonly source: AdvisorySource;
    readonly organisation: string;
    readonly level: AdvisoryLevel | null;
  }[];
  readonly cities: readonly AreaMapCity[];
  readonly borders: readonly AreaMapBorder[];
  /** The disputed or self-administered areas the governments name, drawn by their own boundary. */
  readonly zones: readonly AreaMapZone[];
  readonly unresolved: readonly UnresolvedArea[];
  /** How many of the areas the governments name are placed, in all: `resolved` of `total`. */
  readonly resolution: { readonly resolved: number; readonly total: number };
}

/** Where one fact comes from: a government's page, its date and licence, and its own sentences. */
export interface FactSource {
  readonly source: AdvisorySource;
  readonly organisation: string;
  readonly url: string;
  /** The date the government gives for its page. */
  readonly asOf: string;
  readonly licence: string;
  /** True when we have not read the page for TRAVELLER_FACTS_STALE_AFTER_DAYS. */
  readonly stale: boolean;
  /** The page's own sentences the fact rests on, verbatim. */
  readonly words: readonly string[];
}

export interface SameSexActsFact extends FactSource {
  readonly status: SameSexActsStatus;
  readonly appliesTo: 'all' | 'men' | 'women' | null;
  readonly maxPenalty: MaxPenalty | null;
  /** Legal because the government states same-sex marriage or civil unions are (LgbtLaw). */
  readonly legalBy: 'marriage' | 'civil_unions' | null;
}

/** One government's findings, all four, with its page. */
export interface LgbtStatement extends Omit<FactSource, 'words'> {
  readonly law: LgbtLaw;
}

/**
 * The LGBT+ legal facts of a country. The law on same-sex acts leads with the most severe finding any
 * government states (a crime before a prosecution under other laws before legal, then the heaviest
 * penalty), naming who states it; each other field is the first government (in LGBT_SOURCE_ORDER)
 * whose page states it, with its words. `statements` holds every government's findings and
 * `disagreements` names the fields where they differ, so a disagreement is shown, never settled.
 */
export interface CountryLgbt {
  readonly sameSexActs: SameSexActsFact | null;
  readonly genderExpression: (FactSource & { readonly criminalised: boolean }) | null;
  readonly propagandaLaw: (FactSource & { readonly exists: boolean }) | null;
  readonly genderRecognition: (FactSource & { readonly status: 'recognised' | 'not_recognised' }) | null;
  readonly statements: readonly LgbtStatement[];
  readonly disagreements: readonly (
    'sameSexActs' | 'maxPenalty' | 'genderExpression' | 'propagandaLaw' | 'genderRecognition'
  )[];
}

/** "Emergency help for Irish citizens": a government's line for its citizens in the country. */
export interface CitizensLine {
  readonly source: AdvisorySource;
  /** ISO alpha-2 of the country whose citizens it serves. */
  readonly of: string;
  /** "Irish", "Australian". */
  readonly nationality: string;
  readonly organisation: string;
  readonly phone: string;
  /** The page's own sentence for it, verbatim. */
  readonly label: string;
  readonly sourceUrl: string;
  readonly checkedAt: string;
  readonly stale: boolean;
}

/** One government's mission in the country (or its worldwide line where it lists no mission). */
export interface CountryEmbassy {
  /** ISO alpha-2 of the country whose mission it is. */
  readonly of: string;
  readonly source: AdvisorySource;
  readonly organisation: string;
  readonly name: string | null;
  readonly address: string | null;
  readonly phone: string | null;
  readonly emergencyPhone: string | null;
  /** The label the page gives the emergency line, verbatim, where it is the government's worldwide line. */
  readonly emergencyLabel: string | null;
  /** The mission's site, or the government page that lists it. */
  readonly url: string;
  /** The government page the entry comes from. */
  readonly sourceUrl: string;
  readonly checkedAt: string;
  readonly stale: boolean;
}
