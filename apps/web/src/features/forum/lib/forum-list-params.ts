/**
 * A post list's search, sort, filter, page and view as the address holds them (`?q=&sort=&filter=
 * &page=&view=`), so a reload, the Back button or a shared link shows the same list. Defaults are
 * left out of the address; anything unknown falls back to its default rather than failing.
 */
import {
  FORUM_FILTERS,
  FORUM_PAGE_SIZE_DEFAULT,
  FORUM_SEARCH_QUERY_MAX_LENGTH,
  FORUM_SEARCH_SORTS,
  type ForumFilter,
  type ForumSearchSort,
} from '@safetrails/contracts';

/** Every post, the signed-in traveller's own ("My Posts") or the ones they saved ("Saved Posts"). */
export const FORUM_VIEWS = ['all', 'mine', 'saved'] as const;
export type ForumView = (typeof FORUM_VIEWS)[number];

export interface ForumListParams {
  readonly q: string;
  readonly sort: ForumSearchSort;
  readonly filter: ForumFilter;
  readonly page: number;
  readonly view: ForumView;
}

/** A search lists the best matches first; without one, Hot is the default order. */
export function defaultSort(q: string): ForumSearchSort {
  return q ? 'relevance' : 'hot';
}

export function parseListParams(search: URLSearchParams): ForumListParams {
  const q = (search.get('q') ?? '').trim().slice(0, FORUM_SEARCH_QUERY_MAX_LENGTH);
  const sort = oneOf(FORUM_SEARCH_SORTS, search.get('sort')) ?? defaultSort(q);
  const page = Number(search.get('page'));
  return {
    q,
    // Relevance means nothing without a search.
    sort: sort === 'relevance' && !q ? 'hot' : sort,
    filter: oneOf(FORUM_FILTERS, search.get('filter')) ?? 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: oneOf(FORUM_VIEWS, search.get('view')) ?? 'all',
  };
}

/** `previous` with the list's parameters replaced; other parameters (a tab, say) are kept. */
export function withListParams(previous: URLSearchParams, params: ForumListParams): URLSearchParams {
  const next = new URLSearchParams(previous);
  const set = (key: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set('q', params.q, '');
  set('sort', params.sort, defaultSort(params.q));
  set('filter', params.filter, 'all');
  set('page', String(params.page), '1');
  set('view', params.view, 'all');
  return next;
}

/** The query string of `GET /api/forum/posts` (or a category's posts) for these parameters. */
export function apiQuery(params: ForumListParams, pageSize = FORUM_PAGE_SIZE_DEFAULT): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  query.set('sort', params.sort);
  if (params.filter !== 'all') query.set('filter', params.filter);
  if (params.view === 'mine') query.set('mine', 'true');
  if (params.view === 'saved') query.set('saved', 'true');
  query.set('page', String(params.page));
  query.set('pageSize', String(pageSize));
  return query.toString();
}

function oneOf<Value extends string>(values: readonly Value[], candidate: string | null): Value | null {
  return values.find((value) => value === candidate) ?? null;
}
