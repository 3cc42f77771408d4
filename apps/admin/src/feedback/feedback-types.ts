/** The feedback hub's feedback types, as the console names them. */
import { FEEDBACK_TYPES, type FeedbackType } from '@safetrails/contracts';

export const FEEDBACK_TYPE_LABELS: Readonly<Record<FeedbackType, string>> = {
  general: 'General',
  bug: 'Bug',
  feature: 'Feature request',
  data: 'Data',
};

export const FEEDBACK_TYPE_CHOICES = FEEDBACK_TYPES.map((type) => ({ id: type, name: FEEDBACK_TYPE_LABELS[type] }));
