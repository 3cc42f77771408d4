/** Three steps from search to safe arrival; the full explanation lives on /how-it-works. */
import { BellRing, MapPin, Search } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

const messages = defineMessages({
  lookUpTitle: { id: 'landing.steps.lookUp.title', defaultMessage: 'Look up where you are going' },
  lookUpText: {
    id: 'landing.steps.lookUp.text',
    defaultMessage:
      'Search any of 500+ cities and get a safety score built from 247 factors: walkability, public transport, harassment reports, petty crime and medical access.',
  },
  streetTitle: { id: 'landing.steps.street.title', defaultMessage: 'See it street by street' },
  streetText: {
    id: 'landing.steps.street.text',
    defaultMessage:
      'Neighbourhood ratings, day and night shown apart, and what other travellers say, so you can choose where to stay before you book.',
  },
  backupTitle: { id: 'landing.steps.backup.title', defaultMessage: 'Travel with back-up' },
  backupText: {
    id: 'landing.steps.backup.text',
    defaultMessage:
      'Real-time alerts near you, verified safe routes and recommendations tailored to you in about 3 seconds, backed by a community that has been there.',
  },
});

const STEPS = [
  { icon: Search, title: messages.lookUpTitle, text: messages.lookUpText },
  { icon: MapPin, title: messages.streetTitle, text: messages.streetText },
  { icon: BellRing, title: messages.backupTitle, text: messages.backupText },
] as const;

export function HowItWorksSection() {
  const intl = useIntl();
  return (
    <section id="how-it-works" className="section" aria-labelledby="how-it-works-title">
      <div className="container">
        <p className="eyebrow">
          <FormattedMessage id="landing.steps.eyebrow" defaultMessage="How it works" />
        </p>
        <h2 id="how-it-works-title">
          <FormattedMessage
            id="landing.steps.title"
            defaultMessage="Safety information you can check, before and during your trip"
          />
        </h2>
        <ol className="steps">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title.id} className="step">
              <span className="step-number" aria-hidden="true">
                {intl.formatNumber(index + 1)}
              </span>
              <Icon className="step-icon" aria-hidden="true" size={28} />
              <h3>{intl.formatMessage(title)}</h3>
              <p>{intl.formatMessage(text)}</p>
            </li>
          ))}
        </ol>
        <p className="section-more">
          <Link to="/how-it-works">
            <FormattedMessage id="landing.steps.more" defaultMessage="Read how we build our safety scores" />
          </Link>
        </p>
      </div>
    </section>
  );
}
