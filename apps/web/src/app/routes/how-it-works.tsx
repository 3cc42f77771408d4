/** /how-it-works: how safety scores and recommendations are made (spec part 2, "How it works"). */
import { Link } from 'react-router-dom';
import {
  BadgeCheck,
  ChartColumn,
  BedDouble,
  Bell,
  Map as MapIcon,
  MessageSquareText,
  Search,
  Sparkles,
  Ticket,
} from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { IconCardGrid, type IconCard } from '@/components/ui/icon-card-grid';
import { useUser } from '@/features/auth/hooks/use-user';
import 'virtual:message-part/pages';

const WORDS = defineMessages({
  g1_heading: { id: 'howItWorks.g1.heading', defaultMessage: 'Comprehensive safety analysis' },
  g1_intro: {
    id: 'howItWorks.g1.intro',
    defaultMessage:
      'Every destination gets a score from 0 to 100, where higher is safer, and you can always see what it is made of.',
  },
  g1_i1_title: { id: 'howItWorks.g1.i1.title', defaultMessage: 'Data-driven safety scores' },
  g1_i1_text: {
    id: 'howItWorks.g1.i1.text',
    defaultMessage:
      'Built from crime statistics, walkability, public transport reliability and harassment reports, blended with ratings from travellers who have been there. Each score shows its source and when it last changed.',
  },
  g1_i2_title: { id: 'howItWorks.g1.i2.title', defaultMessage: 'Neighbourhood breakdown' },
  g1_i2_text: {
    id: 'howItWorks.g1.i2.text',
    defaultMessage:
      'Cities are not equally safe from street to street. We rate neighbourhoods one by one, and show day and night apart, so you can choose where to stay and when to walk.',
  },
  g1_i3_title: { id: 'howItWorks.g1.i3.title', defaultMessage: 'Sentiment analysis' },
  g1_i3_text: {
    id: 'howItWorks.g1.i3.text',
    defaultMessage:
      'We read what travellers write about a place and summarise how safe they felt, with the words they use most, so you get the feel of a place as well as its numbers.',
  },
  g2_heading: { id: 'howItWorks.g2.heading', defaultMessage: 'Personalized recommendations' },
  g2_intro: {
    id: 'howItWorks.g2.intro',
    defaultMessage: 'Tell us how you travel and what matters to you; recommendations follow your safety profile.',
  },
  g2_i1_title: { id: 'howItWorks.g2.i1.title', defaultMessage: 'Safe accommodations' },
  g2_i1_text: {
    id: 'howItWorks.g2.i1.text',
    defaultMessage:
      'Places to stay in well-rated areas, with the features solo travellers ask for: 24-hour reception, good lighting, female-only dorms, safe transport nearby.',
  },
  g2_i2_title: { id: 'howItWorks.g2.i2.title', defaultMessage: 'Vetted activities' },
  g2_i2_text: {
    id: 'howItWorks.g2.i2.text',
    defaultMessage: 'Things to do that other travellers have tried and rated for safety, not only for fun.',
  },
  g2_i3_title: { id: 'howItWorks.g2.i3.title', defaultMessage: 'Community verified' },
  g2_i3_text: {
    id: 'howItWorks.g2.i3.text',
    defaultMessage:
      'Tips, ratings and neighbourhood reports come from travellers and are moderated. One rating per traveller per destination, so no single account can move a score far.',
  },
  g3_heading: { id: 'howItWorks.g3.heading', defaultMessage: 'Core features' },
  g3_intro: { id: 'howItWorks.g3.intro', defaultMessage: 'What you can do from the first day of the beta.' },
  g3_i1_title: { id: 'howItWorks.g3.i1.title', defaultMessage: 'Location search' },
  g3_i1_text: {
    id: 'howItWorks.g3.i1.text',
    defaultMessage:
      'Find any of 500+ cities and see its safety overview, neighbourhood ratings and recommendations in one place.',
  },
  g3_i2_title: { id: 'howItWorks.g3.i2.title', defaultMessage: 'Safety alerts' },
  g3_i2_text: {
    id: 'howItWorks.g3.i2.text',
    defaultMessage:
      'Real-time alerts about crime, weather, transport, health and civil unrest where you are and where you are going, ranked by severity.',
  },
  g3_i3_title: { id: 'howItWorks.g3.i3.title', defaultMessage: 'Personalized recommendations' },
  g3_i3_text: {
    id: 'howItWorks.g3.i3.text',
    defaultMessage:
      'Accommodation, activities and routes matched to your travel style, budget and the safety factors you care most about.',
  },
});

function groups(intl: IntlShape): readonly { heading: string; intro: string; items: readonly IconCard[] }[] {
  return [
    {
      heading: intl.formatMessage(WORDS.g1_heading),
      intro: intl.formatMessage(WORDS.g1_intro),
      items: [
        { icon: ChartColumn, title: intl.formatMessage(WORDS.g1_i1_title), text: intl.formatMessage(WORDS.g1_i1_text) },
        { icon: MapIcon, title: intl.formatMessage(WORDS.g1_i2_title), text: intl.formatMessage(WORDS.g1_i2_text) },
        {
          icon: MessageSquareText,
          title: intl.formatMessage(WORDS.g1_i3_title),
          text: intl.formatMessage(WORDS.g1_i3_text),
        },
      ],
    },
    {
      heading: intl.formatMessage(WORDS.g2_heading),
      intro: intl.formatMessage(WORDS.g2_intro),
      items: [
        { icon: BedDouble, title: intl.formatMessage(WORDS.g2_i1_title), text: intl.formatMessage(WORDS.g2_i1_text) },
        { icon: Sparkles, title: intl.formatMessage(WORDS.g2_i2_title), text: intl.formatMessage(WORDS.g2_i2_text) },
        { icon: BadgeCheck, title: intl.formatMessage(WORDS.g2_i3_title), text: intl.formatMessage(WORDS.g2_i3_text) },
      ],
    },
    {
      heading: intl.formatMessage(WORDS.g3_heading),
      intro: intl.formatMessage(WORDS.g3_intro),
      items: [
        { icon: Search, title: intl.formatMessage(WORDS.g3_i1_title), text: intl.formatMessage(WORDS.g3_i1_text) },
        { icon: Bell, title: intl.formatMessage(WORDS.g3_i2_title), text: intl.formatMessage(WORDS.g3_i2_text) },
        { icon: Ticket, title: intl.formatMessage(WORDS.g3_i3_title), text: intl.formatMessage(WORDS.g3_i3_text) },
      ],
    },
  ];
}

export function HowItWorksRoute() {
  const intl = useIntl();
  const { user } = useUser();
  return (
    <article className="container prose-page" aria-labelledby="how-title">
      <header className="prose-header">
        <p className="eyebrow">
          <FormattedMessage id="howItWorks.eyebrow" defaultMessage="Safety guidelines" />
        </p>
        <h1 id="how-title">
          <FormattedMessage id="howItWorks.title" defaultMessage="How SafeTrails works" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="howItWorks.lead"
            defaultMessage="SafeTrails turns public data and the experience of other travellers into safety information you can check, down to the neighbourhood, by day and by night."
          />
        </p>
      </header>
      {groups(intl).map((group) => (
        <section key={group.heading} className="info-group" aria-label={group.heading}>
          <h2>{group.heading}</h2>
          <p>{group.intro}</p>
          <IconCardGrid cards={group.items} />
        </section>
      ))}
      <aside className="card callout">
        <h2>
          <FormattedMessage id="howItWorks.callout.title" defaultMessage="Safety information supports your judgement" />
        </h2>
        <p>
          <FormattedMessage
            id="howItWorks.callout.text"
            defaultMessage="No score can promise that nothing will happen. Trust your instincts, share your plans with someone at home, and in an emergency call the local emergency number first."
          />
        </p>
        {user ? (
          <Link to="/dashboard" className="btn btn-primary">
            <FormattedMessage id="opensWithBeta.dashboard" defaultMessage="Go to the dashboard" />
          </Link>
        ) : (
          <Link to="/waitlist" className="btn btn-primary">
            <FormattedMessage id="nav.joinWaitlist" defaultMessage="Join the Waitlist" />
          </Link>
        )}
      </aside>
    </article>
  );
}
