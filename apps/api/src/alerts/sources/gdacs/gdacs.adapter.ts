/**
 * GDACS, the Global Disaster Alert and Coordination System of the United Nations and the European
 * Commission (docs/ALERTS.md "GDACS"): its event list as GeoJSON (gdacsapi/api/events/geteventlist),
 * earthquakes, tropical cyclones, floods, volcanoes, droughts and wildfires. One alert per event
 * (`EQ1468716`): orange and red events raise one, a later episode updates it (a green episode only
 * updates an alert we already have).
 */
import type { AlertArea, AlertSeverity, OfficialAlertKind } from '@safetrails/contracts';
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

export const GDACS_ORGANISATION = 'GDACS (United Nations and European Commission)';
export const GDACS_LICENCE =
  'GDACS: reuse with attribution "GDACS" (terms: https://www.gdacs.org/About/termsofuse.aspx)';
/** The current events, one point feature each with its bounding box. */
export const GDACS_FEED_URL = 'https://www.gdacs.org/gdacsapi/api/events/geteventlist/EVENTS4APP';

interface KindRule {
  readonly kind: OfficialAlertKind;
  /** How long the alert stays active after the source's end date (`todate`). */
  readonly activeHours: number;
  /** Reach around the point when the source gives no area (earthquakes: from the magnitude). */
  readonly radiusKm: number;
}

/** Per GDACS event type: our kind, how long after its end it stays active, its reach without an area. */
export const GDACS_KINDS: Readonly<Record<string, KindRule>> = {
  EQ: { kind: 'earthquake', activeHours: 72, radiusKm: 100 },
  TC: { kind: 'tropical_cyclone', activeHours: 24, radiusKm: 300 },
  FL: { kind: 'flood', activeHours: 72, radiusKm: 100 },
  VO: { kind: 'volcano', activeHours: 72, radiusKm: 100 },
  DR: { kind: 'drought', activeHours: 7 * 24, radiusKm: 300 },
  WF: { kind: 'wildfire', activeHours: 48, radiusKm: 50 },
};

const LEVEL_SEVERITY: Readonly<Record<string, AlertSeverity>> = { red: 'critical', orange: 'high', green: 'low' };

interface GdacsFeature {
  readonly bbox?: unknown;
  readonly geometry?: { readonly type?: unknown; readonly coordinates?: unknown };
  readonly properties?: Record<string, unknown>;
}

/** GDACS writes its times in UTC without a zone ("2025-02-17T05:27:50"). */
function utc(value: unknown, field: string, id: string): string {
  if (typeof value !== 'string' || !value) throw new Error(`${id}: no ${field}`);
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`;
  const time = Date.parse(withZone);
  if (Number.isNaN(time)) throw new Error(`${id}: ${field} "${value}" is not a date`);
  return new Date(time).toISOString();
}

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

type Ring = [number, number][];

function rectangle(west: number, south: number, east: number, north: number): Ring[] {
  return [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ];
}

/**
 * The event's bounding box as its area, or null for a point. A box whose west edge lies east of its
 * east edge, or one wider than half the globe, crosses the antimeridian (a Pacific cyclone's track):
 * it becomes two boxes, one each side of 180°.
 */
export function areaOfBbox(bbox: unknown): AlertArea | null {
  if (!Array.isArray(bbox) || bbox.length < 4 || !bbox.slice(0, 4).every(isFiniteNumber)) return null;
  const [west, south, east, north] = bbox as number[];
  if (Math.abs(south!) > 90 || Math.abs(north!) > 90 || Math.abs(west!) > 180 || Math.abs(east!) > 180) return null;
  if (west === east && south === north) return null;
  if (west! > east!) {
    return {
      type: 'MultiPolygon',
      coordinates: [rectangle(west!, south!, 180, north!), rectangle(-180, south!, east!, north!)],
    };
  }
  if (east! - west! > 180) {
    return {
      type: 'MultiPolygon',
      coordinates: [rectangle(east!, south!, 180, north!), rectangle(-180, south!, west!, north!)],
    };
  }
  return { type: 'Polygon', coordinates: rectangle(west!, south!, east!, north!) };
}

function readFeature(feature: GdacsFeature): FeedItem | 'ignored' {
  const props = feature.properties;
  if (!props) throw new Error('a feature without properties');
  const type = typeof props.eventtype === 'string' ? props.eventtype : '';
  const eventId = isFiniteNumber(props.eventid) ? props.eventid : Number(props.eventid);
  if (!type || !Number.isInteger(eventId) || eventId <= 0) throw new Error('a feature without eventtype or eventid');
  const id = `${type}${eventId}`;
  const rule = GDACS_KINDS[type];
  if (!rule) return 'ignored';
  // The map lists also carry each event's polygons and tracks as features of their own.
  if (feature.geometry?.type !== undefined && feature.geometry.type !== 'Point') return 'ignored';
  const coordinates = feature.geometry?.coordinates;
  if (!Array.isArray(coordinates) || !validLatLng(coordinates[1], coordinates[0])) {
    throw new Error(`${id}: no valid point`);
  }
  const level = typeof props.alertlevel === 'string' ? props.alertlevel.toLowerCase() : '';
  const severity = LEVEL_SEVERITY[level];
  if (!severity) throw new Error(`${id}: alert level "${String(props.alertlevel)}" is not Green, Orange or Red`);
  const title = typeof props.name === 'string' && props.name.trim() ? props.name.trim() : null;
  const report = (props.url as { report?: unknown } | undefined)?.report;
  const url = typeof report === 'string' && report.startsWith('https://') ? report : null;
  if (!title || !url) throw new Error(`${id}: no name or report page`);
  const from = utc(props.fromdate, 'fromdate', id);
  const to = props.todate ? utc(props.todate, 'todate', id) : from;
  const severityData = props.severitydata as
    { severity?: unknown; severitytext?: unknown; severityunit?: unknown } | undefined;
  const severityText = typeof severityData?.severitytext === 'string' ? severityData.severitytext.trim() : '';
  const description = typeof props.htmldescription === 'string' ? plain(props.htmldescription) : title;
  const magnitude =
    severityData?.severityunit === 'M' && isFiniteNumber(severityData.severity) ? severityData.severity : null;
  const countries = Array.isArray(props.affectedcountries)
    ? (props.affectedcountries as { iso2?: unknown }[])
        .map((country) => (typeof country?.iso2 === 'string' ? country.iso2.toUpperCase() : ''))
        .filter((code) => /^[A-Z]{2}$/.test(code))
    : [];
  const episode = isFiniteNumber(props.episodeid) ? ` (episode ${props.episodeid})` : '';
  return {
    kind: 'publish',
    draft: {
      source: 'gdacs',
      organisation: GDACS_ORGANISATION,
      sourceId: id,
      kind: rule.kind,
      title,
      content: [description, severityText].filter(Boolean).join(' ') || title,
      severity,
      sourceSeverity: `${props.alertlevel as string} alert${episode}`,
      latitude: coordinates[1] as number,
      longitude: coordinates[0] as number,
      radiusMetres: magnitude !== null ? earthquakeRadiusMetres(magnitude) : rule.radiusKm * 1000,
      area: areaOfBbox(feature.bbox),
      countries: [...new Set(countries)].sort(),
      eventTime: from,
      sourceUpdatedAt: props.datemodified ? utc(props.datemodified, 'datemodified', id) : null,
      // GDACS ends an event itself with `iscurrent: "false"`: it ends at the source's end date.
      endTime: props.iscurrent === 'false' ? to : hoursAfter(to, rule.activeHours),
      url,
      licence: GDACS_LICENCE,
      minor: severity === 'low',
    },
  };
}

/** Reads a GDACS event list (GeoJSON FeatureCollection); a feature it cannot read is one failed line. */
export function parseGdacsFeed(payload: string): ParsedFeed {
  return parseFeatureCollection<GdacsFeature>(payload, 'GDACS event list', readFeature);
}

export const gdacsAdapter: OfficialAlertAdapter = {
  source: 'gdacs',
  organisation: GDACS_ORGANISATION,
  liveUrl: GDACS_FEED_URL,
  parse: parseGdacsFeed,
};
