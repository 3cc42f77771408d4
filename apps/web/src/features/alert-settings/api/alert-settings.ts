/**
 * `/api/alert-settings`: her alert settings, and every change to them (what, how, when; places;
 * push devices; the email confirmation). Keyed by its read model first (`notifications`, see
 * lib/live-updates.ts), then by the user's id. Each change answers with the whole settings, which
 * become the cached copy.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlertSettings,
  NotificationHistoryEntry,
  QuietHours,
  AlertSeverity,
  NotificationKind,
} from '@safetrails/contracts';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api-client';

export const alertSettingsKeys = {
  all: ['notifications'] as const,
  of: (userId: string) => ['notifications', 'settings', userId] as const,
  history: (userId: string) => ['notifications', 'history', userId] as const,
};

export function alertSettingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: alertSettingsKeys.of(userId),
    queryFn: ({ signal }) => apiGet<AlertSettings>('/api/alert-settings', { signal }),
  });
}

export function useAlertSettings(userId: string) {
  return useQuery(alertSettingsQueryOptions(userId));
}

export function useNotificationHistory(userId: string) {
  return useQuery({
    queryKey: alertSettingsKeys.history(userId),
    queryFn: ({ signal }) => apiGet<NotificationHistoryEntry[]>('/api/notification-history?limit=20', { signal }),
  });
}

export interface SettingsChange {
  readonly enabled?: boolean;
  readonly minimumSeverity?: AlertSeverity;
  readonly kinds?: readonly NotificationKind[];
  readonly includeUnverified?: boolean;
  readonly push?: boolean;
  readonly email?: boolean;
  readonly alwaysCritical?: boolean;
  readonly digestLow?: boolean;
  readonly quietHours?: QuietHours | null;
  readonly homeTimeZone?: string | null;
}

export interface NewPlace {
  readonly destinationId?: number;
  readonly label?: string;
  readonly latitude?: number;
  readonly longitude?: number;
  readonly radiusMetres?: number | null;
  readonly tripStart?: string | null;
  readonly tripEnd?: string | null;
}

export interface PlaceChange {
  readonly radiusMetres?: number | null;
  readonly paused?: boolean;
  readonly tripStart?: string | null;
  readonly tripEnd?: string | null;
}

/** One mutation per kind of change; each answer replaces the cached settings. */
function useSettingsMutation<Variables>(userId: string, send: (variables: Variables) => Promise<AlertSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => queryClient.setQueryData(alertSettingsKeys.of(userId), settings),
  });
}

export function useChangeAlertSettings(userId: string) {
  return useSettingsMutation(userId, (change: SettingsChange) =>
    apiPatch<AlertSettings>('/api/alert-settings', { body: change }),
  );
}

export function useAddPlace(userId: string) {
  return useSettingsMutation(userId, (place: NewPlace) =>
    apiPost<AlertSettings>('/api/alert-settings/places', { body: place }),
  );
}

export function useChangePlace(userId: string) {
  return useSettingsMutation(userId, ({ id, change }: { id: string; change: PlaceChange }) =>
    apiPatch<AlertSettings>(`/api/alert-settings/places/${encodeURIComponent(id)}`, { body: change }),
  );
}

export function useRemovePlace(userId: string) {
  return useSettingsMutation(userId, (id: string) =>
    apiDelete<AlertSettings>(`/api/alert-settings/places/${encodeURIComponent(id)}`),
  );
}

export function useAddPushDevice(userId: string) {
  return useSettingsMutation(userId, (subscription: PushSubscriptionJSON) =>
    apiPost<AlertSettings>('/api/alert-settings/push-devices', {
      body: { endpoint: subscription.endpoint, keys: subscription.keys },
    }),
  );
}

export function useRemovePushDevice(userId: string) {
  return useSettingsMutation(userId, (id: string) =>
    apiDelete<AlertSettings>(`/api/alert-settings/push-devices/${encodeURIComponent(id)}`),
  );
}

export function useRequestEmailConfirmation(userId: string) {
  return useSettingsMutation(userId, () => apiPost<AlertSettings>('/api/alert-settings/email/confirmation'));
}
