/**
 * The governments publish HTML; the adapters read Markdown (the form the recorded history keeps), so
 * a live page goes through the same conversion: ATX headings, `**` bold and `*` bullets.
 */
import TurndownService from 'turndown';

const turndown = new TurndownService({ headingStyle: 'atx', bulletListMarker: '*', strongDelimiter: '**' });
turndown.remove(['script', 'style', 'noscript']);

export function htmlToMarkdown(html: string): string {
  return turndown.turndown(html);
}
