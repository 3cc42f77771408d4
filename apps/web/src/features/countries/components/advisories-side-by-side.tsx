/**
 * Each government's advice in a row: its level as a badge and a bar (so the disagreement is seen
 * at a glance), its own words, the date it gives, when we last checked it, the link to its page,
 * the regions it rates apart, and its sections for women and LGBT+ travellers where it has them.
 */
import { ExternalLink } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { AdvisorySection, CountryAdvisory } from '@safetrails/contracts';
import { Quoted } from '@/components/ui/quoted';
import { useDay } from '@/i18n/use-day';
import { useNow } from '@/lib/use-now';
import { mayBeOutdated } from '../lib/advisory-text';
import { levelName } from '@/lib/advisory-words';
import { areaText } from '../lib/area-text';
import { AdvisoryLevelBadge } from './advisory-level-badge';
import { analyticsAction } from '@/lib/analytics/tracker';

const HOUR_MS = 3_600_000;
const GAP = ' ';
const DOT = ' · ';
const DASH = ' — ';

function Section({ title, section }: { readonly title: string; readonly section: AdvisorySection | null }) {
  const intl = useIntl();
  if (!section) return null;
  return (
    <details className="advisory-details">
      <summary>{title}</summary>
      {section.text && (
        <p className="advisory-section-text" lang="en">
          {section.text}
        </p>
      )}
      {section.url && (
        <p>
          <a href={section.url} target="_blank" rel="noreferrer">
            {section.text
              ? intl.formatMessage({ id: 'advice.readMore', defaultMessage: 'Read more from the source' })
              : intl.formatMessage({ id: 'advice.guidance', defaultMessage: 'The source’s guidance' })}
          </a>
        </p>
      )}
    </details>
  );
}

export function AdvisoriesSideBySide({ advisories }: { readonly advisories: readonly CountryAdvisory[] }) {
  const intl = useIntl();
  const day = useDay();
  const now = useNow(HOUR_MS);
  return (
    <ol
      className="advisory-rows"
      aria-label={intl.formatMessage({
        id: 'advice.byGovernment',
        defaultMessage: 'Official travel advice by government',
      })}
    >
      {advisories.map((advisory) => (
        <li key={advisory.source} className="advisory-row" data-testid={`advisory-${advisory.source}`}>
          <div className="advisory-row-head">
            <h3>{advisory.organisation}</h3>
            <AdvisoryLevelBadge level={advisory.level} />
          </div>
          <div
            className="advisory-meter"
            role="img"
            aria-label={intl.formatMessage(
              { id: 'advice.meter', defaultMessage: '{organisation}: {level}' },
              { organisation: advisory.organisation, level: levelName(intl, advisory.level) },
            )}
          >
            {[1, 2, 3, 4].map((step) => (
              <span
                key={step}
                className={`advisory-meter-step${advisory.level !== null && step <= advisory.level ? ` advisory-meter-on-${advisory.level}` : ''}`}
              />
            ))}
          </div>
          {advisory.sourceLevel && (
            <p className="advisory-words">
              <Quoted>{advisory.sourceLevel}</Quoted>
            </p>
          )}
          {advisory.summary && (
            <p className="advisory-summary" lang="en">
              {advisory.summary}
            </p>
          )}
          {advisory.indicators.length > 0 && (
            <p className="advisory-indicators">
              {intl.formatMessage({ id: 'advice.indicators', defaultMessage: 'Risk indicators:' })}
              {GAP}
              <span lang="en">{advisory.indicators.map((indicator) => indicator.name).join(', ')}</span>
            </p>
          )}
          <p className="advisory-dates">
            {intl.formatMessage(
              { id: 'advice.issued', defaultMessage: 'Issued {date}' },
              { date: day(advisory.issuedAt) },
            )}
            {mayBeOutdated(advisory.issuedAt, now) && (
              <span className="advisory-warning">
                {DOT}
                {intl.formatMessage({ id: 'advice.outdated', defaultMessage: 'may be outdated' })}
              </span>
            )}
            {DOT}
            {advisory.stale ? (
              <span className="advisory-warning">
                {intl.formatMessage(
                  { id: 'advice.lastChecked', defaultMessage: 'last checked on {date}' },
                  { date: day(advisory.lastCheckedAt) },
                )}
              </span>
            ) : (
              intl.formatMessage(
                { id: 'advice.checked', defaultMessage: 'checked {date}' },
                { date: day(advisory.lastCheckedAt) },
              )
            )}
            {DOT}
            <a href={advisory.url} target="_blank" rel="noreferrer" {...analyticsAction('open-official-advice')}>
              {intl.formatMessage({ id: 'advice.read', defaultMessage: 'Read the advice' })}
              {GAP}
              <ExternalLink aria-hidden="true" size={12} />
            </a>
          </p>
          {advisory.regions.length > 0 && (
            <details className="advisory-details">
              <summary>
                {intl.formatMessage(
                  {
                    id: 'advice.regions',
                    defaultMessage: '{count, plural, one {# area rated apart} other {# areas rated apart}}',
                  },
                  { count: advisory.regions.length },
                )}
              </summary>
              <ul className="advisory-regions">
                {advisory.regions.map((region, index) => (
                  <li key={`${region.name}-${index}`}>
                    {region.group && region.group !== advisory.regions[index - 1]?.group && (
                      <span className="advisory-region-group">{region.group}</span>
                    )}
                    <AdvisoryLevelBadge level={region.level} />
                    {GAP}
                    <strong lang="en">{region.name}</strong>
                    <span className="muted">
                      {DASH}
                      <Quoted>{region.sourceLevel}</Quoted>
                    </span>
                    {region.area && <span className="advisory-region-placed">{areaText(intl, region.area)}</span>}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <Section
            title={intl.formatMessage({ id: 'advice.women', defaultMessage: 'Women travellers' })}
            section={advisory.womenTravellers}
          />
          <Section
            title={intl.formatMessage({ id: 'advice.lgbt', defaultMessage: 'LGBT+ travellers' })}
            section={advisory.lgbtTravellers}
          />
          <p className="advisory-licence muted" lang="en">
            {advisory.licence}
          </p>
        </li>
      ))}
    </ol>
  );
}
