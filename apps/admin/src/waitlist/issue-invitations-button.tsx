/** Bulk action of the waitlist: one invitation for each selected entry. */
import { Button, useListContext } from 'react-admin';
import { useIssueInvitations, type OnInvitationsIssued } from './use-issue-invitations';

export function IssueInvitationsButton({ onIssued }: { readonly onIssued: OnInvitationsIssued }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const { issue, isPending } = useIssueInvitations(onIssued);
  return (
    <Button
      label="Issue invitations"
      disabled={isPending || selectedIds.length === 0}
      onClick={() => {
        void issue({ waitlistIds: selectedIds.map(String) }).then((issued) => {
          if (issued) onUnselectItems();
        });
      }}
    />
  );
}
