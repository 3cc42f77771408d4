/** /safety-alerts/settings, behind the beta-access guard: the alert settings, with the app's basemap for the point picker. */
import 'virtual:message-part/account';
import 'virtual:message-part/more';
import { useUser } from '@/features/auth/hooks/use-user';
import { AlertSettingsPage } from '@/features/alert-settings/components/alert-settings-page';
import { addBasemapOnDemand } from '@/features/destinations/components/basemap-on-demand';

export function AlertSettingsRoute() {
  const { user } = useUser();
  if (!user) return null;
  return <AlertSettingsPage userId={user.id} basemap={addBasemapOnDemand} />;
}
