/**
 * What one due delivery says: the alert (or the day's digest) as it is now, the place of hers it
 * matched, and the links (the alert's page, her settings, unsubscribing from that place, that kind,
 * or everything, signed so that no sign-in is needed), in her language: our words, and the app's
 * pages at her language's addresses.
 */
import { Injectable } from '@nestjs/common';
import {
  localePath,
  notificationKindOf,
  type Locale,
  type NotificationMatch,
  type SafetyAlert,
} from '@safetrails/contracts';
import { AlertReader } from '../../alerts/queries/alert.reader';
import { AppConfig, publicUrl } from '../../config/app.config';
import { MessageTokens } from '../delivery/message-tokens';
import { digestEmail } from '../delivery/messages/account-emails';
import type { AlertMessageContext } from '../delivery/messages/alert-content';
import { notificationWords } from '../delivery/messages/words/notification-words';
import type { DueDelivery } from '../queries/deliveries.reader';

export interface AlertDeliveryContent {
  readonly kind: 'alert';
  readonly alert: SafetyAlert;
  readonly context: AlertMessageContext;
}

export interface DigestDeliveryContent {
  readonly kind: 'digest';
  readonly alerts: readonly SafetyAlert[];
  readonly email: ReturnType<typeof digestEmail>;
  readonly links: { readonly settings: string };
}

const RECENT_ALERTS = 500;

@Injectable()
export class DeliveryMessages {
  private readonly base: string;
  private readonly recentAlerts = new Map<string, SafetyAlert>();

  constructor(
    config: AppConfig,
    private readonly alerts: AlertReader,
    private readonly tokens: MessageTokens,
  ) {
    this.base = publicUrl(config);
  }

  /** The alert and the context of a message about it; null when the alert is gone or ended. */
  async alertContent(
    delivery: DueDelivery,
    match: NotificationMatch | null,
    alertVersion: string | null,
    language: Locale,
  ): Promise<AlertDeliveryContent | null> {
    const alert = await this.alertOf(delivery.alertId!, alertVersion);
    if (!alert || !alert.isActive) return null;
    const placeId = match?.placeId ?? null;
    const kind = notificationKindOf(alert.alertType, alert.official?.kind ?? null);
    const token = this.tokens.sign({ purpose: 'unsubscribe', userId: delivery.userId, placeId, kind });
    return {
      kind: 'alert',
      alert,
      context: {
        alert,
        update: delivery.update,
        words: notificationWords(language),
        placeLabel: match?.placeLabel ?? null,
        distanceKm: match?.distanceKm ?? null,
        placeTimeZone: match?.timeZone ?? alert.official?.timeZone ?? null,
        links: {
          alert: this.page(language, `/alerts/${alert.id}`),
          settings: this.page(language, '/safety-alerts/settings'),
          unsubscribe: `${this.page(language, '/unsubscribe')}?token=${token}`,
          oneClick: `${this.base}/api/notifications/unsubscribe?token=${token}`,
        },
      },
    };
  }

  /** An app page's address in her language: `/es/alerts/…`. */
  page(language: Locale, path: string): string {
    return `${this.base}${localePath(language, path)}`;
  }

  /**
   * An alert as it is at a version (its last change), read once for every message about that version:
   * a feed's alert reaches many travellers at once.
   */
  private async alertOf(alertId: string, version: string | null): Promise<SafetyAlert | null> {
    const key = `${alertId}@${version}`;
    const kept = this.recentAlerts.get(key);
    if (kept) return kept;
    const alert = await this.alerts.one(alertId, null).catch(() => null);
    if (alert && version !== null) {
      if (this.recentAlerts.size >= RECENT_ALERTS) this.recentAlerts.delete(this.recentAlerts.keys().next().value!);
      this.recentAlerts.set(key, alert);
    }
    return alert;
  }

  /** The digest's alerts that are still there (an archived one is still worth a line: it happened). */
  async digestContent(delivery: DueDelivery, language: Locale): Promise<DigestDeliveryContent | null> {
    const alerts = (
      await Promise.all(delivery.digestAlertIds.map((id) => this.alerts.one(id, null).catch(() => null)))
    ).filter((alert): alert is SafetyAlert => alert !== null);
    if (alerts.length === 0) return null;
    const token = this.tokens.sign({ purpose: 'unsubscribe', userId: delivery.userId, placeId: null, kind: null });
    const links = {
      settings: this.page(language, '/safety-alerts/settings'),
      unsubscribe: `${this.page(language, '/unsubscribe')}?token=${token}`,
      oneClick: `${this.base}/api/notifications/unsubscribe?token=${token}`,
    };
    return {
      kind: 'digest',
      alerts,
      email: digestEmail(
        delivery.digestDay!,
        alerts.map((alert) => ({ alert, link: this.page(language, `/alerts/${alert.id}`) })),
        links,
        notificationWords(language),
      ),
      links,
    };
  }
}
