/** Three steps from search to safe arrival; the full explanation lives on /how-it-works. */
import { BellRing, MapPin, Search } from 'lucide-react';
import { Link } from 'react-router-dom';

const STEPS = [
  {
    icon: Search,
    title: 'Look up where you are going',
    text: 'Search any of 500+ cities and get a safety score built from 247 factors: walkability, public transport, harassment reports, petty crime and medical access.',
  },
  {
    icon: MapPin,
    title: 'See it street by street',
    text: 'Neighbourhood ratings, day and night shown apart, and what other travellers say, so you can choose where to stay before you book.',
  },
  {
    icon: BellRing,
    title: 'Travel with back-up',
    text: 'Real-time alerts near you, verified safe routes and recommendations tailored to you in about 3 seconds, backed by a community that has been there.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="section" aria-labelledby="how-it-works-title">
      <div className="container">
        <p className="eyebrow">How it works</p>
        <h2 id="how-it-works-title">Safety information you can check, before and during your trip</h2>
        <ol className="steps">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <Icon className="step-icon" aria-hidden="true" size={28} />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
        <p className="section-more">
          <Link to="/how-it-works">Read how we build our safety scores</Link>
        </p>
      </div>
    </section>
  );
}
