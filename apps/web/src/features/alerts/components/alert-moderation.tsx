/**
 * What the viewer may do to an alert: a moderator verifies a community report and archives any active
 * alert; the traveller who raised one may archive it. The API checks the same rules.
 */
import { useState } from 'react';
import { Archive, ShieldCheck } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { SafetyAlert } from '@safetrails/contracts';
import { useVerifyAlert } from '../api/moderate-alert';
import { useIntl } from 'react-intl';

const GAP = ' ';
import { ArchiveAlertDialog } from './archive-alert-dialog';

export interface AlertModerationAccess {
  /** A moderator or admin. */
  readonly moderator: boolean;
}

export function AlertModeration({
  alert,
  access,
}: {
  readonly alert: SafetyAlert;
  readonly access: AlertModerationAccess;
}) {
  const intl = useIntl();
  const [archiving, setArchiving] = useState(false);
  const verify = useVerifyAlert({
    onDone: () =>
      toast.success(intl.formatMessage({ id: 'alerts.verified', defaultMessage: 'Alert verified' }), {
        description: intl.formatMessage({
          id: 'alerts.verified.text',
          defaultMessage: 'Travellers now see it as a verified alert.',
        }),
      }),
  });
  const canVerify = access.moderator && !alert.verified && alert.isActive;
  const canArchive = alert.isActive && (access.moderator || alert.mine);

  return (
    <>
      {canVerify && (
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={verify.isPending}
          onClick={() =>
            verify.mutate(alert.id, {
              onError: (error) =>
                toast.error(
                  intl.formatMessage({ id: 'alerts.verifyFailed', defaultMessage: 'Could not verify the alert' }),
                  {
                    description: error.message,
                  },
                ),
            })
          }
        >
          <ShieldCheck aria-hidden="true" size={16} />
          {GAP}
          {verify.isPending
            ? intl.formatMessage({ id: 'alerts.verifying', defaultMessage: 'Verifying...' })
            : intl.formatMessage({ id: 'alerts.verify', defaultMessage: 'Verify' })}
          <span className="visually-hidden">
            {GAP}
            {intl.formatMessage({ id: 'common.quoted', defaultMessage: '“{text}”' }, { text: alert.title })}
          </span>
        </button>
      )}
      {canArchive && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setArchiving(true)}>
          <Archive aria-hidden="true" size={16} />
          {GAP}
          {intl.formatMessage({ id: 'alerts.archive', defaultMessage: 'Archive' })}
          <span className="visually-hidden">
            {GAP}
            {intl.formatMessage({ id: 'common.quoted', defaultMessage: '“{text}”' }, { text: alert.title })}
          </span>
        </button>
      )}
      {/* Kept mounted while the alert is listed, so the dialog closes itself after archiving. */}
      <ArchiveAlertDialog
        alert={alert}
        open={archiving}
        onClose={() => setArchiving(false)}
        onArchived={() => {
          setArchiving(false);
          toast.success(intl.formatMessage({ id: 'alerts.archived.toast', defaultMessage: 'Alert archived' }), {
            description: intl.formatMessage({
              id: 'alerts.archived.text',
              defaultMessage: 'It now shows as Archived, with your reason.',
            }),
          });
        }}
      />
    </>
  );
}
