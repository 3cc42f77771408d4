/**
 * The governments' findings on a kind of "before you go" facts (laws, getting around, health), one
 * topic a line: the lead reading in our words, the sentence it rests on quoted, who says it and when;
 * where the governments differ, each one's words. Topics no page states are named as not stated.
 */
import type { CountryGuideSection, GuideStatement, GuideTopicView } from '@safetrails/contracts';
import { ExternalLink } from 'lucide-react';
import { formatDate } from '../lib/advisory-text';
import { readingText, TOPIC_LABEL, topicLabel } from '../lib/guide-text';
import { Attribution, Words } from './fact-source';

function Statement({ statement }: { readonly statement: GuideStatement }) {
  const reading = readingText(statement);
  return (
    <li>
      <strong>{statement.organisation}</strong>
      {reading && <>: {reading}</>}
      <Words words={statement.words} cite={statement.url} />
      <Attribution fact={statement} />
    </li>
  );
}

export function TopicItem({ view }: { readonly view: GuideTopicView }) {
  const { lead } = view;
  const reading = readingText(lead);
  // The lead is one of the statements (compared by government: the record came over the wire).
  const others = view.statements.filter((statement) => statement.source !== lead.source);
  return (
    <li className="guide-topic" data-topic={lead.topic}>
      <p className="guide-topic-line">
        {lead.topic === 'drugs' && reading ? (
          <strong>{reading}</strong>
        ) : (
          <>
            <strong>{topicLabel(lead.topic, view.offence)}</strong>
            {reading && <>: {reading}</>}
          </>
        )}
        {view.disagree && <span className="guide-differ"> · the governments differ</span>}
      </p>
      <Words words={lead.words.slice(0, 1)} cite={lead.url} />
      <Attribution fact={lead} />
      {others.length > 0 && (
        <details className="guide-others">
          <summary>
            {view.disagree ? 'What each government says' : 'Also stated by'} ({others.length})
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
  return (
    <details className="guide-pages">
      <summary>Each government&apos;s page ({section.pages.length})</summary>
      <ul>
        {section.pages.map((page) => (
          <li key={page.source}>
            <strong>{page.organisation}</strong>{' '}
            <span className="muted">
              · <span lang="en">“{page.page}”</span>, its page of {formatDate(page.asOf)}
            </span>
            {page.excerpt && (
              <blockquote cite={page.url} className="fact-words" lang="en">
                {page.excerpt}
              </blockquote>
            )}
            <a href={page.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" size={14} /> Read it there
              <span className="visually-hidden"> ({page.organisation}, opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Unstated({ section, name }: { readonly section: CountryGuideSection; readonly name: string }) {
  if (section.unstated.length === 0) return null;
  return (
    <p className="muted guide-unstated">
      No government we follow states, for {name}:{' '}
      {section.unstated.map((topic) => TOPIC_LABEL[topic].toLowerCase()).join(', ')}.
    </p>
  );
}
