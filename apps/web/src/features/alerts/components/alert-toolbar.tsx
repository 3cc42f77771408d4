/**
 * The controls above an alert list, in both forms of the widget: the search box (title, content or
 * source), anything the host adds (the alerts page's destination filter), the filters menu and the
 * reset button.
 */
import { useId, type ReactNode } from 'react';
import { RotateCcw, Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { AlertViewState } from '../hooks/use-alert-view';
import { AlertFiltersMenu } from './alert-filters-menu';

const GAP = ' ';

interface AlertToolbarProps {
  readonly view: AlertViewState;
  readonly extraFilters?: ReactNode;
  /** Also called on reset, for the host's own filters. */
  readonly onReset?: () => void;
}

export function AlertToolbar({ view, extraFilters, onReset }: AlertToolbarProps) {
  const intl = useIntl();
  const searchId = useId();
  return (
    <div className="alert-toolbar">
      <div className="alert-search">
        <label htmlFor={searchId} className="visually-hidden">
          {intl.formatMessage({ id: 'alerts.search', defaultMessage: 'Search alerts' })}
        </label>
        <Search className="alert-search-icon" aria-hidden="true" size={16} />
        <input
          id={searchId}
          type="search"
          className="field-input alert-search-input"
          placeholder={intl.formatMessage({ id: 'alerts.search.placeholder', defaultMessage: 'Search alerts...' })}
          value={view.search}
          onChange={(event) => view.setSearch(event.target.value)}
        />
      </div>
      {extraFilters}
      <AlertFiltersMenu view={view} />
      <button
        type="button"
        className="btn btn-ghost btn-small alert-reset"
        onClick={() => {
          view.reset();
          onReset?.();
        }}
      >
        <RotateCcw aria-hidden="true" size={16} />
        {GAP}
        {intl.formatMessage({ id: 'alerts.reset', defaultMessage: 'Reset Filters' })}
      </button>
    </div>
  );
}
