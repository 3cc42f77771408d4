/** The moderation log resource: read-only, every moderation event with who, what, when and why. */
import type { ResourceProps } from 'react-admin';
import { LOG_RESOURCE, ModerationLogList } from './moderation-log-list';

export const moderationLog = {
  name: LOG_RESOURCE,
  list: ModerationLogList,
  options: { label: 'Moderation log' },
} satisfies ResourceProps;
