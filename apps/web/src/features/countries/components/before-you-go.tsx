/**
 * "Before you go" on a country page: entry as each government writes it for its own citizens, the
 * traveller's passport first. Her passport comes from her safety profile (the lens), or she picks one
 * for this visit; the choice stays in this browser tab and is never sent.
 */
import { useState } from 'react';
import { Plane } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  ADVISORY_SOURCE_INFO,
  ADVISORY_SOURCES,
  type AdvisorySource,
  type EntryForPassport,
} from '@safetrails/contracts';
import { Quoted } from '@/components/ui/quoted';
import { useDay } from '@/i18n/use-day';
import { readingText, topicList, topicName } from '../lib/guide-text';
import { Attribution, Words } from './fact-source';

const GAP = ' ';
const COLON = ': ';

/** A passport by its nationality, in the page's language: "Irish", "irlandés". */
function passportName(intl: IntlShape, source: AdvisorySource): string {
  return intl.formatMessage(
    {
      id: 'entry.passport',
      defaultMessage: '{source, select, us {U.S.} uk {British} ca {Canadian} au {Australian} other {Irish}}',
    },
    { source },
  );
}

const STORAGE_KEY = 'safetrails.passportForVisit';
const OTHER = 'other';

function visitPassport(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function EntryFacts({ entry, name }: { readonly entry: EntryForPassport; readonly name: string }) {
  const intl = useIntl();
  const day = useDay();
  return (
    <div className="entry-facts" data-testid={`entry-${entry.source}`}>
      <h3 className="panel-subtitle">
        {intl.formatMessage(
          {
            id: 'entry.for',
            defaultMessage:
              'For {source, select, us {U.S.} uk {British} ca {Canadian} au {Australian} other {Irish}} citizens, from {organisation}',
          },
          { source: entry.source, organisation: entry.page.organisation },
        )}
      </h3>
      <p className="muted">
        {intl.formatMessage(
          { id: 'entry.pageOf', defaultMessage: '{page}, its page of {date}' },
          { page: <Quoted>{entry.page.page}</Quoted>, date: day(entry.page.asOf) },
        )}
      </p>
      <ul className="guide-topics">
        {entry.findings.map((finding) => (
          <li key={finding.topic} className="guide-topic" data-topic={finding.topic}>
            <p className="guide-topic-line">
              <strong>{topicName(intl, finding.topic)}</strong>
              {readingText(intl, finding) && COLON + readingText(intl, finding)}
            </p>
            <Words words={finding.words.slice(0, 1)} cite={finding.url} />
          </li>
        ))}
      </ul>
      {entry.unstated.length > 0 && (
        <p className="muted">
          {intl.formatMessage(
            { id: 'entry.unstated', defaultMessage: 'Its page does not state, for {country}: {topics}.' },
            { country: name, topics: topicList(intl, entry.unstated) },
          )}
        </p>
      )}
      <Attribution fact={entry.page} />
    </div>
  );
}

export function BeforeYouGo({
  entry,
  name,
  home,
}: {
  readonly entry: readonly EntryForPassport[];
  readonly name: string;
  /** Her passport's country from the safety profile (ISO alpha-2), where she gave one. */
  readonly home: string | null;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | null>(() => visitPassport());
  const passport = chosen ?? home;
  const choose = (value: string) => {
    setChosen(value);
    try {
      sessionStorage.setItem(STORAGE_KEY, value);
    } catch {
      // A browser that keeps nothing still shows the choice for this page.
    }
  };
  const own = entry.find((item) => item.passport === passport) ?? null;
  const others = entry.filter((item) => item !== own);
  return (
    <section
      className="card country-section before-you-go"
      aria-labelledby="before-you-go-title"
      data-testid="before-you-go"
    >
      <h2 id="before-you-go-title">
        <Plane aria-hidden="true" size={20} />
        {GAP}
        {intl.formatMessage(
          { id: 'entry.title', defaultMessage: 'Before you go: entry to {country}' },
          { country: name },
        )}
      </h2>
      <label className="field before-you-go-passport">
        <span>{intl.formatMessage({ id: 'entry.yourPassport', defaultMessage: 'Your passport' })}</span>
        <select className="field-input" value={passport ?? ''} onChange={(event) => choose(event.target.value)}>
          <option value="" disabled>
            {intl.formatMessage({ id: 'entry.choose', defaultMessage: 'Choose…' })}
          </option>
          {ADVISORY_SOURCES.map((source) => (
            <option key={source} value={ADVISORY_SOURCE_INFO[source].home}>
              {passportName(intl, source)}
            </option>
          ))}
          <option value={OTHER}>
            {intl.formatMessage({ id: 'entry.another', defaultMessage: 'Another passport' })}
          </option>
        </select>
      </label>
      <p className="muted">
        {intl.formatMessage({
          id: 'entry.ownCitizens',
          defaultMessage: 'Each government writes entry rules for its own citizens. Your choice stays in this tab.',
        })}
      </p>
      {entry.length === 0 ? (
        <p className="muted">
          {intl.formatMessage(
            { id: 'entry.none', defaultMessage: 'No government we follow has an entry page for {country}.' },
            { country: name },
          )}
        </p>
      ) : own ? (
        <EntryFacts entry={own} name={name} />
      ) : (
        passport !== null && (
          <p className="muted" data-testid="no-own-entry">
            {passport === OTHER
              ? intl.formatMessage(
                  {
                    id: 'entry.otherPassport',
                    defaultMessage:
                      'None of the five governments we follow writes for your passport: check with the embassy of {country}. What each government says for its own citizens is below.',
                  },
                  { country: name },
                )
              : intl.formatMessage(
                  {
                    id: 'entry.noOwnPage',
                    defaultMessage:
                      'Your government has no entry page we hold for {country}. What each government says for its own citizens is below.',
                  },
                  { country: name },
                )}
          </p>
        )
      )}
      {others.length > 0 && (
        <details className="guide-others" open={own === null && passport !== null}>
          <summary>
            {intl.formatMessage(
              { id: 'entry.others', defaultMessage: 'For other passports ({count, number})' },
              { count: others.length },
            )}
          </summary>
          {others.map((item) => (
            <EntryFacts key={item.source} entry={item} name={name} />
          ))}
        </details>
      )}
    </section>
  );
}
