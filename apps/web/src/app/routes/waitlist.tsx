/** /waitlist: the stand-alone sign-up page, for links shared outside the landing page. */
import { WaitlistSignup } from '@/features/waitlist/components/waitlist-signup';

export function WaitlistRoute() {
  return (
    <section className="container container-narrow form-page" aria-labelledby="waitlist-title">
      <p className="eyebrow">Early access</p>
      <h1 id="waitlist-title">Join the SafeTrails waitlist</h1>
      <p className="lead">
        Be among the first to travel with SafeTrails. The first 1,000 people on the list get six months free, priority
        features and 24/7 support.
      </p>
      <WaitlistSignup />
    </section>
  );
}
