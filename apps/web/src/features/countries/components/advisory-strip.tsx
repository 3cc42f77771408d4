/**
 * The first thing a destination's page says: what each government advises for the city's own area
 * (its state, district, border zone or the city itself, else the country), with the government's
 * words, date and link, most cautious first. Where any says "reconsider" or "do not travel" for the
 * area, the strip takes the strongest treatment. Below it, the country's advice in short with a
 * link to compare the governments side by side.
 */
import { Link } from 'react-router-dom';
import { ShieldAlert, TriangleAlert } from 'lucide-react';
import type { DestinationDetail } from '@safetrails/contracts';
import { formatDate, medianText } from '../lib/advisory-text';
import { homeFirst, homeSource } from '../lib/traveller-lens';
import { AdvisoryLevelBadge } from './advisory-level-badge';
import '@/styles/countries.css';
import { analyticsAction } from '@/lib/analytics/tracker';

const APPLIES_AS: Readonly<Record<'country' | 'region' | 'city' | 'border', string>> = {
  country: 'country-wide',
  region: 'for the area',
  city: 'for the city',
  border: 'for the border zone',
};

export function AdvisoryStrip({
  destination,
  home = null,
}: {
  readonly destination: DestinationDetail;
  /** The traveller's home country: its government's advice comes first, marked as hers. */
  readonly home?: string | null;
}) {
  const own = homeSource(home);
  const advice = destination.countryAdvice;
  const local = destination.localAdvice;
  const serious = local.highestLevel !== null && local.highestLevel >= 3;
  const Icon = serious ? TriangleAlert : ShieldAlert;
  return (
    <section
      className={`advisory-strip${serious ? ' advisory-strip-serious' : ''}`}
      aria-labelledby="local-advice-title"
      data-testid="advisory-strip"
      data-highest-level={local.highestLevel ?? 'none'}
    >
      <Icon aria-hidden="true" size={22} />
      {advice.advisories.length === 0 ? (
        <p id="local-advice-title">No government we follow publishes travel advice for {destination.country}.</p>
      ) : (
        <div>
          <h2 id="local-advice-title" className="advisory-strip-title">
            {serious
              ? `Official advice for ${destination.name}: ${local.highestLevel === 4 ? 'a government advises against all travel here' : 'a government advises reconsidering travel here'}`
              : `Official advice for ${destination.name}`}
          </h2>
          <ul className="local-advice-list" data-testid="local-advice">
            {homeFirst(local.advisories, home).map((entry) => (
              <li
                key={entry.source}
                className={`local-advice local-advice-${entry.level}`}
                data-testid={`local-advice-${entry.source}`}
              >
                <span className="local-advice-head">
                  <strong>{entry.organisation}:</strong>
                  {entry.source === own && <span className="your-government"> (your government)</span>}{' '}
                  <AdvisoryLevelBadge level={entry.level} />
                  <span className="local-advice-scope">
                    {' '}
                    {APPLIES_AS[entry.appliesAs]}
                    {entry.area ? ': ' : ''}
                  </span>
                  {entry.area && <span className="local-advice-area">{entry.area}</span>}
                </span>
                {entry.sourceLevel && (
                  <span className="local-advice-words">
                    The government’s words: <q lang="en">{entry.sourceLevel}</q>
                  </span>
                )}
                <span className="muted local-advice-meta">
                  {formatDate(entry.issuedAt)}
                  {entry.stale &&
                    ` · last checked on ${formatDate(advice.advisories.find((a) => a.source === entry.source)?.lastCheckedAt ?? null)}`}{' '}
                  ·{' '}
                  <a href={entry.url} target="_blank" rel="noreferrer" {...analyticsAction('open-official-advice')}>
                    Read the advice<span className="visually-hidden"> of the {entry.organisation}</span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
          {(local.partly ?? []).length > 0 && (
            <div className="local-advice-partly" data-testid="local-advice-partly">
              <h3 className="local-advice-partly-title">
                {local.partly.some((entry) => entry.partOfKind === 'city')
                  ? `Areas of ${destination.name} the governments single out`
                  : `Advice that applies to part of ${destination.name}'s region`}
              </h3>
              <p className="muted">
                {local.partly.some((entry) => entry.partOfKind === 'city')
                  ? `We hold no boundary for these parts of ${destination.name}, so they do not change the city's level; read the government's words.`
                  : `No boundary we hold says whether ${destination.name} lies in these areas, so they do not change its level; read the government's words.`}
              </p>
              <ul className="local-advice-list">
                {local.partly.map((entry) => (
                  <li
                    key={`${entry.source}-${entry.area}`}
                    className={`local-advice local-advice-${entry.level}`}
                    data-testid={`local-advice-partly-${entry.source}`}
                  >
                    <span className="local-advice-head">
                      <strong>{entry.organisation}:</strong> <AdvisoryLevelBadge level={entry.level} />
                      <span className="local-advice-scope"> applies to part of {entry.partOf}: </span>
                      <span className="local-advice-area">{entry.area}</span>
                    </span>
                    <span className="muted local-advice-meta">
                      {formatDate(entry.issuedAt)} ·{' '}
                      <a href={entry.url} target="_blank" rel="noreferrer">
                        Read the advice<span className="visually-hidden"> of the {entry.organisation}</span>
                      </a>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="advisory-strip-country">
            Country-wide for {destination.country}: most cautious level {advice.highestLevel ?? 'none'}, median{' '}
            {advice.medianLevel !== null ? medianText(advice.medianLevel) : 'none'} ({advice.advisories.length}{' '}
            governments). <Link to={`/country/${destination.countryCode}`}>Compare the governments&apos; advice</Link>
          </p>
        </div>
      )}
    </section>
  );
}
