/** The closing call to action at the bottom of the landing page. */
export function CtaSection({ onJoin }: { readonly onJoin: () => void }) {
  return (
    <section className="section cta" aria-labelledby="cta-title">
      <div className="container container-narrow cta-inner">
        <h2 id="cta-title">Ready to travel with confidence?</h2>
        <p>
          Join the waitlist today. The first 1,000 travellers get six months free, priority features and 24/7 support.
        </p>
        <button type="button" className="btn btn-accent btn-large" onClick={onJoin} data-testid="join-waitlist-cta">
          Reserve My Free Spot
        </button>
      </div>
    </section>
  );
}
