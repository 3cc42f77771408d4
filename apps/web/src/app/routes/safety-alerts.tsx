/**
 * /safety-alerts, behind the beta-access guard: the alerts feature draws the page; the route tells it
 * whether the viewer moderates (from the signed-in user), hands it the app's basemap for Map View, and
 * composes the alert settings' summary into its side panel.
 */
import 'virtual:message-part/account';
import 'virtual:message-part/more';
import { AlertSettingsSummary } from '@/features/alert-settings/components/alert-settings-summary';
import { useUser } from '@/features/auth/hooks/use-user';
import { SafetyAlertsPage } from '@/features/alerts/components/safety-alerts-page';
import { AlertBasemapContext } from '@/features/alerts/lib/alert-basemap';
import { addBasemapOnDemand } from '@/features/destinations/components/basemap-on-demand';

export function SafetyAlertsRoute() {
  const { user } = useUser();
  const moderator = user?.roles.some((role) => role === 'moderator' || role === 'admin') ?? false;
  return (
    <AlertBasemapContext.Provider value={addBasemapOnDemand}>
      <SafetyAlertsPage
        moderation={{ moderator }}
        basemap={addBasemapOnDemand}
        settingsPanel={user ? <AlertSettingsSummary userId={user.id} /> : null}
      />
    </AlertBasemapContext.Provider>
  );
}
