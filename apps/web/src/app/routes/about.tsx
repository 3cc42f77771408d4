/**
 * /about: mission, who we are, values and our approach to safety data. It sets its own meta
 * description and Organization structured data, so search engines describe SafeTrails correctly.
 */
import { Link } from 'react-router-dom';
import { GraduationCap, HeartHandshake, RefreshCw, ShieldCheck } from 'lucide-react';
import { useJsonLd, useMetaDescription } from '@/lib/document-head';
import { IconCardGrid } from '@/components/ui/icon-card-grid';

const DESCRIPTION =
  'SafeTrails helps solo travellers, especially women travelling alone, explore the world with confidence: transparent safety scores, neighbourhood ratings, real-time alerts and a community of travellers.';

const ORGANIZATION = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'SafeTrails',
  url: window.location.origin,
  logo: `${window.location.origin}/favicon.svg`,
  description: DESCRIPTION,
  slogan: 'Travel solo. Feel safe. Know before you go.',
};

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Safety first',
    text: 'Every feature starts with one question: does this help someone get home safely? If it does not, it waits.',
  },
  {
    icon: HeartHandshake,
    title: 'Inclusivity',
    text: 'We design first for women who travel alone, and we build for every traveller: LGBTQ+ travellers, travellers with disabilities, families, groups and people travelling for work.',
  },
  {
    icon: GraduationCap,
    title: 'Education',
    text: 'We explain the why behind every score and tip, so you learn to read a place yourself rather than depend on an app.',
  },
  {
    icon: RefreshCw,
    title: 'Continuous improvement',
    text: 'Places change and so does our data. We update scores as reports arrive, show when each one last changed, and act on your feedback.',
  },
] as const;

export function AboutRoute() {
  useMetaDescription(DESCRIPTION);
  useJsonLd(ORGANIZATION);

  return (
    <article className="container prose-page" aria-labelledby="about-title">
      <header className="prose-header">
        <p className="eyebrow">About us</p>
        <h1 id="about-title">Helping solo travellers explore the world with confidence</h1>
        <p className="lead">{DESCRIPTION}</p>
      </header>

      <section className="prose" aria-labelledby="mission-title">
        <h2 id="mission-title">Our mission</h2>
        <p>
          Travelling alone is one of the most rewarding things a person can do, and for many women it comes with a
          question nobody else has to ask: will I be safe there? The answers are scattered across forums, outdated guide
          books and well-meant warnings. Our mission is to put honest, current, street-level safety information in every
          traveller&apos;s pocket, so the question gets an answer and the trip goes ahead.
        </p>
      </section>

      <section className="prose" aria-labelledby="who-title">
        <h2 id="who-title">Who we are</h2>
        <p>
          SafeTrails is built by a small, independent team of travellers and engineers, together with a growing
          community of travellers who rate destinations, report neighbourhoods and share what they learned on the road.
          The community is the heart of the product: the more people share, the safer everyone travels.
        </p>
      </section>

      <section aria-labelledby="values-title">
        <h2 id="values-title">Our values</h2>
        <IconCardGrid cards={VALUES} className="card-grid card-grid-4" />
      </section>

      <section className="prose" aria-labelledby="approach-title">
        <h2 id="approach-title">Our approach to safety data</h2>
        <ul>
          <li>
            <strong>Scores you can check.</strong> Every score shows where it comes from and when it last changed.
            Starting values come from stated public sources; community ratings then move them gradually, so one account
            can never swing a score far.
          </li>
          <li>
            <strong>Women-specific detail.</strong> Harassment and night-time safety are first-class measures, rated
            neighbourhood by neighbourhood, with day and night shown apart.
          </li>
          <li>
            <strong>Hard to game.</strong> One rating per traveller per destination (a new one replaces the old), rate
            limits, and moderation with recorded reasons.
          </li>
          <li>
            <strong>A full history.</strong> Every change to a score is recorded with what caused it, so we can show how
            a score got where it is and correct it when something was wrong.
          </li>
          <li>
            <strong>Honest limits.</strong> Safety information supports your judgement; it never replaces it. In an
            emergency, contact local emergency services first.
          </li>
        </ul>
        <p>
          Read more in <Link to="/how-it-works">How it Works</Link>.
        </p>
      </section>

      <section id="sources" className="prose" aria-labelledby="sources-title">
        <h2 id="sources-title">Sources and attributions</h2>
        <p>
          Every fact we show names its source and date. Where a fact cannot be sourced we show nothing and say so: no
          emergency number is ever guessed.
        </p>
        <ul>
          <li>
            <strong>Official travel advice</strong> from the{' '}
            <a href="https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html">
              U.S. Department of State
            </a>{' '}
            (public domain), the{' '}
            <a href="https://www.gov.uk/foreign-travel-advice">UK Foreign, Commonwealth &amp; Development Office</a>{' '}
            (contains public sector information licensed under the{' '}
            <a href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/">
              Open Government Licence v3.0
            </a>
            ), the <a href="https://travel.gc.ca/travelling/advisories">Government of Canada</a> (
            <a href="https://open.canada.ca/en/open-government-licence-canada">Open Government Licence – Canada</a>),
            Australia&apos;s <a href="https://www.smartraveller.gov.au/">Smartraveller</a> (CC BY 4.0) and{' '}
            <a href="https://www.ireland.ie/en/dfa/overseas-travel/advice/">
              Ireland&apos;s Department of Foreign Affairs
            </a>
            . Each government&apos;s levels are mapped onto one scale from 1 (normal precautions) to 4 (do not travel):
            level 1 to 4 as the U.S., Canada, Australia and Ireland number their own four steps; for the UK, advice
            against all travel to the whole country is 4, against all but essential travel to the whole country 3,
            against travel to some areas 2, and none 1. The shipped copy was compiled from the public history of the
            governments&apos; pages kept by{' '}
            <a href="https://github.com/marcolussetti/travel-advisories">marcolussetti/travel-advisories</a>.
          </li>
          <li>
            <strong>Emergency numbers</strong> as the UK&apos;s travel advice (&ldquo;Getting help&rdquo;) and
            Smartraveller (&ldquo;Local contacts&rdquo;) list them, each with its source; where they differ we show
            both.
          </li>
          <li>
            <strong>Cities, their names and regions</strong> from <a href="https://www.geonames.org/">GeoNames</a>,
            licensed under <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
          </li>
          <li>
            <strong>Borders</strong> that border zones are measured from (&ldquo;within 50 km of the border&rdquo;) from{' '}
            <a href="https://www.naturalearthdata.com/">Natural Earth</a> (public domain); states and districts from
            GeoNames.
          </li>
          <li>
            <strong>Scores</strong> start, where no measured baseline exists, from what each government advises for
            where the city is: the state, district, border zone or city it names, else the country. The starting value
            lies halfway between the median government&apos;s level and the most cautious one&apos;s, so a single
            &ldquo;do not travel&rdquo; always shows; travellers&apos; ratings then move it.
          </li>
        </ul>
      </section>

      <section id="press" className="prose" aria-labelledby="press-title">
        <h2 id="press-title">Press</h2>
        <p>
          Writing about solo travel or travel safety? We are happy to share background, product screenshots and our
          logo. Reach us through the <Link to="/feedback">contact page</Link> and mention &ldquo;press&rdquo; in your
          message.
        </p>
      </section>
    </article>
  );
}
