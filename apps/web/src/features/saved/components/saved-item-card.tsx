/**
 * One saved place: its image (or a placeholder), name, country or area, safety score out of 100
 * coloured by band, price range, saved date, since when it reads offline, and a Remove button.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ImageOff, Trash2 } from 'lucide-react';
import type { SavedItemView } from '@safetrails/contracts';
import { ScoreBadge } from '@/components/ui/score-badge';
import { savedDate } from '../lib/saved-date';
import { savedItemLink } from '../lib/saved-item-link';

interface SavedItemCardProps {
  readonly item: SavedItemView;
  readonly removing: boolean;
  readonly onRemove: (item: SavedItemView) => void;
  /** When this place was last kept for offline reading (ISO), or null. */
  readonly keptOffline?: string | null;
}

export function SavedItemCard({ item, removing, onRemove, keptOffline = null }: SavedItemCardProps) {
  const intl = useIntl();
  return (
    <article
      className="card saved-card"
      aria-labelledby={`saved-${item.itemType}-${item.itemId}`}
      data-testid="saved-card"
    >
      <Link to={savedItemLink(item)} className="saved-card-image" tabIndex={-1} aria-hidden="true">
        {item.image ? (
          <img src={item.image} alt="" loading="lazy" />
        ) : (
          <span className="saved-card-placeholder">
            <ImageOff size={28} />
          </span>
        )}
      </Link>
      <div className="saved-card-body">
        <div className="saved-card-head">
          <h3 id={`saved-${item.itemType}-${item.itemId}`} className="saved-card-name">
            <Link to={savedItemLink(item)}>{item.name}</Link>
          </h3>
          <ScoreBadge score={item.safetyScore} outOf100 />
        </div>
        <p className="saved-card-place">{item.countryOrArea}</p>
        <dl className="saved-card-facts">
          {item.priceRange && (
            <div>
              <dt>
                <FormattedMessage id="saved.price" defaultMessage="Price range" />
              </dt>
              <dd>{item.priceRange}</dd>
            </div>
          )}
          <div>
            <dt>
              <FormattedMessage id="saved.savedOn" defaultMessage="Saved" />
            </dt>
            <dd>
              <time dateTime={item.savedAt}>{savedDate(intl, item.savedAt)}</time>
            </dd>
          </div>
          {keptOffline && (
            <div data-testid="available-offline">
              <dt>
                <FormattedMessage id="saved.offline" defaultMessage="Available offline" />
              </dt>
              <dd>
                <FormattedMessage
                  id="saved.offline.asOf"
                  defaultMessage="as of <time>{date}</time>"
                  values={{
                    date: savedDate(intl, keptOffline),
                    time: (text) => <time dateTime={keptOffline}>{text}</time>,
                  }}
                />
              </dd>
            </div>
          )}
        </dl>
        <button
          type="button"
          className="btn btn-ghost btn-small saved-card-remove"
          disabled={removing}
          onClick={() => onRemove(item)}
        >
          <Trash2 aria-hidden="true" size={16} />
          <FormattedMessage
            id="saved.remove"
            defaultMessage="{busy, select, yes {Removing...} other {Remove}}<hidden> {name} from saved</hidden>"
            values={{
              busy: removing ? 'yes' : 'no',
              name: item.name,
              hidden: (text) => <span className="visually-hidden">{text}</span>,
            }}
          />
        </button>
      </div>
    </article>
  );
}
