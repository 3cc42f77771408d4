/**
 * The waitlist in the order people joined: who is waiting, who was invited and who redeemed. Beta
 * invitations are issued from here, for chosen entries or for the first N still waiting.
 */
import { useState } from 'react';
import {
  BooleanField,
  Datagrid,
  DateField,
  EmailField,
  ExportButton,
  List,
  NullableBooleanInput,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DATE_TIME } from '../date-time';
import { InviteFirstButton } from './invite-first-button';
import { IssueInvitationsButton } from './issue-invitations-button';
import { IssuedInvitationsDialog } from './issued-invitations-dialog';
import { exportWaitlist } from './waitlist-exporter';
import type { IssuedBetaInvitation } from '@safetrails/contracts';
import type { OnInvitationsIssued } from './use-issue-invitations';

// Every entry, not react-admin's default 1000: the waitlist can outgrow that.
const EXPORT_MAX_ROWS = 20_000;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const waitlistFilters = [
  <SearchInput key="q" source="q" placeholder="Name or email" alwaysOn />,
  <NullableBooleanInput
    key="invited"
    source="invited"
    label="Invited"
    nullLabel="Any"
    trueLabel="Invited"
    falseLabel="Not yet invited"
    alwaysOn
  />,
];

function WaitlistActions({ onIssued }: { readonly onIssued: OnInvitationsIssued }) {
  return (
    <TopToolbar>
      <InviteFirstButton onIssued={onIssued} />
      <ExportButton maxResults={EXPORT_MAX_ROWS} />
    </TopToolbar>
  );
}

export function WaitlistList() {
  const [issued, setIssued] = useState<readonly IssuedBetaInvitation[] | null>(null);
  return (
    <>
      <List
        filters={waitlistFilters}
        sort={{ field: 'joinedAt', order: 'ASC' }}
        perPage={25}
        exporter={exportWaitlist}
        actions={<WaitlistActions onIssued={setIssued} />}
      >
        <Datagrid rowClick={false} bulkActionButtons={<IssueInvitationsButton onIssued={setIssued} />}>
          <EmailField source="email" />
          <TextField source="name" />
          <BooleanField source="isFrequentTraveler" label="Frequent traveller" sortable={false} />
          <TextField source="company" emptyText="—" sortable={false} />
          <TextField source="role" emptyText="—" sortable={false} />
          <DateField source="joinedAt" label="Joined" showTime options={DATE_TIME} sx={NO_WRAP} />
          <DateField
            source="invitedAt"
            label="Invited"
            showTime
            options={DATE_TIME}
            sx={NO_WRAP}
            emptyText="—"
            sortable={false}
          />
          <DateField
            source="redeemedAt"
            label="Redeemed"
            showTime
            options={DATE_TIME}
            sx={NO_WRAP}
            emptyText="—"
            sortable={false}
          />
        </Datagrid>
      </List>
      <IssuedInvitationsDialog invitations={issued} onClose={() => setIssued(null)} />
    </>
  );
}
