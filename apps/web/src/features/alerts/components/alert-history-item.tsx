/**
 * An alert sent to the traveller, in the bell's list or the notifications panel: a button with the
 * severity, the title and the time, which opens the alert's details. Opening an unviewed alert marks
 * it viewed (`PATCH /api/alert-history/{id}/mark-viewed`), and the bell's badge goes down.
 */
import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { AlertHistoryEntry } from '@safetrails/contracts';
import { useMarkAlertViewed } from '../api/mark-alert-viewed';
import { AlertDetails } from './alert-card';
import { AlertTime, SeverityBadge, StatusBadge, TypeBadge } from './alert-badges';
import { useIntl } from 'react-intl';

const GAP = ' ';
import { OfficialBadge } from './official-alert';

interface AlertHistoryItemProps {
  readonly entry: AlertHistoryEntry;
  readonly now: Date;
  readonly showMap: boolean;
}

export function AlertHistoryItem({ entry, now, showMap }: AlertHistoryItemProps) {
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  const panelId = useId();
  const markViewed = useMarkAlertViewed();
  const { alert } = entry;

  const toggle = () => {
    if (!open && !entry.viewed && !markViewed.isPending) markViewed.mutate(entry.id);
    setOpen(!open);
  };

  return (
    <div
      className={`alert-history-item alert-history-${alert.severity}${entry.viewed ? '' : ' is-unviewed'}`}
      data-testid="alert-history-item"
    >
      <button
        type="button"
        className="alert-history-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className="alert-history-line">
          {!entry.viewed && (
            <span className="alert-history-dot">
              <span className="visually-hidden">
                {intl.formatMessage({ id: 'alerts.new', defaultMessage: 'New:' })}
                {GAP}
              </span>
            </span>
          )}
          <span className="alert-history-title">{alert.title}</span>
          <ChevronDown className="alert-history-chevron" aria-hidden="true" size={16} />
        </span>
        <span className="alert-history-badges">
          <SeverityBadge severity={alert.severity} />
          <AlertTime at={alert.createdAt} now={now} />
        </span>
      </button>
      <div id={panelId} className="alert-history-panel" hidden={!open}>
        <div className="alert-card-badges">
          {alert.official ? <OfficialBadge official={alert.official} /> : <TypeBadge alertType={alert.alertType} />}
          <StatusBadge isActive={alert.isActive} />
        </div>
        <AlertDetails alert={alert} showMap={showMap} />
      </div>
    </div>
  );
}
