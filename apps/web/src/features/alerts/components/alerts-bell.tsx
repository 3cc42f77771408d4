/**
 * The safety alerts widget, compact form (spec part 1 "Safety alerts widget"), in the site header for
 * a signed-in traveller: a bell with the unviewed count ('9+' above 9) that toggles a 400px dropdown
 * of the alerts sent to them (a 280px list) with the search, the tabs, the filters menu and reset.
 * The count arrives live over the server's change stream; it is polled only while that is down.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Bell } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Tabs } from '@/components/ui/tabs';
import { useNow } from '@/lib/use-now';
import { useAlertHistory, useUnviewedAlerts } from '../api/get-alert-history';
import { useAlertView } from '../hooks/use-alert-view';
import { alertCount, quickTabName, SHOWN_QUICK_TABS } from '../lib/alert-labels';
import { bellLabel, unviewedBadgeText } from '../lib/unviewed-badge';
import { AlertHistoryList, shownEntries } from './alert-history-list';
import { AlertToolbar } from './alert-toolbar';
import '@/styles/alerts.css';

const RELATIVE_TIME_TICK_MS = 30_000;
const GAP = ' ';

export function AlertsBell() {
  const intl = useIntl();
  const location = useLocation();
  // Open on the page it was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dropdownId = useId();
  const headingId = useId();
  const tabsId = useId();

  const unviewed = useUnviewedAlerts({ enabled: true });
  const history = useAlertHistory({ enabled: open });
  const view = useAlertView();
  const now = useNow(open ? RELATIVE_TIME_TICK_MS : null);

  const count = unviewed.data?.count ?? 0;
  const badge = unviewedBadgeText(count);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    toggleRef.current?.focus();
  };

  const shownCount = history.data ? shownEntries(history.data, view, now).length : null;

  return (
    <div ref={rootRef} className="alerts-bell" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="alerts-bell-toggle"
        aria-expanded={open}
        aria-controls={dropdownId}
        aria-label={bellLabel(intl, count)}
        // Until the count has answered, "no unviewed alerts" would be a guess.
        aria-busy={unviewed.isPending}
        data-testid="alerts-bell"
        onClick={() => setOpenOn(open ? null : location.key)}
      >
        <Bell aria-hidden="true" size={20} />
        {badge && (
          <span className="alerts-bell-badge" aria-hidden="true" data-testid="alerts-bell-badge">
            {badge}
          </span>
        )}
      </button>
      <div id={dropdownId} className="alerts-dropdown" role="region" aria-labelledby={headingId} hidden={!open}>
        <div className="alerts-dropdown-head">
          <h2 id={headingId} className="alerts-dropdown-title">
            {intl.formatMessage({ id: 'alerts.title', defaultMessage: 'Safety Alerts' })}
            {shownCount !== null && (
              <>
                {GAP}
                <span className="alerts-count">{alertCount(intl, shownCount)}</span>
              </>
            )}
          </h2>
          <Link to="/safety-alerts" className="alerts-dropdown-link" onClick={() => setOpenOn(null)}>
            {intl.formatMessage({ id: 'alerts.viewAll', defaultMessage: 'View all' })}
          </Link>
        </div>
        {open && (
          <>
            <AlertToolbar view={view} />
            <Tabs
              label={intl.formatMessage({ id: 'alerts.severityTabs', defaultMessage: 'Alert severity' })}
              idPrefix={tabsId}
              tabs={SHOWN_QUICK_TABS.map((key) => ({ key, label: quickTabName(intl, key) }))}
              selected={view.tab}
              onSelect={view.setTab}
            >
              <div className="alerts-dropdown-list">
                <AlertHistoryList history={history} view={view} now={now} showMap />
              </div>
            </Tabs>
          </>
        )}
      </div>
    </div>
  );
}
