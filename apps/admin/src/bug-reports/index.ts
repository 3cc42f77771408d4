/** The bug-reports resource: Report a Bug submissions, with severity, steps and where it happened. */
import type { ResourceProps } from 'react-admin';
import type { AdminBugReport } from '@safetrails/contracts';
import { BugReportList } from './bug-report-list';
import { BugReportShow } from './bug-report-show';

export const bugReports = {
  name: 'bug-reports',
  options: { label: 'Bug reports' },
  list: BugReportList,
  show: BugReportShow,
  recordRepresentation: (record: AdminBugReport) => record.title,
} satisfies ResourceProps;
