/**
 * Each government's advice in a row: its level as a badge and a bar (so the disagreement is seen
 * at a glance), its own words, the date it gives, when we last checked it, the link to its page,
 * the regions it rates apart, and its sections for women and LGBT+ travellers where it has them.
 */
import { ExternalLink } from 'lucide-react';
import type { AdvisorySection, CountryAdvisory } from '@safetrails/contracts';
import { useNow } from '@/lib/use-now';
import { formatDate, levelLabel, mayBeOutdated } from '../lib/advisory-text';
import { areaText } from '../lib/area-text';
import { AdvisoryLevelBadge } from './advisory-level-badge';
import { analyticsAction } from '@/lib/analytics/tracker';

const HOUR_MS = 3_600_000;

function Section({ title, section }: { readonly title: string; readonly section: AdvisorySection | null }) {
  if (!section) return null;
  return (
    <details className="advisory-details">
      <summary>{title}</summary>
      {section.text && <p className="advisory-section-text">{section.text}</p>}
      {section.url && (
        <p>
          <a href={section.url} target="_blank" rel="noreferrer">
            {section.text ? 'Read more from the source' : 'The source’s guidance'}
          </a>
        </p>
      )}
    </details>
  );
}

export function AdvisoriesSideBySide({ advisories }: { readonly advisories: readonly CountryAdvisory[] }) {
  const now = useNow(HOUR_MS);
  return (
    <ol className="advisory-rows" aria-label="Official travel advice by government">
      {advisories.map((advisory) => (
        <li key={advisory.source} className="advisory-row" data-testid={`advisory-${advisory.source}`}>
          <div className="advisory-row-head">
            <h3>{advisory.organisation}</h3>
            <AdvisoryLevelBadge level={advisory.level} />
          </div>
          <div
            className="advisory-meter"
            role="img"
            aria-label={`${advisory.organisation}: ${levelLabel(advisory.level)}`}
          >
            {[1, 2, 3, 4].map((step) => (
              <span
                key={step}
                className={`advisory-meter-step${advisory.level !== null && step <= advisory.level ? ` advisory-meter-on-${advisory.level}` : ''}`}
              />
            ))}
          </div>
          {advisory.sourceLevel && (
            <p className="advisory-words" lang="en">
              “{advisory.sourceLevel}”
            </p>
          )}
          {advisory.summary && <p className="advisory-summary">{advisory.summary}</p>}
          {advisory.indicators.length > 0 && (
            <p className="advisory-indicators">
              Risk indicators: {advisory.indicators.map((indicator) => indicator.name).join(', ')}
            </p>
          )}
          <p className="advisory-dates">
            Issued {formatDate(advisory.issuedAt)}
            {mayBeOutdated(advisory.issuedAt, now) && <span className="advisory-warning"> · may be outdated</span>}
            {' · '}
            {advisory.stale ? (
              <span className="advisory-warning">last checked on {formatDate(advisory.lastCheckedAt)}</span>
            ) : (
              <>checked {formatDate(advisory.lastCheckedAt)}</>
            )}
            {' · '}
            <a href={advisory.url} target="_blank" rel="noreferrer" {...analyticsAction('open-official-advice')}>
              Read the advice <ExternalLink aria-hidden="true" size={12} />
            </a>
          </p>
          {advisory.regions.length > 0 && (
            <details className="advisory-details">
              <summary>
                {advisory.regions.length} area{advisory.regions.length === 1 ? '' : 's'} rated apart
              </summary>
              <ul className="advisory-regions">
                {advisory.regions.map((region, index) => (
                  <li key={`${region.name}-${index}`}>
                    {region.group && region.group !== advisory.regions[index - 1]?.group && (
                      <span className="advisory-region-group">{region.group}</span>
                    )}
                    <AdvisoryLevelBadge level={region.level} /> <strong>{region.name}</strong>
                    <span className="muted" lang="en">
                      {' '}
                      — “{region.sourceLevel}”
                    </span>
                    {region.area && <span className="advisory-region-placed">{areaText(region.area)}</span>}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <Section title="Women travellers" section={advisory.womenTravellers} />
          <Section title="LGBT+ travellers" section={advisory.lgbtTravellers} />
          <p className="advisory-licence muted">{advisory.licence}</p>
        </li>
      ))}
    </ol>
  );
}
