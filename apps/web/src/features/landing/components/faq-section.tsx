/** Questions people ask before giving us their email. Native <details> needs no script to be accessible. */
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLaunchMonth } from './launch-month';

const messages = defineMessages({
  whatQ: { id: 'landing.faq.what.q', defaultMessage: 'What is SafeTrails?' },
  whatA: {
    id: 'landing.faq.what.a',
    defaultMessage:
      'A travel safety companion for solo travellers, especially solo female travellers. It brings together safety scores, neighbourhood ratings, real-time alerts and advice from a community of travellers, so you can plan with confidence and stay aware on the road.',
  },
  earlyQ: { id: 'landing.faq.early.q', defaultMessage: 'What do early-access members get?' },
  whenQ: { id: 'landing.faq.when.q', defaultMessage: 'When can I start using it?' },
  sourceQ: { id: 'landing.faq.source.q', defaultMessage: 'Where does the safety information come from?' },
  womenQ: { id: 'landing.faq.women.q', defaultMessage: 'Is it only for women?' },
  womenA: {
    id: 'landing.faq.women.a',
    defaultMessage:
      'No. We design first for women who travel alone, because their needs are the least served, but SafeTrails is for anyone travelling solo, in a group, with family or for work.',
  },
  emailQ: { id: 'landing.faq.email.q', defaultMessage: 'What happens to my email address?' },
});

const earlyAnswer = defineMessage<{ count: number }>({
  id: 'landing.faq.early.a',
  defaultMessage:
    'The first {count, number} people on the waitlist get six months of SafeTrails free (a $120 value), priority access to new features and 24/7 support.',
});
const whenAnswer = defineMessage<{ month: string }>({
  id: 'landing.faq.when.a',
  defaultMessage:
    'The beta launch is {month}. Invitations go out by email in the order people joined the waitlist; each one contains a personal beta access token.',
});

export function FaqSection() {
  const intl = useIntl();
  const month = useLaunchMonth();
  const linkTo = (to: string) => (chunks: ReactNode) => <Link to={to}>{chunks}</Link>;
  const faq: readonly { id: string; question: string; answer: ReactNode }[] = [
    { id: 'what', question: intl.formatMessage(messages.whatQ), answer: intl.formatMessage(messages.whatA) },
    {
      id: 'early',
      question: intl.formatMessage(messages.earlyQ),
      answer: intl.formatMessage(earlyAnswer, { count: 1000 }),
    },
    { id: 'when', question: intl.formatMessage(messages.whenQ), answer: intl.formatMessage(whenAnswer, { month }) },
    {
      id: 'source',
      question: intl.formatMessage(messages.sourceQ),
      answer: intl.formatMessage(
        {
          id: 'landing.faq.source.a',
          defaultMessage:
            'From public data sources and from travellers who rate destinations, report neighbourhoods and share tips. Every score shows its source and when it last changed, and one account cannot move a score far. <link>More on how scores are built</link>.',
        },
        { link: linkTo('/how-it-works') },
      ),
    },
    { id: 'women', question: intl.formatMessage(messages.womenQ), answer: intl.formatMessage(messages.womenA) },
    {
      id: 'email',
      question: intl.formatMessage(messages.emailQ),
      answer: intl.formatMessage(
        {
          id: 'landing.faq.email.a',
          defaultMessage:
            'We use it to send your beta invitation and news about the launch. It is never shown publicly: the landing page shows first names only. See our <link>Privacy Policy</link>.',
        },
        { link: linkTo('/privacy') },
      ),
    },
  ];
  return (
    <section id="faq" className="section section-tinted" aria-labelledby="faq-title">
      <div className="container container-narrow">
        <p className="eyebrow">{intl.formatMessage({ id: 'landing.faq.eyebrow', defaultMessage: 'FAQ' })}</p>
        <h2 id="faq-title">
          {intl.formatMessage({ id: 'landing.faq.title', defaultMessage: 'Frequently asked questions' })}
        </h2>
        <div className="faq-list">
          {faq.map((item) => (
            <details key={item.id} className="faq-item">
              <summary>{item.question}</summary>
              <div className="faq-answer">{item.answer}</div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
