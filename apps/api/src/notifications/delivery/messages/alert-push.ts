/**
 * The push payload about one alert, as the service worker shows it (apps/web/public/push-handler.js):
 * a title and body that read on a lock screen, the kind's icon, the source, and the alert's page to
 * open on tap. The tag is the alert's, so an "updated" message replaces the first on her screen, and
 * a message sent again after a crash is one notification, not two. Our words are in her language.
 */
import { notificationKindOf, type SafetyAlert } from '@safetrails/contracts';
import type { PushOptions } from '../push-sender';
import {
  type AlertMessageContext,
  quote,
  severityPhrase,
  whatOf,
  wherePhrase,
  whoSays,
  wordsOf,
} from './alert-content';

export interface PushPayload {
  readonly title: string;
  readonly body: string;
  readonly tag: string;
  /** Path of the page to open on tap. */
  readonly url: string;
  /** Path of the kind's icon. */
  readonly icon: string;
  readonly severity: string;
  readonly kind: string;
  readonly source: string;
  /** Keep it on screen until she acts on it (critical and high). */
  readonly requireInteraction: boolean;
  /** Sound again when it replaces the first message of the alert: the one "updated" message. */
  readonly renotify: boolean;
  readonly timestamp: number;
}

const URGENCY: Readonly<Record<SafetyAlert['severity'], PushOptions['urgency']>> = {
  critical: 'high',
  high: 'high',
  medium: 'normal',
  low: 'low',
};

/** Seconds a push service keeps a message for a phone that is off: a day, the time an alert matters most. */
const TTL_SECONDS = 24 * 60 * 60;

export function alertPush(context: AlertMessageContext, now: Date): { payload: PushPayload; options: PushOptions } {
  const { alert } = context;
  const kind = notificationKindOf(alert.alertType, alert.official?.kind ?? null);
  const payload: PushPayload = {
    title: context.words.pushTitle(
      severityPhrase(alert, context.update, context.words),
      whatOf(alert, context.words),
      wherePhrase(context),
    ),
    body: `${quote(wordsOf(alert).title)} · ${whoSays(alert, context.words)}`,
    tag: `alert-${alert.id}`,
    url: new URL(context.links.alert).pathname,
    icon: `/notification-icons/${kind}.png`,
    severity: alert.severity,
    kind,
    source: whoSays(alert, context.words),
    requireInteraction: alert.severity === 'critical' || alert.severity === 'high',
    renotify: context.update,
    timestamp: now.getTime(),
  };
  return { payload, options: { urgency: URGENCY[alert.severity], topicOf: alert.id, ttlSeconds: TTL_SECONDS } };
}
