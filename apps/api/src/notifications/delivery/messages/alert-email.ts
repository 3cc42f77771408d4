/**
 * The email about one alert: a plain-text part and an HTML part saying the same, the source's words
 * quoted, a link to the alert, the place's local time, why she gets it, and how to stop it: a link to
 * our unsubscribe page in the body, and `List-Unsubscribe` with `List-Unsubscribe-Post` so a mail
 * client's own button works in one click (RFC 8058). Its Message-ID comes from the delivery key, so
 * a message sent again after a crash is the same message to her mail client. Our words are in her
 * language; the source's, quoted, are marked as English.
 */
import { createHash } from 'node:crypto';
import { localeDirection } from '@safetrails/contracts';
import type { NotificationWords } from './words/notification-words';
import {
  type AlertMessageContext,
  eventTimeOf,
  quote,
  severityPhrase,
  whatOf,
  whenPhrase,
  wherePhrase,
  whoSays,
  wordsOf,
} from './alert-content';

export interface EmailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** `<sha256(deliveryKey)@host>`: the same delivery, the same Message-ID. */
export function messageIdOf(deliveryKey: string, publicUrl: string): string {
  return `<${createHash('sha256').update(deliveryKey).digest('hex').slice(0, 40)}@${new URL(publicUrl).hostname}>`;
}

/** The headers every message we send carries: how to leave it, in one click, and that no one typed it. */
export function unsubscribeHeaders(oneClick: string, unsubscribePage: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Help': `<${unsubscribePage}>`,
    'Auto-Submitted': 'auto-generated',
  };
}

export function alertEmail(context: AlertMessageContext): EmailContent {
  const { alert, links, words } = context;
  const what = whatOf(alert, words);
  const where = wherePhrase(context);
  const title = wordsOf(alert);
  const when = whenPhrase(eventTimeOf(alert), alert.official?.timeZone ?? context.placeTimeZone, words);
  const who = whoSays(alert, words);
  const severityAlert = severityPhrase(alert, context.update, words);
  const severity = words.severities[alert.severity];
  const sourceScale = alert.official ? ` ${words.sourceScale(alert.official.sourceSeverity)}` : '';
  const subject = words.subject(severityAlert, what, where);
  const lead = context.update ? words.updatedLead(what, where) : words.lead(what, where);
  const saying = alert.official ? words.says(alert.official.organisation) : words.labelled(who, '').trimEnd();
  const why = words.why(context.placeLabel);

  const text = [
    lead,
    '',
    saying,
    quote(title.title),
    quote(title.summary),
    '',
    words.labelled(words.severity, `${severity}${sourceScale}`),
    words.labelled(words.when, when),
    ...(alert.official
      ? [words.labelled(words.source, alert.official.url), words.labelled(words.licence, alert.official.licence)]
      : [words.labelled(words.source, who)]),
    '',
    words.labelled(words.openAlert, links.alert),
    '',
    why,
    words.labelled(words.changeSettings, links.settings),
    words.labelled(words.unsubscribe, links.unsubscribe),
  ].join('\n');

  const label = (name: string, valueHtml: string) => words.labelled(escapeHtml(name), valueHtml);
  const source = alert.official
    ? `${label(words.source, `<a href="${escapeHtml(alert.official.url)}">${escapeHtml(alert.official.organisation)}</a>`)}<br>${label(words.licence, escapeHtml(alert.official.licence))}`
    : label(words.source, escapeHtml(who));
  const html = `${emailHead(words, subject)}
<p style="font-size:1.1rem"><strong>${escapeHtml(lead)}</strong></p>
<p style="margin-bottom:0">${escapeHtml(saying)}</p>
<blockquote${alert.official ? ' lang="en" dir="ltr"' : ''} style="margin:.5rem 0 1rem;padding-inline-start:.75rem;border-inline-start:3px solid #0f5257">
<p style="margin:0 0 .5rem"><strong>${escapeHtml(quote(title.title))}</strong></p>
<p style="margin:0">${escapeHtml(quote(title.summary))}</p>
</blockquote>
<p>${label(words.severity, `<strong>${escapeHtml(severity)}</strong>${escapeHtml(sourceScale)}`)}<br>
${label(words.when, escapeHtml(when))}<br>
${source}</p>
<p>${button(links.alert, words.openAlert)}</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:.85rem;color:#555">${escapeHtml(why)}
<a href="${escapeHtml(links.settings)}">${escapeHtml(words.changeSettings)}</a> · <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p>
</body></html>`;

  return { subject, text, html, headers: unsubscribeHeaders(links.oneClick, links.unsubscribe) };
}

/** The start of every email we send, in her language and its direction. */
export function emailHead(words: NotificationWords, subject: string): string {
  const lang = words.intlLocale.split('-u-')[0]!;
  return `<!doctype html><html lang="${lang}" dir="${localeDirection(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,sans-serif;color:#1d2a2b;max-width:36rem;margin:0 auto;padding:1rem">`;
}

/** The one call to action of an email. */
export function button(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;background:#0f5257;color:#fff;padding:.6rem 1rem;border-radius:.4rem;text-decoration:none">${escapeHtml(text)}</a>`;
}
