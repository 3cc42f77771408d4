/**
 * Search, order and filter of a post list: a real full-text search (the spec's search box only
 * said "not implemented"), the sort choices (Hot, New, Top, Trending; Best match while searching)
 * and the Filters menu (all posts, pinned only, last 24 hours, week, month). Each change starts
 * again from page 1.
 */
import { useEffect, useId, useState } from 'react';
import { Filter, Flame, Clock3, Search, Sparkles, TrendingUp, Trophy, X, type LucideIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  FORUM_FILTERS,
  FORUM_SEARCH_QUERY_MAX_LENGTH,
  type ForumFilter,
  type ForumSearchSort,
} from '@safetrails/contracts';
import { defaultSort, type ForumListParams } from '../lib/forum-list-params';
import { FILTER_WORDS, SORT_WORDS } from '../lib/forum-words';

const SORT_ICONS: Readonly<Record<ForumSearchSort, LucideIcon>> = {
  relevance: Sparkles,
  hot: Flame,
  new: Clock3,
  top: Trophy,
  trending: TrendingUp,
};

interface SearchBoxProps {
  readonly query: string;
  readonly onSearch: (q: string) => void;
  /** Names the search box, e.g. "Search discussions" or "Search Safety Tips". */
  readonly label: string;
}

export function SearchBox({ query, onSearch, label }: SearchBoxProps) {
  const intl = useIntl();
  const [text, setText] = useState(query);
  const id = useId();
  // The address is the truth: Back, or a link, may change the search under us.
  useEffect(() => setText(query), [query]);
  return (
    <form
      className="forum-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search aria-hidden="true" size={18} className="forum-search-icon" />
      <input
        id={id}
        type="search"
        className="field-input"
        placeholder={intl.formatMessage({ id: 'forum.search.placeholder', defaultMessage: '{label}…' }, { label })}
        maxLength={FORUM_SEARCH_QUERY_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {query && (
        <button
          type="button"
          className="forum-search-clear"
          onClick={() => onSearch('')}
          aria-label={intl.formatMessage({ id: 'forum.home.clearSearch', defaultMessage: 'Clear search' })}
        >
          <X aria-hidden="true" size={16} />
        </button>
      )}
      <button type="submit" className="btn btn-primary btn-small">
        <FormattedMessage id="forum.search.submit" defaultMessage="Search" />
      </button>
    </form>
  );
}

/** The list's parameters after a new search: best match first, from page 1. */
export function searched(params: ForumListParams, q: string): ForumListParams {
  return { ...params, q, sort: defaultSort(q), page: 1 };
}

interface SortAndFilterProps {
  readonly params: ForumListParams;
  readonly onChange: (params: ForumListParams) => void;
  readonly sorts: readonly ForumSearchSort[];
}

export function SortAndFilter({ params, onChange, sorts }: SortAndFilterProps) {
  const intl = useIntl();
  const filterId = useId();
  const shownSorts: readonly ForumSearchSort[] = params.q ? ['relevance', ...sorts] : sorts;
  return (
    <div className="forum-controls-row">
      <div
        className="forum-sorts"
        role="group"
        aria-label={intl.formatMessage({ id: 'forum.sort.label', defaultMessage: 'Sort posts' })}
      >
        {shownSorts.map((sort) => {
          const Icon = SORT_ICONS[sort];
          return (
            <button
              key={sort}
              type="button"
              className="forum-sort"
              aria-pressed={params.sort === sort}
              onClick={() => onChange({ ...params, sort, page: 1 })}
            >
              <Icon aria-hidden="true" size={15} />
              <FormattedMessage {...SORT_WORDS[sort]} />
            </button>
          );
        })}
      </div>
      <div className="forum-filter">
        <label htmlFor={filterId}>
          <Filter aria-hidden="true" size={15} />
          <FormattedMessage id="forum.filter.label" defaultMessage="Filters" />
        </label>
        <select
          id={filterId}
          className="field-input field-select"
          value={params.filter}
          onChange={(event) => {
            const filter: ForumFilter = FORUM_FILTERS.find((candidate) => candidate === event.target.value) ?? 'all';
            onChange({ ...params, filter, page: 1 });
          }}
        >
          {FORUM_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {intl.formatMessage(FILTER_WORDS[filter])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
