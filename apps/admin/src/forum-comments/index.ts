/** The forum-comments resource: every comment and reply, its real author, and hiding with a reason. */
import type { ResourceProps } from 'react-admin';
import type { AdminForumComment } from '@safetrails/contracts';
import { ForumCommentList } from './forum-comment-list';
import { ForumCommentShow } from './forum-comment-show';

export const forumComments = {
  name: 'forum-comments',
  options: { label: 'Forum comments' },
  list: ForumCommentList,
  show: ForumCommentShow,
  // The start of the text: enough to recognise it in titles and references, short enough for the app bar.
  recordRepresentation: (record: AdminForumComment) =>
    record.content.length > 60 ? `${record.content.slice(0, 60)}…` : record.content,
} satisfies ResourceProps;
