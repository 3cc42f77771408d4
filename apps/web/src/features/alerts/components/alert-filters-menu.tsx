/**
 * The filters menu (spec part 1 section 4): a button showing how many filters are active, opening a
 * panel with a switch per severity and per type and the timeframe. It is a disclosure, not a modal:
 * Escape or a press outside closes it, and focus returns to the button on Escape.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ALERT_SEVERITIES, ALERT_TYPES } from '@safetrails/contracts';
import type { AlertViewState } from '../hooks/use-alert-view';
import { ALERT_TIMEFRAMES } from '../lib/alert-filters';
import { severityName, timeframeName, typeName } from '../lib/alert-labels';

const GAP = ' ';

export function AlertFiltersMenu({ view }: { readonly view: AlertViewState }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const timeframeGroup = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Close this menu only, not the bell's dropdown around it.
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  const count = view.activeCount;
  return (
    <div ref={rootRef} className="alert-filters" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-ghost btn-small alert-filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <SlidersHorizontal aria-hidden="true" size={16} />
        {intl.formatMessage({ id: 'alerts.filters', defaultMessage: 'Filters' })}
        {count > 0 && GAP}
        {count > 0 && (
          <span className="alert-filters-count">
            {count}
            <span className="visually-hidden">
              {GAP}
              {intl.formatMessage({ id: 'alerts.filters.active', defaultMessage: 'active' })}
            </span>
          </span>
        )}
      </button>
      <div id={panelId} className="alert-filters-panel" hidden={!open}>
        <fieldset className="alert-filters-group">
          <legend>{intl.formatMessage({ id: 'alerts.filters.severity', defaultMessage: 'Severity' })}</legend>
          {ALERT_SEVERITIES.map((severity) => (
            <label key={severity} className="checkbox">
              <input
                type="checkbox"
                checked={view.filters.severities[severity]}
                onChange={(event) => view.setSeverity(severity, event.target.checked)}
              />
              {severityName(intl, severity)}
            </label>
          ))}
        </fieldset>
        <fieldset className="alert-filters-group">
          <legend>{intl.formatMessage({ id: 'alerts.filters.type', defaultMessage: 'Type' })}</legend>
          {ALERT_TYPES.map((type) => (
            <label key={type} className="checkbox">
              <input
                type="checkbox"
                checked={view.filters.types[type]}
                onChange={(event) => view.setType(type, event.target.checked)}
              />
              {typeName(intl, type)}
            </label>
          ))}
        </fieldset>
        <fieldset className="alert-filters-group">
          <legend>{intl.formatMessage({ id: 'alerts.filters.timeframe', defaultMessage: 'Timeframe' })}</legend>
          {ALERT_TIMEFRAMES.map((timeframe) => (
            <label key={timeframe} className="checkbox">
              <input
                type="radio"
                name={timeframeGroup}
                checked={view.filters.timeframe === timeframe}
                onChange={() => view.setTimeframe(timeframe)}
              />
              {timeframeName(intl, timeframe)}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
