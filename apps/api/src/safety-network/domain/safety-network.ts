/**
 * Her safety network's rules (`safety-<userId>`, docs/SAFETY-NETWORK.md): up to five trusted
 * contacts who hear nothing but their invitation until they accept; check-in plans whose deadlines
 * the server's clock decides; a miss told once to each accepted contact, and her later check-in told
 * to the same contacts once; SOS; one safety check per official alert that touched her city. Every
 * message is decided here, in the event that causes it, with a delivery key that names it for ever.
 *
 * The handler seals what is personal and computes what needs it opened (the time zone of where she
 * is); the rules below see neither.
 */
import {
  DECLINED_COOLDOWN_MS,
  INVITATION_RESEND_AFTER_MS,
  SAFETY_CHECK_GRACE_MINUTES_DEFAULT,
  SafetyNetworkEventTypes as Types,
  TRIPS_MAX,
  TRUSTED_CONTACTS_MAX,
  type CheckInCounted,
  type SafetyMessage,
} from '@safetrails/contracts';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';
import { deadlineAt, dueAfterCheckIn, inZoneOfThen, meets } from './check-in-schedule';
import { SafetyConflictError, SafetyFieldError, SafetyItemNotFoundError } from './safety-errors';
import { CHECK_IN_PLANS_MAX, messageKey, type SafetyNetworkCommand } from './safety-commands';
import { evolveSafety, initialSafetyState, type ContactState, type SafetyNetworkState } from './safety-state';

function accepted(state: SafetyNetworkState): string[] {
  return [...state.contacts].filter(([, contact]) => contact.status === 'accepted').map(([id]) => id);
}

function stillAccepted(state: SafetyNetworkState, contactIds: readonly string[]): string[] {
  return contactIds.filter((id) => state.contacts.get(id)?.status === 'accepted');
}

function toContacts(
  ids: readonly string[],
  kind: SafetyMessage['kind'],
  key: (contactId: string) => string,
): SafetyMessage[] {
  return ids.map((to) => ({ key: key(to), to, channel: 'email', kind }));
}

function liveContact(state: SafetyNetworkState, contactId: string): ContactState {
  const contact = state.contacts.get(contactId);
  if (!contact || contact.status === 'removed') throw new SafetyItemNotFoundError('contact');
  return contact;
}

function decideInvitation(
  command: Extract<SafetyNetworkCommand, { type: 'InviteContact' }>,
  state: SafetyNetworkState,
): DecidedEvent[] {
  if (state.contacts.has(command.contactId)) return [];
  const active = [...state.contacts.values()].filter((c) => c.status === 'invited' || c.status === 'accepted');
  if (active.some((contact) => contact.addressHash === command.addressHash)) {
    throw new SafetyConflictError('ALREADY_INVITED', 'This address is already one of your trusted contacts');
  }
  if (active.length >= TRUSTED_CONTACTS_MAX) {
    throw new SafetyConflictError(
      'TOO_MANY_CONTACTS',
      `You can have ${TRUSTED_CONTACTS_MAX} trusted contacts at once: remove one first`,
    );
  }
  const declinedAt = state.declined.get(command.addressHash);
  if (declinedAt !== undefined && command.now.getTime() - declinedAt < DECLINED_COOLDOWN_MS) {
    throw new SafetyConflictError(
      'DECLINED_RECENTLY',
      'This address declined your invitation: it can be invited again 30 days after',
      new Date(declinedAt + DECLINED_COOLDOWN_MS).toISOString(),
    );
  }
  const { contactId, contact, addressHash, language } = command;
  const messages: SafetyMessage[] = toContacts([contactId], 'invitation', (id) => messageKey.invitation(id, 1));
  return [{ ...Types.TrustedContactInvited, data: { contactId, contact, addressHash, language, messages } }];
}

function decideAnswer(
  command: Extract<SafetyNetworkCommand, { type: 'AnswerInvitation' }>,
  state: SafetyNetworkState,
): DecidedEvent[] {
  const contact = liveContact(state, command.contactId);
  const { contactId } = command;
  switch (command.answer) {
    case 'accept':
      if (contact.status === 'accepted') return [];
      if (contact.status !== 'invited') {
        throw new SafetyConflictError(
          'INVITATION_CLOSED',
          'This invitation was declined or stopped: ask her to invite you again',
        );
      }
      return [{ ...Types.TrustedContactAccepted, data: { contactId, timeZone: command.timeZone } }];
    case 'decline':
      if (contact.status === 'invited') return [{ ...Types.TrustedContactDeclined, data: { contactId } }];
      // Declining once accepted is stopping.
      return contact.status === 'accepted' ? [{ ...Types.TrustedContactStopped, data: { contactId } }] : [];
    case 'stop':
      return contact.status === 'invited' || contact.status === 'accepted'
        ? [{ ...Types.TrustedContactStopped, data: { contactId } }]
        : [];
    default: {
      const unhandled: never = command.answer;
      throw new Error(`Unhandled answer ${String(unhandled)}`);
    }
  }
}

function decideCheckIn(
  command: Extract<SafetyNetworkCommand, { type: 'CheckIn' }>,
  state: SafetyNetworkState,
): DecidedEvent[] {
  const events: DecidedEvent[] = [];
  const check = command.safeAfter
    ? [...state.safetyChecks].find(([, open]) => open.alertId === command.safeAfter)
    : undefined;
  if (command.safeAfter && !check) throw new SafetyItemNotFoundError('safety check');
  const counted: CheckInCounted[] = [];
  for (const [planId, plan] of state.plans) {
    if (!plan.deadline || !meets(plan.schedule, plan.deadline, command.at)) continue;
    const dueAt = new Date(plan.deadline.dueAt);
    const after = inZoneOfThen(
      (zone) => dueAfterCheckIn(plan.schedule, dueAt, command.at, zone),
      command.zoneAt,
      command.at,
    );
    const ended = after === null || (plan.until !== null && after.getTime() > Date.parse(plan.until));
    const next = ended ? null : deadlineAt(after, plan.graceMinutes, plan.reminderMinutes, command.now);
    counted.push({ planId, dueAt: plan.deadline.dueAt, next });
  }
  const followUps = [...state.misses.keys()];
  const messages = [...state.misses].flatMap(([occasionId, miss]) =>
    toContacts(stillAccepted(state, miss.told), 'late-check-in', (id) => messageKey.late(occasionId, id)),
  );
  events.push({
    ...Types.CheckedIn,
    data: {
      checkInId: command.checkInId,
      at: command.at.toISOString(),
      receivedAt: command.now.toISOString(),
      via: command.via,
      place: command.place,
      counted,
      followUps,
      messages,
    },
  });
  // A timer met ends; a missed timer ends with the check-in that follows it up.
  const done = new Set(counted.filter((entry) => entry.next === null).map((entry) => entry.planId));
  for (const miss of state.misses.values()) {
    if (state.plans.get(miss.planId)?.deadline === null) done.add(miss.planId);
  }
  for (const planId of done) events.push({ ...Types.CheckInPlanEnded, data: { planId, reason: 'done' } });
  if (check) {
    const [checkId, open] = check;
    const told = stillAccepted(state, open.status === 'unanswered' ? open.told : []);
    events.push({
      ...Types.SafetyCheckAnswered,
      data: {
        checkId,
        at: command.at.toISOString(),
        messages: toContacts(told, 'marked-safe', (id) => messageKey.markedSafe(checkId, id)),
      },
    });
  }
  return events;
}

function decidePlan(
  command: Extract<SafetyNetworkCommand, { type: 'PlanCheckIn' }>,
  state: SafetyNetworkState,
): DecidedEvent[] {
  if (state.plans.has(command.planId)) return [];
  if (command.tripId !== null && !state.trips.has(command.tripId)) {
    throw new SafetyFieldError('tripId', 'isOwnTrip', 'tripId must be the id of one of your trips');
  }
  if (state.plans.size >= CHECK_IN_PLANS_MAX) {
    throw new SafetyConflictError(
      'TOO_MANY_PLANS',
      `You can have ${CHECK_IN_PLANS_MAX} check-in plans at once: end one first`,
    );
  }
  const { planId, schedule, graceMinutes, reminderMinutes, tripId, until, deadline } = command;
  return [
    { ...Types.CheckInPlanned, data: { planId, schedule, graceMinutes, reminderMinutes, tripId, until, deadline } },
  ];
}

export const safetyNetworkDecider: Decider<SafetyNetworkState, SafetyNetworkCommand> = {
  initialState: () => initialSafetyState(SAFETY_CHECK_GRACE_MINUTES_DEFAULT),
  evolve: evolveSafety,

  decide(command, state): DecidedEvent[] {
    switch (command.type) {
      case 'PlanTrip':
        if (state.trips.has(command.tripId)) return [];
        if (state.trips.size >= TRIPS_MAX) {
          throw new SafetyConflictError('TOO_MANY_TRIPS', `You can keep ${TRIPS_MAX} trips: cancel an old one first`);
        }
        return [{ ...Types.TripPlanned, data: { tripId: command.tripId, trip: command.trip } }];
      case 'ChangeTrip':
        if (!state.trips.has(command.tripId)) throw new SafetyItemNotFoundError('trip');
        return [{ ...Types.TripChanged, data: { tripId: command.tripId, trip: command.trip } }];
      case 'CancelTrip': {
        if (!state.trips.has(command.tripId)) throw new SafetyItemNotFoundError('trip');
        const plans = [...state.plans].filter(([, plan]) => plan.tripId === command.tripId);
        return [
          { ...Types.TripCancelled, data: { tripId: command.tripId } },
          ...plans.map(([planId]) => ({ ...Types.CheckInPlanEnded, data: { planId, reason: 'ended' as const } })),
        ];
      }
      case 'InviteContact':
        return decideInvitation(command, state);
      case 'ResendInvitation': {
        const contact = liveContact(state, command.contactId);
        if (contact.status !== 'invited') {
          throw new SafetyConflictError('ALREADY_ANSWERED', 'They have answered this invitation already');
        }
        const resendableAt = contact.lastInvitedAt + INVITATION_RESEND_AFTER_MS;
        if (command.now.getTime() < resendableAt) {
          throw new SafetyConflictError(
            'RESEND_TOO_SOON',
            'An invitation can be sent again once a day',
            new Date(resendableAt).toISOString(),
          );
        }
        const n = contact.invitations + 1;
        const messages = toContacts([command.contactId], 'invitation', (id) => messageKey.invitation(id, n));
        return [{ ...Types.ContactInvitationResent, data: { contactId: command.contactId, messages } }];
      }
      case 'AnswerInvitation':
        return decideAnswer(command, state);
      case 'RemoveContact':
        liveContact(state, command.contactId);
        return [{ ...Types.TrustedContactRemoved, data: { contactId: command.contactId } }];
      case 'PlanCheckIn':
        return decidePlan(command, state);
      case 'EndCheckInPlan':
        if (!state.plans.has(command.planId)) throw new SafetyItemNotFoundError('check-in plan');
        return [{ ...Types.CheckInPlanEnded, data: { planId: command.planId, reason: 'cancelled' } }];
      case 'CheckIn':
        return decideCheckIn(command, state);
      case 'RemindCheckIn': {
        const plan = state.plans.get(command.planId);
        if (!plan?.deadline || plan.deadline.dueAt !== command.dueAt || plan.remindedFor === command.dueAt) return [];
        const messages: SafetyMessage[] = command.channels.map((channel) => ({
          key: messageKey.reminder(command.planId, command.dueAt, channel),
          to: 'traveller',
          channel,
          kind: 'check-in-reminder',
        }));
        return [{ ...Types.CheckInReminderDecided, data: { planId: command.planId, dueAt: command.dueAt, messages } }];
      }
      case 'RecordMissedCheckIn': {
        const plan = state.plans.get(command.planId);
        // Met, moved on, or already missed: a watcher that looks twice decides nothing twice.
        if (!plan?.deadline || plan.deadline.dueAt !== command.dueAt) return [];
        if (command.now.getTime() < Date.parse(plan.deadline.escalateAt)) return [];
        const ended = command.next === null || (plan.until !== null && command.next.getTime() > Date.parse(plan.until));
        const next = ended ? null : deadlineAt(command.next, plan.graceMinutes, plan.reminderMinutes, command.now);
        const { occasionId } = command;
        return [
          {
            ...Types.CheckInMissed,
            data: {
              planId: command.planId,
              occasionId,
              dueAt: command.dueAt,
              missedAt: command.now.toISOString(),
              next,
              messages: toContacts(accepted(state), 'check-in-missed', (id) => messageKey.missed(occasionId, id)),
            },
          },
          // A recurring plan past its last day ends; a missed timer waits for her late check-in.
          ...(ended && plan.schedule.kind !== 'back-by'
            ? [{ ...Types.CheckInPlanEnded, data: { planId: command.planId, reason: 'ended' as const } }]
            : []),
        ];
      }
      case 'RaiseSos':
        return [
          {
            ...Types.SosRaised,
            data: {
              sosId: command.sosId,
              place: command.place,
              messages: toContacts(accepted(state), 'sos', (id) => messageKey.sos(command.sosId, id)),
            },
          },
        ];
      case 'AskSafetyCheck': {
        if (!state.safetyCheck.on || state.askedAlerts.has(command.alertId)) return [];
        const answerBy = new Date(command.now.getTime() + state.safetyCheck.graceMinutes * 60_000).toISOString();
        const messages: SafetyMessage[] = command.channels.map((channel) => ({
          key: messageKey.safetyCheck(command.checkId, channel),
          to: 'traveller',
          channel,
          kind: 'safety-check',
        }));
        const { checkId, alertId, facts, place } = command;
        return [{ ...Types.SafetyCheckAsked, data: { checkId, alertId, facts, place, answerBy, messages } }];
      }
      case 'RecordUnansweredSafetyCheck': {
        const check = state.safetyChecks.get(command.checkId);
        if (!check || check.status !== 'asked' || command.now.getTime() < Date.parse(check.answerBy)) return [];
        const messages = toContacts(accepted(state), 'safety-check-unanswered', (id) =>
          messageKey.unanswered(command.checkId, id),
        );
        return [{ ...Types.SafetyCheckUnanswered, data: { checkId: command.checkId, messages } }];
      }
      case 'ChangeSafetyCheckSettings': {
        const on = command.on ?? state.safetyCheck.on;
        const graceMinutes = command.graceMinutes ?? state.safetyCheck.graceMinutes;
        if (on === state.safetyCheck.on && graceMinutes === state.safetyCheck.graceMinutes) return [];
        return [{ ...Types.SafetyCheckSettingsChanged, data: { on, graceMinutes } }];
      }
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled safety network command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
