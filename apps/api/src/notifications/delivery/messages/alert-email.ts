/**
 * The email about one alert: a plain-text part and an HTML part saying the same, the source's words
 * quoted, a link to the alert, the place's local time, why she gets it, and how to stop it: a link to
 * our unsubscribe page in the body, and `List-Unsubscribe` with `List-Unsubscribe-Post` so a mail
 * client's own button works in one click (RFC 8058). Its Message-ID comes from the delivery key, so
 * a message sent again after a crash is the same message to her mail client.
 */
import { createHash } from 'node:crypto';
import { ALERT_SEVERITY_LABELS } from '@safetrails/contracts';
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
  const { alert, links } = context;
  const what = whatOf(alert);
  const where = wherePhrase(context);
  const words = wordsOf(alert);
  const when = whenPhrase(eventTimeOf(alert), alert.official?.timeZone ?? context.placeTimeZone);
  const who = whoSays(alert);
  const severity = severityPhrase(alert, context.update);
  const sourceScale = alert.official ? ` (the source's own scale: ${alert.official.sourceSeverity})` : '';
  const subject = `${severity}: ${what.toLowerCase()} ${where}`;
  const lead = context.update
    ? `The ${what.toLowerCase()} ${where} we told you about has been updated.`
    : `${what} ${where}, a place you monitor.`;
  const saying = alert.official ? `${alert.official.organisation} says:` : `${who}:`;

  const text = [
    lead,
    '',
    saying,
    quote(words.title),
    quote(words.summary),
    '',
    `Severity: ${ALERT_SEVERITY_LABELS[alert.severity]}${sourceScale}`,
    `When: ${when}`,
    ...(alert.official ? [`Source: ${alert.official.url}`, `Licence: ${alert.official.licence}`] : [`Source: ${who}`]),
    '',
    `Open the alert: ${links.alert}`,
    '',
    `You get this because ${context.placeLabel} is one of the places you monitor on SafeTrails.`,
    `Change what you get and when: ${links.settings}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,sans-serif;color:#1d2a2b;max-width:36rem;margin:0 auto;padding:1rem">
<p style="font-size:1.1rem"><strong>${escapeHtml(lead)}</strong></p>
<p style="margin-bottom:0">${escapeHtml(saying)}</p>
<blockquote style="margin:.5rem 0 1rem;padding-left:.75rem;border-left:3px solid #0f5257">
<p style="margin:0 0 .5rem"><strong>${escapeHtml(quote(words.title))}</strong></p>
<p style="margin:0">${escapeHtml(quote(words.summary))}</p>
</blockquote>
<p>Severity: <strong>${escapeHtml(ALERT_SEVERITY_LABELS[alert.severity])}</strong>${escapeHtml(sourceScale)}<br>
When: ${escapeHtml(when)}<br>
${
  alert.official
    ? `Source: <a href="${escapeHtml(alert.official.url)}">${escapeHtml(alert.official.organisation)}</a><br>Licence: ${escapeHtml(alert.official.licence)}`
    : `Source: ${escapeHtml(who)}`
}</p>
<p><a href="${escapeHtml(links.alert)}" style="display:inline-block;background:#0f5257;color:#fff;padding:.6rem 1rem;border-radius:.4rem;text-decoration:none">Open the alert</a></p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:.85rem;color:#555">You get this because ${escapeHtml(context.placeLabel)} is one of the places you monitor on SafeTrails.
<a href="${escapeHtml(links.settings)}">Change what you get and when</a> · <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>
</body></html>`;

  return { subject, text, html, headers: unsubscribeHeaders(links.oneClick, links.unsubscribe) };
}
