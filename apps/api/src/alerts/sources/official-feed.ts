/**
 * What every official alert source's adapter gives the importer (docs/ALERTS.md): each feature of
 * the payload read into a version of an alert, or a withdrawal, or a reason it could not be read.
 * Adapters are pure: text in, versions out, so a saved payload imports exactly like a live fetch.
 */
import type { AlertArea, AlertSeverity, OfficialAlertKind, OfficialAlertSource } from '@safetrails/contracts';
import { contentHashOf } from '../../advisories/domain/content-hash';

/** One event as the source published it, before we find the catalogue's cities in its area. */
export interface OfficialAlertDraft {
  readonly source: OfficialAlertSource;
  readonly organisation: string;
  readonly sourceId: string;
  readonly kind: OfficialAlertKind;
  /** The source's own words. */
  readonly title: string;
  readonly content: string;
  readonly severity: AlertSeverity;
  readonly sourceSeverity: string;
  /** The event's point; null for a whole country (a government's change of its advice). */
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly radiusMetres: number;
  readonly area: AlertArea | null;
  /** The countries the source lists (alpha-2); empty when it lists none. */
  readonly countries: readonly string[];
  readonly eventTime: string;
  readonly sourceUpdatedAt: string | null;
  readonly endTime: string;
  readonly url: string;
  readonly licence: string;
  /**
   * Below the source's threshold for a new alert (a GDACS green event, a USGS magnitude under 4.5
   * with no PAGER level): imported only as an update of an alert we already have.
   */
  readonly minor: boolean;
}

export type FeedItem =
  | { readonly kind: 'publish'; readonly draft: OfficialAlertDraft }
  | {
      readonly kind: 'withdraw';
      readonly source: OfficialAlertSource;
      readonly sourceId: string;
      readonly reason: string;
    };

export interface ParsedFeed {
  readonly items: readonly FeedItem[];
  /** Features that are not alerts of ours (a quarry blast in the earthquake feed). */
  readonly ignored: number;
  /** Features that could not be read, each with why, in one line. */
  readonly failed: readonly string[];
}

export interface OfficialAlertAdapter {
  readonly source: OfficialAlertSource;
  readonly organisation: string;
  /** What a live import fetches. */
  readonly liveUrl: string;
  parse(payload: string): ParsedFeed;
}

/**
 * The hash of what a source said: the draft without the source's own update time (USGS moves it
 * for every new felt report, with nothing a traveller would see changed). A new magnitude, PAGER
 * level, alert level, place or area changes it.
 */
export function draftHash(draft: OfficialAlertDraft): string {
  const { sourceUpdatedAt: _updated, ...said } = draft;
  return contentHashOf(said);
}

const HOUR_MS = 3_600_000;

export function hoursAfter(iso: string, hours: number): string {
  return new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();
}

/**
 * How far an earthquake of this magnitude is taken to reach a city: 10^(M/2 − 1) km, between 20 and
 * 500 km (M 4.5: 20 km, M 6: 100 km, M 7: 316 km). Ours, not the source's (docs/ALERTS.md).
 */
export function earthquakeRadiusMetres(magnitude: number): number {
  const km = Math.min(500, Math.max(20, 10 ** (magnitude / 2 - 1)));
  return Math.round(km * 1000);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function validLatLng(latitude: unknown, longitude: unknown): boolean {
  return (
    isFiniteNumber(latitude) && isFiniteNumber(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
  );
}

/**
 * Reads a GeoJSON FeatureCollection feature by feature: each read into an item, knowingly skipped
 * ('ignored'), or, when it throws, one failed line naming the feature. `what` names the format in
 * the error for a payload that is not a collection at all.
 */
export function parseFeatureCollection<Feature>(
  payload: string,
  what: string,
  readFeature: (feature: Feature) => FeedItem | 'ignored',
): ParsedFeed {
  const collection = JSON.parse(payload) as { type?: unknown; features?: unknown };
  if (collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    throw new Error(`not a ${what} (no FeatureCollection)`);
  }
  const items: FeedItem[] = [];
  const failed: string[] = [];
  let ignored = 0;
  (collection.features as (Feature | null)[]).forEach((feature, index) => {
    try {
      const item = readFeature(feature ?? ({} as Feature));
      if (item === 'ignored') ignored++;
      else items.push(item);
    } catch (error) {
      failed.push(`feature ${index}: ${(error as Error).message}`);
    }
  });
  return { items, ignored, failed };
}
