/**
 * The destination's sentiment (spec part 1 "Dashboard": the latest-safety-update panel and Explore):
 * the share of positive traveller mentions in words (80+ 'very safe', 60-79 'moderately safe', below
 * 60 'less safe'), a bar, and the most-mentioned terms.
 */
import { sentimentWording } from '@safetrails/scoring';
import type { DestinationDetail } from '@safetrails/contracts';

export function SentimentPanel({ destination }: { readonly destination: DestinationDetail }) {
  const sentiment = destination.sentimentAnalysis;
  if (!sentiment) {
    return <p className="muted">No traveler sentiment has been gathered for {destination.name} yet.</p>;
  }
  const positive = Math.max(0, Math.min(100, Math.round(sentiment.positive)));
  return (
    <div className="dash-sentiment">
      <p className="dash-sentiment-summary">
        <strong>{positive}% positive</strong>: travelers describe {destination.name} as{' '}
        <strong>{sentimentWording(positive)}</strong>.
      </p>
      <div
        className="dash-sentiment-bar"
        role="meter"
        aria-label={`Positive sentiment for ${destination.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={positive}
      >
        <span className="dash-sentiment-bar-fill" style={{ width: `${positive}%` }} />
      </div>
      {sentiment.terms.length > 0 && (
        <>
          <p className="dash-sentiment-terms-title">Most mentioned</p>
          <ul className="dash-chip-list" aria-label={`Most mentioned about ${destination.name}`}>
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
