/**
 * A government's change of its travel advice as an official alert (docs/ALERTS.md "Governments'
 * changes"): when an import records a new version of one government's advice for a country, the
 * travellers of that country's cities hear of it. One alert per version: the title and the account
 * of what changed are ours; the source's own words (its level, its summary line, such as GOV.UK's
 * "Latest update") are quoted verbatim; the link is the government's page.
 */
import {
  ADVISORY_LEVEL_LABELS,
  type AdvisoryChangedData,
  type AdvisoryLevel,
  type AlertSeverity,
  ALERT_TITLE_MAX_LENGTH,
} from '@safetrails/contracts';
import { hoursAfter, type OfficialAlertDraft } from './official-feed';

/** How long a change of advice stays among the active alerts. */
export const ADVICE_CHANGE_ACTIVE_DAYS = 14;

function levelWords(level: AdvisoryLevel | null): string {
  return level === null ? 'no country-wide level' : `level ${level} (${ADVISORY_LEVEL_LABELS[level]})`;
}

/** Raised to 4: critical; raised to 3, or a region newly at 4: high; raised otherwise: medium; else low. */
export function adviceChangeSeverity(data: AdvisoryChangedData): AlertSeverity {
  const level = data.record.level;
  const before = data.previousLevel;
  const raised = level !== null && (before === null || level > before);
  const regionNowAt4 = data.record.regions.some(
    (region) =>
      region.level === 4 && !(data.previousRegions ?? []).some((old) => old.name === region.name && old.level === 4),
  );
  if (raised && level === 4) return 'critical';
  if ((raised && level === 3) || regionNowAt4) return 'high';
  if (raised) return 'medium';
  return 'low';
}

/** What changed, in our words, with the source's own in quotation marks. */
export function describeAdviceChange(data: AdvisoryChangedData): string {
  const { record } = data;
  const lines: string[] = [];
  if (record.level !== data.previousLevel) {
    lines.push(`Country-wide: ${levelWords(data.previousLevel)} before, ${levelWords(record.level)} now.`);
  } else {
    lines.push(`Country-wide level unchanged: ${levelWords(record.level)}.`);
  }
  if (record.sourceLevel) lines.push(`The government's level: "${record.sourceLevel}".`);
  if (data.previousRegions) {
    const before = new Map(data.previousRegions.map((region) => [region.name, region.level]));
    const now = new Map(record.regions.map((region) => [region.name, region.level]));
    const added = record.regions.filter((region) => !before.has(region.name));
    const moved = record.regions.filter(
      (region) => before.has(region.name) && before.get(region.name) !== region.level,
    );
    const removed = data.previousRegions.filter((region) => !now.has(region.name));
    if (added.length) lines.push(`Now rated apart: ${added.map((r) => `${r.name} (level ${r.level})`).join('; ')}.`);
    if (moved.length) {
      lines.push(`Changed: ${moved.map((r) => `${r.name} (level ${before.get(r.name)} to ${r.level})`).join('; ')}.`);
    }
    if (removed.length) lines.push(`No longer rated apart: ${removed.map((r) => r.name).join('; ')}.`);
  }
  const summaryLine = record.summary
    ?.split('\n')
    .find((line) => line.trim())
    ?.trim();
  if (summaryLine && record.summary !== data.previousSummary) lines.push(`The government says: "${summaryLine}"`);
  return lines.join(' ');
}

export function adviceChangeDraft(data: AdvisoryChangedData): OfficialAlertDraft {
  const { record } = data;
  const title = `${record.organisation} changed its travel advice for ${record.sourceCountryName}`;
  const issued = record.issuedAt ?? record.retrievedAt;
  const seen = Date.parse(record.retrievedAt) > Date.parse(issued) ? record.retrievedAt : issued;
  return {
    source: 'advisories',
    organisation: record.organisation,
    sourceId: `advisory-${record.countryCode}-${record.source}-${data.contentHash.slice(0, 16)}`,
    kind: 'travel_advice',
    title: title.length > ALERT_TITLE_MAX_LENGTH ? `${title.slice(0, ALERT_TITLE_MAX_LENGTH - 1)}…` : title,
    content: describeAdviceChange(data),
    severity: adviceChangeSeverity(data),
    sourceSeverity: record.sourceLevel ?? levelWords(record.level),
    latitude: null,
    longitude: null,
    radiusMetres: 0,
    area: null,
    countries: [record.countryCode],
    eventTime: new Date(issued).toISOString(),
    sourceUpdatedAt: null,
    endTime: hoursAfter(seen, ADVICE_CHANGE_ACTIVE_DAYS * 24),
    url: record.url,
    licence: record.licence,
    minor: false,
  };
}
