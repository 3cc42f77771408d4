/**
 * How a check-in plan and its deadline read in the page's language: "Back by 23:00", "Every 4 hours",
 * "Daily at 20:00"; a deadline in the clock of where she is expected, with its zone named.
 */
import type { IntlShape } from 'react-intl';
import type { CheckInDeadlineView, CheckInSchedule, TrustedContactStatus } from '@safetrails/contracts';

/** "Sun 6 Dec, 23:00 (Asia/Kathmandu)": every time shown carries its zone. */
export function timeWithZone(intl: IntlShape, iso: string, timeZone: string): string {
  const when = intl.formatDate(iso, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  return `${when} (${timeZone})`;
}

export function scheduleText(intl: IntlShape, schedule: CheckInSchedule, zone: string | null): string {
  switch (schedule.kind) {
    case 'back-by':
      return intl.formatMessage(
        { id: 'safety.schedule.backBy', defaultMessage: 'Back by {time}' },
        { time: zone ? timeWithZone(intl, schedule.at, zone) : intl.formatTime(schedule.at) },
      );
    case 'every':
      return intl.formatMessage(
        { id: 'safety.schedule.every', defaultMessage: 'Every {hours} hours' },
        { hours: schedule.hours },
      );
    case 'daily':
      return intl.formatMessage(
        { id: 'safety.schedule.daily', defaultMessage: 'Daily at {time}, where you are' },
        { time: schedule.at },
      );
    default: {
      const unhandled: never = schedule;
      throw new Error(`Unhandled schedule ${JSON.stringify(unhandled)}`);
    }
  }
}

/** "Next: Sun 6 Dec, 20:00 (Asia/Kathmandu); your contacts are told at 20:30 if you have not checked in." */
export function deadlineText(intl: IntlShape, deadline: CheckInDeadlineView): string {
  return intl.formatMessage(
    {
      id: 'safety.deadline',
      defaultMessage: 'Due {due}. Not checked in by {escalate}: your contacts are told.',
    },
    {
      due: timeWithZone(intl, deadline.dueAt, deadline.timeZone),
      escalate: intl.formatTime(deadline.escalateAt, {
        timeZone: deadline.timeZone,
        hour: '2-digit',
        minute: '2-digit',
      }),
    },
  );
}

export function contactStatusText(intl: IntlShape, status: TrustedContactStatus): string {
  return intl.formatMessage(
    {
      id: 'safety.contact.status',
      defaultMessage:
        '{status, select, invited {Invited: waiting for an answer} accepted {Accepted} declined {Declined} other {Stopped}}',
    },
    { status },
  );
}
