/** An accommodation or activity: image, safety score, area, price range, features and description (spec part 1 "Destination detail"). */
import { useId } from 'react';
import { Star } from 'lucide-react';
import type { Place, SavedItemType } from '@safetrails/contracts';
import { DestinationImage } from './destination-image';
import { SaveButton, type Viewer } from './save-button';
import { useIntl } from 'react-intl';

const GAP = ' ';
import { ScoreBadge } from './score-badge';

interface PlaceCardProps {
  readonly place: Place;
  readonly itemType: Exclude<SavedItemType, 'destination'>;
  readonly viewer: Viewer;
  /** The place a saved-items link pointed at. */
  readonly highlighted?: boolean;
  /** Carries the id a highlighted place is scrolled to (one card per place may). */
  readonly anchor?: boolean;
}

/** The element id a highlighted place is scrolled to. */
export function placeElementId(itemType: PlaceCardProps['itemType'], id: number): string {
  return `place-card-${itemType}-${id}`;
}

export function PlaceCard({ place, itemType, viewer, highlighted = false, anchor = false }: PlaceCardProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <article
      id={anchor ? placeElementId(itemType, place.id) : undefined}
      className={`place-card${highlighted ? ' place-card-highlighted' : ''}`}
      aria-labelledby={titleId}
      data-testid={`place-${itemType}-${place.id}`}
    >
      <DestinationImage className="place-card-image" src={place.image} alt={place.name} />
      <div className="place-card-body">
        {highlighted && (
          <span className="highlight-note">
            <Star aria-hidden="true" size={14} />
            {GAP}
            {intl.formatMessage({ id: 'place.opened', defaultMessage: 'The place you opened' })}
          </span>
        )}
        <div className="place-card-head">
          <h3 id={titleId}>{place.name}</h3>
          <ScoreBadge score={place.safetyScore} />
        </div>
        <p className="place-card-meta">
          {intl.formatMessage(
            { id: 'place.meta', defaultMessage: '{area} · {price} · Source: {source}' },
            { area: place.area, price: place.priceRange, source: place.source },
          )}
        </p>
        <p className="place-card-text">{place.description}</p>
        {place.features.length > 0 && (
          <ul
            className="chip-list"
            aria-label={intl.formatMessage({ id: 'report.col.features', defaultMessage: 'Features' })}
          >
            {place.features.map((feature) => (
              <li key={feature} className="chip chip-static">
                {feature}
              </li>
            ))}
          </ul>
        )}
        <div>
          <SaveButton viewer={viewer} itemType={itemType} itemId={place.id} name={place.name} />
        </div>
      </div>
    </article>
  );
}
