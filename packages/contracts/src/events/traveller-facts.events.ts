/**
 * Facts that depend on who travels, read off the same government pages as the advice (DATA.md "More
 * sources"): what a government says of the country's laws on same-sex relationships and gender, and
 * its own embassies and consulates there, and its words on laws, getting around, health and entry
 * (traveller-guide.ts). One stream per country, government and kind,
 * `traveller-facts-<ISO alpha-2>-<source>-<kind>`, so a live refresh that reads only one of the pages
 * never touches the other. Each event carries the whole record and its content hash: an import that
 * finds the same hash appends nothing.
 */
import type { RecordedEvent } from '../envelope';
import type { AdvisorySource } from '../constants/advisory.constants';
import type { OfficialPageRecord } from './advisory.events';
import { GUIDE_KINDS, type GuideRecord } from './traveller-guide';

export const TRAVELLER_FACTS_STREAM_CATEGORY = 'traveller-facts';
export const TRAVELLER_FACT_KINDS = ['lgbt', 'embassies', ...GUIDE_KINDS] as const;
export type TravellerFactKind = (typeof TRAVELLER_FACT_KINDS)[number];

export function travellerFactsStreamName(countryCode: string, source: AdvisorySource, kind: TravellerFactKind): string {
  return `${TRAVELLER_FACTS_STREAM_CATEGORY}-${countryCode}-${source}-${kind}`;
}

export const SAME_SEX_ACTS_STATUSES = ['legal', 'criminalised', 'de_facto_criminalised'] as const;
export type SameSexActsStatus = (typeof SAME_SEX_ACTS_STATUSES)[number];
/** The heaviest penalty the source names for same-sex acts, most severe first. */
export const MAX_PENALTIES = ['death', 'life', 'years', 'fine'] as const;
export type MaxPenalty = (typeof MAX_PENALTIES)[number];

/**
 * What one government's page says, each finding with the page's own sentences it rests on (`words`,
 * verbatim). A finding the page does not state is null: never inferred from silence.
 */
export interface LgbtLaw {
  readonly sameSexActs: {
    readonly status: SameSexActsStatus;
    /** Whom the law the page describes covers, where it says: "men" for a law on sex between men. */
    readonly appliesTo: 'all' | 'men' | 'women' | null;
    readonly maxPenalty: MaxPenalty | null;
    /**
     * Where the page states no law on the acts but that same-sex marriage or civil unions are legal:
     * the acts are legal by that statement (`status` "legal", `words` that sentence).
     */
    readonly legalBy?: 'marriage' | 'civil_unions';
    readonly words: readonly string[];
  } | null;
  /** Whether dressing or presenting as another gender ("cross-dressing", "imitating the opposite sex") is a crime. */
  readonly genderExpression: { readonly criminalised: boolean; readonly words: readonly string[] } | null;
  /** Whether a law punishes "propaganda" or the promotion of same-sex relationships or LGBT+ rights. */
  readonly propagandaLaw: { readonly exists: boolean; readonly words: readonly string[] } | null;
  /** Whether the law recognises a change of legal gender. */
  readonly genderRecognition: {
    readonly status: 'recognised' | 'not_recognised';
    readonly words: readonly string[];
  } | null;
}

/** One embassy, high commission or consulate, as the government's page lists it. */
export interface ConsularMission {
  /** The page's own name for it ("Australian Embassy, Bangkok"); null where the page names none. */
  readonly name: string | null;
  /** The address lines, verbatim, joined with ", ". */
  readonly address: string | null;
  /** The mission's telephone, as the page writes it. */
  readonly phone: string | null;
  /** The emergency or after-hours consular line the page gives for it. */
  readonly emergencyPhone: string | null;
  /** The mission's own website, or the government's page for it. */
  readonly url: string | null;
}

export interface LgbtLawRecord extends OfficialPageRecord {
  readonly kind: 'lgbt';
  readonly law: LgbtLaw;
}

export interface EmbassiesRecord extends OfficialPageRecord {
  readonly kind: 'embassies';
  readonly missions: readonly ConsularMission[];
  /**
   * A line the government keeps for its citizens wherever they are (Smartraveller's 24-hour Consular
   * Emergency Centre, the FCDO's London line), as the page writes it, with its label.
   */
  readonly globalLine: { readonly phone: string; readonly label: string } | null;
  /**
   * The emergency line the page gives the government's citizens anywhere in this country, not one
   * mission's (Ireland's "Irish citizens in need of emergency assistance outside of opening hours
   * please call …"), with the page's sentence as its label: the emergency line of every mission there
   * that has none of its own. Absent on records read before it was kept.
   */
  readonly countryLine?: { readonly phone: string; readonly label: string } | null;
}

export type TravellerFactsRecord = LgbtLawRecord | EmbassiesRecord | GuideRecord;

export interface TravellerFactsRecordedData {
  readonly record: TravellerFactsRecord;
  readonly contentHash: string;
}

export type TravellerFactsPublished = RecordedEvent<'TravellerFactsPublished', TravellerFactsRecordedData>;
export type TravellerFactsChanged = RecordedEvent<'TravellerFactsChanged', TravellerFactsRecordedData>;
/** The same page (its date unchanged) read again by a better reader of ours: not news (AdvisoryReread). */
export type TravellerFactsReread = RecordedEvent<'TravellerFactsReread', TravellerFactsRecordedData>;
export type TravellerFactsEvent = TravellerFactsPublished | TravellerFactsChanged | TravellerFactsReread;

export const TRAVELLER_FACTS_EVENT_TYPES = [
  'TravellerFactsPublished',
  'TravellerFactsChanged',
  'TravellerFactsReread',
] as const;

export const TravellerFactsEventTypes = {
  TravellerFactsPublished: { type: 'TravellerFactsPublished', schemaVersion: 1 },
  TravellerFactsChanged: { type: 'TravellerFactsChanged', schemaVersion: 1 },
  TravellerFactsReread: { type: 'TravellerFactsReread', schemaVersion: 1 },
} as const;
