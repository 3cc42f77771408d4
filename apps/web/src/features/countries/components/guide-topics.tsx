/**
 * The governments' findings on a kind of "before you go" facts (laws, getting around, health), one
 * topic a line: the lead reading in our words, the sentence it rests on quoted, who says it and when;
 * where the governments differ, each one's words. Topics no page states are named as not stated.
 */
import type { CountryGuideSection, GuideStatement, GuideTopicView } from '@safetrails/contracts';
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Quoted } from '@/components/ui/quoted';
import { useDay } from '@/i18n/use-day';
import { readingText, topicLabel, topicList } from '../lib/guide-text';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { Attribution, Words } from './fact-source';

const GAP = ' ';
const COLON = ': ';

function Statement({ statement }: { readonly statement: GuideStatement }) {
  const intl = useIntl();
  const reading = readingText(intl, statement);
  return (
    <li>
      <strong>{statement.organisation}</strong>
      {reading && COLON + reading}
      <Words words={statement.words} cite={statement.url} />
      <Attribution fact={statement} />
    </li>
  );
}

export function TopicItem({ view, children }: { readonly view: GuideTopicView; readonly children?: ReactNode }) {
  const intl = useIntl();
  const { lead } = view;
  const reading = readingText(intl, lead);
  // The lead is one of the statements (compared by government: the record came over the wire).
  const others = view.statements.filter((statement) => statement.source !== lead.source);
  return (
    <li className="guide-topic" data-topic={lead.topic}>
      <p className="guide-topic-line">
        {lead.topic === 'drugs' && reading ? (
          <strong>{reading}</strong>
        ) : (
          <>
            <strong>{topicLabel(intl, lead.topic, view.offence)}</strong>
            {reading && COLON + reading}
          </>
        )}
        {view.disagree && (
          <span className="guide-differ">
            {GAP}
            {intl.formatMessage({ id: 'guide.differ', defaultMessage: '· the governments differ' })}
          </span>
        )}
      </p>
      <Words words={lead.words.slice(0, 1)} cite={lead.url} />
      <Attribution fact={lead} />
      {children}
      {others.length > 0 && (
        <details className="guide-others">
          <summary>
            {view.disagree
              ? intl.formatMessage(
                  { id: 'guide.eachSays', defaultMessage: 'What each government says ({count, number})' },
                  { count: others.length },
                )
              : intl.formatMessage(
                  { id: 'guide.alsoStated', defaultMessage: 'Also stated by ({count, number})' },
                  { count: others.length },
                )}
          </summary>
          <ul>
            {others.map((statement) => (
              <Statement key={`${statement.source}-${statement.offence ?? ''}`} statement={statement} />
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** Each government's page for the kind, with its opening words, for reading the rest there. */
export function GuidePages({ section }: { readonly section: CountryGuideSection }) {
  const intl = useIntl();
  const day = useDay();
  return (
    <details className="guide-pages">
      <summary>
        {intl.formatMessage(
          { id: 'guide.pages', defaultMessage: "Each government's page ({count, number})" },
          { count: section.pages.length },
        )}
      </summary>
      <ul>
        {section.pages.map((page) => (
          <li key={page.source}>
            <strong>{page.organisation}</strong>
            {GAP}
            <span className="muted">
              {intl.formatMessage(
                { id: 'guide.pageOf', defaultMessage: '· {page}, its page of {date}' },
                { page: <Quoted>{page.page}</Quoted>, date: day(page.asOf) },
              )}
            </span>
            {page.excerpt && (
              <blockquote cite={page.url} className="fact-words" lang="en">
                {page.excerpt}
              </blockquote>
            )}
            <a href={page.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" size={14} />
              {GAP}
              {intl.formatMessage({ id: 'guide.readThere', defaultMessage: 'Read it there' })}
              <NewTabNote organisation={page.organisation} />
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Unstated({ section, name }: { readonly section: CountryGuideSection; readonly name: string }) {
  const intl = useIntl();
  if (section.unstated.length === 0) return null;
  return (
    <p className="muted guide-unstated">
      {intl.formatMessage(
        { id: 'guide.unstated', defaultMessage: 'No government we follow states, for {country}: {topics}.' },
        { country: name, topics: topicList(intl, section.unstated) },
      )}
    </p>
  );
}
