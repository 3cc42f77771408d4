/** The forum-comments resource: every comment and reply, its real author, and hiding with a reason. */
import type { ResourceProps } from 'react-admin';
import { ForumCommentList } from './forum-comment-list';
import { ForumCommentShow } from './forum-comment-show';

export const forumComments = {
  name: 'forum-comments',
  options: { label: 'Forum comments' },
  list: ForumCommentList,
  show: ForumCommentShow,
  recordRepresentation: 'content',
} satisfies ResourceProps;
