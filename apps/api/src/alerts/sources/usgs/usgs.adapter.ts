/**
 * USGS earthquakes (docs/ALERTS.md "USGS"): the summary GeoJSON feeds of the Earthquake Hazards
 * Program (earthquake.usgs.gov/earthquakes/feed/v1.0/geojson.php), public domain. One alert per
 * event id: magnitude 4.5 and above, or any event with a PAGER alert level; a later version of the
 * event (a revised magnitude, a new PAGER level) updates it, and `status: "deleted"` withdraws it.
 */
import type { AlertSeverity } from '@safetrails/contracts';
import {
  earthquakeRadiusMetres,
  hoursAfter,
  isFiniteNumber,
  validLatLng,
  parseFeatureCollection,
  type FeedItem,
  type OfficialAlertAdapter,
  type ParsedFeed,
} from '../official-feed';

export const USGS_ORGANISATION = 'U.S. Geological Survey';
export const USGS_LICENCE = 'Public domain (U.S. Geological Survey, USGS Earthquake Hazards Program)';
/** Every event of the past day: the 4.5+ feed would miss a smaller event that has a PAGER level. */
export const USGS_FEED_URL = 'https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/all_day.geojson';
export const USGS_MIN_MAGNITUDE = 4.5;
/** How long an earthquake alert stays active after the shock (aftershocks, damage assessment). */
export const EARTHQUAKE_ACTIVE_HOURS = 72;

const PAGER_SEVERITY: Readonly<Record<string, AlertSeverity>> = {
  red: 'critical',
  orange: 'high',
  yellow: 'medium',
  green: 'low',
};

/** Our severity: the PAGER level where USGS gives one, otherwise the magnitude (docs/ALERTS.md). */
export function usgsSeverity(magnitude: number, pager: string | null): AlertSeverity {
  if (pager && PAGER_SEVERITY[pager]) return PAGER_SEVERITY[pager];
  if (magnitude >= 7) return 'high';
  if (magnitude >= 6) return 'medium';
  return 'low';
}

interface UsgsFeature {
  readonly id?: unknown;
  readonly properties?: Record<string, unknown>;
  readonly geometry?: { readonly type?: unknown; readonly coordinates?: unknown };
}

function describe(
  magnitude: number,
  magType: string | null,
  depthKm: number | null,
  pager: string | null,
  tsunami: boolean,
): string {
  const parts = [`Magnitude ${magnitude}${magType ? ` (${magType})` : ''}`];
  if (depthKm !== null) parts.push(`depth ${Math.round(depthKm * 10) / 10} km`);
  const lines = [`${parts.join(', ')}.`];
  lines.push(pager ? `USGS PAGER alert level: ${pager}.` : 'No USGS PAGER alert level.');
  if (tsunami) lines.push('USGS flags this event for possible tsunami: see tsunami.gov for any warning.');
  return lines.join(' ');
}

function readFeature(feature: UsgsFeature): FeedItem | 'ignored' {
  const id = typeof feature.id === 'string' && feature.id ? feature.id : null;
  const props = feature.properties;
  if (!id || !props) throw new Error('a feature without id or properties');
  if (props.status === 'deleted') {
    return { kind: 'withdraw', source: 'usgs', sourceId: id, reason: `Deleted by the ${USGS_ORGANISATION}` };
  }
  if (props.type !== undefined && props.type !== 'earthquake') return 'ignored';
  const coordinates = feature.geometry?.coordinates;
  if (!Array.isArray(coordinates) || !validLatLng(coordinates[1], coordinates[0])) {
    throw new Error(`${id}: no valid point`);
  }
  const magnitude = props.mag;
  if (!isFiniteNumber(magnitude)) throw new Error(`${id}: no magnitude`);
  if (!isFiniteNumber(props.time)) throw new Error(`${id}: no time`);
  const title = typeof props.title === 'string' && props.title.trim() ? props.title.trim() : null;
  const url = typeof props.url === 'string' && props.url.startsWith('https://') ? props.url : null;
  if (!title || !url) throw new Error(`${id}: no title or page`);
  const pager = typeof props.alert === 'string' && PAGER_SEVERITY[props.alert] ? props.alert : null;
  const magType = typeof props.magType === 'string' ? props.magType : null;
  const depth = isFiniteNumber(coordinates[2]) ? coordinates[2] : null;
  const eventTime = new Date(props.time).toISOString();
  return {
    kind: 'publish',
    draft: {
      source: 'usgs',
      organisation: USGS_ORGANISATION,
      sourceId: id,
      kind: 'earthquake',
      title,
      content: describe(magnitude, magType, depth, pager, props.tsunami === 1),
      severity: usgsSeverity(magnitude, pager),
      sourceSeverity: `M ${magnitude}${magType ? ` ${magType}` : ''}${pager ? `, PAGER ${pager}` : ''}`,
      latitude: coordinates[1] as number,
      longitude: coordinates[0] as number,
      radiusMetres: earthquakeRadiusMetres(magnitude),
      area: null,
      countries: [],
      eventTime,
      sourceUpdatedAt: isFiniteNumber(props.updated) ? new Date(props.updated).toISOString() : null,
      endTime: hoursAfter(eventTime, EARTHQUAKE_ACTIVE_HOURS),
      url,
      licence: USGS_LICENCE,
      minor: magnitude < USGS_MIN_MAGNITUDE && pager === null,
    },
  };
}

/** Reads a USGS summary feed (a GeoJSON FeatureCollection); a feature it cannot read is one failed line. */
export function parseUsgsFeed(payload: string): ParsedFeed {
  return parseFeatureCollection<UsgsFeature>(payload, 'USGS GeoJSON feed', readFeature);
}

export const usgsAdapter: OfficialAlertAdapter = {
  source: 'usgs',
  organisation: USGS_ORGANISATION,
  liveUrl: USGS_FEED_URL,
  parse: parseUsgsFeed,
};
