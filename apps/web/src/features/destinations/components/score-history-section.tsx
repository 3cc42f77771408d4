/**
 * "How this score changed" (DESIGN.md "Scores you can check"): the overall score, and any other
 * metric the traveller ticks, after each event that moved it (one dot per event), and the events
 * themselves: what happened, when, by whom, why, and each metric from before to after.
 */
import { lazy, useId, useState } from 'react';
import { History } from 'lucide-react';
import { SAFETY_METRICS, type SafetyMetric, type ScoreHistoryEntry } from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import { useDayTime } from '@/i18n/use-day';
import { useTimeAgo } from '@/i18n/use-time-ago';
import { useScoreHistory } from '../api/get-score-history';
import {
  actorRoleLabel,
  eventTypeLabel,
  formatScore,
  historyPoints,
  HISTORY_COLUMNS,
  LINE_COLOURS,
  metricChanges,
} from '../lib/score-history-points';
import { metricName } from '../lib/score-words';
import { WhenNearScreen } from '@/components/ui/when-near-screen';

/** The chart's code (recharts) is fetched when the section comes near the screen. */
const HistoryChart = lazy(async () => ({ default: (await import('./score-history-chart')).HistoryChart }));

const METRICS = SAFETY_METRICS;
const GAP = ' ';
const DOT = '●';
const NONE = '—';
const ARROW = ' → ';
/** The newest events shown before "Show all". */
const EVENTS_SHOWN = 10;

export function ScoreHistorySection({ destinationId }: { readonly destinationId: number }) {
  const intl = useIntl();
  const history = useScoreHistory(destinationId);
  const [shownMetrics, setShownMetrics] = useState<readonly SafetyMetric[]>(['safetyScore']);
  const [showAll, setShowAll] = useState(false);
  const id = useId();

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        <History aria-hidden="true" size={20} />
        {GAP}
        {intl.formatMessage({ id: 'history.title', defaultMessage: 'How this score changed' })}
      </h2>
      {history.isPending ? (
        <p className="muted">
          {intl.formatMessage({ id: 'history.loading', defaultMessage: "Loading the score's history…" })}
        </p>
      ) : history.isError ? (
        <p className="muted">
          {intl.formatMessage({
            id: 'history.failed',
            defaultMessage: "The score's history could not be loaded. Please try again later.",
          })}
        </p>
      ) : history.data.entries.length === 0 ? (
        <p className="muted">
          {intl.formatMessage({ id: 'history.none', defaultMessage: 'No event has changed this score yet.' })}
        </p>
      ) : (
        <>
          <p className="muted">
            {intl.formatMessage({
              id: 'history.lead',
              defaultMessage:
                "Every change to this destination's scores is an event in its history: a baseline from a stated source, a traveller's rating, a moderator's removal. One dot per event.",
            })}
          </p>
          <fieldset className="history-controls">
            <legend className="visually-hidden">
              {intl.formatMessage({ id: 'history.metrics', defaultMessage: 'Metrics on the chart' })}
            </legend>
            {METRICS.map((metric) => (
              <label key={metric}>
                <input
                  type="checkbox"
                  checked={shownMetrics.includes(metric)}
                  onChange={(event) =>
                    setShownMetrics((current) =>
                      event.target.checked ? [...current, metric] : current.filter((key) => key !== metric),
                    )
                  }
                />
                <span style={{ color: LINE_COLOURS[metric] }} aria-hidden="true">
                  {DOT}
                </span>
                {metricName(intl, metric)}
              </label>
            ))}
          </fieldset>
          {hasScores(history.data.entries) ? (
            <WhenNearScreen
              className="history-chart"
              loadingLabel={intl.formatMessage({ id: 'history.chartLoading', defaultMessage: 'Loading the chart…' })}
            >
              <HistoryChart points={historyPoints(history.data.entries)} metrics={shownMetrics} />
            </WhenNearScreen>
          ) : (
            <p className="muted">
              {intl.formatMessage({
                id: 'history.noScore',
                defaultMessage: 'No score to chart yet: the events below have not given this destination one.',
              })}
            </p>
          )}
          <EventTable
            entries={[...history.data.entries].reverse().slice(0, showAll ? undefined : EVENTS_SHOWN)}
            total={history.data.entries.length}
          />
          {history.data.entries.length > EVENTS_SHOWN && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setShowAll((value) => !value)}>
              {showAll
                ? intl.formatMessage({ id: 'history.showLatest', defaultMessage: 'Show the latest events' })
                : intl.formatMessage(
                    { id: 'history.showAll', defaultMessage: 'Show all {count, number} events' },
                    { count: history.data.entries.length },
                  )}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function hasScores(entries: readonly ScoreHistoryEntry[]): boolean {
  return entries.some((entry) => METRICS.some((metric) => entry.after[metric] !== null));
}

function EventTable({ entries, total }: { readonly entries: readonly ScoreHistoryEntry[]; readonly total: number }) {
  const intl = useIntl();
  const timeAgo = useTimeAgo();
  const dayTime = useDayTime();
  const column = (key: keyof typeof HISTORY_COLUMNS) => intl.formatMessage(HISTORY_COLUMNS[key]);
  return (
    <div className="history-table-wrap">
      <table className="history-table">
        <caption>
          {intl.formatMessage(
            {
              id: 'history.caption',
              defaultMessage: 'The events behind the score, newest first ({shown, number} of {total, number})',
            },
            { shown: entries.length, total },
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">{column('when')}</th>
            <th scope="col">{column('event')}</th>
            <th scope="col">{column('by')}</th>
            <th scope="col">{column('reason')}</th>
            <th scope="col">{column('change')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const changes = metricChanges(entry);
            return (
              <tr key={entry.eventId}>
                <td data-label={column('when')}>
                  <time dateTime={entry.occurredAt} title={dayTime(entry.occurredAt)}>
                    {timeAgo(entry.occurredAt)}
                  </time>
                </td>
                <td data-label={column('event')}>{eventTypeLabel(intl, entry.type)}</td>
                <td data-label={column('by')}>{actorRoleLabel(intl, entry.actorRole)}</td>
                {/* The reason is the scoring's own English (a government's words within it quoted). */}
                <td data-label={column('reason')} lang="en">
                  {entry.reason ?? NONE}
                </td>
                <td data-label={column('change')}>
                  {changes.length === 0 ? (
                    intl.formatMessage({ id: 'history.noChange', defaultMessage: 'No visible change' })
                  ) : (
                    <ul className="history-changes">
                      {changes.map(({ metric, before, after }) => (
                        <li key={metric}>
                          {intl.formatMessage(
                            { id: 'map.tooltip.layer.value', defaultMessage: '{layer}: {value}' },
                            {
                              layer: metricName(intl, metric),
                              value: `${formatScore(intl, before)}${ARROW}${formatScore(intl, after)}`,
                            },
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
