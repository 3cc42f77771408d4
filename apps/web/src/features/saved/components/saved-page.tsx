/**
 * /saved (spec part 2 "Saved page"): the traveller's saved destinations, accommodations and activities
 * from the server (the first version showed fixed samples), one tab each, newest first, with their
 * empty states. The route hands in the saved list and the remove action, which the destinations
 * feature owns; the chosen tab is kept in `?tab=`.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { BedDouble, Bookmark, MapPin, Ticket } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SavedItemType, SavedItemView } from '@safetrails/contracts';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { SavedItemCard } from './saved-item-card';

type SavedTab = 'destinations' | 'accommodations' | 'activities';

const TAB_TYPES: Readonly<Record<SavedTab, SavedItemType>> = {
  destinations: 'destination',
  accommodations: 'accommodation',
  activities: 'activity',
};

const EMPTY: Readonly<Record<SavedTab, { title: string; text: string; icon: LucideIcon }>> = {
  destinations: {
    title: 'No Saved Destinations',
    text: 'Save destinations from their page or the dashboard to keep their safety scores at hand.',
    icon: MapPin,
  },
  accommodations: {
    title: 'No Saved Accommodations',
    text: 'Save a recommended place to stay from a destination page and it is listed here.',
    icon: BedDouble,
  },
  activities: {
    title: 'No Saved Activities',
    text: 'Save a recommended activity from a destination page and it is listed here.',
    icon: Ticket,
  },
};

interface SavedPageProps {
  readonly saved: UseQueryResult<SavedItemView[]>;
  /** The item being removed, if any. */
  readonly removing: Pick<SavedItemView, 'itemType' | 'itemId'> | null;
  readonly onRemove: (item: SavedItemView) => void;
  /** When each destination was last kept for offline reading (ISO), by id. */
  readonly keptOffline?: Readonly<Record<string, string>>;
}

export function SavedPage({ saved, removing, onRemove, keptOffline = {} }: SavedPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabKeys = Object.keys(TAB_TYPES) as SavedTab[];
  const selected = tabKeys.find((key) => key === searchParams.get('tab')) ?? 'destinations';
  const items = saved.data ?? [];
  const count = (tab: SavedTab) => items.filter((item) => item.itemType === TAB_TYPES[tab]).length;

  const tabs: readonly TabItem<SavedTab>[] = [
    { key: 'destinations', label: `Destinations (${count('destinations')})`, icon: MapPin },
    { key: 'accommodations', label: `Accommodations (${count('accommodations')})`, icon: BedDouble },
    { key: 'activities', label: `Activities (${count('activities')})`, icon: Ticket },
  ];

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
        <div className="load-error" role="alert">
          <p>We could not load your saved items. Please try again.</p>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => void saved.refetch()}>
            Try again
          </button>
        </div>
      );
    }
    if (!saved.isSuccess) return <Spinner label="Loading your saved items…" />;
    const shown = items.filter((item) => item.itemType === TAB_TYPES[selected]);
    if (shown.length === 0) {
      const { title, text, icon: Icon } = EMPTY[selected];
      return (
        <div className="empty-state">
          <span className="empty-state-icon">
            <Icon aria-hidden="true" size={28} />
          </span>
          <p className="empty-state-title">{title}</p>
          <p className="muted">{text}</p>
          {selected === 'destinations' && (
            <Link to="/search/all" className="btn btn-primary btn-small">
              Explore destinations
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
          <Bookmark aria-hidden="true" size={14} /> Your places
        </p>
        <h1>Saved Places</h1>
        <p className="lead">The destinations, places to stay and activities you saved, with their safety scores.</p>
      </header>
      <Tabs label="Saved items" idPrefix="saved" tabs={tabs} selected={selected} onSelect={select}>
        {panel()}
      </Tabs>
    </div>
  );
}
