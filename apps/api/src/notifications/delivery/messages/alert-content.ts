/**
 * What a message about an alert says, shared by push and email: what happened, how far from which of
 * her places, who says so, when in the place's own time, and where to read more. The source's own
 * words are in quotation marks (USGS's and GDACS's titles, GDACS's summary); what we compose (USGS's
 * summary from its fields, a government change's account) never is. A traveller's or moderator's
 * alert is given as written, with who raised it. Our words are in her language (`words`); the
 * source's stay as written.
 */
import { ALERT_TYPES, OFFICIAL_SOURCE_SHORT_NAMES, type AlertType, type SafetyAlert } from '@safetrails/contracts';
import type { NotificationWords } from './words/notification-words';

export interface AlertMessageContext {
  readonly alert: SafetyAlert;
  /** The "updated" message, after a first one. */
  readonly update: boolean;
  /** Our words, in the language she chose. */
  readonly words: NotificationWords;
  /** Her place the alert matched (null when not known), and how far it is. */
  readonly placeLabel: string | null;
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
export function whatOf(alert: SafetyAlert, words: NotificationWords): string {
  if (alert.official) return words.kinds[alert.official.kind];
  const type: AlertType = (ALERT_TYPES as readonly string[]).includes(alert.alertType) ? alert.alertType : 'other';
  return words.types[type];
}

/** "Official: USGS", "Verified by a SafeTrails moderator", "Community report, unverified". */
export function whoSays(alert: SafetyAlert, words: NotificationWords): string {
  const { official } = alert;
  if (official) {
    return words.official(
      official.source === 'advisories' ? official.organisation : OFFICIAL_SOURCE_SHORT_NAMES[official.source],
    );
  }
  return alert.verified ? words.verified : words.unverified;
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
export function wherePhrase(context: Pick<AlertMessageContext, 'placeLabel' | 'distanceKm' | 'words'>): string {
  const { words } = context;
  if (context.distanceKm === null || context.distanceKm < 1) return words.inPlace(context.placeLabel);
  const distance = new Intl.NumberFormat(words.intlLocale, { style: 'unit', unit: 'kilometer' }).format(
    Math.round(context.distanceKm),
  );
  return words.fromPlace(distance, context.placeLabel);
}

/** Made once per language and zone: a formatter costs far more to make than to use. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "27 Nov 2026, 14:03 local time (Asia/Kathmandu); 27 Nov 2026, 08:18 UTC", or UTC alone. */
export function whenPhrase(iso: string, timeZone: string | null, words: NotificationWords): string {
  const at = new Date(iso);
  const format = (zone: string) => formatterOf(words.intlLocale, zone).format(at);
  const utc = `${format('UTC')} UTC`;
  if (!timeZone || timeZone === 'UTC') return utc;
  try {
    return words.localTime(format(timeZone), timeZone.replace(/_/g, ' '), utc);
  } catch {
    return utc;
  }
}

/** When it happened: the source's event time, else when it was raised. */
export function eventTimeOf(alert: SafetyAlert): string {
  return alert.official?.eventTime ?? alert.startTime;
}

/** "High alert", "Updated · High alert". */
export function severityPhrase(alert: SafetyAlert, update: boolean, words: NotificationWords): string {
  return words.severityAlert(words.severities[alert.severity], update);
}
