/**
 * The emails that are not about one alert: the link that confirms her address for alerts, and the
 * daily digest of low-severity alerts (each alert's source words quoted, as in a single alert's email).
 */
import { ALERT_SEVERITY_LABELS, type SafetyAlert } from '@safetrails/contracts';
import { eventTimeOf, quote, whatOf, whenPhrase, whoSays, wordsOf } from './alert-content';
import { escapeHtml, unsubscribeHeaders, type EmailContent } from './alert-email';

export function confirmationEmail(link: string): EmailContent {
  const subject = 'Confirm your address for SafeTrails alerts';
  const text = [
    'You asked SafeTrails to email you safety alerts for the places you monitor.',
    '',
    `Confirm this address: ${link}`,
    '',
    'The link works for 7 days. If you did not ask for this, ignore this message: nothing will be sent.',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="font-family:system-ui,-apple-system,sans-serif;color:#1d2a2b;max-width:36rem;margin:0 auto;padding:1rem">
<p>You asked SafeTrails to email you safety alerts for the places you monitor.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f5257;color:#fff;padding:.6rem 1rem;border-radius:.4rem;text-decoration:none">Confirm this address</a></p>
<p style="font-size:.85rem;color:#555">The link works for 7 days. If you did not ask for this, ignore this message: nothing will be sent.</p>
</body></html>`;
  return { subject, text, html, headers: { 'Auto-Submitted': 'auto-generated' } };
}

export interface DigestEntry {
  readonly alert: SafetyAlert;
  readonly link: string;
}

export function digestEmail(
  day: string,
  entries: readonly DigestEntry[],
  links: { readonly settings: string; readonly unsubscribe: string; readonly oneClick: string },
): EmailContent {
  const count = entries.length;
  const subject = `${count} low-severity ${count === 1 ? 'alert' : 'alerts'} for your places (${day})`;
  const lines = entries.flatMap(({ alert, link }) => [
    `- ${whatOf(alert)} (${ALERT_SEVERITY_LABELS[alert.severity]}), ${whoSays(alert)}: ${quote(wordsOf(alert).title)}`,
    `  ${whenPhrase(eventTimeOf(alert), alert.official?.timeZone ?? null)}. ${link}`,
  ]);
  const text = [
    `Your daily digest of low-severity alerts for the places you monitor, ${day}:`,
    '',
    ...lines,
    '',
    `Get them one by one instead, or change what you get: ${links.settings}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');
  const items = entries
    .map(
      ({ alert, link }) =>
        `<li style="margin-bottom:.75rem"><strong>${escapeHtml(whatOf(alert))}</strong> (${escapeHtml(
          ALERT_SEVERITY_LABELS[alert.severity],
        )}), ${escapeHtml(whoSays(alert))}: ${escapeHtml(quote(wordsOf(alert).title))}<br>
<span style="color:#555">${escapeHtml(whenPhrase(eventTimeOf(alert), alert.official?.timeZone ?? null))}</span>
· <a href="${escapeHtml(link)}">Open</a></li>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,sans-serif;color:#1d2a2b;max-width:36rem;margin:0 auto;padding:1rem">
<p>Your daily digest of low-severity alerts for the places you monitor, ${escapeHtml(day)}:</p>
<ul style="padding-left:1.2rem">${items}</ul>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:.85rem;color:#555"><a href="${escapeHtml(links.settings)}">Get them one by one instead, or change what you get</a> · <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>
</body></html>`;
  return { subject, text, html, headers: unsubscribeHeaders(links.oneClick, links.unsubscribe) };
}
