/** What travellers say: the share of positive mentions, its wording (spec section 9) and the most-mentioned terms. */
import { MessageCircle } from 'lucide-react';
import type { DestinationDetail } from '@safetrails/contracts';
import { scoreBand, sentimentWording } from '@safetrails/scoring';

interface SentimentPanelProps {
  readonly destination: Pick<DestinationDetail, 'name' | 'sentimentAnalysis'>;
  /** Rendered inside another card (the Safety Analysis tab) rather than as a card of its own. */
  readonly bare?: boolean;
  readonly headingLevel?: 'h2' | 'h3';
}

export function SentimentPanel({ destination, bare = false, headingLevel: Heading = 'h3' }: SentimentPanelProps) {
  const sentiment = destination.sentimentAnalysis;
  return (
    <section className={bare ? 'sentiment-panel' : 'card sentiment-panel'} aria-label="Traveller sentiment">
      <Heading className="panel-title">
        <MessageCircle aria-hidden="true" size={18} /> Traveller Sentiment
      </Heading>
      {sentiment === null ? (
        <p className="muted">No traveller sentiment for {destination.name} yet.</p>
      ) : (
        <>
          <p>
            {Math.round(sentiment.positive)}% of traveller mentions are positive: {destination.name} is seen as{' '}
            <strong>{sentimentWording(sentiment.positive)}</strong>.
          </p>
          <div
            className="metric-bar-track"
            role="meter"
            aria-label="Positive sentiment"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(sentiment.positive)}
            aria-valuetext={`${Math.round(sentiment.positive)}% positive`}
          >
            <span
              className={`metric-bar-fill metric-bar-fill-${scoreBand(sentiment.positive)}`}
              style={{ width: `${Math.max(0, Math.min(100, sentiment.positive))}%` }}
            />
          </div>
          {sentiment.terms.length > 0 && (
            <>
              <p className="sentiment-terms-title">Most mentioned</p>
              <ul className="chip-list" aria-label="Most mentioned terms">
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
