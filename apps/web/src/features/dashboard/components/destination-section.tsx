/**
 * The overview's destination block: a picker of featured destinations (id 1 by default) above four
 * inner tabs, Overview, Safety tips, Neighborhoods and Contribute, and the Contribute dialogs.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Info, Lightbulb, MapPinned, PenLine } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useCountryName } from '@/i18n/use-country-name';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CurrentUser, DestinationDetail, FeaturedDestination } from '@safetrails/contracts';
import { ApiError } from '@/lib/api-client';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { ScoreBadge } from '@/components/ui/score-badge';
import type { DestinationView } from '../hooks/use-dashboard-search';
import type { DashboardAccess } from '../lib/access';
import { ContributePanel, type ContributeDialog } from './contribute-panel';
import { DestinationOverviewPanel, type SaveControl } from './destination-overview-panel';
import { NeighbourhoodsPanel } from './neighbourhoods-panel';
import { LoadFailure } from '@/components/ui/load-failure';
import { PanelSpinner } from './query-state';
import { ReportIssueDialog } from './report-issue-dialog';
import { SafetyTipsPanel } from './safety-tips-panel';

/** Loaded when she first opens one of them: the dashboard's first load carries none of the three forms. */
const RateDestinationDialog = lazy(async () => ({
  default: (await import('./rate-destination-dialog')).RateDestinationDialog,
}));
const SubmitTipDialog = lazy(async () => ({ default: (await import('./submit-tip-dialog')).SubmitTipDialog }));
const ReportNeighbourhoodDialog = lazy(async () => ({
  default: (await import('./report-neighbourhood-dialog')).ReportNeighbourhoodDialog,
}));

const VIEW_ICONS = {
  overview: Info,
  'safety-tips': Lightbulb,
  neighborhoods: MapPinned,
  contribute: PenLine,
} as const satisfies Record<DestinationView, unknown>;

const VIEW_NAMES = defineMessages({
  overview: { id: 'dashboard.tab.overview', defaultMessage: 'Overview' },
  'safety-tips': { id: 'dashboard.view.tips', defaultMessage: 'Safety tips' },
  neighborhoods: { id: 'dashboard.view.neighborhoods', defaultMessage: 'Neighborhoods' },
  contribute: { id: 'dashboard.view.contribute', defaultMessage: 'Contribute' },
});

interface DestinationSectionProps {
  readonly access: DashboardAccess;
  readonly user: CurrentUser | null;
  readonly featured: UseQueryResult<FeaturedDestination[]>;
  readonly selected: UseQueryResult<DestinationDetail>;
  readonly selectedId: number;
  readonly onSelect: (id: number) => void;
  readonly view: DestinationView;
  readonly onView: (view: DestinationView) => void;
  readonly save: SaveControl;
  readonly onRated: (destination: DestinationDetail) => void;
}

export function DestinationSection({
  access,
  user,
  featured,
  selected,
  selectedId,
  onSelect,
  view,
  onView,
  save,
  onRated,
}: DestinationSectionProps) {
  const intl = useIntl();
  const countryName = useCountryName();
  const views: TabItem<DestinationView>[] = (Object.keys(VIEW_ICONS) as DestinationView[]).map((key) => ({
    key,
    label: intl.formatMessage(VIEW_NAMES[key]),
    icon: VIEW_ICONS[key],
  }));
  const unknownName = intl.formatMessage({ id: 'dashboard.unknown', defaultMessage: 'Unknown Destination' });
  const pickerId = useId();
  const [dialog, setDialogState] = useState<ContributeDialog | null>(null);
  // The contribute forms stay mounted once one was opened, so closing one keeps its exit as it was.
  const [contributed, setContributed] = useState(false);
  const setDialog = (next: ContributeDialog | null) => {
    if (next !== null && next !== 'issue') setContributed(true);
    setDialogState(next);
  };
  const destination = selected.data?.id === selectedId ? selected.data : null;
  const unknown = selected.error instanceof ApiError && selected.error.status === 404;

  // The picker lists the featured destinations, and the selected one when it is not among them.
  const options: { id: number; label: string }[] = (featured.data ?? []).map(({ id, name, country, countryCode }) => ({
    id,
    label: `${name}, ${countryName(countryCode, country)}`,
  }));
  if (!options.some(({ id }) => id === selectedId)) {
    options.unshift({
      id: selectedId,
      label: destination
        ? `${destination.name}, ${countryName(destination.countryCode, destination.country)}`
        : unknown
          ? unknownName
          : '…',
    });
  }

  const panel = (current: DestinationDetail) => {
    switch (view) {
      case 'overview':
        return (
          <DestinationOverviewPanel
            destination={current}
            access={access}
            save={save}
            onRate={() => setDialog('rating')}
          />
        );
      case 'safety-tips':
        return (
          <SafetyTipsPanel
            destination={current}
            access={access}
            userId={user?.id ?? null}
            onAddTip={() => setDialog('tip')}
          />
        );
      case 'neighborhoods':
        return <NeighbourhoodsPanel destination={current} />;
      case 'contribute':
        return <ContributePanel destination={current} access={access} onOpen={setDialog} />;
    }
  };

  return (
    <section className="card dash-destination-section" aria-labelledby="destination-section-title">
      <div className="dash-destination-picker">
        <div className="dash-destination-picker-field">
          <label htmlFor={pickerId} className="field-label">
            <FormattedMessage id="dashboard.destination" defaultMessage="Destination" />
          </label>
          <select
            id={pickerId}
            className="field-input field-select"
            value={selectedId}
            onChange={(event) => onSelect(Number(event.target.value))}
          >
            {options.map(({ id, label }) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {destination && (
          <ScoreBadge
            score={destination.safetyScore}
            outOf100
            highestLevel={destination.provenance.advisoryPrior?.highestLevel ?? null}
          />
        )}
      </div>

      <h2 id="destination-section-title" className="dash-destination-title">
        {destination ? (
          <>
            {destination.name}
            <span className="dash-destination-country">
              {countryName(destination.countryCode, destination.country)}
            </span>
          </>
        ) : unknown ? (
          unknownName
        ) : (
          <span className="visually-hidden">
            <FormattedMessage id="dashboard.destination" defaultMessage="Destination" />
          </span>
        )}
      </h2>

      {destination ? (
        <Tabs
          label={intl.formatMessage(
            { id: 'dashboard.destination.sections', defaultMessage: '{place} sections' },
            { place: destination.name },
          )}
          idPrefix="destination"
          tabs={views}
          selected={view}
          onSelect={onView}
        >
          {panel(destination)}
        </Tabs>
      ) : unknown ? (
        <p className="muted">
          <FormattedMessage
            id="dashboard.unknown.text"
            defaultMessage="We couldn't find this destination. It may have been removed or doesn't exist. Pick another one above."
          />
        </p>
      ) : selected.isError ? (
        <LoadFailure
          message={intl.formatMessage({
            id: 'dashboard.destination.failed',
            defaultMessage: 'We could not load this destination.',
          })}
          onRetry={() => void selected.refetch()}
        />
      ) : (
        <PanelSpinner
          label={intl.formatMessage({
            id: 'dashboard.destination.loading',
            defaultMessage: 'Loading destination details...',
          })}
        />
      )}

      {destination && user && access === 'beta' && contributed && (
        <Suspense fallback={null}>
          <RateDestinationDialog
            open={dialog === 'rating'}
            onClose={() => setDialog(null)}
            destination={destination}
            userId={user.id}
            onRated={onRated}
          />
          <SubmitTipDialog
            open={dialog === 'tip'}
            onClose={() => setDialog(null)}
            destination={destination}
            onSubmitted={() => onView('safety-tips')}
          />
          <ReportNeighbourhoodDialog
            open={dialog === 'neighbourhood'}
            onClose={() => setDialog(null)}
            destination={destination}
            onReported={() => onView('neighborhoods')}
          />
        </Suspense>
      )}
      {destination && (
        <ReportIssueDialog open={dialog === 'issue'} onClose={() => setDialog(null)} destination={destination} />
      )}
    </section>
  );
}
