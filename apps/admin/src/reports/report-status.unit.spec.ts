import { reportActions } from './report-status';

describe('reportActions', () => {
  it('offers resolve and dismiss while a report is open, and reopen once it is closed', () => {
    expect(reportActions('new')).toEqual(['resolve', 'dismiss']);
    expect(reportActions('in_review')).toEqual(['resolve', 'dismiss']);
    expect(reportActions('resolved')).toEqual(['reopen']);
    expect(reportActions('dismissed')).toEqual(['reopen']);
  });
});
