/**
 * The Saved tab. Saved places arrive with the destinations release; until then the tab says so
 * instead of showing sample places, and shows the colour rule their safety scores will follow.
 */
import { Link } from 'react-router-dom';
import { Bookmark } from 'lucide-react';
import { SCORE_BANDS } from '@/lib/score-band';

export function SavedPlacesTab() {
  return (
    <section aria-labelledby="saved-places-title">
      <h2 id="saved-places-title" className="tab-title">
        Saved Places
      </h2>
      <div className="empty-state">
        <span className="empty-state-icon">
          <Bookmark aria-hidden="true" size={28} />
        </span>
        <p className="empty-state-title">Nothing saved yet</p>
        <p className="muted">
          Saving destinations, accommodations and activities arrives with the destinations release. The places you save
          will be listed here with their safety scores.
        </p>
        <Link to="/dashboard" className="btn btn-ghost btn-small">
          Go to the dashboard
        </Link>
      </div>
      <div className="score-legend">
        <p className="score-legend-title">How safety scores are coloured</p>
        <ul aria-label="Safety score colours">
          {SCORE_BANDS.map(({ band, label }) => (
            <li key={band}>
              <span className={`score-dot score-dot-${band}`} aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
