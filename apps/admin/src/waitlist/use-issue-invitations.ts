/**
 * Issues beta invitations and hands the tokens to the caller (they are shown once), then refreshes
 * the list so the invited dates appear. Errors become notifications.
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../data-provider';
import type { IssuedBetaInvitation } from '@safetrails/contracts';
import type { IssueInvitationsRequest } from './beta-invitation-request';

export type OnInvitationsIssued = (invitations: readonly IssuedBetaInvitation[]) => void;

export function useIssueInvitations(onIssued: OnInvitationsIssued) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isPending, setIsPending] = useState(false);

  async function issue(request: IssueInvitationsRequest): Promise<boolean> {
    setIsPending(true);
    try {
      const invitations = await dataProvider.issueBetaInvitations(request);
      if (invitations.length === 0) {
        notify('Everyone on the waitlist has an invitation already.', { type: 'info' });
      } else {
        onIssued(invitations);
      }
      refresh();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The invitations could not be issued', { type: 'error' });
      return false;
    } finally {
      setIsPending(false);
    }
  }

  return { issue, isPending };
}
