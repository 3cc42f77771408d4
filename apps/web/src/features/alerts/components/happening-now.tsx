/**
 * What is happening now, at the very top of a city's or a country's page: each active alert from an
 * official source or verified by a moderator in one line (its kind, what the source calls it, how
 * far from the city, how long ago), linked to its full card further down. It reads the same query as
 * that list, so it costs no request; offline it shows the last alerts this device kept, each with
 * its time. Nothing is drawn when nothing is happening.
 */
import { ChevronRight, CircleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { SafetyAlert } from '@safetrails/contracts';
import { useNow } from '@/lib/use-now';
import type { AlertSource } from '../api/alert-keys';
import { useAlerts } from '../api/get-alerts';
import {
  alertAgo,
  alertMoment,
  distanceAway,
  kindName,
  officialName,
  severityName,
  typeName,
} from '../lib/alert-labels';
import { metresBetween } from '../lib/distance';
import '@/styles/alerts.css';

const TICK_MS = 30_000;
const SHOWN = 4;
const GAP = ' ';
const DOT = ' · ';

interface HappeningNowProps {
  readonly source: AlertSource;
  /** Where distances are measured from: the city; null for a country. */
  readonly from: { readonly latitude: number; readonly longitude: number } | null;
  readonly name: string;
}

/** Official first, then the most severe, then the newest. */
function byUrgency(a: SafetyAlert, b: SafetyAlert): number {
  const rank = { critical: 4, high: 3, medium: 2, low: 1 } as const;
  return rank[b.severity] - rank[a.severity] || Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

export function HappeningNow({ source, from, name }: HappeningNowProps) {
  const intl = useIntl();
  const alerts = useAlerts(source);
  const now = useNow(TICK_MS);
  if (!alerts.isSuccess) return null;
  const live = alerts.data
    .filter((alert) => alert.isActive && (alert.official !== null || alert.verified))
    .sort(byUrgency);
  if (live.length === 0) return null;
  return (
    <section className="happening-now" aria-labelledby="happening-now-title" data-testid="happening-now">
      <h2 id="happening-now-title" className="happening-now-title">
        <CircleAlert aria-hidden="true" size={18} />
        {GAP}
        {intl.formatMessage({ id: 'alerts.happeningNow', defaultMessage: 'Happening now in {place}' }, { place: name })}
      </h2>
      <ul>
        {live.slice(0, SHOWN).map((alert) => (
          <li key={alert.id} className={`happening-now-item happening-now-${alert.severity}`}>
            <a href={`#alert-${alert.id}`}>
              <span className="happening-now-what">
                {severityName(intl, alert.severity)}
                {DOT}
                {alert.official ? kindName(intl, alert.official.kind) : typeName(intl, alert.alertType)}
              </span>
              {GAP}
              <span className="happening-now-title-text">{alert.title}</span>
              <span className="happening-now-meta">
                {from && alert.latitude !== null && alert.longitude !== null && (
                  <>
                    {distanceAway(intl, metresBetween(from, { latitude: alert.latitude, longitude: alert.longitude }))}
                    {DOT}
                  </>
                )}
                <time
                  dateTime={alert.official?.eventTime ?? alert.createdAt}
                  title={alertMoment(intl, alert.official?.eventTime ?? alert.createdAt)}
                >
                  {alertAgo(intl, alert.official?.eventTime ?? alert.createdAt, now)}
                </time>
                {DOT}
                {alert.official
                  ? officialName(intl, alert.official)
                  : intl.formatMessage({ id: 'alerts.verifiedByModerator', defaultMessage: 'Verified by a moderator' })}
              </span>
              <ChevronRight className="flip-rtl" aria-hidden="true" size={16} />
            </a>
          </li>
        ))}
      </ul>
      {live.length > SHOWN && (
        <p className="happening-now-more">
          <a href="#place-alerts">
            {intl.formatMessage(
              { id: 'alerts.moreBelow', defaultMessage: '{count, number} more below' },
              { count: live.length - SHOWN },
            )}
          </a>
        </p>
      )}
    </section>
  );
}
