/**
 * The destination's safety report, laid out for paper (Download Report): every metric with its
 * explanation, the derived day, night and solo figures, the neighbourhoods, the sentiment, the
 * recommended places and the score's history, each with its source and date. Opened with
 * `?print=1`, it opens the browser's print dialog (print or save as PDF) once everything has loaded.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDestination } from '../api/get-destination';
import { useAccommodations, useActivities } from '../api/get-places';
import { useScoreHistory } from '../api/get-score-history';
import { DestinationNotFound, DestinationNotLoaded, isNotFound } from './destination-page-states';
import { NetworkError } from '@/lib/api-client';
import '@/styles/destinations.css';
import { ReportBody } from './report-body';

interface DestinationReportProps {
  readonly id: number | null;
  /** Open the print dialog once the report is complete. */
  readonly autoPrint: boolean;
  /** Shown when the destination is not on this device and the network does not answer. */
  readonly notKept: (retry: () => void) => ReactNode;
}

export function DestinationReport({ id, autoPrint, notKept }: DestinationReportProps) {
  const intl = useIntl();
  const destination = useDestination(id);
  const history = useScoreHistory(id);
  const accommodations = useAccommodations(id);
  const activities = useActivities(id);
  const ready = destination.isSuccess && !history.isPending && !accommodations.isPending && !activities.isPending;

  const printed = useRef(false);
  useEffect(() => {
    if (!ready || !autoPrint || printed.current) return;
    printed.current = true;
    // Let the browser lay the report out before the dialog takes its picture.
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [ready, autoPrint]);

  if (id === null || isNotFound(destination.error)) return <DestinationNotFound />;
  if (!destination.data && destination.error instanceof NetworkError) return notKept(() => void destination.refetch());
  if (!destination.data && destination.isError)
    return <DestinationNotLoaded onRetry={() => void destination.refetch()} />;
  if (!ready) {
    return (
      <div className="report-page" role="status">
        <p className="lead">
          {intl.formatMessage({ id: 'report.preparing', defaultMessage: 'Preparing the report...' })}
        </p>
      </div>
    );
  }
  return (
    <ReportBody
      destination={destination.data}
      history={history.data ?? null}
      accommodations={accommodations.data ?? []}
      activities={activities.data ?? []}
    />
  );
}
