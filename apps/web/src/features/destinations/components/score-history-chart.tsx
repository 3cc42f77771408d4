/**
 * The line chart of "How this score changed": the chosen metrics after each event, one dot per
 * event. Its own module so that recharts loads only when the chart is about to be seen.
 */
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SafetyMetric } from '@safetrails/contracts';
import { useIntl } from 'react-intl';
import { formatScore, LINE_COLOURS, type HistoryPoint } from '../lib/score-history-points';
import { metricName } from '../lib/score-words';

function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: '2-digit' });
}

export function HistoryChart({
  points,
  metrics,
}: {
  readonly points: HistoryPoint[];
  readonly metrics: readonly SafetyMetric[];
}) {
  const intl = useIntl();
  return (
    <figure
      className="history-chart"
      aria-label={intl.formatMessage({
        id: 'history.chart',
        defaultMessage: 'Chart of the score after each event; the table below lists the same events',
      })}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 10, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#e6dccf" strokeDasharray="3 3" />
          <XAxis
            dataKey="index"
            type="number"
            domain={[0, Math.max(1, points.length - 1)]}
            allowDecimals={false}
            padding={{ left: 24, right: 24 }}
            tickFormatter={(index: number) => {
              const point = points[index];
              return point ? shortDate(point.occurredAt) : '';
            }}
            tick={{ fontSize: 12 }}
          />
          <YAxis domain={[0, 100]} ticks={[0, 20, 40, 60, 80, 100]} tick={{ fontSize: 12 }} />
          <Tooltip content={<HistoryTooltip points={points} metrics={metrics} />} />
          {metrics.map((metric) => (
            <Line
              key={metric}
              type="monotone"
              dataKey={metric}
              name={metricName(intl, metric)}
              stroke={LINE_COLOURS[metric]}
              strokeWidth={metric === 'safetyScore' ? 3 : 2}
              dot={{ r: 4 }}
              activeDot={{ r: 6 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

interface HistoryTooltipProps {
  readonly points: HistoryPoint[];
  readonly metrics: readonly SafetyMetric[];
  readonly active?: boolean;
  readonly label?: number | string;
}

function HistoryTooltip({ points, metrics, active, label }: HistoryTooltipProps) {
  const intl = useIntl();
  const point = active ? points[Number(label)] : undefined;
  if (!point) return null;
  return (
    <div className="history-tooltip">
      <p>
        <strong>{new Date(point.occurredAt).toLocaleString(intl.locale === 'en' ? 'en-GB' : intl.locale)}</strong>
      </p>
      {metrics.map((metric) => (
        <p key={metric}>
          {intl.formatMessage(
            { id: 'map.tooltip.layer.value', defaultMessage: '{layer}: {value}' },
            { layer: metricName(intl, metric), value: formatScore(intl, point[metric]) },
          )}
        </p>
      ))}
    </div>
  );
}
