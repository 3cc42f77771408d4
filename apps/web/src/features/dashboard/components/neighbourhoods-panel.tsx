/**
 * The inner Neighborhoods tab: the three safest and the three least safe neighbourhoods by their
 * blended average (`GET /api/safety/neighborhoods/average/{id}`), and travellers' latest reports
 * (`GET /api/safety/neighborhoods?destinationId=`). Empty: 'No neighborhood data available'.
 */
import type { DestinationDetail, NeighbourhoodAverage } from '@safetrails/contracts';
import { ScoreBadge, ScoreDot } from '@/components/ui/score-badge';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTimeAgo } from '@/i18n/use-time-ago';
import { useNeighbourhoodAverages } from '../api/get-neighbourhood-averages';
import { useNeighbourhoodReports } from '../api/get-neighbourhood-reports';
import { neighbourhoodExtremes } from '../lib/neighbourhood-extremes';
import { QueryState } from './query-state';

const LATEST_REPORTS = 3;

export function NeighbourhoodsPanel({ destination }: { readonly destination: DestinationDetail }) {
  const intl = useIntl();
  const timeAgo = useTimeAgo();
  const averages = useNeighbourhoodAverages(destination.id);
  const reports = useNeighbourhoodReports(destination.id);

  return (
    <div className="dash-neighbourhoods">
      <QueryState
        query={averages}
        loadingLabel={intl.formatMessage({
          id: 'dashboard.loading.neighbourhoods',
          defaultMessage: 'Loading neighborhood scores…',
        })}
      >
        {(list) => {
          if (list.length === 0) {
            return (
              <div className="empty-state dash-empty-state-compact">
                <p className="empty-state-title">
                  <FormattedMessage
                    id="dashboard.neighbourhoods.none"
                    defaultMessage="No neighborhood data available"
                  />
                </p>
                <p className="muted">
                  <FormattedMessage
                    id="dashboard.neighbourhoods.none.text"
                    defaultMessage="Report a neighborhood of {place} from the Contribute tab."
                    values={{ place: destination.name }}
                  />
                </p>
              </div>
            );
          }
          const { top, bottom } = neighbourhoodExtremes(list);
          return (
            <div className="dash-neighbourhood-columns">
              <NeighbourhoodList
                title={intl.formatMessage({
                  id: 'dashboard.neighbourhoods.safest',
                  defaultMessage: 'Safest neighborhoods',
                })}
                items={top}
              />
              {bottom.length > 0 && (
                <NeighbourhoodList
                  title={intl.formatMessage({ id: 'dashboard.neighbourhoods.care', defaultMessage: 'Take extra care' })}
                  items={bottom}
                />
              )}
            </div>
          );
        }}
      </QueryState>

      <h3 className="dash-panel-subtitle">
        <FormattedMessage id="dashboard.reports" defaultMessage="Latest traveler reports" />
      </h3>
      <QueryState
        query={reports}
        loadingLabel={intl.formatMessage({
          id: 'dashboard.loading.reports',
          defaultMessage: 'Loading neighborhood reports…',
        })}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="muted">
              <FormattedMessage
                id="dashboard.reports.none"
                defaultMessage="No traveler has reported on a neighborhood of {place} yet."
                values={{ place: destination.name }}
              />
            </p>
          ) : (
            <ul className="dash-report-list">
              {list.slice(0, LATEST_REPORTS).map((report) => (
                <li key={report.id} className="dash-report">
                  <div className="dash-report-head">
                    <strong>{report.neighborhoodName}</strong>
                    <ScoreBadge score={report.safetyScore} />
                    <time className="dash-tip-meta" dateTime={report.createdAt}>
                      {timeAgo(report.createdAt)}
                    </time>
                  </div>
                  {report.description && <p>{report.description}</p>}
                  {(report.bestTimeToVisit || report.transportOptions) && (
                    <dl className="dash-report-details">
                      {report.bestTimeToVisit && (
                        <>
                          <dt>
                            <FormattedMessage id="dashboard.reports.bestTime" defaultMessage="Best time to visit" />
                          </dt>
                          <dd>{report.bestTimeToVisit}</dd>
                        </>
                      )}
                      {report.transportOptions && (
                        <>
                          <dt>
                            <FormattedMessage id="dashboard.reports.transport" defaultMessage="Transport" />
                          </dt>
                          <dd>{report.transportOptions}</dd>
                        </>
                      )}
                    </dl>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

function NeighbourhoodList({
  title,
  items,
}: {
  readonly title: string;
  readonly items: readonly NeighbourhoodAverage[];
}) {
  return (
    <section className="dash-neighbourhood-list" aria-label={title}>
      <h3 className="dash-panel-subtitle">{title}</h3>
      <ol>
        {items.map((item) => (
          <li key={item.neighborhoodName}>
            <ScoreDot score={item.averageSafetyScore} />
            <span className="dash-neighbourhood-name">
              {item.neighborhoodName}
              <span className="dash-neighbourhood-reports">
                <FormattedMessage
                  id="dashboard.neighbourhoods.reports"
                  defaultMessage="{count, plural, =0 {baseline only} one {# report} other {# reports}}"
                  values={{ count: item.reportCount }}
                />
              </span>
            </span>
            <ScoreBadge score={item.averageSafetyScore} />
          </li>
        ))}
      </ol>
    </section>
  );
}
