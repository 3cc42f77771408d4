/** /destination/{id}/report: the destination's printable safety report (Download Report). */
import 'virtual:message-part/more';
import { useParams, useSearchParams } from 'react-router-dom';
import { DestinationReport } from '@/features/destinations/components/destination-report';
import { numericId } from '@/lib/numeric-id';
import { OfflineNotice } from '../offline-notice';

export function DestinationReportRoute() {
  const id = numericId(useParams().id);
  const [params] = useSearchParams();
  return (
    <DestinationReport
      key={id ?? 'unknown'}
      id={id}
      autoPrint={params.get('print') === '1'}
      notKept={(retry) => <OfflineNotice what="report" onRetry={retry} />}
    />
  );
}
