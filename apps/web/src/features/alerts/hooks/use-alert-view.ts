/**
 * A widget's view state (spec part 1 section 4): the search, the quick tab and the filters, all
 * defaulting to "show everything"; reset restores the defaults and clears the search.
 */
import { useCallback, useMemo, useState } from 'react';
import type { AlertSeverity, AlertType } from '@safetrails/contracts';
import { activeFilterCount, DEFAULT_ALERT_FILTERS, type AlertFilters, type AlertTimeframe } from '../lib/alert-filters';
import type { ShownQuickTab } from '../lib/alert-labels';

export interface AlertViewState {
  readonly filters: AlertFilters;
  readonly search: string;
  readonly tab: ShownQuickTab;
  readonly activeCount: number;
  readonly setSearch: (search: string) => void;
  readonly setTab: (tab: ShownQuickTab) => void;
  readonly setSeverity: (severity: AlertSeverity, on: boolean) => void;
  readonly setType: (type: AlertType, on: boolean) => void;
  readonly setTimeframe: (timeframe: AlertTimeframe) => void;
  readonly reset: () => void;
}

export function useAlertView(): AlertViewState {
  const [filters, setFilters] = useState<AlertFilters>(DEFAULT_ALERT_FILTERS);
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<ShownQuickTab>('all');

  const setSeverity = useCallback(
    (severity: AlertSeverity, on: boolean) =>
      setFilters((current) => ({ ...current, severities: { ...current.severities, [severity]: on } })),
    [],
  );
  const setType = useCallback(
    (type: AlertType, on: boolean) =>
      setFilters((current) => ({ ...current, types: { ...current.types, [type]: on } })),
    [],
  );
  const setTimeframe = useCallback(
    (timeframe: AlertTimeframe) => setFilters((current) => ({ ...current, timeframe })),
    [],
  );
  const reset = useCallback(() => {
    setFilters(DEFAULT_ALERT_FILTERS);
    setSearch('');
    setTab('all');
  }, []);

  return useMemo(
    () => ({
      filters,
      search,
      tab,
      activeCount: activeFilterCount(filters, search),
      setSearch,
      setTab,
      setSeverity,
      setType,
      setTimeframe,
      reset,
    }),
    [filters, search, tab, setSeverity, setType, setTimeframe, reset],
  );
}
