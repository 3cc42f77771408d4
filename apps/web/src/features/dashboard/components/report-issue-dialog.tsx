/**
 * Report Issue. Data-issue reports belong to the feedback hub's Report Data Issue form
 * (`POST /api/data-reports`, another feature), so this dialog sends nothing itself: it names the
 * destination's id and opens that form.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DestinationDetail } from '@safetrails/contracts';
import { Dialog } from '@/components/ui/dialog';

interface ReportIssueDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly destination: DestinationDetail;
}

export function ReportIssueDialog({ open, onClose, destination }: ReportIssueDialogProps) {
  const titleId = 'report-issue-title';
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} describedBy="report-issue-description">
      <h2 id={titleId} className="dialog-title">
        <FormattedMessage id="dashboard.contribute.issue" defaultMessage="Report Issue" />
      </h2>
      <div id="report-issue-description" className="dialog-description">
        <p>
          <FormattedMessage
            id="issue.lead"
            defaultMessage="Spotted something wrong about {place}: a score, a neighborhood, a place that has closed? Data reports are handled by the feedback hub, which opens in an upcoming release."
            values={{ place: destination.name }}
          />
        </p>
        <p>
          <FormattedMessage
            id="issue.mention"
            defaultMessage="Until then nothing is sent from here. Mention destination <b>#{id}</b> when you report it, so moderators can find it."
            values={{ id: String(destination.id), b: (text) => <strong>{text}</strong> }}
          />
        </p>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          <FormattedMessage id="issue.close" defaultMessage="Close" />
        </button>
        <Link to="/feedback?tab=report" className="btn btn-primary">
          <FormattedMessage id="issue.report" defaultMessage="Report Data Issue" />
        </Link>
      </div>
    </Dialog>
  );
}
