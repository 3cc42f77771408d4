/** Bulk action of the waitlist: one invitation for each selected entry. */
import { useListContext } from 'react-admin';
import { useIssueInvitations, type OnInvitationsIssued } from './use-issue-invitations';
import { TextButton } from '../layout/text-button';

export function IssueInvitationsButton({ onIssued }: { readonly onIssued: OnInvitationsIssued }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const { issue, isPending } = useIssueInvitations(onIssued);
  return (
    <TextButton
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
