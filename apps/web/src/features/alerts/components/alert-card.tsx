/**
 * One alert as the widget shows it (spec part 1 "Safety alerts widget"): severity and type badges,
 * the relative time, Active or Archived, the title, content and source, the "Community report,
 * unverified" label until a moderator verifies it, and 'View location on map' when the card shows
 * maps and the alert has coordinates. `actions` holds what the viewer may do (verify, archive).
 */
import { useId, type ReactNode } from 'react';
import { ExternalLink, MapPin, ShieldQuestionMark } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { SafetyAlert } from '@safetrails/contracts';
import { hasCoordinates, mapSearchUrl } from '../lib/map-link';
import { AlertTime, SeverityBadge, StatusBadge, TypeBadge } from './alert-badges';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { OfficialAlertDetails, OfficialBadge } from './official-alert';

const GAP = ' ';

interface AlertCardProps {
  readonly alert: SafetyAlert;
  readonly now: Date;
  readonly showMap: boolean;
  readonly headingLevel?: 3 | 4;
  readonly actions?: ReactNode;
  /** A line beside the badges, e.g. how far away the alert is. */
  readonly note?: string;
}

export function AlertCard({ alert, now, showMap, headingLevel = 3, actions, note }: AlertCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article
      className={`alert-card alert-card-${alert.severity}${alert.isActive ? '' : ' alert-card-archived'}`}
      aria-labelledby={titleId}
      data-testid="alert-card"
    >
      <div className="alert-card-badges">
        <SeverityBadge severity={alert.severity} />
        {alert.official ? <OfficialBadge official={alert.official} /> : <TypeBadge alertType={alert.alertType} />}
        <StatusBadge isActive={alert.isActive} />
        <AlertTime at={alert.createdAt} now={now} />
        {note && <span className="alert-card-note">{note}</span>}
      </div>
      <Heading id={titleId} className="alert-card-title">
        {alert.title}
      </Heading>
      <AlertDetails alert={alert} showMap={showMap} actions={actions} />
    </article>
  );
}

/** The body of an alert: shared by the card and by an opened entry of the bell. */
export function AlertDetails({
  alert,
  showMap,
  actions,
}: {
  readonly alert: SafetyAlert;
  readonly showMap: boolean;
  readonly actions?: ReactNode;
}) {
  const intl = useIntl();
  const mapLink = showMap && hasCoordinates(alert) ? mapSearchUrl(alert.latitude, alert.longitude) : null;
  return (
    <>
      <p className="alert-card-content">{alert.content}</p>
      {alert.official && <OfficialAlertDetails alert={alert} official={alert.official} />}
      {(alert.destinationName || (alert.source && !alert.official)) && (
        <p className="alert-card-meta">
          {alert.destinationName && (
            <span>
              <MapPin aria-hidden="true" size={14} />
              {GAP}
              {alert.destinationName}
            </span>
          )}
          {alert.source && !alert.official && (
            <span>
              {intl.formatMessage(
                { id: 'alerts.source', defaultMessage: 'Source: {source}' },
                { source: alert.source },
              )}
            </span>
          )}
        </p>
      )}
      {!alert.verified && (
        <p className="alert-card-unverified">
          <ShieldQuestionMark aria-hidden="true" size={16} />
          {GAP}
          {intl.formatMessage({ id: 'alerts.unverified', defaultMessage: 'Community report, unverified' })}
        </p>
      )}
      {!alert.isActive && alert.archivedReason && (
        <p className="alert-card-archived-reason">
          {intl.formatMessage(
            { id: 'alerts.archivedReason', defaultMessage: 'Archived: {reason}' },
            { reason: alert.archivedReason },
          )}
        </p>
      )}
      {(mapLink || actions) && (
        <div className="alert-card-actions">
          {mapLink && (
            <a className="btn btn-ghost btn-small" href={mapLink} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" size={16} />
              {GAP}
              {intl.formatMessage({ id: 'alerts.viewOnMap', defaultMessage: 'View location on map' })}
              <NewTabNote />
            </a>
          )}
          {actions}
        </div>
      )}
    </>
  );
}
