/**
 * /about: mission, who we are, values and our approach to safety data. It sets its own meta
 * description and Organization structured data, so search engines describe SafeTrails correctly.
 * Both are in the page's language.
 */
import { useMemo, type ReactNode } from 'react';
import { SITE_NAME } from '@safetrails/contracts';
import { Link } from 'react-router-dom';
import { GraduationCap, HeartHandshake, RefreshCw, ShieldCheck } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useJsonLd, useMetaDescription } from '@/lib/document-head';
import { IconCardGrid, type IconCard } from '@/components/ui/icon-card-grid';
import { TitledSection } from '@/components/ui/titled-section';
import 'virtual:message-part/pages';

const WORDS = defineMessages({
  description: {
    id: 'about.description',
    defaultMessage:
      'SafeTrails helps solo travellers, especially women travelling alone, explore the world with confidence: transparent safety scores, neighbourhood ratings, real-time alerts and a community of travellers.',
  },
  slogan: { id: 'about.slogan', defaultMessage: 'Travel solo. Feel safe. Know before you go.' },
  safetyTitle: { id: 'about.values.safety', defaultMessage: 'Safety first' },
  safetyText: {
    id: 'about.values.safetyText',
    defaultMessage:
      'Every feature starts with one question: does this help someone get home safely? If it does not, it waits.',
  },
  inclusivityTitle: { id: 'about.values.inclusivity', defaultMessage: 'Inclusivity' },
  inclusivityText: {
    id: 'about.values.inclusivityText',
    defaultMessage:
      'We design first for women who travel alone, and we build for every traveller: LGBTQ+ travellers, travellers with disabilities, families, groups and people travelling for work.',
  },
  educationTitle: { id: 'about.values.education', defaultMessage: 'Education' },
  educationText: {
    id: 'about.values.educationText',
    defaultMessage:
      'We explain the why behind every score and tip, so you learn to read a place yourself rather than depend on an app.',
  },
  improvementTitle: { id: 'about.values.improvement', defaultMessage: 'Continuous improvement' },
  improvementText: {
    id: 'about.values.improvementText',
    defaultMessage:
      'Places change and so does our data. We update scores as reports arrive, show when each one last changed, and act on your feedback.',
  },
});

function values(intl: IntlShape): readonly IconCard[] {
  return [
    { icon: ShieldCheck, title: intl.formatMessage(WORDS.safetyTitle), text: intl.formatMessage(WORDS.safetyText) },
    {
      icon: HeartHandshake,
      title: intl.formatMessage(WORDS.inclusivityTitle),
      text: intl.formatMessage(WORDS.inclusivityText),
    },
    {
      icon: GraduationCap,
      title: intl.formatMessage(WORDS.educationTitle),
      text: intl.formatMessage(WORDS.educationText),
    },
    {
      icon: RefreshCw,
      title: intl.formatMessage(WORDS.improvementTitle),
      text: intl.formatMessage(WORDS.improvementText),
    },
  ];
}

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
/** An outside page, opened as a plain link. */
const outside = (href: string) => (chunks: ReactNode[]) => <a href={href}>{chunks}</a>;

interface Point {
  readonly message: MessageDescriptor;
  /** The message's link tags, each to its page. */
  readonly links?: Readonly<Record<string, (chunks: ReactNode[]) => ReactNode>>;
}

/** Our approach to safety data: each point leads with its name in bold (<b>). */
const APPROACH: readonly Point[] = Object.values(
  defineMessages({
    check: {
      id: 'about.approach.check',
      defaultMessage:
        '<b>Scores you can check.</b> Every score shows where it comes from and when it last changed. Starting values come from stated public sources; community ratings then move them gradually, so one account can never swing a score far.',
    },
    women: {
      id: 'about.approach.women',
      defaultMessage:
        '<b>Women-specific detail.</b> Harassment and night-time safety are first-class measures, rated neighbourhood by neighbourhood, with day and night shown apart.',
    },
    gaming: {
      id: 'about.approach.gaming',
      defaultMessage:
        '<b>Hard to game.</b> One rating per traveller per destination (a new one replaces the old), rate limits, and moderation with recorded reasons.',
    },
    history: {
      id: 'about.approach.history',
      defaultMessage:
        '<b>A full history.</b> Every change to a score is recorded with what caused it, so we can show how a score got where it is and correct it when something was wrong.',
    },
    limits: {
      id: 'about.approach.limits',
      defaultMessage:
        '<b>Honest limits.</b> Safety information supports your judgement; it never replaces it. In an emergency, contact local emergency services first.',
    },
  }),
).map((message) => ({ message }));

/** Where our facts come from, each source linked to its own page and licence. */
const SOURCE_WORDS = defineMessages({
  advice: {
    id: 'about.sources.advice',
    defaultMessage:
      "<b>Official travel advice</b> from the <us>U.S. Department of State</us> (public domain), the <uk>UK Foreign, Commonwealth & Development Office</uk> (contains public sector information licensed under the <ogl>Open Government Licence v3.0</ogl>), the <ca>Government of Canada</ca> (<ogc>Open Government Licence – Canada</ogc>), Australia's <au>Smartraveller</au> (CC BY 4.0) and <ie>Ireland's Department of Foreign Affairs</ie>. Each government's levels are mapped onto one scale from 1 (normal precautions) to 4 (do not travel): level 1 to 4 as the U.S., Canada, Australia and Ireland number their own four steps; for the UK, advice against all travel to the whole country is 4, against all but essential travel to the whole country 3, against travel to some areas 2, and none 1. The shipped copy was compiled from the public history of the governments' pages kept by <history>marcolussetti/travel-advisories</history>.",
  },
  emergency: {
    id: 'about.sources.emergency',
    defaultMessage:
      "<b>Emergency numbers</b> as the UK's travel advice (“Getting help”) and Smartraveller (“Local contacts”) list them, each with its source; where they differ we show both.",
  },
  cities: {
    id: 'about.sources.cities',
    defaultMessage:
      '<b>Cities, their names and regions</b> from <geonames>GeoNames</geonames>, licensed under <licence>CC BY 4.0</licence>.',
  },
  borders: {
    id: 'about.sources.borders',
    defaultMessage:
      '<b>Borders</b> that border zones are measured from (“within 50 km of the border”) from <ne>Natural Earth</ne> (public domain); states and districts from GeoNames.',
  },
  sections: {
    id: 'about.sources.sections',
    defaultMessage:
      "<b>Parts of cities</b> the governments single out (Nairobi's Kibera and Eastleigh) are placed on the city's map by <wof>Who's On First</wof> (<licence>CC BY 4.0</licence>), where it knows the very name.",
  },
  scores: {
    id: 'about.sources.scores',
    defaultMessage:
      "<b>Scores</b> start, where no measured baseline exists, from what each government advises for where the city is: the state, district, border zone or city it names, else the country. The starting value lies halfway between the median government's level and the most cautious one's, so a single “do not travel” always shows; travellers' ratings then move it.",
  },
});
const SOURCES: readonly Point[] = [
  {
    message: SOURCE_WORDS.advice,
    links: {
      us: outside('https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html'),
      uk: outside('https://www.gov.uk/foreign-travel-advice'),
      ogl: outside('https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/'),
      ca: outside('https://travel.gc.ca/travelling/advisories'),
      ogc: outside('https://open.canada.ca/en/open-government-licence-canada'),
      au: outside('https://www.smartraveller.gov.au/'),
      ie: outside('https://www.ireland.ie/en/dfa/overseas-travel/advice/'),
      history: outside('https://github.com/marcolussetti/travel-advisories'),
    },
  },
  { message: SOURCE_WORDS.emergency },
  {
    message: SOURCE_WORDS.cities,
    links: {
      geonames: outside('https://www.geonames.org/'),
      licence: outside('https://creativecommons.org/licenses/by/4.0/'),
    },
  },
  { message: SOURCE_WORDS.borders, links: { ne: outside('https://www.naturalearthdata.com/') } },
  {
    message: SOURCE_WORDS.sections,
    links: { wof: outside('https://whosonfirst.org/'), licence: outside('https://whosonfirst.org/docs/licenses/') },
  },
  { message: SOURCE_WORDS.scores },
];

/** Points that lead with their name in bold (`<b>`), one list item each. */
function Points({ points }: { readonly points: readonly Point[] }) {
  return (
    <ul>
      {points.map(({ message, links }) => (
        <li key={message.id}>
          <FormattedMessage {...message} values={{ b: strong, ...links }} />
        </li>
      ))}
    </ul>
  );
}

export function AboutRoute() {
  const intl = useIntl();
  const description = intl.formatMessage(WORDS.description);
  const organization = useMemo(
    () => ({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: window.location.origin,
      logo: `${window.location.origin}/favicon.svg`,
      description,
      slogan: intl.formatMessage(WORDS.slogan),
      inLanguage: intl.locale,
    }),
    [description, intl],
  );
  useMetaDescription(description);
  useJsonLd(organization);

  return (
    <article className="container prose-page" aria-labelledby="about-title">
      <header className="prose-header">
        <p className="eyebrow">
          <FormattedMessage id="about.eyebrow" defaultMessage="About us" />
        </p>
        <h1 id="about-title">
          <FormattedMessage
            id="about.title"
            defaultMessage="Helping solo travellers explore the world with confidence"
          />
        </h1>
        <p className="lead">{description}</p>
      </header>

      <TitledSection look="prose" title={<FormattedMessage id="about.mission.title" defaultMessage="Our mission" />}>
        <p>
          <FormattedMessage
            id="about.mission.text"
            defaultMessage="Travelling alone is one of the most rewarding things a person can do, and for many women it comes with a question nobody else has to ask: will I be safe there? The answers are scattered across forums, outdated guide books and well-meant warnings. Our mission is to put honest, current, street-level safety information in every traveller's pocket, so the question gets an answer and the trip goes ahead."
          />
        </p>
      </TitledSection>

      <TitledSection look="prose" title={<FormattedMessage id="about.who.title" defaultMessage="Who we are" />}>
        <p>
          <FormattedMessage
            id="about.who.text"
            defaultMessage="SafeTrails is built by a small, independent team of travellers and engineers, together with a growing community of travellers who rate destinations, report neighbourhoods and share what they learned on the road. The community is the heart of the product: the more people share, the safer everyone travels."
          />
        </p>
      </TitledSection>

      <TitledSection look="plain" title={<FormattedMessage id="about.values.title" defaultMessage="Our values" />}>
        <IconCardGrid cards={values(intl)} className="card-grid card-grid-4" />
      </TitledSection>

      <TitledSection
        look="prose"
        title={<FormattedMessage id="about.approach.title" defaultMessage="Our approach to safety data" />}
      >
        <Points points={APPROACH} />
        <p>
          <FormattedMessage
            id="about.approach.more"
            defaultMessage="Read more in <link>How it Works</link>."
            values={{ link: (chunks) => <Link to="/how-it-works">{chunks}</Link> }}
          />
        </p>
      </TitledSection>

      <TitledSection
        look="prose"
        id="sources"
        title={<FormattedMessage id="about.sources.title" defaultMessage="Sources and attributions" />}
      >
        <p>
          <FormattedMessage
            id="about.sources.intro"
            defaultMessage="Every fact we show names its source and date. Where a fact cannot be sourced we show nothing and say so: no emergency number is ever guessed."
          />
        </p>
        <Points points={SOURCES} />
      </TitledSection>

      <TitledSection look="prose" id="press" title={<FormattedMessage id="about.press.title" defaultMessage="Press" />}>
        <p>
          <FormattedMessage
            id="about.press.text"
            defaultMessage="Writing about solo travel or travel safety? We are happy to share background, product screenshots and our logo. Reach us through the <link>contact page</link> and mention “press” in your message."
            values={{ link: (chunks) => <Link to="/feedback">{chunks}</Link> }}
          />
        </p>
      </TitledSection>
    </article>
  );
}
