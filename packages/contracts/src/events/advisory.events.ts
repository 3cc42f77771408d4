/**
 * Events of official travel advice (DATA.md). One stream per country and government:
 * `advisory-<ISO alpha-2>-<source>` (for example `advisory-FR-uk`), so a government's update of one
 * country never contends with another's. Emergency numbers have their own streams,
 * `emergency-<ISO alpha-2>-<source>`. Each event carries the whole record with its source, dates and
 * licence, and the hash of its content: an import that finds the same hash appends nothing.
 */
import type { RecordedEvent } from '../envelope';
import type { AdvisoryLevel, AdvisorySource, UsRiskIndicator } from '../constants/advisory.constants';

export const ADVISORY_STREAM_CATEGORY = 'advisory';
export const EMERGENCY_STREAM_CATEGORY = 'emergency';

export function advisoryStreamName(countryCode: string, source: AdvisorySource): string {
  return `${ADVISORY_STREAM_CATEGORY}-${countryCode}-${source}`;
}

export function emergencyStreamName(countryCode: string, source: AdvisorySource): string {
  return `${EMERGENCY_STREAM_CATEGORY}-${countryCode}-${source}`;
}

/**
 * A named part of a city (a neighbourhood, a borough) a government singles out, placed by Who's On
 * First (CC BY 4.0): where it is, and its boundary where one is drawn. It is shown on the city's
 * map; it never moves the city's level.
 */
export interface CitySection {
  /** Who's On First id. */
  readonly id: number;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Polygons, each rings of [longitude, latitude], where Who's On First draws its boundary. */
  readonly polygons?: readonly (readonly (readonly (readonly [number, number])[])[])[];
}

/** A government's words that say where a named place lies (located-features.ts). */
export interface AreaPlaceLocation {
  readonly source: AdvisorySource;
  /** The words, verbatim: the area as that government names it. */
  readonly words: string;
  /** The heading it lists the area under, where the heading says the unit ("St. Thomas Parish"). */
  readonly heading?: string;
}

/**
 * One place an area names, resolved where it can be (docs/ADVISORIES.md "Areas"): an admin-1 unit
 * (GeoNames admin-1 code and name), an admin-2 unit (a district or province below it, with the
 * catalogue's cities in it), a city or town (GeoNames id), a zone along the border with a
 * neighbour (Natural Earth's boundary line, the source's distance or 50 km) with the catalogue's
 * cities inside it, part of a named unit or city (`part`), or the source's words alone where nothing
 * resolves them (`text`).
 */
export type AreaPlace =
  | { readonly kind: 'admin1'; readonly text: string; readonly code: string; readonly name: string }
  | {
      readonly kind: 'admin2';
      readonly text: string;
      /** GeoNames admin-2 code, "PH.14.35". */
      readonly code: string;
      readonly name: string;
      /** The catalogue's cities (GeoNames ids) in the unit. */
      readonly cityIds: readonly number[];
    }
  | { readonly kind: 'city'; readonly text: string; readonly geonameId: number; readonly name: string }
  | {
      readonly kind: 'border';
      readonly text: string;
      /** ISO alpha-2 of the neighbour. */
      readonly neighbour: string;
      readonly km: number;
      /** Whether the source gave the distance (false: our 50 km default). */
      readonly kmStated: boolean;
      /** Measured from the line of control (Kashmir's, the Berm), not the whole border. */
      readonly line?: 'control';
      /** The catalogue's cities (GeoNames ids) within `km` of the boundary line. */
      readonly cityIds: readonly number[];
    }
  | {
      /**
       * Part of a unit or city whose boundary we cannot draw ("northern Adamawa", "the Nairobi
       * neighborhoods of Eastleigh and Kibera"): its cities are told the area applies to part of
       * the unit, and their level does not move.
       */
      readonly kind: 'part';
      readonly text: string;
      readonly of: 'admin1' | 'admin2' | 'city';
      /** The GeoNames admin code of the unit, or the city's GeoNames id. */
      readonly code: string;
      readonly name: string;
      /** The catalogue's cities (GeoNames ids) of the unit, or the city itself. */
      readonly cityIds: readonly number[];
      /** Of a city: the sections of it the words name, where Who's On First places them. */
      readonly sections?: readonly CitySection[];
      /**
       * Where the words name a place no gazetteer holds ("Mount Orbata") and a government's own words
       * elsewhere say which unit it lies in ("The Mount Orbata area in the Gafsa governorate"): that
       * government and its words, quoted as written.
       */
      readonly locatedBy?: AreaPlaceLocation;
    }
  | {
      /**
       * An area with a boundary of its own that no administrative unit draws: Natural Earth's
       * disputed and self-administered areas ("South Ossetia", "the West Bank"), and its seas, gulfs
       * and bays ("Sulu Sea": no city in it).
       */
      readonly kind: 'zone';
      readonly text: string;
      /** Natural Earth's name for it. */
      readonly name: string;
      /** The catalogue's cities (GeoNames ids) of the country inside its boundary. */
      readonly cityIds: readonly number[];
    }
  | { readonly kind: 'text'; readonly text: string; readonly why: string };

/** An area resolved into places: the places it covers and those it excepts. */
export interface AdvisoryArea {
  readonly places: readonly AreaPlace[];
  readonly except: readonly AreaPlace[];
}

/** Part of a country the source rates apart from the rest. */
export interface AdvisoryRegion {
  /** As the source names it. */
  readonly name: string;
  readonly level: AdvisoryLevel;
  /** The source's own words for this region's level. */
  readonly sourceLevel: string;
  /** The heading the source lists the area under, where it groups areas ("North East Nigeria"). */
  readonly group?: string;
  /** The area resolved to places; absent on records imported before areas were resolved. */
  readonly area?: AdvisoryArea;
}

export interface AdvisoryIndicator {
  readonly code: UsRiskIndicator;
  readonly name: string;
}

/** A section of the source's page for one group of travellers, or a link to its general guidance. */
export interface AdvisorySection {
  readonly text: string | null;
  readonly url: string | null;
}

export interface AdvisoryRecord {
  readonly source: AdvisorySource;
  readonly organisation: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  /** The country as the source names it. */
  readonly sourceCountryName: string;
  /** Normalised 1-4 (docs/ADVISORIES.md); null when the source gives no country-wide level. */
  readonly level: AdvisoryLevel | null;
  /** The source's own words for the country-wide level. */
  readonly sourceLevel: string | null;
  readonly title: string;
  /** Plain text, no HTML. */
  readonly summary: string | null;
  readonly indicators: readonly AdvisoryIndicator[];
  readonly regions: readonly AdvisoryRegion[];
  readonly womenTravellers: AdvisorySection | null;
  readonly lgbtTravellers: AdvisorySection | null;
  /** The date the source gives for this version of its advice (ISO 8601). */
  readonly issuedAt: string | null;
  /** When this version was retrieved from the source (ISO 8601). */
  readonly retrievedAt: string;
  readonly url: string;
  readonly licence: string;
}

export interface AdvisoryPublishedData {
  readonly record: AdvisoryRecord;
  /** SHA-256 of the record without `retrievedAt`: the same advice retrieved again hashes the same. */
  readonly contentHash: string;
}

export interface AdvisoryChangedData extends AdvisoryPublishedData {
  readonly previousLevel: AdvisoryLevel | null;
  /** The regions the previous version rated apart (absent on changes recorded before it was kept). */
  readonly previousRegions?: readonly { readonly name: string; readonly level: AdvisoryLevel }[];
  /** The previous version's summary. */
  readonly previousSummary?: string | null;
}

export interface AdvisoryWithdrawnData {
  readonly source: AdvisorySource;
  readonly countryCode: string;
  readonly reason: string;
}

/** The numbers one line of the source gives for a service, and the line. */
export interface EmergencyNumber {
  /** The first number of the line. */
  readonly number: string;
  /** Every number the line gives for the service, in the source's order ("999 or 911": both). */
  readonly numbers?: readonly string[];
  /** The source's own line, verbatim, for example "Telephone: 999 or 911 (ambulance, fire, police)". */
  readonly label: string;
  /**
   * Where we derived the entry rather than read it from one line (Smartraveller's one number for
   * fire, medical emergencies and police becomes the general number): the source's lines it comes
   * from, verbatim, and what we did, in our words (never shown as a quotation).
   */
  readonly derivedFrom?: { readonly lines: readonly string[]; readonly ours: string };
}

/** Each service's number as one source gives it, or null where it gives none. */
export interface EmergencyNumberSet {
  readonly general: EmergencyNumber | null;
  readonly police: EmergencyNumber | null;
  readonly ambulance: EmergencyNumber | null;
  readonly fire: EmergencyNumber | null;
  readonly touristPolice: EmergencyNumber | null;
  readonly womensHelpline: EmergencyNumber | null;
}

/** One government's page about one country, as a record read off it names it: source, page, dates, licence. */
export interface OfficialPageRecord {
  readonly source: AdvisorySource;
  readonly organisation: string;
  readonly countryCode: string;
  /** The government page the record comes from. */
  readonly url: string;
  /** The date the source gives for the page. */
  readonly checkedAt: string;
  readonly retrievedAt: string;
  readonly licence: string;
}

export interface EmergencyNumbersRecord extends EmergencyNumberSet, OfficialPageRecord {}

export interface EmergencyNumbersPublishedData {
  readonly record: EmergencyNumbersRecord;
  readonly contentHash: string;
}

/** A successful live check of a whole source: its records are current as of `checkedAt`. */
export interface OfficialSourceCheckedData {
  readonly source: AdvisorySource;
  readonly checkedAt: string;
  /** How many countries the source listed. */
  readonly countries: number;
}

export function officialSourceStreamName(source: AdvisorySource): string {
  return `official-source-${source}`;
}

export type AdvisoryPublished = RecordedEvent<'AdvisoryPublished', AdvisoryPublishedData>;
export type AdvisoryChanged = RecordedEvent<'AdvisoryChanged', AdvisoryChangedData>;
export type AdvisoryWithdrawn = RecordedEvent<'AdvisoryWithdrawn', AdvisoryWithdrawnData>;
/**
 * The same version of a government's advice (its own date unchanged), read again by a better reader
 * of ours: the record replaces the last one, as a change does, but it is not news. It raises no
 * alert and is never shown as the government changing its advice (docs/ADVISORIES.md "Re-reading").
 */
export type AdvisoryReread = RecordedEvent<'AdvisoryReread', AdvisoryChangedData>;
export type AdvisoryEvent = AdvisoryPublished | AdvisoryChanged | AdvisoryReread | AdvisoryWithdrawn;
export type EmergencyNumbersPublished = RecordedEvent<'EmergencyNumbersPublished', EmergencyNumbersPublishedData>;
export type EmergencyNumbersChanged = RecordedEvent<'EmergencyNumbersChanged', EmergencyNumbersPublishedData>;
export type EmergencyNumbersReread = RecordedEvent<'EmergencyNumbersReread', EmergencyNumbersPublishedData>;
export type EmergencyNumbersEvent = EmergencyNumbersPublished | EmergencyNumbersChanged | EmergencyNumbersReread;

export const ADVISORY_EVENT_TYPES = [
  'AdvisoryPublished',
  'AdvisoryChanged',
  'AdvisoryReread',
  'AdvisoryWithdrawn',
] as const;
export const EMERGENCY_EVENT_TYPES = [
  'EmergencyNumbersPublished',
  'EmergencyNumbersChanged',
  'EmergencyNumbersReread',
] as const;
export type OfficialSourceChecked = RecordedEvent<'OfficialSourceChecked', OfficialSourceCheckedData>;

export const AdvisoryEventTypes = {
  AdvisoryPublished: { type: 'AdvisoryPublished', schemaVersion: 1 },
  AdvisoryChanged: { type: 'AdvisoryChanged', schemaVersion: 1 },
  AdvisoryReread: { type: 'AdvisoryReread', schemaVersion: 1 },
  AdvisoryWithdrawn: { type: 'AdvisoryWithdrawn', schemaVersion: 1 },
  EmergencyNumbersPublished: { type: 'EmergencyNumbersPublished', schemaVersion: 1 },
  EmergencyNumbersChanged: { type: 'EmergencyNumbersChanged', schemaVersion: 1 },
  EmergencyNumbersReread: { type: 'EmergencyNumbersReread', schemaVersion: 1 },
  OfficialSourceChecked: { type: 'OfficialSourceChecked', schemaVersion: 1 },
} as const;
