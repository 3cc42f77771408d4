/** The forum-posts resource: every post, its real author (also when anonymous) and pin, lock and hide. */
import type { ResourceProps } from 'react-admin';
import type { AdminForumPost } from '@safetrails/contracts';
import { ForumPostList } from './forum-post-list';
import { ForumPostShow } from './forum-post-show';

export const forumPosts = {
  name: 'forum-posts',
  options: { label: 'Forum posts' },
  list: ForumPostList,
  show: ForumPostShow,
  recordRepresentation: (record: AdminForumPost) => record.title,
} satisfies ResourceProps;
