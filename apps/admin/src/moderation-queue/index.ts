/** The moderation queue resource: one list of everything waiting for a moderator, and each item's page. */
import type { ResourceProps } from 'react-admin';
import type { ModerationQueueItem } from '@safetrails/contracts';
import { ModerationQueueList } from './moderation-queue-list';
import { ModerationQueueShow } from './moderation-queue-show';
import { QUEUE_RESOURCE } from './moderation-api';

export const moderationQueue = {
  name: QUEUE_RESOURCE,
  list: ModerationQueueList,
  show: ModerationQueueShow,
  options: { label: 'Moderation queue' },
  recordRepresentation: (record: ModerationQueueItem) => record.label,
} satisfies ResourceProps;
