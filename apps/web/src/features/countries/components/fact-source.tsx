/**
 * How a government's fact is shown wherever it appears: its sentences quoted as the page writes
 * them, then who says it, the date of its page and a link to it.
 */
import { ExternalLink } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { FactSource } from '@safetrails/contracts';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { useDay } from '@/i18n/use-day';

const GAP = ' ';
const DOT = ' · ';

export function Attribution({ fact }: { readonly fact: Pick<FactSource, 'organisation' | 'asOf' | 'url' | 'stale'> }) {
  const intl = useIntl();
  const day = useDay();
  return (
    <span className="fact-attribution muted">
      {intl.formatMessage(
        { id: 'fact.pageOf', defaultMessage: '{organisation}, its page of {date}' },
        { organisation: fact.organisation, date: day(fact.asOf) },
      )}
      {fact.stale &&
        GAP +
          intl.formatMessage({ id: 'fact.stale', defaultMessage: '(not read for over a year: it may be outdated)' })}
      {DOT}
      <a href={fact.url} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" size={12} />
        {GAP}
        {intl.formatMessage({ id: 'fact.itsPage', defaultMessage: 'its page' })}
        <NewTabNote organisation={fact.organisation} />
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
