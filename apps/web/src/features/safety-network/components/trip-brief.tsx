/**
 * /trips/{id}/brief: the page she hands to someone at home (docs/SAFETY-NETWORK.md "The brief"). For
 * each stop, in order: the governments' level for the city's own area in their words, the alerts
 * happening now, every emergency number with its source, her government's mission and citizens'
 * line, the laws that catch visitors out, health, and entry for her passport. It reads offline once
 * opened (every read is kept by the service worker) and prints one stop to a page.
 */
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Printer } from 'lucide-react';
import type { Trip, TripStopView } from '@safetrails/contracts';
import { useTrip } from '../api/trips';
import { tripStatePage } from './page-states';
import { tripDays } from './trips-page';
import '@/styles/safety.css';

interface TripBriefProps {
  readonly id: string;
  /** What the brief says of one stop: the app composes it from the city's and the country's pages. */
  readonly stopFacts: (stop: TripStopView) => ReactNode;
}

export function TripBrief({ id, stopFacts }: TripBriefProps) {
  const trip = useTrip(id);
  return tripStatePage(trip, null) ?? <Brief trip={trip.data!} stopFacts={stopFacts} />;
}

/**
 * On paper nothing can be opened: the laws' and health's topics are printed open. What each other
 * government says stays folded (on paper, the lead statement of each topic, with its source).
 */
function useOpenOnPrint(): void {
  useEffect(() => {
    const open = () =>
      document.querySelectorAll<HTMLDetailsElement>('.trip-brief details.guide-details').forEach((details) => {
        details.open = true;
      });
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);
}

function Brief({ trip, stopFacts }: { readonly trip: Trip; readonly stopFacts: TripBriefProps['stopFacts'] }) {
  const intl = useIntl();
  useOpenOnPrint();
  const day = (date: string) =>
    intl.formatDate(`${date}T12:00:00Z`, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <article className="container trip-brief" data-testid="trip-brief">
      <header className="trip-brief-header">
        <p className="eyebrow brief-no-print">
          <Link to={`/trips/${trip.id}`}>{trip.name}</Link>
        </p>
        <h1>
          <FormattedMessage
            id="safety.brief.title"
            defaultMessage="{trip}: safety brief"
            values={{ trip: trip.name }}
          />
        </h1>
        <p className="lead">{tripDays(intl, trip)}</p>
        <p className="muted">
          <FormattedMessage
            id="safety.brief.sources"
            defaultMessage="Every fact below names its source and date; what a government wrote is quoted in its own words. Made by SafeTrails on {date}."
            values={{ date: intl.formatDate(new Date(), { dateStyle: 'long' }) }}
          />
        </p>
        <button type="button" className="btn btn-primary brief-no-print" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} />
          <FormattedMessage id="safety.brief.print" defaultMessage="Print or save as PDF" />
        </button>
        <ol className="trip-brief-contents">
          {trip.stops.map((stop, index) => (
            <li key={`${stop.destinationId}-${index}`}>
              <a href={`#stop-${index + 1}`}>
                {stop.city}, {stop.country}
              </a>{' '}
              <span className="muted">
                {day(stop.arrive)} – {day(stop.leave)}
              </span>
            </li>
          ))}
        </ol>
      </header>
      {trip.stops.map((stop, index) => (
        <section
          key={`${stop.destinationId}-${index}`}
          id={`stop-${index + 1}`}
          className="trip-brief-stop"
          aria-labelledby={`stop-${index + 1}-title`}
        >
          <h2 id={`stop-${index + 1}-title`}>
            <FormattedMessage
              id="safety.brief.stop"
              defaultMessage="{n}. {city}, {country} · {arrive} to {leave}"
              values={{
                n: index + 1,
                city: stop.city,
                country: stop.country,
                arrive: day(stop.arrive),
                leave: day(stop.leave),
              }}
            />
          </h2>
          {stopFacts(stop)}
        </section>
      ))}
    </article>
  );
}
