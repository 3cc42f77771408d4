/**
 * "Before you go" on a country page: entry as each government writes it for its own citizens, the
 * traveller's passport first. Her passport comes from her safety profile (the lens), or she picks one
 * for this visit; the choice stays in this browser tab and is never sent.
 */
import { useState } from 'react';
import { Plane } from 'lucide-react';
import { ADVISORY_SOURCE_INFO, ADVISORY_SOURCES, type EntryForPassport } from '@safetrails/contracts';
import { formatDate } from '../lib/advisory-text';
import { readingText, TOPIC_LABEL } from '../lib/guide-text';
import { Attribution, Words } from './fact-source';

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
  return (
    <div className="entry-facts" data-testid={`entry-${entry.source}`}>
      <h3 className="panel-subtitle">
        For {entry.nationality} citizens, from {entry.page.organisation}
      </h3>
      <p className="muted">
        <span lang="en">“{entry.page.page}”</span>, its page of {formatDate(entry.page.asOf)}
      </p>
      <ul className="guide-topics">
        {entry.findings.map((finding) => (
          <li key={finding.topic} className="guide-topic" data-topic={finding.topic}>
            <p className="guide-topic-line">
              <strong>{TOPIC_LABEL[finding.topic]}</strong>
              {readingText(finding) && <>: {readingText(finding)}</>}
            </p>
            <Words words={finding.words.slice(0, 1)} cite={finding.url} />
          </li>
        ))}
      </ul>
      {entry.unstated.length > 0 && (
        <p className="muted">
          Its page does not state, for {name}:{' '}
          {entry.unstated.map((topic) => TOPIC_LABEL[topic].toLowerCase()).join(', ')}.
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
        <Plane aria-hidden="true" size={20} /> Before you go: entry to {name}
      </h2>
      <label className="field before-you-go-passport">
        <span>Your passport</span>
        <select className="field-input" value={passport ?? ''} onChange={(event) => choose(event.target.value)}>
          <option value="" disabled>
            Choose…
          </option>
          {ADVISORY_SOURCES.map((source) => (
            <option key={source} value={ADVISORY_SOURCE_INFO[source].home}>
              {ADVISORY_SOURCE_INFO[source].nationality}
            </option>
          ))}
          <option value={OTHER}>Another passport</option>
        </select>
      </label>
      <p className="muted">Each government writes entry rules for its own citizens. Your choice stays in this tab.</p>
      {entry.length === 0 ? (
        <p className="muted">No government we follow has an entry page for {name}.</p>
      ) : own ? (
        <EntryFacts entry={own} name={name} />
      ) : (
        passport !== null && (
          <p className="muted" data-testid="no-own-entry">
            {passport === OTHER
              ? 'None of the five governments we follow writes for your passport: check with the embassy of'
              : 'Your government has no entry page we hold for'}{' '}
            {name}. What each government says for its own citizens is below.
          </p>
        )
      )}
      {others.length > 0 && (
        <details className="guide-others" open={own === null && passport !== null}>
          <summary>For other passports ({others.length})</summary>
          {others.map((item) => (
            <EntryFacts key={item.source} entry={item} name={name} />
          ))}
        </details>
      )}
    </section>
  );
}
