/** /feedback: the feedback hub, open to every visitor (the feedback feature draws it). */
import { FeedbackHub } from '@/features/feedback/components/feedback-hub';
import '@/styles/feedback.css';
import '@/i18n/community-english';

export function FeedbackRoute() {
  return <FeedbackHub />;
}
