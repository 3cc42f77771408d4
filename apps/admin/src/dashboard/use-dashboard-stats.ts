/**
 * `GET /admin-api/dashboard/stats`, refetched when a read model behind it changes (reports,
 * moderation, alerts, sign-ups), so the charts and queue sizes follow the day without a reload.
 */
import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@safetrails/contracts';
import { httpClient } from '../data-provider';
import { useLiveRefresh } from '../live/use-live-refresh';

const DASHBOARD_KEY = ['dashboard', 'stats'] as const;
const WATCHED_PROJECTIONS = ['moderation', 'reports', 'alerts', 'waitlist', 'users'];
// Projector lag is a moving number with no change notice of its own.
const REFRESH_LAG_MS = 60_000;

export function useDashboardStats() {
  useLiveRefresh(WATCHED_PROJECTIONS, [DASHBOARD_KEY]);
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: async () => (await httpClient('/admin-api/dashboard/stats')).json as DashboardStats,
    refetchInterval: REFRESH_LAG_MS,
  });
}
