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
import { IconCardGrid, type IconCard } from '@/components/ui/icon-card-grid';
import { useUser } from '@/features/auth/hooks/use-user';

const GROUPS: readonly { heading: string; intro: string; items: readonly IconCard[] }[] = [
  {
    heading: 'Comprehensive safety analysis',
    intro:
      'Every destination gets a score from 0 to 100, where higher is safer, and you can always see what it is made of.',
    items: [
      {
        icon: ChartColumn,
        title: 'Data-driven safety scores',
        text: 'Built from crime statistics, walkability, public transport reliability and harassment reports, blended with ratings from travellers who have been there. Each score shows its source and when it last changed.',
      },
      {
        icon: MapIcon,
        title: 'Neighbourhood breakdown',
        text: 'Cities are not equally safe from street to street. We rate neighbourhoods one by one, and show day and night apart, so you can choose where to stay and when to walk.',
      },
      {
        icon: MessageSquareText,
        title: 'Sentiment analysis',
        text: 'We read what travellers write about a place and summarise how safe they felt, with the words they use most, so you get the feel of a place as well as its numbers.',
      },
    ],
  },
  {
    heading: 'Personalized recommendations',
    intro: 'Tell us how you travel and what matters to you; recommendations follow your safety profile.',
    items: [
      {
        icon: BedDouble,
        title: 'Safe accommodations',
        text: 'Places to stay in well-rated areas, with the features solo travellers ask for: 24-hour reception, good lighting, female-only dorms, safe transport nearby.',
      },
      {
        icon: Sparkles,
        title: 'Vetted activities',
        text: 'Things to do that other travellers have tried and rated for safety, not only for fun.',
      },
      {
        icon: BadgeCheck,
        title: 'Community verified',
        text: 'Tips, ratings and neighbourhood reports come from travellers and are moderated. One rating per traveller per destination, so no single account can move a score far.',
      },
    ],
  },
  {
    heading: 'Core features',
    intro: 'What you can do from the first day of the beta.',
    items: [
      {
        icon: Search,
        title: 'Location search',
        text: 'Find any of 500+ cities and see its safety overview, neighbourhood ratings and recommendations in one place.',
      },
      {
        icon: Bell,
        title: 'Safety alerts',
        text: 'Real-time alerts about crime, weather, transport, health and civil unrest where you are and where you are going, ranked by severity.',
      },
      {
        icon: Ticket,
        title: 'Personalized recommendations',
        text: 'Accommodation, activities and routes matched to your travel style, budget and the safety factors you care most about.',
      },
    ],
  },
];

export function HowItWorksRoute() {
  const { user } = useUser();
  return (
    <article className="container prose-page" aria-labelledby="how-title">
      <header className="prose-header">
        <p className="eyebrow">Safety guidelines</p>
        <h1 id="how-title">How SafeTrails works</h1>
        <p className="lead">
          SafeTrails turns public data and the experience of other travellers into safety information you can check,
          down to the neighbourhood, by day and by night.
        </p>
      </header>
      {GROUPS.map((group) => (
        <section key={group.heading} className="info-group" aria-label={group.heading}>
          <h2>{group.heading}</h2>
          <p>{group.intro}</p>
          <IconCardGrid cards={group.items} />
        </section>
      ))}
      <aside className="card callout">
        <h2>Safety information supports your judgement</h2>
        <p>
          No score can promise that nothing will happen. Trust your instincts, share your plans with someone at home,
          and in an emergency call the local emergency number first.
        </p>
        {user ? (
          <Link to="/dashboard" className="btn btn-primary">
            Go to the dashboard
          </Link>
        ) : (
          <Link to="/waitlist" className="btn btn-primary">
            Join the Waitlist
          </Link>
        )}
      </aside>
    </article>
  );
}
