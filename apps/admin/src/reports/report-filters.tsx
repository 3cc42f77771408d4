/** The filters every report list shares: free text, status and the received window. */
import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { REPORT_STATUS_CHOICES } from './report-status';

export function reportFilters({ search = true }: { readonly search?: boolean } = {}) {
  return [
    ...(search ? [<SearchInput key="q" source="q" alwaysOn />] : []),
    <SelectInput key="status" source="status" choices={REPORT_STATUS_CHOICES} alwaysOn />,
    <DateInput key="receivedAfter" source="receivedAfter" label="Received after" />,
    <DateInput key="receivedBefore" source="receivedBefore" label="Received before" />,
  ];
}
