/**
 * What travellers say about the chosen destination: the share of positive mentions, in words, as a
 * bar, and the terms mentioned most (the travellers' own words, as they wrote them).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { DestinationDetail } from '@safetrails/contracts';
import { sentimentText } from '@/lib/sentiment-words';

export function SentimentPanel({ destination }: { readonly destination: DestinationDetail }) {
  const intl = useIntl();
  const sentiment = destination.sentimentAnalysis;
  if (!sentiment) {
    return (
      <p className="muted">
        <FormattedMessage
          id="dashboard.sentiment.none"
          defaultMessage="No traveler sentiment has been gathered for {place} yet."
          values={{ place: destination.name }}
        />
      </p>
    );
  }
  const positive = Math.max(0, Math.min(100, Math.round(sentiment.positive)));
  return (
    <div className="dash-sentiment">
      <p className="dash-sentiment-summary">
        <FormattedMessage
          id="dashboard.sentiment"
          defaultMessage="<b>{positive, number, ::percent} positive</b>: travelers describe {place} as <b>{wording}</b>."
          values={{
            positive: positive / 100,
            place: destination.name,
            wording: sentimentText(intl, positive),
            b: (text) => <strong>{text}</strong>,
          }}
        />
      </p>
      <div
        className="dash-sentiment-bar"
        role="meter"
        aria-label={intl.formatMessage(
          { id: 'dashboard.sentiment.meter', defaultMessage: 'Positive sentiment for {place}' },
          { place: destination.name },
        )}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={positive}
      >
        <span className="dash-sentiment-bar-fill" style={{ width: `${positive}%` }} />
      </div>
      {sentiment.terms.length > 0 && (
        <>
          <p className="dash-sentiment-terms-title">
            <FormattedMessage id="sentiment.terms" defaultMessage="Most mentioned" />
          </p>
          <ul
            className="dash-chip-list"
            aria-label={intl.formatMessage(
              { id: 'dashboard.sentiment.terms', defaultMessage: 'Most mentioned about {place}' },
              { place: destination.name },
            )}
          >
            {sentiment.terms.map((term) => (
              <li key={term} className="dash-chip">
                {term}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
