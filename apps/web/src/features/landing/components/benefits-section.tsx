/** What the first 1,000 sign-ups get (spec part 1 section 1), plus the product's headline figures. */
import { Gift, Headphones, Sparkles } from 'lucide-react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { IconCardGrid } from '@/components/ui/icon-card-grid';

const messages = defineMessages({
  freeTitle: { id: 'landing.benefits.free.title', defaultMessage: '6 months free' },
  freeText: {
    id: 'landing.benefits.free.text',
    defaultMessage:
      'Full access to SafeTrails for six months after launch, a $120 value, with nothing to pay up front.',
  },
  priorityTitle: { id: 'landing.benefits.priority.title', defaultMessage: 'Priority features' },
  priorityText: {
    id: 'landing.benefits.priority.text',
    defaultMessage:
      'Use new safety tools before anyone else and tell us what to build next. Early members shape the roadmap.',
  },
  supportTitle: { id: 'landing.benefits.support.title', defaultMessage: '24/7 support' },
  supportText: {
    id: 'landing.benefits.support.text',
    defaultMessage: 'A real person to talk to, around the clock, whatever time it is where you are.',
  },
  cities: { id: 'landing.figures.cities', defaultMessage: 'cities with safety insights' },
  factors: { id: 'landing.figures.factors', defaultMessage: 'safety factors per destination' },
  seconds: { id: 'landing.figures.seconds', defaultMessage: 'to a personal recommendation' },
  testers: { id: 'landing.figures.testers', defaultMessage: 'of testers say they feel safer' },
});

const secondsValue = defineMessage<{ count: number }>({
  id: 'landing.figures.secondsValue',
  defaultMessage: '{count, number} sec',
});

export function BenefitsSection() {
  const intl = useIntl();
  const benefits = [
    { icon: Gift, title: intl.formatMessage(messages.freeTitle), text: intl.formatMessage(messages.freeText) },
    {
      icon: Sparkles,
      title: intl.formatMessage(messages.priorityTitle),
      text: intl.formatMessage(messages.priorityText),
    },
    {
      icon: Headphones,
      title: intl.formatMessage(messages.supportTitle),
      text: intl.formatMessage(messages.supportText),
    },
  ];
  // Static marketing figures (spec part 1 section 1); they are not computed.
  const figures = [
    { value: `${intl.formatNumber(500)}+`, label: intl.formatMessage(messages.cities) },
    { value: intl.formatNumber(247), label: intl.formatMessage(messages.factors) },
    { value: intl.formatMessage(secondsValue, { count: 3 }), label: intl.formatMessage(messages.seconds) },
    { value: intl.formatNumber(0.98, { style: 'percent' }), label: intl.formatMessage(messages.testers) },
  ];
  return (
    <section id="benefits" className="section section-tinted" aria-labelledby="benefits-title">
      <div className="container">
        <p className="eyebrow">
          <FormattedMessage id="landing.benefits.eyebrow" defaultMessage="Early access benefits" />
        </p>
        <h2 id="benefits-title">
          <FormattedMessage
            id="landing.benefits.title"
            defaultMessage="The first {count, number} sign-ups get more"
            values={{ count: 1000 }}
          />
        </h2>
        <p className="section-lead">
          <FormattedMessage
            id="landing.benefits.lead"
            defaultMessage="Join the waitlist now and, when your invitation arrives, these come with it."
          />
        </p>
        <IconCardGrid cards={benefits} />
        <dl className="figures">
          {figures.map((figure) => (
            <div key={figure.label} className="figure">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
