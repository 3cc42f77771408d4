/**
 * The dashboard's place in the URL: the top tab (`?tab=`), the destination picked (`?destination=`,
 * featured id 1 by default, spec part 1 "Dashboard"), its inner tab (`?view=`) and Explore's region
 * (`?region=`). A reload or a shared link opens the same view; choices replace the history entry.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Region } from '@safetrails/contracts';

export const DASHBOARD_TABS = ['overview', 'explore', 'safety-profile', 'community', 'safety-alerts'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DESTINATION_VIEWS = ['overview', 'safety-tips', 'neighborhoods', 'contribute'] as const;
export type DestinationView = (typeof DESTINATION_VIEWS)[number];

/** Explore's four region buttons. */
export const EXPLORE_REGIONS = ['europe', 'asia', 'americas', 'africa'] as const satisfies readonly Region[];
export type ExploreRegion = (typeof EXPLORE_REGIONS)[number];

export const DEFAULT_DESTINATION_ID = 1;

export interface DashboardSearch {
  readonly tab: DashboardTab;
  readonly view: DestinationView;
  readonly destinationId: number;
  readonly region: ExploreRegion | null;
  readonly setTab: (tab: DashboardTab) => void;
  readonly setView: (view: DestinationView) => void;
  readonly selectDestination: (id: number) => void;
  readonly setRegion: (region: ExploreRegion | null) => void;
}

export function useDashboardSearch(): DashboardSearch {
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    tab: oneOf(DASHBOARD_TABS, params.get('tab')) ?? 'overview',
    view: oneOf(DESTINATION_VIEWS, params.get('view')) ?? 'overview',
    destinationId: positiveId(params.get('destination')) ?? DEFAULT_DESTINATION_ID,
    region: oneOf(EXPLORE_REGIONS, params.get('region')),
    setTab: useCallback((tab) => update('tab', tab === 'overview' ? null : tab), [update]),
    setView: useCallback((view) => update('view', view === 'overview' ? null : view), [update]),
    selectDestination: useCallback((id) => update('destination', String(id)), [update]),
    setRegion: useCallback((region) => update('region', region), [update]),
  };
}

function oneOf<Value extends string>(values: readonly Value[], candidate: string | null): Value | null {
  return values.find((value) => value === candidate) ?? null;
}

/** Spec part 1 section 5: the id must be numeric. */
function positiveId(candidate: string | null): number | null {
  return candidate !== null && /^[1-9]\d{0,8}$/.test(candidate) ? Number(candidate) : null;
}
