/** /safety, /trips and /trips/{id}: her safety network and her trips (features/safety-network). */
import 'virtual:message-part/safety';
import 'virtual:message-part/more';
import { useParams } from 'react-router-dom';
import { SafetyPage } from '@/features/safety-network/components/safety-page';
import { TripPage } from '@/features/safety-network/components/trip-page';
import { TripsPage } from '@/features/safety-network/components/trips-page';

export function SafetyRoute() {
  return <SafetyPage />;
}

export function TripsRoute() {
  return <TripsPage />;
}

export function TripRoute() {
  const id = useParams().id ?? '';
  return <TripPage key={id} id={id} />;
}
