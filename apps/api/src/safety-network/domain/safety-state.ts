/**
 * What the safety network's rules need to remember of `safety-<userId>`, folded from its events:
 * which trips exist, each contact's consent, the plans and their open deadlines, the missed check-ins
 * not yet followed up, the safety checks still open. Nothing personal: names, addresses and places
 * stay sealed in the events, and no rule needs them.
 */
import type {
  CheckInDeadline,
  CheckInSchedule,
  Locale,
  RecordedEvent,
  SafetyNetworkEvent,
  TrustedContactStatus,
} from '@safetrails/contracts';

export interface ContactState {
  readonly status: TrustedContactStatus | 'removed';
  readonly addressHash: string;
  readonly language: Locale;
  /** Invitations sent so far (the first and each resend): the next one's key counts on. */
  readonly invitations: number;
  readonly lastInvitedAt: number;
  readonly answeredAt: number | null;
}

export interface PlanState {
  readonly schedule: CheckInSchedule;
  readonly graceMinutes: number;
  readonly reminderMinutes: number;
  readonly tripId: string | null;
  readonly until: string | null;
  /** The open deadline; null: a "back by" timer that was missed and waits for her late check-in. */
  readonly deadline: CheckInDeadline | null;
  /** The deadline (dueAt) she was last reminded of. */
  readonly remindedFor: string | null;
}

export interface MissState {
  readonly planId: string;
  readonly dueAt: string;
  /** The contacts told of it: they, and only they, hear that she checked in. */
  readonly told: readonly string[];
}

export interface SafetyCheckState {
  readonly alertId: string;
  readonly answerBy: string;
  readonly status: 'asked' | 'unanswered';
  /** Contacts told that she had not answered: they hear when she does. */
  readonly told: readonly string[];
}

export interface SafetyNetworkState {
  readonly trips: ReadonlySet<string>;
  readonly contacts: ReadonlyMap<string, ContactState>;
  /** Addresses that declined her, and when. */
  readonly declined: ReadonlyMap<string, number>;
  readonly plans: ReadonlyMap<string, PlanState>;
  readonly misses: ReadonlyMap<string, MissState>;
  readonly safetyChecks: ReadonlyMap<string, SafetyCheckState>;
  /** Alerts she was asked about: one safety check per alert. */
  readonly askedAlerts: ReadonlySet<string>;
  readonly safetyCheck: { readonly on: boolean; readonly graceMinutes: number };
  readonly lastCheckInAt: string | null;
}

export function initialSafetyState(graceMinutes: number): SafetyNetworkState {
  return {
    trips: new Set(),
    contacts: new Map(),
    declined: new Map(),
    plans: new Map(),
    misses: new Map(),
    safetyChecks: new Map(),
    askedAlerts: new Set(),
    safetyCheck: { on: true, graceMinutes },
    lastCheckInAt: null,
  };
}

function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V | null): ReadonlyMap<K, V> {
  const next = new Map(map);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}

function contactAnswered(
  state: SafetyNetworkState,
  contactId: string,
  status: ContactState['status'],
  at: number,
): SafetyNetworkState {
  const contact = state.contacts.get(contactId);
  if (!contact) return state;
  const declined = status === 'declined' ? withEntry(state.declined, contact.addressHash, at) : state.declined;
  return {
    ...state,
    declined,
    contacts: withEntry(state.contacts, contactId, { ...contact, status, answeredAt: at }),
  };
}

export function evolveSafety(state: SafetyNetworkState, recorded: RecordedEvent): SafetyNetworkState {
  const event = recorded as SafetyNetworkEvent;
  const at = Date.parse(event.metadata.occurredAt);
  switch (event.type) {
    case 'TripPlanned':
      return { ...state, trips: new Set([...state.trips, event.data.tripId]) };
    case 'TripChanged':
      return state;
    case 'TripCancelled': {
      const trips = new Set(state.trips);
      trips.delete(event.data.tripId);
      return { ...state, trips };
    }
    case 'TrustedContactInvited':
      return {
        ...state,
        contacts: withEntry(state.contacts, event.data.contactId, {
          status: 'invited',
          addressHash: event.data.addressHash,
          language: event.data.language,
          invitations: 1,
          lastInvitedAt: at,
          answeredAt: null,
        }),
      };
    case 'ContactInvitationResent': {
      const contact = state.contacts.get(event.data.contactId);
      if (!contact) return state;
      return {
        ...state,
        contacts: withEntry(state.contacts, event.data.contactId, {
          ...contact,
          invitations: contact.invitations + 1,
          lastInvitedAt: at,
        }),
      };
    }
    case 'TrustedContactAccepted':
      return contactAnswered(state, event.data.contactId, 'accepted', at);
    case 'TrustedContactDeclined':
      return contactAnswered(state, event.data.contactId, 'declined', at);
    case 'TrustedContactStopped':
      return contactAnswered(state, event.data.contactId, 'stopped', at);
    case 'TrustedContactRemoved':
      return contactAnswered(state, event.data.contactId, 'removed', at);
    case 'CheckInPlanned': {
      const { planId, schedule, graceMinutes, reminderMinutes, tripId, until, deadline } = event.data;
      const plan: PlanState = { schedule, graceMinutes, reminderMinutes, tripId, until, deadline, remindedFor: null };
      return { ...state, plans: withEntry(state.plans, planId, plan) };
    }
    case 'CheckInPlanEnded':
      return { ...state, plans: withEntry(state.plans, event.data.planId, null) };
    case 'CheckedIn': {
      let plans = state.plans;
      for (const counted of event.data.counted) {
        const plan = plans.get(counted.planId);
        if (!plan) continue;
        plans = withEntry(plans, counted.planId, counted.next ? { ...plan, deadline: counted.next } : null);
      }
      let misses = state.misses;
      for (const occasionId of event.data.followUps) misses = withEntry(misses, occasionId, null);
      const later = state.lastCheckInAt === null || event.data.at > state.lastCheckInAt;
      return { ...state, plans, misses, lastCheckInAt: later ? event.data.at : state.lastCheckInAt };
    }
    case 'CheckInReminderDecided': {
      const plan = state.plans.get(event.data.planId);
      if (!plan) return state;
      return { ...state, plans: withEntry(state.plans, event.data.planId, { ...plan, remindedFor: event.data.dueAt }) };
    }
    case 'CheckInMissed': {
      const { planId, occasionId, dueAt, next, messages } = event.data;
      const plan = state.plans.get(planId);
      const plans = plan ? withEntry(state.plans, planId, { ...plan, deadline: next }) : state.plans;
      const told = messages.map((message) => message.to).filter((to) => to !== 'traveller');
      return { ...state, plans, misses: withEntry(state.misses, occasionId, { planId, dueAt, told }) };
    }
    case 'SosRaised':
      return state;
    case 'SafetyCheckAsked':
      return {
        ...state,
        askedAlerts: new Set([...state.askedAlerts, event.data.alertId]),
        safetyChecks: withEntry(state.safetyChecks, event.data.checkId, {
          alertId: event.data.alertId,
          answerBy: event.data.answerBy,
          status: 'asked',
          told: [],
        }),
      };
    case 'SafetyCheckAnswered':
      return { ...state, safetyChecks: withEntry(state.safetyChecks, event.data.checkId, null) };
    case 'SafetyCheckUnanswered': {
      const check = state.safetyChecks.get(event.data.checkId);
      if (!check) return state;
      const told = event.data.messages.map((message) => message.to);
      return {
        ...state,
        safetyChecks: withEntry(state.safetyChecks, event.data.checkId, { ...check, status: 'unanswered', told }),
      };
    }
    case 'SafetyCheckSettingsChanged':
      return { ...state, safetyCheck: { on: event.data.on, graceMinutes: event.data.graceMinutes } };
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled safety network event ${(unhandled as RecordedEvent).type}`);
    }
  }
}
