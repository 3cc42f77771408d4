/**
 * How a government's fact is shown wherever it appears: its sentences quoted as the page writes
 * them, then who says it, the date of its page and a link to it.
 */
import { ExternalLink } from 'lucide-react';
import type { FactSource } from '@safetrails/contracts';
import { formatDate } from '../lib/advisory-text';

export function Attribution({ fact }: { readonly fact: Pick<FactSource, 'organisation' | 'asOf' | 'url' | 'stale'> }) {
  return (
    <span className="fact-attribution muted">
      {fact.organisation}, its page of {formatDate(fact.asOf)}
      {fact.stale && ' (not read for over a year: it may be outdated)'} ·{' '}
      <a href={fact.url} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" size={12} /> its page
        <span className="visually-hidden"> ({fact.organisation}, opens in a new tab)</span>
      </a>
    </span>
  );
}

export function Words({ words, cite }: { readonly words: readonly string[]; readonly cite: string }) {
  if (words.length === 0) return null;
  return (
    <blockquote cite={cite} className="fact-words" lang="en">
      {words.map((sentence) => `“${sentence}”`).join(' ')}
    </blockquote>
  );
}
