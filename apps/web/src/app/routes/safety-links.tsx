/** /trusted-contact and /check-in: the links in the safety network's emails, opened without signing in. */
import 'virtual:message-part/safety';
import 'virtual:message-part/more';
import { useSearchParams } from 'react-router-dom';
import { CheckInLinkPage } from '@/features/safety-network/components/check-in-link-page';
import { ContactLinkPage } from '@/features/safety-network/components/contact-link-page';

export function TrustedContactRoute() {
  const [params] = useSearchParams();
  return <ContactLinkPage token={params.get('token')} stop={params.get('stop') === '1'} />;
}

export function CheckInLinkRoute() {
  return <CheckInLinkPage token={useSearchParams()[0].get('token')} />;
}
