/**
 * What one safety message says, read as things are when it is sent (docs/SAFETY-NETWORK.md "What is
 * sent"): who it is to and in which language, her name, where she is and her last check-in (a map
 * point only while she shares her location), the numbers and her government's missions for the city
 * in question, and the deadline, SOS or alert it is about. A message whose reason has gone (a contact
 * who left, a deadline she met, a safety check she answered, an account erased) is cancelled instead.
 */
import { Injectable } from '@nestjs/common';
import { CHECK_IN_PLACE_HOLDS_MS, type Locale, type SafetyMessageCancelReason } from '@safetrails/contracts';
import { AlertReader } from '../../alerts/queries/alert.reader';
import { Clock } from '../../platform/clock';
import type { PushTarget } from '../../notifications/delivery/push-sender';
import type { HerWhereabouts } from '../delivery/safety-facts-block';
import type { SafetyMessageInput } from '../delivery/safety-emails';
import { ContactsReader } from '../queries/contacts.reader';
import { SafetyFactsReader, type SafetyFacts } from '../queries/safety-facts.reader';
import { SafetyMessagesReader, type DueSafetyMessage } from '../queries/safety-messages.reader';
import { WhereaboutsReader, zoneOf } from '../queries/whereabouts.reader';

export interface Prepared {
  readonly input: SafetyMessageInput;
  readonly address: string | null;
  readonly devices: readonly (PushTarget & { subscriptionId: string })[];
  readonly actionToken: string | null;
}

type Links = (
  language: Locale,
  contactId: string | null,
) => { action: string | null; page: string | null; oneClick: string | null; actionToken: string | null };

type Cancel = { readonly cancel: SafetyMessageCancelReason };

@Injectable()
export class SafetyMessageInputs {
  constructor(
    private readonly messages: SafetyMessagesReader,
    private readonly contacts: ContactsReader,
    private readonly whereabouts: WhereaboutsReader,
    private readonly facts: SafetyFactsReader,
    private readonly alerts: AlertReader,
    private readonly clock: Clock,
  ) {}

  async prepare(message: DueSafetyMessage, links: Links): Promise<Prepared | Cancel> {
    const { userId, context } = message;
    const [traveller, her] = await Promise.all([this.messages.traveller(userId), this.contacts.travellerName(userId)]);
    if (!traveller || her === null) return { cancel: 'no-address' };
    const toHer = message.recipient === 'traveller';
    const contact = toHer ? null : await this.contacts.one(userId, message.recipient);
    if (!toHer) {
      const wanted = message.kind === 'invitation' ? 'invited' : 'accepted';
      if (!contact || contact.status !== wanted) return { cancel: 'contact-gone' };
    } else if (message.channel === 'email' ? !traveller.emailOn : !traveller.pushOn) {
      return { cancel: 'channel-off' };
    }
    const language = contact?.language ?? traveller.language;
    const about = await this.about(message);
    if ('cancel' in about) return about;
    const now = this.clock.now();
    const where = await this.whereabouts.of(userId, now);
    const home = await this.facts.homeOf(userId);
    const cityId = about.cityId ?? where.now?.destinationId ?? null;
    const facts: SafetyFacts | null = cityId !== null ? await this.facts.of(cityId, home) : null;
    const last = await this.whereabouts.lastCheckIn(userId);
    const shares = last?.point ? await this.facts.sharesLocation(userId) : false;
    // The message's own city (the SOS's, the alert's) says where she is; otherwise where she is now.
    const place = about.cityId != null ? facts?.place : undefined;
    const whereabouts: HerWhereabouts = {
      where:
        place && place.destinationId !== where.now?.destinationId
          ? { ...place, timeZone: zoneOf(place), from: where.now?.from ?? 'trip' }
          : where.now,
      lastCheckIn: last ? { at: last.at, city: last.city } : null,
      point:
        shares && last?.point && last.placeAt && now.getTime() - last.placeAt.getTime() <= CHECK_IN_PLACE_HOLDS_MS
          ? last.point
          : null,
    };
    const link = links(language, contact?.contactId ?? null);
    return {
      input: {
        kind: message.kind,
        language,
        her,
        contact: contact ? { name: contact.name, timeZone: contact.timeZone } : null,
        links: { action: link.action, page: link.page, oneClick: link.oneClick },
        zone: where.zoneAt(about.dueAt ?? about.at ?? now),
        dueAt: about.dueAt,
        graceMinutes: about.graceMinutes,
        at: about.at ?? (context.at ? new Date(context.at) : undefined),
        answerBy: about.answerBy,
        city: facts?.place.city,
        alert: about.alert,
        whereabouts,
        facts,
      },
      address: contact?.email ?? traveller.address,
      devices: traveller.devices,
      actionToken: link.actionToken,
    };
  }

  /** The deadline, SOS or alert the message is about, as it is now; or why it no longer needs saying. */
  private async about(message: DueSafetyMessage): Promise<
    | Cancel
    | {
        dueAt?: Date;
        graceMinutes?: number;
        at?: Date;
        answerBy?: Date;
        cityId?: number | null;
        alert?: SafetyMessageInput['alert'];
      }
  > {
    const { context } = message;
    switch (message.kind) {
      case 'check-in-reminder': {
        const plan = await this.messages.plan(context.planId!);
        // Met, or moved on: the reminder has nothing left to remind.
        if (!plan?.dueAt || plan.dueAt.toISOString() !== new Date(context.dueAt!).toISOString()) {
          return { cancel: 'answered' };
        }
        return { dueAt: plan.dueAt, graceMinutes: plan.graceMinutes };
      }
      case 'check-in-missed':
        return { dueAt: new Date(context.dueAt!) };
      case 'late-check-in':
        return { at: new Date(context.at!) };
      case 'sos': {
        const sos = await this.messages.sosPlace(context.sosId!);
        return { at: sos?.raisedAt, cityId: sos?.destinationId ?? null };
      }
      case 'safety-check':
      case 'marked-safe':
      case 'safety-check-unanswered': {
        const check = await this.messages.safetyCheck(context.checkId!);
        if (!check) return { cancel: 'answered' };
        if (message.kind === 'safety-check' && check.status === 'answered') return { cancel: 'answered' };
        const alert = await this.alerts.one(check.alertId, null).catch(() => null);
        return {
          answerBy: check.answerBy,
          cityId: check.destinationId,
          alert: {
            title: check.facts.title,
            organisation: alert?.official?.organisation ?? check.facts.source.toUpperCase(),
            url: alert?.official?.url ?? '',
          },
        };
      }
      case 'invitation':
        return {};
      default: {
        const unhandled: never = message.kind;
        throw new Error(`Unhandled safety message ${String(unhandled)}`);
      }
    }
  }
}
