/**
 * The emails that are not about one alert: the link that confirms her address for alerts, and the
 * daily digest of low-severity alerts (each alert's source words quoted, as in a single alert's
 * email). Both in the language she chose.
 */
import type { SafetyAlert } from '@safetrails/contracts';
import { eventTimeOf, quote, whatOf, whenPhrase, whoSays, wordsOf } from './alert-content';
import { button, emailHead, escapeHtml, unsubscribeHeaders, type EmailContent } from './alert-email';
import type { NotificationWords } from './words/notification-words';

export function confirmationEmail(link: string, words: NotificationWords): EmailContent {
  const { subject, asked, confirm, expiry } = words.confirmation;
  const text = [asked, '', words.labelled(confirm, link), '', expiry].join('\n');
  const html = `${emailHead(words, subject)}
<p>${escapeHtml(asked)}</p>
<p>${button(link, confirm)}</p>
<p style="font-size:.85rem;color:#555">${escapeHtml(expiry)}</p>
</body></html>`;
  return { subject, text, html, headers: { 'Auto-Submitted': 'auto-generated' } };
}

export interface DigestEntry {
  readonly alert: SafetyAlert;
  readonly link: string;
}

export function digestEmail(
  isoDay: string,
  entries: readonly DigestEntry[],
  links: { readonly settings: string; readonly unsubscribe: string; readonly oneClick: string },
  words: NotificationWords,
): EmailContent {
  const { digest } = words;
  const day = digest.day(isoDay);
  const subject = digest.subject(digest.count(entries.length), day);
  const lineOf = (alert: SafetyAlert) => ({
    what: whatOf(alert, words),
    severity: words.severities[alert.severity],
    who: whoSays(alert, words),
    title: quote(wordsOf(alert).title),
    when: whenPhrase(eventTimeOf(alert), alert.official?.timeZone ?? null, words),
  });
  const lines = entries.flatMap(({ alert, link }) => {
    const line = lineOf(alert);
    return [
      `- ${words.labelled(`${line.what} (${line.severity}), ${line.who}`, line.title)}`,
      `  ${line.when}. ${link}`,
    ];
  });
  const text = [
    digest.intro(day),
    '',
    ...lines,
    '',
    words.labelled(digest.oneByOne, links.settings),
    words.labelled(words.unsubscribe, links.unsubscribe),
  ].join('\n');
  const items = entries
    .map(({ alert, link }) => {
      const line = lineOf(alert);
      const quoted = alert.official ? ` lang="en" dir="ltr"` : '';
      return `<li style="margin-bottom:.75rem">${words.labelled(
        `<strong>${escapeHtml(line.what)}</strong> (${escapeHtml(line.severity)}), ${escapeHtml(line.who)}`,
        `<span${quoted}>${escapeHtml(line.title)}</span>`,
      )}<br>
<span style="color:#555">${escapeHtml(line.when)}</span>
· <a href="${escapeHtml(link)}">${escapeHtml(digest.open)}</a></li>`;
    })
    .join('\n');
  const html = `${emailHead(words, subject)}
<p>${escapeHtml(digest.intro(day))}</p>
<ul style="padding-inline-start:1.2rem">${items}</ul>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:.85rem;color:#555"><a href="${escapeHtml(links.settings)}">${escapeHtml(digest.oneByOne)}</a> · <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(words.unsubscribe)}</a></p>
</body></html>`;
  return { subject, text, html, headers: unsubscribeHeaders(links.oneClick, links.unsubscribe) };
}
