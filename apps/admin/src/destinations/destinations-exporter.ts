/** The Destinations list's Export button: every column, every city matching the list's filters. */
import { downloadCSV, type Exporter } from 'react-admin';
import type { AdminDestination } from '@safetrails/contracts';
import { destinationsCsv } from './destinations-csv';

export const exportDestinations: Exporter<AdminDestination> = (destinations) => {
  downloadCSV(destinationsCsv(destinations), 'destinations');
};
