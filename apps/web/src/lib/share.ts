/**
 * Share a link with the device's share sheet where there is one (phones), otherwise copy it.
 */
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
