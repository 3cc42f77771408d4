/** /confirm-email and /unsubscribe: the links in our emails, opened without signing in. */
import '@/i18n/account-english';
import '@/i18n/more-english';
import { useSearchParams } from 'react-router-dom';
import { ConfirmEmailPage, UnsubscribePage } from '@/features/alert-settings/components/message-link-pages';

export function ConfirmEmailRoute() {
  return <ConfirmEmailPage token={useSearchParams()[0].get('token')} />;
}

export function UnsubscribeRoute() {
  return <UnsubscribePage token={useSearchParams()[0].get('token')} />;
}
