/**
 * The inner Neighborhoods tab: the three safest and the three least safe neighbourhoods by their
 * blended average (`GET /api/safety/neighborhoods/average/{id}`), and travellers' latest reports
 * (`GET /api/safety/neighborhoods?destinationId=`). Empty: 'No neighborhood data available'.
 */
import type { DestinationDetail, NeighbourhoodAverage } from '@safetrails/contracts';
import { ScoreBadge, ScoreDot } from '@/components/ui/score-badge';
import { timeAgo } from '@/lib/time-ago';
import { useNeighbourhoodAverages } from '../api/get-neighbourhood-averages';
import { useNeighbourhoodReports } from '../api/get-neighbourhood-reports';
import { neighbourhoodExtremes } from '../lib/neighbourhood-extremes';
import { QueryState } from './query-state';

const LATEST_REPORTS = 3;

export function NeighbourhoodsPanel({ destination }: { readonly destination: DestinationDetail }) {
  const averages = useNeighbourhoodAverages(destination.id);
  const reports = useNeighbourhoodReports(destination.id);

  return (
    <div className="dash-neighbourhoods">
      <QueryState query={averages} loadingLabel="Loading neighborhood scores…">
        {(list) => {
          if (list.length === 0) {
            return (
              <div className="empty-state dash-empty-state-compact">
                <p className="empty-state-title">No neighborhood data available</p>
                <p className="muted">Report a neighborhood of {destination.name} from the Contribute tab.</p>
              </div>
            );
          }
          const { top, bottom } = neighbourhoodExtremes(list);
          return (
            <div className="dash-neighbourhood-columns">
              <NeighbourhoodList title="Safest neighborhoods" items={top} />
              {bottom.length > 0 && <NeighbourhoodList title="Take extra care" items={bottom} />}
            </div>
          );
        }}
      </QueryState>

      <h3 className="dash-panel-subtitle">Latest traveler reports</h3>
      <QueryState query={reports} loadingLabel="Loading neighborhood reports…">
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No traveler has reported on a neighborhood of {destination.name} yet.</p>
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
                          <dt>Best time to visit</dt>
                          <dd>{report.bestTimeToVisit}</dd>
                        </>
                      )}
                      {report.transportOptions && (
                        <>
                          <dt>Transport</dt>
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
                {item.reportCount === 0
                  ? 'baseline only'
                  : `${item.reportCount} report${item.reportCount === 1 ? '' : 's'}`}
              </span>
            </span>
            <ScoreBadge score={item.averageSafetyScore} />
          </li>
        ))}
      </ol>
    </section>
  );
}
