/**
 * "How this score changed" (DESIGN.md "Scores you can check"): the overall score, and any other
 * metric the traveller ticks, after each event that moved it (one dot per event), and the events
 * themselves: what happened, when, by whom, why, and each metric from before to after.
 */
import { lazy, useId, useState } from 'react';
import { History } from 'lucide-react';
import type { SafetyMetric, ScoreHistoryEntry } from '@safetrails/contracts';
import { timeAgo } from '@/lib/time-ago';
import { useScoreHistory } from '../api/get-score-history';
import {
  eventTypeLabel,
  formatScore,
  historyPoints,
  LINE_COLOURS,
  METRIC_LABELS,
  metricChanges,
} from '../lib/score-history-points';
import { WhenNearScreen } from '@/components/ui/when-near-screen';
import { formatDateTime } from '@/lib/format-date';

/** The chart's code (recharts) is fetched when the section comes near the screen. */
const HistoryChart = lazy(async () => ({ default: (await import('./score-history-chart')).HistoryChart }));

const METRICS = Object.keys(METRIC_LABELS) as SafetyMetric[];
/** The newest events shown before "Show all". */
const EVENTS_SHOWN = 10;

export function ScoreHistorySection({ destinationId }: { readonly destinationId: number }) {
  const history = useScoreHistory(destinationId);
  const [shownMetrics, setShownMetrics] = useState<readonly SafetyMetric[]>(['safetyScore']);
  const [showAll, setShowAll] = useState(false);
  const id = useId();

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        <History aria-hidden="true" size={20} /> How this score changed
      </h2>
      {history.isPending ? (
        <p className="muted">Loading the score&apos;s history…</p>
      ) : history.isError ? (
        <p className="muted">The score&apos;s history could not be loaded. Please try again later.</p>
      ) : history.data.entries.length === 0 ? (
        <p className="muted">No event has changed this score yet.</p>
      ) : (
        <>
          <p className="muted">
            Every change to this destination&apos;s scores is an event in its history: a baseline from a stated source,
            a traveller&apos;s rating, a moderator&apos;s removal. One dot per event.
          </p>
          <fieldset className="history-controls">
            <legend className="visually-hidden">Metrics on the chart</legend>
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
                  ●
                </span>
                {METRIC_LABELS[metric]}
              </label>
            ))}
          </fieldset>
          {hasScores(history.data.entries) ? (
            <WhenNearScreen className="history-chart" loadingLabel="Loading the chart…">
              <HistoryChart points={historyPoints(history.data.entries)} metrics={shownMetrics} />
            </WhenNearScreen>
          ) : (
            <p className="muted">No score to chart yet: the events below have not given this destination one.</p>
          )}
          <EventTable
            entries={[...history.data.entries].reverse().slice(0, showAll ? undefined : EVENTS_SHOWN)}
            total={history.data.entries.length}
          />
          {history.data.entries.length > EVENTS_SHOWN && (
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setShowAll((value) => !value)}>
              {showAll ? 'Show the latest events' : `Show all ${history.data.entries.length} events`}
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
  return (
    <div className="history-table-wrap">
      <table className="history-table">
        <caption>
          The events behind the score, newest first ({entries.length} of {total})
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Event</th>
            <th scope="col">By</th>
            <th scope="col">Reason</th>
            <th scope="col">Before → after</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const changes = metricChanges(entry);
            return (
              <tr key={entry.eventId}>
                <td data-label="When">
                  <time dateTime={entry.occurredAt} title={formatDateTime(entry.occurredAt)}>
                    {timeAgo(entry.occurredAt)}
                  </time>
                </td>
                <td data-label="Event">{eventTypeLabel(entry.type)}</td>
                <td data-label="By">{entry.actorRole}</td>
                <td data-label="Reason">{entry.reason ?? '—'}</td>
                <td data-label="Before → after">
                  {changes.length === 0 ? (
                    'No visible change'
                  ) : (
                    <ul className="history-changes">
                      {changes.map(({ metric, label, before, after }) => (
                        <li key={metric}>
                          {label}: {formatScore(before)} → {formatScore(after)}
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
