/** The feedback resource: Share Feedback submissions of the feedback hub. */
import type { ResourceProps } from 'react-admin';
import type { AdminFeedback } from '@safetrails/contracts';
import { FeedbackList } from './feedback-list';
import { FeedbackShow } from './feedback-show';

export const feedback = {
  name: 'feedback',
  options: { label: 'Feedback' },
  list: FeedbackList,
  show: FeedbackShow,
  recordRepresentation: (record: AdminFeedback) => record.summary,
} satisfies ResourceProps;
