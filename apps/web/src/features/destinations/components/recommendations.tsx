/**
 * The destination's recommended places to stay and things to do, scrolled to when a saved-items
 * link points at one.
 */
import { RECOMMENDED_ACCOMMODATIONS, RECOMMENDED_ACTIVITIES, type DestinationDetail } from '@safetrails/contracts';
import { useEffect } from 'react';
import { useAccommodations, useActivities } from '../api/get-places';
import { PlaceCard, placeElementId } from './place-card';
import { useIntl } from 'react-intl';
import type { Viewer } from './save-button';

/** The accommodation or activity a saved-items link points at (`?accommodation=` / `?activity=`). */
export interface PlaceHighlight {
  readonly accommodation: number | null;
  readonly activity: number | null;
}

interface RecommendationsProps {
  readonly destination: DestinationDetail;
  readonly viewer: Viewer;
  readonly highlight: PlaceHighlight;
}

export function Recommendations({ destination, viewer, highlight }: RecommendationsProps) {
  const intl = useIntl();
  const accommodations = useAccommodations(destination.id);
  const activities = useActivities(destination.id);
  const picks = [
    ...(accommodations.data ?? []).slice(0, RECOMMENDED_ACCOMMODATIONS).map((place) => ({
      place,
      itemType: 'accommodation' as const,
      highlighted: place.id === highlight.accommodation,
    })),
    ...(activities.data ?? []).slice(0, RECOMMENDED_ACTIVITIES).map((place) => ({
      place,
      itemType: 'activity' as const,
      highlighted: place.id === highlight.activity,
    })),
  ];
  const loading = accommodations.isPending || activities.isPending;
  return (
    <section id="recommendations" aria-labelledby="recommendations-title">
      <h2 id="recommendations-title" className="destination-section-title">
        {intl.formatMessage({ id: 'recommendations.title', defaultMessage: 'Recommendations' })}
      </h2>
      {loading ? (
        <p className="muted">
          {intl.formatMessage({ id: 'recommendations.loading', defaultMessage: 'Loading recommendations…' })}
        </p>
      ) : picks.length === 0 ? (
        <div className="coming-soon">
          <p className="empty-state-title">
            {intl.formatMessage({ id: 'recommendations.soon', defaultMessage: 'Recommendations Coming Soon' })}
          </p>
          <p className="muted">
            {intl.formatMessage(
              {
                id: 'recommendations.soon.text',
                defaultMessage: 'Safe places to stay and things to do in {city} are on their way.',
              },
              { city: destination.name },
            )}
          </p>
        </div>
      ) : (
        <ul className="place-grid">
          {picks.map(({ place, itemType, highlighted }) => (
            <li key={`${itemType}-${place.id}`}>
              <PlaceCard place={place} itemType={itemType} viewer={viewer} highlighted={highlighted} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** How long the target is kept in place while the page fills in: 20 looks, 150 ms apart. */
const SCROLL_TRIES = 20;
/** What a traveller does to move the page herself; the page stops moving it then. */
const HER_OWN_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to #recommendations or to the highlighted place once the page has content to scroll to. */
export function useScrollToTarget(highlight: PlaceHighlight): void {
  useEffect(() => {
    const target =
      highlight.accommodation !== null
        ? placeElementId('accommodation', highlight.accommodation)
        : highlight.activity !== null
          ? placeElementId('activity', highlight.activity)
          : window.location.hash === '#recommendations'
            ? 'recommendations'
            : null;
    if (target === null) return;
    // The places arrive after the page, and the parts above them (the alerts, the country's panels)
    // grow as their own reads answer: for a few moments, find the target and bring it back to the
    // top whenever it has moved, until the traveller scrolls or taps herself.
    let tries = 0;
    const stop = () => {
      clearInterval(timer);
      for (const type of HER_OWN_MOVES) window.removeEventListener(type, stop);
    };
    /** Where the target stood on the screen after the last scroll to it. */
    let placed: number | null = null;
    const timer = setInterval(() => {
      const element = document.getElementById(target);
      if (++tries > SCROLL_TRIES) stop();
      if (!element) return;
      if (placed !== null && Math.abs(element.getBoundingClientRect().top - placed) <= 1) return;
      element.scrollIntoView({ block: 'start' });
      placed = element.getBoundingClientRect().top;
    }, 150);
    for (const type of HER_OWN_MOVES) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [highlight.accommodation, highlight.activity]);
}
