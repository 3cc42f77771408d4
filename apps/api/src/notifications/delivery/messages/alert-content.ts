/**
 * What a message about an alert says, shared by push and email: what happened, how far from which of
 * her places, who says so, when in the place's own time, and where to read more. The source's own
 * words are in quotation marks (USGS's and GDACS's titles, GDACS's summary); what we compose (USGS's
 * summary from its fields, a government change's account) never is. A traveller's or moderator's
 * alert is given as written, with who raised it.
 */
import {
  ALERT_SEVERITY_LABELS,
  ALERT_TYPE_LABELS,
  COMMUNITY_UNVERIFIED_LABEL,
  OFFICIAL_ALERT_KIND_LABELS,
  officialLabel,
  type SafetyAlert,
} from '@safetrails/contracts';

export interface AlertMessageContext {
  readonly alert: SafetyAlert;
  /** The "updated" message, after a first one. */
  readonly update: boolean;
  /** Her place the alert matched, and how far it is. */
  readonly placeLabel: string;
  readonly distanceKm: number | null;
  /** The place's time zone, for "14:03 in Pokhara". */
  readonly placeTimeZone: string | null;
  readonly links: {
    readonly alert: string;
    readonly settings: string;
    /** Our page, which asks what to stop. */
    readonly unsubscribe: string;
    /** RFC 8058 one-click, for the List-Unsubscribe header. */
    readonly oneClick: string;
  };
}

export interface Words {
  readonly text: string;
  /** The source's own words (quoted), or ours / the author's (not). */
  readonly quoted: boolean;
}

/** "Earthquake", "Tropical cyclone", "Crime". */
export function whatOf(alert: SafetyAlert): string {
  return alert.official ? OFFICIAL_ALERT_KIND_LABELS[alert.official.kind] : ALERT_TYPE_LABELS[alert.alertType];
}

/** "Official: USGS", "Verified by a SafeTrails moderator", "Community report, unverified". */
export function whoSays(alert: SafetyAlert): string {
  if (alert.official) return officialLabel(alert.official);
  return alert.verified ? 'Verified by a SafeTrails moderator' : COMMUNITY_UNVERIFIED_LABEL;
}

/** The alert's title and summary, each marked as the source's words or not. */
export function wordsOf(alert: SafetyAlert): { readonly title: Words; readonly summary: Words } {
  const source = alert.official?.source ?? null;
  return {
    title: { text: alert.title, quoted: source === 'usgs' || source === 'gdacs' },
    summary: { text: alert.content, quoted: source === 'gdacs' },
  };
}

export function quote(words: Words): string {
  return words.quoted ? `“${words.text}”` : words.text;
}

/** "9 km from Pokhara, Nepal", or "in Pokhara, Nepal" when it is there (a city's own alert, within a kilometre). */
export function wherePhrase(context: Pick<AlertMessageContext, 'placeLabel' | 'distanceKm'>): string {
  if (context.distanceKm === null || context.distanceKm < 1) return `in ${context.placeLabel}`;
  return `${Math.round(context.distanceKm)} km from ${context.placeLabel}`;
}

/** Made once per zone: a formatter costs far more to make than to use. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "27 Nov 2026, 14:03 in Asia/Kathmandu time (08:18 UTC)", or UTC alone. */
export function whenPhrase(iso: string, timeZone: string | null): string {
  const at = new Date(iso);
  const format = (zone: string) => formatterOf(zone).format(at);
  const utc = `${format('UTC')} UTC`;
  if (!timeZone || timeZone === 'UTC') return utc;
  try {
    return `${format(timeZone)} local time (${timeZone.replace(/_/g, ' ')}); ${utc}`;
  } catch {
    return utc;
  }
}

/** When it happened: the source's event time, else when it was raised. */
export function eventTimeOf(alert: SafetyAlert): string {
  return alert.official?.eventTime ?? alert.startTime;
}

/** "High alert", "Updated · High alert". */
export function severityPhrase(alert: SafetyAlert, update: boolean): string {
  return `${update ? 'Updated · ' : ''}${ALERT_SEVERITY_LABELS[alert.severity]} alert`;
}
