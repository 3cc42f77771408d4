/**
 * /trips/{id}/brief: the trip's brief (features/safety-network), each stop's facts composed here from
 * the city's page (the governments' advice for its area, the alerts now) and its country's (numbers,
 * her embassy, laws, health, entry for her passport).
 */
import 'virtual:message-part/safety';
import 'virtual:message-part/more';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { TripStopView } from '@safetrails/contracts';
import { HappeningNow } from '@/features/alerts/components/happening-now';
import { useCountry } from '@/features/countries/api/get-country';
import { AdvisoryStrip } from '@/features/countries/components/advisory-strip';
import { BeforeYouGo } from '@/features/countries/components/before-you-go';
import { LawsAndHealthPanels } from '@/features/countries/components/country-guide';
import { EmbassyList } from '@/features/countries/components/embassies';
import { EmergencyNumbers } from '@/features/countries/components/emergency-numbers';
import { useDestination } from '@/features/destinations/api/get-destination';
import { TripBrief } from '@/features/safety-network/components/trip-brief';
import { useTravellerLens } from '../use-traveller-lens';

function StopFacts({ stop, home }: { readonly stop: TripStopView; readonly home: string | null }) {
  const destination = useDestination(stop.destinationId);
  const country = useCountry(stop.countryCode);
  return (
    <div className="trip-brief-facts">
      {destination.data && <AdvisoryStrip destination={destination.data} home={home} />}
      {destination.data && (
        <HappeningNow
          source={{ kind: 'destination', destinationId: stop.destinationId }}
          from={{ latitude: destination.data.latitude, longitude: destination.data.longitude }}
          name={stop.city}
        />
      )}
      {country.data ? (
        <>
          <section className="card" aria-label={stop.country}>
            <h3>
              <FormattedMessage id="safety.brief.numbers" defaultMessage="Emergency numbers" />
            </h3>
            <EmergencyNumbers emergency={country.data.emergency} countryName={stop.country} />
          </section>
          <EmbassyList
            embassies={home ? country.data.embassies.filter((embassy) => embassy.of === home) : []}
            citizensLines={home ? country.data.citizensLines.filter((line) => line.of === home) : []}
            name={stop.country}
            home={home}
          />
          {!home && (
            <p className="muted">
              <FormattedMessage
                id="safety.brief.noHome"
                defaultMessage="Give your home country in your safety profile to see your government's mission here."
              />
            </p>
          )}
          <LawsAndHealthPanels country={country.data} name={stop.country} />
          <BeforeYouGo entry={country.data.entry} name={stop.country} home={home} />
        </>
      ) : (
        country.isPending && (
          <p role="status" className="muted">
            <FormattedMessage id="safety.link.loading" defaultMessage="Opening…" />
          </p>
        )
      )}
    </div>
  );
}

export function TripBriefRoute() {
  const id = useParams().id ?? '';
  const { home } = useTravellerLens();
  return <TripBrief id={id} stopFacts={(stop) => <StopFacts stop={stop} home={home} />} />;
}
