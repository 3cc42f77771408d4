/**
 * One way to show a read in progress or failed inside a dashboard panel: a small spinner, or the
 * failure's message (the spec's own, e.g. "Failed to fetch safety tips") with a Try again button.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useIntl } from 'react-intl';
import { errorText } from '@/lib/error-words';
import { LoadFailure } from '@/components/ui/load-failure';

interface QueryStateProps<T> {
  readonly query: UseQueryResult<T>;
  readonly loadingLabel: string;
  readonly children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, loadingLabel, children }: QueryStateProps<T>) {
  if (query.isSuccess) return children(query.data);
  if (query.isError) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  return <PanelSpinner label={loadingLabel} />;
}

function QueryFailure({ error, onRetry }: { readonly error: Error; readonly onRetry: () => void }) {
  return <LoadFailure message={errorText(useIntl(), error)} onRetry={onRetry} />;
}

export function PanelSpinner({ label }: { readonly label: string }) {
  return (
    <div className="dash-panel-spinner" role="status">
      <LoaderCircle className="spin" aria-hidden="true" size={24} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
