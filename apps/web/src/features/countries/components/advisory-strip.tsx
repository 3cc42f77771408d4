/**
 * Under a destination's score: the governments' advice for its country in short (highest and
 * median level, each government's badge and date) with a link to the country page.
 */
import { Link } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import type { DestinationDetail } from '@safetrails/contracts';
import { formatDate, medianText } from '../lib/advisory-text';
import { AdvisoryLevelBadge } from './advisory-level-badge';
import '@/styles/countries.css';
import { analyticsAction } from '@/lib/analytics/tracker';

export function AdvisoryStrip({ destination }: { readonly destination: DestinationDetail }) {
  const advice = destination.countryAdvice;
  return (
    <section className="advisory-strip" aria-label="Official travel advice" data-testid="advisory-strip">
      <ShieldAlert aria-hidden="true" size={20} />
      {advice.advisories.length === 0 ? (
        <p>No government we follow publishes travel advice for {destination.country}.</p>
      ) : (
        <div>
          <p>
            <strong>Official advice for {destination.country}:</strong> most cautious level {advice.highestLevel},
            median {advice.medianLevel !== null ? medianText(advice.medianLevel) : 'none'} ({advice.advisories.length}{' '}
            governments). <Link to={`/country/${destination.countryCode}`}>Compare the governments&apos; advice</Link>
          </p>
          <ul className="advisory-strip-list">
            {advice.advisories.map((advisory) => (
              <li key={advisory.source}>
                <a href={advisory.url} target="_blank" rel="noreferrer" {...analyticsAction('open-official-advice')}>
                  {advisory.organisation}
                </a>{' '}
                <AdvisoryLevelBadge level={advisory.level} />{' '}
                <span className="muted">
                  {formatDate(advisory.issuedAt)}
                  {advisory.stale && ` · last checked on ${formatDate(advisory.lastCheckedAt)}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
