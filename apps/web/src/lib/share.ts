/**
 * Share a link with the device's share sheet where there is one (phones), otherwise copy it.
 */
import { SITE_NAME, type PageSummary } from '@safetrails/contracts';
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

/**
 * Share a page as its head describes it (the same title and one-line summary the server gives a
 * chat's preview, from page-summary.ts). The address is the page's own, nothing added: no
 * tracking and nothing about who shared it.
 */
export function sharePage(summary: PageSummary, path: string): Promise<ShareOutcome> {
  return shareLink({
    title: `${summary.title} | ${SITE_NAME}`,
    text: summary.description,
    url: `${window.location.origin}${path}`,
  });
}
