/**
 * /destination/{id}: the destination page. The id must be numeric, otherwise nothing is fetched
 * (spec part 1 section 5); `?accommodation=` and `?activity=` (links from saved items) highlight a
 * place. The route hands the destinations feature who is looking, for saving and view counts.
 */
import { useParams, useSearchParams } from 'react-router-dom';
import { DestinationPage } from '@/features/destinations/components/destination-page';
import { useUser } from '@/features/auth/hooks/use-user';
import { numericId } from '@/lib/numeric-id';

export function DestinationRoute() {
  const id = numericId(useParams().id);
  const [params] = useSearchParams();
  const { user } = useUser();
  return (
    <DestinationPage
      key={id ?? 'unknown'}
      id={id}
      viewer={{ signedIn: user !== null, betaAccess: user?.betaAccess === true }}
      highlight={{ accommodation: numericId(params.get('accommodation')), activity: numericId(params.get('activity')) }}
    />
  );
}
