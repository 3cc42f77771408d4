/**
 * "How this score is worked out": the overall score's explanation (`explainScore` of
 * @safetrails/scoring, the same words the console's audit and `npm run audit:score` give): what
 * it starts from, each government's level for where the city is, and the arithmetic. Closed by
 * default; a page kept offline by a version before it has none and shows nothing.
 */
import { useIntl } from 'react-intl';
import type { DestinationDetail } from '@safetrails/contracts';
import { scoreWorkingOf } from '../api/get-destination';

export function ScoreWorking({ destination }: { readonly destination: DestinationDetail }) {
  const intl = useIntl();
  const explanation = scoreWorkingOf(destination);
  if (!explanation) return null;
  return (
    <details className="score-working" data-testid="score-working">
      <summary>{intl.formatMessage({ id: 'score.working', defaultMessage: 'How this score is worked out' })}</summary>
      <p className="muted">
        {intl.formatMessage(
          { id: 'alerts.source', defaultMessage: 'Source: {source}' },
          { source: <span lang="en">{explanation.source}</span> },
        )}
      </p>
      {/* The working is the scoring's own English, the same as the console's audit (docs/I18N.md). */}
      <ol lang="en">
        {explanation.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </details>
  );
}
