/** Questions people ask before giving us their email. Native <details> needs no script to be accessible. */
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { launchMonth } from './launch-month';

const FAQ: readonly { question: string; answer: ReactNode }[] = [
  {
    question: 'What is SafeTrails?',
    answer:
      'A travel safety companion for solo travellers, especially solo female travellers. It brings together safety scores, neighbourhood ratings, real-time alerts and advice from a community of travellers, so you can plan with confidence and stay aware on the road.',
  },
  {
    question: 'What do early-access members get?',
    answer:
      'The first 1,000 people on the waitlist get six months of SafeTrails free (a $120 value), priority access to new features and 24/7 support.',
  },
  {
    question: 'When can I start using it?',
    answer: `The beta launch is ${launchMonth()}. Invitations go out by email in the order people joined the waitlist; each one contains a personal beta access token.`,
  },
  {
    question: 'Where does the safety information come from?',
    answer: (
      <>
        From public data sources and from travellers who rate destinations, report neighbourhoods and share tips. Every
        score shows its source and when it last changed, and one account cannot move a score far.{' '}
        <Link to="/how-it-works">More on how scores are built</Link>.
      </>
    ),
  },
  {
    question: 'Is it only for women?',
    answer:
      'No. We design first for women who travel alone, because their needs are the least served, but SafeTrails is for anyone travelling solo, in a group, with family or for work.',
  },
  {
    question: 'What happens to my email address?',
    answer: (
      <>
        We use it to send your beta invitation and news about the launch. It is never shown publicly: the landing page
        shows first names only. See our <Link to="/privacy">Privacy Policy</Link>.
      </>
    ),
  },
];

export function FaqSection() {
  return (
    <section id="faq" className="section section-tinted" aria-labelledby="faq-title">
      <div className="container container-narrow">
        <p className="eyebrow">FAQ</p>
        <h2 id="faq-title">Frequently asked questions</h2>
        <div className="faq-list">
          {FAQ.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              <div className="faq-answer">{item.answer}</div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
