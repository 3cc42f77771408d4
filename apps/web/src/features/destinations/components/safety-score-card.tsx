/** The safety score card (spec part 1 "Safety score card"). First cut: the final props and the overall score. */
import type { DestinationDetail } from '@safetrails/contracts';

export interface SafetyScoreCardProps {
  readonly destination: DestinationDetail;
}

export function SafetyScoreCard({ destination }: SafetyScoreCardProps) {
  return (
    <section className="card safety-score-card" aria-label={`Safety score of ${destination.name}`}>
      <p>{destination.safetyScore === null ? 'Not rated yet' : `${destination.safetyScore}/100`}</p>
    </section>
  );
}
