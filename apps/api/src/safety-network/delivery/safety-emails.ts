/**
 * The safety network's emails and push notifications (docs/SAFETY-NETWORK.md "What is sent"): to a
 * contact, the invitation, a missed check-in, her late check-in, an SOS, her answer or silence after
 * an alert, each with where she is and the numbers to call; to her, a reminder and the safety check,
 * each with its one button. A plain-text and an HTML part say the same; every message to a contact
 * carries a stop link that works without an account and RFC 8058's one-click headers. The Message-ID
 * is the delivery key's, so a message sent again after a crash is the same message.
 */
import type { Locale, SafetyMessageKind } from '@safetrails/contracts';
import {
  button,
  emailHead,
  escapeHtml,
  unsubscribeHeaders,
  type EmailContent,
} from '../../notifications/delivery/messages/alert-email';
import type { PushPayload } from '../../notifications/delivery/messages/alert-push';
import type { PushOptions } from '../../notifications/delivery/push-sender';
import { notificationWords } from '../../notifications/delivery/messages/words/notification-words';
import type { SafetyFacts } from '../queries/safety-facts.reader';
import { factsBlock, theirTime, timeIn, type HerWhereabouts } from './safety-facts-block';
import { safetyWords } from './words/safety-words';

export interface SafetyMessageInput {
  readonly kind: SafetyMessageKind;
  readonly language: Locale;
  /** Her name as her contacts know it. */
  readonly her: string;
  /** The contact it is to (name, time zone), or null for a message to her. */
  readonly contact: { readonly name: string; readonly timeZone: string | null } | null;
  readonly links: {
    /** The one button: accept (the contact's page), "I'm OK" or "I'm safe" (her page). */
    readonly action: string | null;
    /** A contact's page, which shows what she shares and where they can stop. */
    readonly page: string | null;
    readonly oneClick: string | null;
  };
  /** Her time zone at the moment in question (the deadline's, the SOS's). */
  readonly zone: string;
  readonly dueAt?: Date;
  readonly graceMinutes?: number;
  readonly at?: Date;
  readonly answerBy?: Date;
  readonly city?: string;
  readonly alert?: { readonly title: string; readonly organisation: string; readonly url: string };
  readonly whereabouts: HerWhereabouts;
  readonly facts: SafetyFacts | null;
}

interface Composed {
  readonly subject: string;
  readonly lead: string;
  /** The source's words, quoted, and who says them. */
  readonly quoted?: { readonly says: string; readonly text: string; readonly url: string };
  readonly withFacts: boolean;
  readonly after?: string;
}

function compose(input: SafetyMessageInput): Composed {
  const words = safetyWords(input.language);
  const her = input.her;
  const at = input.at ?? new Date();
  const alertQuote = input.alert
    ? { says: words.safetyCheck.says(input.alert.organisation), text: input.alert.title, url: input.alert.url }
    : undefined;
  switch (input.kind) {
    case 'invitation':
      return {
        subject: words.invitation.subject(her),
        lead: words.invitation.lead(her, input.contact?.name ?? ''),
        withFacts: false,
        after: `${words.invitation.what}\n\n${words.invitation.consent}`,
      };
    case 'check-in-reminder': {
      const due = timeIn(words, input.dueAt!, input.zone);
      return {
        subject: words.reminder.subject(due),
        lead: words.reminder.lead(due),
        withFacts: false,
        after: words.reminder.ifNot(input.graceMinutes ?? 0),
      };
    }
    case 'check-in-missed':
      return {
        subject: words.missed.subject(her),
        lead: words.missed.lead(
          her,
          timeIn(words, input.dueAt!, input.zone),
          theirTime(words, input.dueAt!, input.contact?.timeZone ?? null),
        ),
        withFacts: true,
      };
    case 'late-check-in':
      return {
        subject: words.late.subject(her),
        lead: words.late.lead(her, timeIn(words, at, input.zone)),
        withFacts: false,
      };
    case 'sos':
      return {
        subject: words.sos.subject(her),
        lead: words.sos.lead(her, timeIn(words, at, input.zone)),
        withFacts: true,
      };
    case 'safety-check':
      return {
        subject: words.safetyCheck.subject,
        lead: words.safetyCheck.lead(input.city ?? ''),
        quoted: alertQuote,
        withFacts: false,
        after: input.answerBy ? words.safetyCheck.ifNot(timeIn(words, input.answerBy, input.zone)) : undefined,
      };
    case 'marked-safe':
      return {
        subject: words.markedSafe.subject(her),
        lead: words.markedSafe.lead(her, input.alert?.organisation ?? ''),
        quoted: alertQuote && { ...alertQuote, says: '' },
        withFacts: false,
      };
    case 'safety-check-unanswered':
      return {
        subject: words.unanswered.subject(her),
        lead: words.unanswered.lead(her, input.city ?? '', input.alert?.organisation ?? ''),
        quoted: alertQuote && { ...alertQuote, says: '' },
        withFacts: true,
      };
    default: {
      const unhandled: never = input.kind;
      throw new Error(`Unhandled safety message ${String(unhandled)}`);
    }
  }
}

function actionLabel(input: SafetyMessageInput): string | null {
  const words = safetyWords(input.language);
  switch (input.kind) {
    case 'invitation':
      return words.invitation.accept;
    case 'check-in-reminder':
      return words.reminder.imOk;
    case 'safety-check':
      return words.safetyCheck.imSafe;
    case 'check-in-missed':
    case 'late-check-in':
    case 'sos':
    case 'marked-safe':
    case 'safety-check-unanswered':
      return null;
    default: {
      const unhandled: never = input.kind;
      throw new Error(`Unhandled safety message ${String(unhandled)}`);
    }
  }
}

export function safetyEmail(input: SafetyMessageInput): EmailContent {
  const words = safetyWords(input.language);
  const composed = compose(input);
  const block = composed.withFacts ? factsBlock(words, input.whereabouts, input.facts) : null;
  const action = input.links.action && actionLabel(input);
  const toContact = input.contact !== null;
  const why = input.kind === 'invitation' ? words.footer.whyInvited(input.her) : words.footer.why(input.her);
  const footerText = toContact
    ? [
        why,
        ...(input.links.page ? [words.labelled(words.footer.see, input.links.page)] : []),
        ...(input.links.page ? [words.labelled(words.footer.stop, `${input.links.page}&stop=1`)] : []),
      ]
    : [];
  const text = [
    composed.lead,
    ...(composed.quoted
      ? ['', ...(composed.quoted.says ? [composed.quoted.says] : []), `“${composed.quoted.text}”`, composed.quoted.url]
      : []),
    ...(action ? ['', words.labelled(action, input.links.action)] : []),
    ...(input.kind === 'invitation' && input.links.page
      ? [words.labelled(words.invitation.decline, `${input.links.page}&answer=decline`)]
      : []),
    ...(composed.after ? ['', composed.after] : []),
    ...(block ? ['', ...block.text] : []),
    ...(footerText.length > 0 ? ['', ...footerText] : []),
  ].join('\n');
  const quotedHtml = composed.quoted
    ? `${composed.quoted.says ? `<p style="margin-bottom:0">${escapeHtml(composed.quoted.says)}</p>` : ''}
<blockquote lang="en" dir="ltr" style="margin:.5rem 0 1rem;padding-inline-start:.75rem;border-inline-start:3px solid #0f5257">
<p style="margin:0"><strong>${escapeHtml(`“${composed.quoted.text}”`)}</strong></p>
<p style="margin:.25rem 0 0"><a href="${escapeHtml(composed.quoted.url)}">${escapeHtml(composed.quoted.url)}</a></p>
</blockquote>`
    : '';
  const decline =
    input.kind === 'invitation' && input.links.page
      ? ` <a href="${escapeHtml(`${input.links.page}&answer=decline`)}">${escapeHtml(words.invitation.decline)}</a>`
      : '';
  const html = `${emailHead(notificationWords(input.language), composed.subject)}
<p style="font-size:1.1rem"><strong>${escapeHtml(composed.lead)}</strong></p>
${quotedHtml}
${action ? `<p>${button(input.links.action, action)}${decline}</p>` : ''}
${
  composed.after
    ? composed.after
        .split('\n\n')
        .map((part) => `<p>${escapeHtml(part)}</p>`)
        .join('\n')
    : ''
}
${block ? block.html : ''}
${
  toContact
    ? `<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:.85rem;color:#555">${escapeHtml(why)}${
        input.links.page
          ? ` <a href="${escapeHtml(input.links.page)}">${escapeHtml(words.footer.see)}</a> · <a href="${escapeHtml(`${input.links.page}&stop=1`)}">${escapeHtml(words.footer.stop)}</a>`
          : ''
      }</p>`
    : ''
}
</body></html>`;
  const headers =
    toContact && input.links.oneClick && input.links.page
      ? unsubscribeHeaders(input.links.oneClick, input.links.page)
      : { 'Auto-Submitted': 'auto-generated' };
  return { subject: composed.subject, text, html, headers };
}

/** A push to her: a reminder with its "I'm OK" action, or the safety check with "I'm safe". */
export function safetyPush(
  input: SafetyMessageInput,
  tag: string,
  actionToken: string | null,
): {
  payload: PushPayload & { actions: { action: string; title: string }[]; actionToken: string | null };
  options: PushOptions;
} {
  const words = safetyWords(input.language);
  const reminder = input.kind === 'check-in-reminder';
  const title = reminder ? words.reminder.pushTitle : words.safetyCheck.pushTitle;
  const body = reminder
    ? words.reminder.pushBody(timeIn(words, input.dueAt!, input.zone))
    : words.safetyCheck.pushBody(input.city ?? '');
  const action = reminder ? words.reminder.imOk : words.safetyCheck.imSafe;
  return {
    payload: {
      title,
      body,
      tag,
      url: input.links.action ? new URL(input.links.action).pathname + new URL(input.links.action).search : '/safety',
      icon: '/notification-icons/other.png',
      severity: reminder ? 'medium' : 'high',
      kind: 'safety',
      source: 'SafeTrails',
      requireInteraction: true,
      renotify: false,
      timestamp: Date.now(),
      actions: actionToken ? [{ action: 'check-in', title: action }] : [],
      actionToken,
    },
    options: { urgency: 'high', topicOf: tag, ttlSeconds: reminder ? 6 * 3600 : 24 * 3600 },
  };
}
