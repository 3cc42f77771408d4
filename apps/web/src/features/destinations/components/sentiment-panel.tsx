/** What travellers say: the share of positive mentions, its wording (spec section 9) and the most-mentioned terms. */
import { MessageCircle } from 'lucide-react';
import type { DestinationDetail } from '@safetrails/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { scoreBand } from '@safetrails/scoring';
import { sentimentText } from '../lib/score-words';

const GAP = ' ';

interface SentimentPanelProps {
  readonly destination: Pick<DestinationDetail, 'name' | 'sentimentAnalysis'>;
  /** Rendered inside another card (the Safety Analysis tab) rather than as a card of its own. */
  readonly bare?: boolean;
  readonly headingLevel?: 'h2' | 'h3';
}

export function SentimentPanel({ destination, bare = false, headingLevel: Heading = 'h3' }: SentimentPanelProps) {
  const intl = useIntl();
  const sentiment = destination.sentimentAnalysis;
  return (
    <section
      className={bare ? 'sentiment-panel' : 'card sentiment-panel'}
      aria-label={intl.formatMessage({ id: 'sentiment.label', defaultMessage: 'Traveller sentiment' })}
    >
      <Heading className="panel-title">
        <MessageCircle aria-hidden="true" size={18} />
        {GAP}
        {intl.formatMessage({ id: 'sentiment.title', defaultMessage: 'Traveller Sentiment' })}
      </Heading>
      {sentiment === null ? (
        <p className="muted">
          {intl.formatMessage(
            { id: 'sentiment.none', defaultMessage: 'No traveller sentiment for {city} yet.' },
            { city: destination.name },
          )}
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="sentiment.share"
              defaultMessage="{positive, number, ::percent} of traveller mentions are positive: {city} is seen as <strong>{wording}</strong>."
              values={{
                positive: Math.round(sentiment.positive) / 100,
                city: destination.name,
                wording: sentimentText(intl, sentiment.positive),
                strong: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </p>
          <div
            className="metric-bar-track"
            role="meter"
            aria-label={intl.formatMessage({ id: 'sentiment.positive', defaultMessage: 'Positive sentiment' })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(sentiment.positive)}
            aria-valuetext={intl.formatMessage(
              { id: 'sentiment.positive.value', defaultMessage: '{positive, number, ::percent} positive' },
              { positive: Math.round(sentiment.positive) / 100 },
            )}
          >
            <span
              className={`metric-bar-fill metric-bar-fill-${scoreBand(sentiment.positive)}`}
              style={{ width: `${Math.max(0, Math.min(100, sentiment.positive))}%` }}
            />
          </div>
          {sentiment.terms.length > 0 && (
            <>
              <p className="sentiment-terms-title">
                {intl.formatMessage({ id: 'sentiment.terms', defaultMessage: 'Most mentioned' })}
              </p>
              <ul
                className="chip-list"
                aria-label={intl.formatMessage({ id: 'sentiment.terms.label', defaultMessage: 'Most mentioned terms' })}
              >
                {sentiment.terms.map((term) => (
                  <li key={term} className="chip chip-static">
                    {term}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
