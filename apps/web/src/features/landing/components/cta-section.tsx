/** The closing call to action at the bottom of the landing page. */
import { FormattedMessage } from 'react-intl';

export function CtaSection({ onJoin }: { readonly onJoin: () => void }) {
  return (
    <section className="section cta" aria-labelledby="cta-title">
      <div className="container container-narrow cta-inner">
        <h2 id="cta-title">
          <FormattedMessage id="landing.cta.title" defaultMessage="Ready to travel with confidence?" />
        </h2>
        <p>
          <FormattedMessage
            id="landing.cta.text"
            defaultMessage="Join the waitlist today. The first {count, number} travellers get six months free, priority features and 24/7 support."
            values={{ count: 1000 }}
          />
        </p>
        <button type="button" className="btn btn-accent btn-large" onClick={onJoin} data-testid="join-waitlist-cta">
          <FormattedMessage id="landing.cta.button" defaultMessage="Reserve My Free Spot" />
        </button>
      </div>
    </section>
  );
}
