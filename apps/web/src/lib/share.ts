/**
 * Share a link with the device's share sheet where there is one (phones), otherwise copy it.
 */
import { isLocale, localePath, SITE_NAME, type PageSummary } from '@safetrails/contracts';
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export async function shareLink(share: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(share);
      return 'shared';
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls through to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await navigator.clipboard.writeText(share.url);
  return 'copied';
}

/** A page's address in the language it is read in (`/es/destination/42`), so it opens in that language. */
export function pageAddress(path: string, locale: string): string {
  return `${window.location.origin}${localePath(isLocale(locale) ? locale : 'en', path)}`;
}

/**
 * Share a page as its head describes it (the same title and one-line summary the server gives a
 * chat's preview, from page-summary.ts), at its address in the language it is read in. Nothing
 * else is added: no tracking and nothing about who shared it.
 */
export function sharePage(summary: PageSummary, path: string, locale: string): Promise<ShareOutcome> {
  return shareLink({
    title: `${summary.title} | ${SITE_NAME}`,
    text: summary.description,
    url: pageAddress(path, locale),
  });
}
