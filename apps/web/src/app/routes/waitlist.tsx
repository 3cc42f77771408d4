/** /waitlist: the stand-alone sign-up page, for links shared outside the landing page. */
import 'virtual:message-part/account';
import { FormattedMessage } from 'react-intl';
import { WaitlistSignup } from '@/features/waitlist/components/waitlist-signup';

export function WaitlistRoute() {
  return (
    <section className="container container-narrow form-page" aria-labelledby="waitlist-title">
      <p className="eyebrow">
        <FormattedMessage id="joinWaitlist.page.eyebrow" defaultMessage="Early access" />
      </p>
      <h1 id="waitlist-title">
        <FormattedMessage id="joinWaitlist.page.title" defaultMessage="Join the SafeTrails waitlist" />
      </h1>
      <p className="lead">
        <FormattedMessage
          id="joinWaitlist.page.lead"
          defaultMessage="Be among the first to travel with SafeTrails. The first {first, number} people on the list get six months free, priority features and 24/7 support."
          values={{ first: 1000 }}
        />
      </p>
      <WaitlistSignup />
    </section>
  );
}
