/** /confirm-email and /unsubscribe: the links in our emails, opened without signing in. */
import 'virtual:message-part/account';
import 'virtual:message-part/more';
import { useSearchParams } from 'react-router-dom';
import { ConfirmEmailPage, UnsubscribePage } from '@/features/alert-settings/components/message-link-pages';

export function ConfirmEmailRoute() {
  return <ConfirmEmailPage token={useSearchParams()[0].get('token')} />;
}

export function UnsubscribeRoute() {
  return <UnsubscribePage token={useSearchParams()[0].get('token')} />;
}
