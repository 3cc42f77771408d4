/**
 * The open feeds of active alerts (DESIGN.md "What travellers ask for", point 5): Atom 1.0 (RFC
 * 4287, written by the `feed` library) and GeoJSON (RFC 7946: a FeatureCollection of Points, with
 * [longitude, latitude] in that order).
 */
import { Feed } from 'feed';
import { COMMUNITY_UNVERIFIED_LABEL, officialLabel, type SafetyAlert } from '@safetrails/contracts';

export function atomFeed(alerts: readonly SafetyAlert[], origin: string, selfPath: string): string {
  const feed = new Feed({
    id: `${origin}/api/safety-alerts/feed.atom`,
    title: 'SafeTrails safety alerts',
    description: 'Active safety alerts for travellers, from moderators and verified community reports.',
    link: `${origin}/safety-alerts`,
    feedLinks: { atom: `${origin}${selfPath}` },
    updated: alerts[0] ? new Date(alerts[0].updatedAt) : new Date(0),
    copyright: 'SafeTrails community, shared for safety',
    generator: 'SafeTrails',
    author: { name: 'SafeTrails', link: origin },
  });
  for (const alert of alerts) {
    const labels = [alert.severity.toUpperCase(), alert.alertType.replace(/_/g, ' ')];
    if (alert.official) labels.push(officialLabel(alert.official));
    else if (!alert.verified) labels.push(COMMUNITY_UNVERIFIED_LABEL);
    feed.addItem({
      id: `urn:uuid:${alert.id}`,
      title: `[${labels.join(' · ')}] ${alert.title}`,
      link:
        alert.official?.url ??
        (alert.destinationId ? `${origin}/destination/${alert.destinationId}` : `${origin}/safety-alerts`),
      date: new Date(alert.updatedAt),
      published: new Date(alert.createdAt),
      description: alert.content,
      category: [{ term: alert.severity }, { term: alert.alertType }],
      author: [
        {
          name:
            alert.official?.organisation ??
            alert.source ??
            (alert.verified ? 'SafeTrails moderators' : 'A SafeTrails traveller'),
        },
      ],
      ...(alert.official ? { copyright: alert.official.licence } : {}),
    });
  }
  return feed.atom1();
}

export interface GeoJsonFeatureCollection {
  readonly type: 'FeatureCollection';
  readonly features: readonly {
    readonly type: 'Feature';
    readonly id: string;
    readonly geometry: { readonly type: 'Point'; readonly coordinates: readonly [number, number] };
    readonly properties: Record<string, unknown>;
  }[];
}

/** Alerts without a place cannot be drawn and are left out. */
export function geoJsonFeed(alerts: readonly SafetyAlert[]): GeoJsonFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: alerts
      .filter((alert) => alert.latitude !== null && alert.longitude !== null)
      .map((alert) => ({
        type: 'Feature',
        id: alert.id,
        geometry: { type: 'Point', coordinates: [alert.longitude!, alert.latitude!] },
        properties: {
          title: alert.title,
          content: alert.content,
          severity: alert.severity,
          alertType: alert.alertType,
          source: alert.source,
          verified: alert.verified,
          radiusMetres: alert.radius,
          destinationId: alert.destinationId,
          destinationName: alert.destinationName,
          startTime: alert.startTime,
          endTime: alert.endTime,
          createdAt: alert.createdAt,
          updatedAt: alert.updatedAt,
          countries: alert.countries,
          official: alert.official
            ? {
                label: officialLabel(alert.official),
                organisation: alert.official.organisation,
                kind: alert.official.kind,
                sourceSeverity: alert.official.sourceSeverity,
                eventTime: alert.official.eventTime,
                url: alert.official.url,
                licence: alert.official.licence,
                area: alert.official.area,
              }
            : null,
        },
      })),
  };
}
