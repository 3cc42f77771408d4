/** /feedback: the feedback hub, open to every visitor (the feedback feature draws it). */
import { FeedbackHub } from '@/features/feedback/components/feedback-hub';
import '@/styles/feedback.css';
import 'virtual:message-part/community';

export function FeedbackRoute() {
  return <FeedbackHub />;
}
