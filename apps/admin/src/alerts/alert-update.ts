/**
 * What the alert forms send. The edit sends only the fields the alert rules let change, and only
 * those that changed, with the reason; the picker's local time goes out as an ISO instant.
 */
import type { AdminAlert } from '@safetrails/contracts';

export const EDITABLE_ALERT_FIELDS = [
  'title',
  'content',
  'severity',
  'alertType',
  'source',
  'radius',
  'endTime',
] as const;
type EditableField = (typeof EDITABLE_ALERT_FIELDS)[number];

export type AlertUpdate = Partial<Pick<AdminAlert, EditableField>> & { readonly reason: string };

function normalised(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value ?? null;
}

export function toAlertUpdate(data: Partial<AdminAlert> & { reason?: string }, previous?: AdminAlert): AlertUpdate {
  const edit: Record<string, unknown> = { reason: (data.reason ?? '').trim() };
  for (const field of EDITABLE_ALERT_FIELDS) {
    if (!(field in data)) continue;
    const value = normalised(data[field]);
    if (!previous || value !== normalised(previous[field])) edit[field] = value;
  }
  return edit as AlertUpdate;
}

/**
 * A `datetime-local` value (the reader's local time, "2026-11-22T14:30") as an ISO instant; empty
 * as null. Values already carrying a zone pass through as the same instant.
 */
export function localDateTimeToIso(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = value instanceof Date ? value : new Date(typeof value === 'string' ? value : Number.NaN);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
