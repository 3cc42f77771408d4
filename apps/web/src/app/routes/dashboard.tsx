/**
 * /dashboard, the post-login home (spec part 1 "Dashboard"). Public, as in the route table. The
 * dashboard feature draws it; this route composes what other features own: the signed-in user,
 * the destinations and saved items with their Save button, the account profile, the safety map and
 * the safety alerts widgets.
 */
import 'virtual:message-part/dashboard';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { errorText } from '@/lib/error-words';
import { toast } from '@/lib/toast';
import type { DestinationDetail } from '@safetrails/contracts';
import { Spinner } from '@/components/ui/spinner';
import { AlertsWidget } from '@/features/alerts/components/alerts-widget';
import { useUser } from '@/features/auth/hooks/use-user';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import type { DashboardAlerts } from '@/features/dashboard/components/dashboard-alerts';
import type { SaveControl } from '@/features/dashboard/components/destination-overview-panel';
import { useDashboardSearch } from '@/features/dashboard/hooks/use-dashboard-search';
import { destinationKeys } from '@/features/destinations/api/destination-keys';
import { useDestination } from '@/features/destinations/api/get-destination';
import { useFeaturedDestinations } from '@/features/destinations/api/get-featured-destinations';
import { useSavedItems } from '@/features/destinations/api/get-saved-items';
import { useDestinations } from '@/features/destinations/api/list-destinations';
import { useSaveItem } from '@/features/destinations/api/save-item';
import { useUnsaveItem } from '@/features/destinations/api/unsave-item';
import { SafetyMapWhenShown } from '@/features/destinations/components/safety-map-when-shown';
import { CommunityActivity } from '@/features/forum/components/community-activity';
import { accountProfileQueryOptions } from '@/features/profile/api/get-account-profile';
import { ImOkButton } from '@/features/safety-network/components/im-ok-button';
import '@/styles/dashboard.css';
import '@/styles/forum.css';

export function DashboardRoute() {
  const intl = useIntl();
  const { user, isLoading } = useUser();
  const search = useDashboardSearch();
  const queryClient = useQueryClient();
  const beta = user?.betaAccess === true;

  const featured = useFeaturedDestinations();
  const selected = useDestination(search.destinationId);
  // Without sample data the default id (1, the early demo's Paris) answers with its GeoNames city.
  // The answer is kept under its own id too, so following it does not fetch the same city again.
  const answered = selected.data;
  const { destinationId, selectDestination } = search;
  useEffect(() => {
    if (answered === undefined || answered.id === destinationId) return;
    queryClient.setQueryData(destinationKeys.detail(answered.id), answered);
    selectDestination(answered.id);
  }, [answered, destinationId, selectDestination, queryClient]);
  // The catalogue is Explore's (its list and its map): read when that tab is open.
  const destinations = useDestinations(search.region ? { region: search.region } : {}, {
    enabled: search.tab === 'explore',
  });
  const saved = useSavedItems({ enabled: beta });
  const profile = useQuery({ ...accountProfileQueryOptions(user?.id ?? ''), enabled: beta && user !== null });
  const saveItem = useSaveItem();
  const unsaveItem = useUnsaveItem();

  if (isLoading) return <Spinner />;

  const isSaved = (id: number) =>
    saved.data?.some((item) => item.itemType === 'destination' && item.itemId === id) ?? false;

  const save: SaveControl = {
    isSaved,
    pending: saveItem.isPending || unsaveItem.isPending,
    toggle: ({ id, name }) => {
      const item = { itemType: 'destination', itemId: id } as const;
      if (isSaved(id)) {
        unsaveItem.mutate(item, {
          onSuccess: () =>
            toast.success(intl.formatMessage({ id: 'save.removed.title', defaultMessage: 'Removed from saved' }), {
              description: intl.formatMessage(
                { id: 'save.removed.text', defaultMessage: '{name} is no longer in your saved places.' },
                { name },
              ),
            }),
          onError: (error) =>
            toast.error(intl.formatMessage({ id: 'save.removeFailed', defaultMessage: 'Could not remove it' }), {
              description: errorText(intl, error),
            }),
        });
      } else {
        saveItem.mutate(item, {
          onSuccess: () =>
            toast.success(intl.formatMessage({ id: 'save.saved', defaultMessage: 'Saved' }), {
              description: intl.formatMessage(
                { id: 'save.saved.text', defaultMessage: '{name} is in your saved places.' },
                { name },
              ),
            }),
          onError: (error) =>
            toast.error(intl.formatMessage({ id: 'save.saveFailed', defaultMessage: 'Could not save it' }), {
              description: errorText(intl, error),
            }),
        });
      }
    },
  };

  // The rating's answer is the destination as it is now: show its new score without a round trip.
  const onRated = (destination: DestinationDetail) =>
    queryClient.setQueryData(destinationKeys.detail(destination.id), destination);

  return (
    <DashboardPage
      alerts={DASHBOARD_ALERTS}
      user={user}
      search={search}
      featured={featured}
      selected={selected}
      destinations={destinations}
      saved={saved}
      profile={profile}
      save={save}
      onRated={onRated}
      community={<CommunityActivity />}
      checkIn={beta ? <ImOkButton variant="card" /> : null}
      map={
        <SafetyMapWhenShown
          destinations={destinations.data ?? []}
          selected={selected.data?.id === search.destinationId ? selected.data : null}
          onSelect={search.selectDestination}
        />
      }
    />
  );
}

const DASHBOARD_ALERTS: DashboardAlerts = {
  // Titled on the Safety Alerts tab; untitled in the overview's side panel, which names itself.
  general: (title) => <AlertsWidget source={{ kind: 'active' }} title={title} inPanel={title === undefined} />,
  // Keyed by destination, so choosing another one starts its widget afresh (search and filters cleared).
  forDestination: (destinationId) => (
    <AlertsWidget key={destinationId} source={{ kind: 'destination', destinationId }} inPanel />
  ),
};
