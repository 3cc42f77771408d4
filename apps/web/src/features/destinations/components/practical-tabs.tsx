/** The practical tabs of a destination: getting around (the side of the road, the governments' words, travellers' tips) and emergencies (numbers, embassy, tips). */
import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { type DestinationDetail, type SafetyTipView, type TipCategory } from '@safetrails/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountryName } from '@/i18n/use-country-name';
import { useTimeAgo } from '@/i18n/use-time-ago';
import { metricName } from '../lib/score-words';
import { useNeighbourhoodReports } from '../api/get-neighbourhood-reports';
import { useTopTips } from '../api/get-top-tips';
import { MetricBar } from './metric-bar';
import { MetricIcon } from './metric-icon';
import { ComingSoon } from './destination-tabs';

const GAP = ' ';

const TRANSPORT_TIPS: readonly TipCategory[] = ['transportation'];
const EMERGENCY_TIPS: readonly TipCategory[] = ['emergency', 'health'];

export function TransportationTab({
  destination,
  governments,
}: {
  readonly destination: DestinationDetail;
  /** The governments' words on getting around the country, composed in by the route. */
  readonly governments?: ReactNode;
}) {
  const intl = useIntl();
  const timeAgo = useTimeAgo();
  const reports = useNeighbourhoodReports(destination.id);
  const tips = useTopTips(destination.id);
  const transportReports = (reports.data ?? []).filter((report) => report.transportOptions);
  const transportTips = tipsIn(tips.data, TRANSPORT_TIPS);
  const loading = reports.isPending || tips.isPending;
  const noMetrics = destination.publicTransport === null && destination.walkability === null;
  if (!governments && noMetrics && transportReports.length === 0 && transportTips.length === 0) {
    return loading ? (
      <p className="muted">{intl.formatMessage({ id: 'guide.loading', defaultMessage: 'Loading…' })}</p>
    ) : (
      <ComingSoon>
        {intl.formatMessage(
          { id: 'tabs.transport.soon', defaultMessage: 'Transport safety for {city} is on its way.' },
          { city: destination.name },
        )}
      </ComingSoon>
    );
  }
  return (
    <div className="destination-tab">
      {governments}
      {!noMetrics && (
        <h3 className="panel-subtitle">
          {intl.formatMessage({ id: 'country.gettingAround', defaultMessage: 'Getting around' })}
        </h3>
      )}
      {!noMetrics && (
        <ul className="metric-list">
          <li>
            <MetricBar
              label={metricName(intl, 'publicTransport')}
              score={destination.publicTransport}
              metric="publicTransport"
              icon={<MetricIcon metric="publicTransport" />}
            />
          </li>
          <li>
            <MetricBar
              label={metricName(intl, 'walkability')}
              score={destination.walkability}
              metric="walkability"
              icon={<MetricIcon metric="walkability" />}
            />
          </li>
        </ul>
      )}
      {transportReports.length > 0 && (
        <>
          <h3 className="panel-subtitle">
            {intl.formatMessage({
              id: 'tabs.transport.reported',
              defaultMessage: 'Transport options travellers reported',
            })}
          </h3>
          <ul className="resource-list">
            {transportReports.map((report) => (
              <li key={report.id}>
                <p>
                  <FormattedMessage
                    id="tabs.transport.report"
                    defaultMessage="<strong>{neighbourhood}</strong>: {options}"
                    values={{
                      neighbourhood: report.neighborhoodName,
                      options: report.transportOptions,
                      strong: (chunks) => <strong>{chunks}</strong>,
                    }}
                  />
                </p>
                {report.bestTimeToVisit && (
                  <p className="resource-meta">
                    <Clock aria-hidden="true" size={12} style={{ display: 'inline' }} />
                    {GAP}
                    {intl.formatMessage(
                      { id: 'tabs.bestTime', defaultMessage: 'Best time to visit: {time}' },
                      { time: report.bestTimeToVisit },
                    )}
                  </p>
                )}
                <p className="resource-meta">
                  {intl.formatMessage(
                    { id: 'tabs.reported', defaultMessage: 'Reported {ago}' },
                    { ago: timeAgo(report.createdAt) },
                  )}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <TipList
        title={intl.formatMessage({ id: 'tabs.transport.tips', defaultMessage: 'Transport tips from travellers' })}
        tips={transportTips}
      />
    </div>
  );
}

export function EmergencyTab({
  destination,
  emergencyNumbers,
}: {
  readonly destination: DestinationDetail;
  /** The country's numbers, composed in by the route (the countries feature draws them). */
  readonly emergencyNumbers: ReactNode;
}) {
  const intl = useIntl();
  const countryName = useCountryName()(destination.countryCode, destination.country);
  const tips = useTopTips(destination.id);
  const emergencyTips = tipsIn(tips.data, EMERGENCY_TIPS);
  return (
    <div className="destination-tab">
      <h3 className="panel-subtitle">
        {intl.formatMessage(
          { id: 'tabs.emergency.numbers', defaultMessage: 'Emergency numbers in {country}' },
          { country: countryName },
        )}
      </h3>
      {emergencyNumbers}
      {destination.medicalAccess !== null && (
        <>
          <h3 className="panel-subtitle">
            {intl.formatMessage({ id: 'tabs.medicalCare', defaultMessage: 'Medical care' })}
          </h3>
          <MetricBar
            label={metricName(intl, 'medicalAccess')}
            score={destination.medicalAccess}
            metric="medicalAccess"
            icon={<MetricIcon metric="medicalAccess" />}
          />
        </>
      )}
      <TipList
        title={intl.formatMessage({
          id: 'tabs.emergency.tips',
          defaultMessage: 'Emergency and health tips from travellers',
        })}
        tips={emergencyTips}
      />
    </div>
  );
}

function tipsIn(tips: readonly SafetyTipView[] | undefined, categories: readonly TipCategory[]): SafetyTipView[] {
  return (tips ?? []).filter((tip) => categories.includes(tip.category));
}

function TipList({ title, tips }: { readonly title: string; readonly tips: readonly SafetyTipView[] }) {
  const intl = useIntl();
  const timeAgo = useTimeAgo();
  if (tips.length === 0) return null;
  return (
    <>
      <h3 className="panel-subtitle">{title}</h3>
      <ul className="resource-list">
        {tips.map((tip) => (
          <li key={tip.id}>
            <p>{tip.content}</p>
            <p className="resource-meta">
              {intl.formatMessage(
                {
                  id: 'tabs.tip.meta',
                  defaultMessage:
                    '{author} · {ago} · {count, plural, one {# found this helpful} other {# found this helpful}}',
                },
                {
                  author:
                    tip.authorName ??
                    intl.formatMessage({ id: 'tabs.tip.formerTraveller', defaultMessage: 'A former traveller' }),
                  ago: timeAgo(tip.createdAt),
                  count: tip.upvotes,
                },
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
