/**
 * /saved (spec part 2 "Saved page"): the traveller's saved destinations, accommodations and activities
 * from the server (the first version showed fixed samples), one tab each, newest first, with their
 * empty states. The route hands in the saved list and the remove action, which the destinations
 * feature owns; the chosen tab is kept in `?tab=`.
 */
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { BedDouble, Bookmark, MapPin, Ticket } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SavedItemType, SavedItemView } from '@safetrails/contracts';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { SavedItemCard } from './saved-item-card';
import { LoadFailure } from '@/components/ui/load-failure';

type SavedTab = 'destinations' | 'accommodations' | 'activities';

const TAB_TYPES: Readonly<Record<SavedTab, SavedItemType>> = {
  destinations: 'destination',
  accommodations: 'accommodation',
  activities: 'activity',
};

const ICONS: Readonly<Record<SavedTab, LucideIcon>> = {
  destinations: MapPin,
  accommodations: BedDouble,
  activities: Ticket,
};

const EMPTY_TITLES = defineMessages({
  destinations: { id: 'saved.none.destinations', defaultMessage: 'No Saved Destinations' },
  accommodations: { id: 'saved.none.accommodations', defaultMessage: 'No Saved Accommodations' },
  activities: { id: 'saved.none.activities', defaultMessage: 'No Saved Activities' },
});

const EMPTY_TEXTS = defineMessages({
  destinations: {
    id: 'saved.none.destinations.text',
    defaultMessage: 'Save destinations from their page or the dashboard to keep their safety scores at hand.',
  },
  accommodations: {
    id: 'saved.none.accommodations.text',
    defaultMessage: 'Save a recommended place to stay from a destination page and it is listed here.',
  },
  activities: {
    id: 'saved.none.activities.text',
    defaultMessage: 'Save a recommended activity from a destination page and it is listed here.',
  },
});

interface SavedPageProps {
  readonly saved: UseQueryResult<SavedItemView[]>;
  /** The item being removed, if any. */
  readonly removing: Pick<SavedItemView, 'itemType' | 'itemId'> | null;
  readonly onRemove: (item: SavedItemView) => void;
  /** When each destination was last kept for offline reading (ISO), by id. */
  readonly keptOffline?: Readonly<Record<string, string>>;
}

export function SavedPage({ saved, removing, onRemove, keptOffline = {} }: SavedPageProps) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabKeys = Object.keys(TAB_TYPES) as SavedTab[];
  const selected = tabKeys.find((key) => key === searchParams.get('tab')) ?? 'destinations';
  const items = saved.data ?? [];
  const count = (tab: SavedTab) => items.filter((item) => item.itemType === TAB_TYPES[tab]).length;

  const tabs: readonly TabItem<SavedTab>[] = tabKeys.map((key) => ({
    key,
    label: intl.formatMessage(
      {
        id: 'saved.tab',
        defaultMessage:
          '{tab, select, destinations {Destinations} accommodations {Accommodations} other {Activities}} ({count, number})',
      },
      { tab: key, count: count(key) },
    ),
    icon: ICONS[key],
  }));

  const select = (tab: SavedTab) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'destinations') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  const panel = () => {
    if (saved.isError) {
      return (
        <LoadFailure
          message={intl.formatMessage({
            id: 'saved.failed',
            defaultMessage: 'We could not load your saved items. Please try again.',
          })}
          onRetry={() => void saved.refetch()}
        />
      );
    }
    if (!saved.isSuccess)
      return (
        <Spinner label={intl.formatMessage({ id: 'saved.loading', defaultMessage: 'Loading your saved items…' })} />
      );
    const shown = items.filter((item) => item.itemType === TAB_TYPES[selected]);
    if (shown.length === 0) {
      const Icon = ICONS[selected];
      return (
        <div className="empty-state">
          <span className="empty-state-icon">
            <Icon aria-hidden="true" size={28} />
          </span>
          <p className="empty-state-title">{intl.formatMessage(EMPTY_TITLES[selected])}</p>
          <p className="muted">{intl.formatMessage(EMPTY_TEXTS[selected])}</p>
          {selected === 'destinations' && (
            <Link to="/search/all" className="btn btn-primary btn-small">
              <FormattedMessage id="profile.saved.explore" defaultMessage="Explore destinations" />
            </Link>
          )}
        </div>
      );
    }
    return (
      <ul className="saved-grid">
        {shown.map((item) => (
          <li key={`${item.itemType}-${item.itemId}`}>
            <SavedItemCard
              item={item}
              removing={removing?.itemType === item.itemType && removing.itemId === item.itemId}
              onRemove={onRemove}
              keptOffline={item.itemType === 'destination' ? (keptOffline[item.itemId] ?? null) : null}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="container saved-page">
      <header className="saved-header">
        <p className="eyebrow">
          <Bookmark aria-hidden="true" size={14} />
          <FormattedMessage id="saved.eyebrow" defaultMessage="Your places" />
        </p>
        <h1>
          <FormattedMessage id="profile.saved.title" defaultMessage="Saved Places" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="saved.lead"
            defaultMessage="The destinations, places to stay and activities you saved, with their safety scores."
          />
        </p>
      </header>
      <Tabs
        label={intl.formatMessage({ id: 'saved.tabs', defaultMessage: 'Saved items' })}
        idPrefix="saved"
        tabs={tabs}
        selected={selected}
        onSelect={select}
      >
        {panel()}
      </Tabs>
    </div>
  );
}
