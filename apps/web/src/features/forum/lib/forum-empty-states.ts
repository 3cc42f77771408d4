/** What an empty post list says, in the page's language: no match for a search, none saved, none yet. */
import type { IntlShape } from 'react-intl';
import type { ForumListParams } from './forum-list-params';

export interface EmptyState {
  readonly title: string;
  readonly text: string;
}

export function noMatch(intl: IntlShape, query: string): EmptyState {
  return {
    title: intl.formatMessage({ id: 'forum.empty.noMatch', defaultMessage: 'No posts match “{query}”' }, { query }),
    text: intl.formatMessage({
      id: 'forum.empty.noMatchText',
      defaultMessage: 'Try other words, or a broader filter.',
    }),
  };
}

/** The forums home's list: a search, her own posts, her saved posts, a filter, or nothing yet. */
export function homeEmptyState(intl: IntlShape, params: ForumListParams): EmptyState {
  if (params.q) return noMatch(intl, params.q);
  const noDiscussions = intl.formatMessage({ id: 'forum.empty.noDiscussions', defaultMessage: 'No discussions yet' });
  if (params.view === 'mine')
    return {
      title: intl.formatMessage({ id: 'forum.empty.noPosts', defaultMessage: 'No posts yet' }),
      text: intl.formatMessage({ id: 'forum.empty.mineText', defaultMessage: 'Your discussions will appear here.' }),
    };
  if (params.view === 'saved')
    return {
      title: intl.formatMessage({ id: 'forum.empty.noSaved', defaultMessage: 'No saved posts' }),
      text: intl.formatMessage({
        id: 'forum.empty.savedText',
        defaultMessage: 'Use Save on any discussion to keep it here.',
      }),
    };
  if (params.filter !== 'all')
    return {
      title: noDiscussions,
      text: intl.formatMessage({ id: 'forum.empty.filterText', defaultMessage: 'Nothing matches this filter yet.' }),
    };
  return {
    title: noDiscussions,
    text: intl.formatMessage({ id: 'forum.empty.firstText', defaultMessage: 'Be the first to start one.' }),
  };
}
