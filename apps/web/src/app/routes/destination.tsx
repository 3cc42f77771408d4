/**
 * /destination/{id}: the destination page. The id must be numeric, otherwise nothing is fetched
 * (spec part 1 section 5); `?accommodation=` and `?activity=` (links from saved items) highlight a
 * place. The route hands the destinations feature who is looking, for saving and view counts.
 */
import 'virtual:message-part/more';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { DestinationDetail } from '@safetrails/contracts';
import { HappeningNow } from '@/features/alerts/components/happening-now';
import { PlaceAlerts } from '@/features/alerts/components/place-alerts';
import { AlertBasemapContext } from '@/features/alerts/lib/alert-basemap';
import { AdvisoryStrip } from '@/features/countries/components/advisory-strip';
import { addBasemapOnDemand } from '@/features/destinations/components/basemap-on-demand';
import { CountryEmergency } from '@/features/countries/components/country-emergency';
import { WomenTravellers } from '@/features/countries/components/women-travellers';
import { Embassies } from '@/features/countries/components/embassies';
import { LgbtBanner, LgbtTravellers } from '@/features/countries/components/lgbt-travellers';
import { CityLawsAndHealth, TransportGuide } from '@/features/countries/components/country-guide';
import type { TravellerLens } from '@/features/countries/lib/traveller-lens';
import { DestinationPage, type CountryPanels } from '@/features/destinations/components/destination-page';
import { useUser } from '@/features/auth/hooks/use-user';
import { numericId } from '@/lib/numeric-id';
import { OfflineNotice } from '../offline-notice';
import { useCityKit } from '../use-city-kit';
import { useTravellerLens } from '../use-traveller-lens';

/**
 * The countries feature's part of a destination page, seen through the traveller's lens: its advice
 * in short (her government first), its emergency numbers and embassies (hers open), what the
 * governments say to women and to LGBT+ travellers there (in the order she asked for), the laws
 * that catch visitors out, health and getting around, and the banner on a country that criminalises same-sex relations for a traveller who asked for it.
 */
function countryPanels(lens: TravellerLens): CountryPanels {
  return {
    advisoryStrip: (destination) => <AdvisoryStrip destination={destination} home={lens.home} />,
    lgbtBanner: (destination) => <LgbtBanner code={destination.countryCode} name={destination.country} lens={lens} />,
    emergencyNumbers: (destination) => (
      <>
        <CountryEmergency
          code={destination.countryCode}
          name={destination.country}
          governmentPages={destination.countryAdvice.advisories.map(({ organisation, url }) => ({ organisation, url }))}
        />
        <Embassies code={destination.countryCode} name={destination.country} lens={lens} />
      </>
    ),
    travellers: (destination) => {
      const women = <WomenTravellers key="women" code={destination.countryCode} name={destination.country} />;
      const lgbt = <LgbtTravellers key="lgbt" code={destination.countryCode} name={destination.country} lens={lens} />;
      return lens.lgbtFirst ? [lgbt, women] : [women, lgbt];
    },
    guide: (destination) => <CityLawsAndHealth code={destination.countryCode} name={destination.country} />,
    transport: (destination) => <TransportGuide code={destination.countryCode} name={destination.country} />,
  };
}

const alerts = (destination: DestinationDetail) => (
  <PlaceAlerts source={{ kind: 'destination', destinationId: destination.id }} name={destination.name} />
);

const happeningNow = (destination: DestinationDetail) => (
  <HappeningNow
    source={{ kind: 'destination', destinationId: destination.id }}
    from={{ latitude: destination.latitude, longitude: destination.longitude }}
    name={destination.name}
  />
);

const notKept = (retry: () => void) => <OfflineNotice what="destination" onRetry={retry} />;

export function DestinationRoute() {
  const id = numericId(useParams().id);
  const [params] = useSearchParams();
  const { user } = useUser();
  const lens = useTravellerLens();
  const panels = useMemo(() => countryPanels(lens), [lens]);
  // A city brings its country: its emergency numbers and alerts are kept as the page opens.
  useCityKit(id);
  return (
    <AlertBasemapContext.Provider value={addBasemapOnDemand}>
      <DestinationPage
        key={id ?? 'unknown'}
        id={id}
        viewer={{ signedIn: user !== null, betaAccess: user?.betaAccess === true }}
        country={panels}
        alerts={alerts}
        happeningNow={happeningNow}
        notKept={notKept}
        highlight={{
          accommodation: numericId(params.get('accommodation')),
          activity: numericId(params.get('activity')),
        }}
      />
    </AlertBasemapContext.Provider>
  );
}
