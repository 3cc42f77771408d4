/** The data-reports resource: Report Data Issue submissions about a destination, stay or activity. */
import type { ResourceProps } from 'react-admin';
import type { AdminDataReport } from '@safetrails/contracts';
import { DataReportList } from './data-report-list';
import { DataReportShow } from './data-report-show';

export const dataReports = {
  name: 'data-reports',
  options: { label: 'Data reports' },
  list: DataReportList,
  show: DataReportShow,
  recordRepresentation: (record: AdminDataReport) => record.summary,
} satisfies ResourceProps;
