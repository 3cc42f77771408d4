/**
 * The user aggregate (`user-<uuid>`): registration, linked identities, roles and beta access.
 * Decisions are plain functions; personal fields arrive already sealed with the user's key.
 */
import {
  IDENTITY_PROVIDER_NAMES,
  IdentityEventTypes,
  type ErrorResponse,
  type IdentityProvider,
  type RecordedEvent,
  type Role,
  type Sealed,
  type UserEvent,
  type AccountProfileUpdatedData,
  type SafetyPreferencesUpdatedData,
  type SafetyProfileSavedData,
  type AccountDeletedData,
  type Locale,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export interface UserState {
  readonly registered: boolean;
  readonly deleted: boolean;
  readonly hasSafetyProfile: boolean;
  readonly roles: ReadonlySet<Role>;
  readonly betaAccess: boolean;
  /** The language she chose; null until she chooses one. */
  readonly language: Locale | null;
  readonly identities: readonly { provider: IdentityProvider; subjectHash: string }[];
}

export type UserCommand =
  | {
      readonly type: 'RegisterUser';
      readonly provider: IdentityProvider;
      readonly subjectHash: string;
      readonly displayName: Sealed | null;
      readonly email: Sealed | null;
    }
  | { readonly type: 'LinkIdentity'; readonly provider: IdentityProvider; readonly subjectHash: string }
  | { readonly type: 'GrantRole'; readonly role: Role; readonly reason: string }
  | { readonly type: 'RevokeRole'; readonly role: Role; readonly reason: string }
  | { readonly type: 'GrantBetaAccess'; readonly invitationId: string | null; readonly reason: string }
  | ({ readonly type: 'UpdateAccountProfile' } & AccountProfileUpdatedData)
  | ({ readonly type: 'UpdateSafetyPreferences' } & SafetyPreferencesUpdatedData)
  | { readonly type: 'ChooseLanguage'; readonly language: Locale }
  | {
      readonly type: 'SaveSafetyProfile';
      readonly mode: 'create' | 'update';
      readonly travel: SafetyProfileSavedData['travel'];
      readonly personal: Sealed;
    }
  | { readonly type: 'DeleteAccount'; readonly via: AccountDeletedData['via'] };

export class UserNotFoundError extends DomainError {
  override readonly name = 'UserNotFoundError';
  toResponse(): ErrorResponse {
    return { statusCode: 404, error: 'Not Found', message: 'No such user' };
  }
}

export class LastTravellerRoleError extends DomainError {
  override readonly name = 'LastTravellerRoleError';
  toResponse(): ErrorResponse {
    return {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Every user is a traveller: that role cannot be revoked',
      errors: [{ field: 'role', rule: 'notTraveller', message: 'the traveller role cannot be revoked' }],
    };
  }
}

export class SafetyProfileConflictError extends DomainError {
  override readonly name = 'SafetyProfileConflictError';
  constructor(readonly exists: boolean) {
    super(exists ? 'A safety profile exists already: update it instead' : 'There is no safety profile to update yet');
  }
  toResponse(): ErrorResponse {
    return this.exists
      ? { statusCode: 409, error: 'Conflict', code: 'PROFILE_EXISTS', message: this.message }
      : { statusCode: 404, error: 'Not Found', message: this.message };
  }
}

/** A second sign-in method is for the other provider: one Google and one Reddit account at most. */
export class ProviderAlreadyLinkedError extends DomainError {
  override readonly name = 'ProviderAlreadyLinkedError';
  constructor(readonly provider: IdentityProvider) {
    super(`Another ${IDENTITY_PROVIDER_NAMES[provider]} account is already linked to your account`);
  }
  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: 'PROVIDER_ALREADY_LINKED', message: this.message };
  }
}

export function userStreamName(userId: string): string {
  return `user-${userId}`;
}

export const userDecider: Decider<UserState, UserCommand> = {
  initialState: () => ({
    registered: false,
    deleted: false,
    hasSafetyProfile: false,
    roles: new Set(),
    betaAccess: false,
    language: null,
    identities: [],
  }),

  evolve(state: UserState, recorded: RecordedEvent): UserState {
    const event = recorded as UserEvent;
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, registered: true, roles: new Set<Role>(['traveller']) };
      case 'IdentityLinked':
        return { ...state, identities: [...state.identities, event.data] };
      case 'RoleGranted':
        return { ...state, roles: new Set([...state.roles, event.data.role]) };
      case 'RoleRevoked':
        return { ...state, roles: new Set([...state.roles].filter((role) => role !== event.data.role)) };
      case 'BetaAccessGranted':
        return { ...state, betaAccess: true };
      case 'SafetyProfileSaved':
        return { ...state, hasSafetyProfile: true };
      case 'AccountProfileUpdated':
      case 'SafetyPreferencesUpdated':
        return state;
      case 'LanguageChosen':
        return { ...state, language: event.data.language };
      case 'NotificationPreferencesUpdated':
        // Recorded before the alert settings had a stream of their own; folded by the notifications model.
        return state;
      case 'TravellerBanned':
      case 'BanLifted':
        // Bans are moderation's decisions (moderation/domain/traveller-ban.ts): no rule here depends on them.
        return state;
      case 'AccountDeleted':
        return { ...state, deleted: true, hasSafetyProfile: false };
      default: {
        const unhandled: never = event;
        throw new Error(`Unhandled user event ${(unhandled as RecordedEvent).type}`);
      }
    }
  },

  decide(command: UserCommand, state: UserState): DecidedEvent[] {
    // A deleted account takes no further changes; signing in again opens a new one.
    if (state.deleted) {
      if (command.type === 'DeleteAccount') return [];
      throw new UserNotFoundError();
    }
    switch (command.type) {
      case 'RegisterUser':
        if (state.registered) return [];
        return [
          {
            ...IdentityEventTypes.UserRegistered,
            data: { provider: command.provider, displayName: command.displayName, email: command.email },
          },
          {
            ...IdentityEventTypes.IdentityLinked,
            data: { provider: command.provider, subjectHash: command.subjectHash },
          },
        ];
      case 'LinkIdentity': {
        if (!state.registered) throw new UserNotFoundError();
        const linked = state.identities.find((identity) => identity.provider === command.provider);
        if (linked?.subjectHash === command.subjectHash) return [];
        if (linked) throw new ProviderAlreadyLinkedError(command.provider);
        return [
          {
            ...IdentityEventTypes.IdentityLinked,
            data: { provider: command.provider, subjectHash: command.subjectHash },
          },
        ];
      }
      case 'GrantRole':
        if (!state.registered) throw new UserNotFoundError();
        if (state.roles.has(command.role)) return [];
        return [{ ...IdentityEventTypes.RoleGranted, data: { role: command.role, reason: command.reason } }];
      case 'RevokeRole':
        if (!state.registered) throw new UserNotFoundError();
        if (command.role === 'traveller') throw new LastTravellerRoleError();
        if (!state.roles.has(command.role)) return [];
        return [{ ...IdentityEventTypes.RoleRevoked, data: { role: command.role, reason: command.reason } }];
      case 'GrantBetaAccess':
        if (!state.registered) throw new UserNotFoundError();
        if (state.betaAccess) return [];
        return [
          {
            ...IdentityEventTypes.BetaAccessGranted,
            data: { invitationId: command.invitationId, reason: command.reason },
          },
        ];
      case 'UpdateAccountProfile': {
        if (!state.registered) throw new UserNotFoundError();
        const { type: _type, ...data } = command;
        return [{ ...IdentityEventTypes.AccountProfileUpdated, data }];
      }
      case 'UpdateSafetyPreferences': {
        if (!state.registered) throw new UserNotFoundError();
        const { type: _type, ...data } = command;
        return [{ ...IdentityEventTypes.SafetyPreferencesUpdated, data }];
      }
      case 'ChooseLanguage':
        if (!state.registered) throw new UserNotFoundError();
        // Choosing the language she already reads in again changes nothing.
        if (state.language === command.language) return [];
        return [{ ...IdentityEventTypes.LanguageChosen, data: { language: command.language } }];
      case 'SaveSafetyProfile':
        if (!state.registered) throw new UserNotFoundError();
        if (command.mode === 'create' && state.hasSafetyProfile) throw new SafetyProfileConflictError(true);
        if (command.mode === 'update' && !state.hasSafetyProfile) throw new SafetyProfileConflictError(false);
        return [
          {
            ...IdentityEventTypes.SafetyProfileSaved,
            data: { created: command.mode === 'create', travel: command.travel, personal: command.personal },
          },
        ];
      case 'DeleteAccount':
        if (!state.registered) throw new UserNotFoundError();
        return [{ ...IdentityEventTypes.AccountDeleted, data: { via: command.via } }];
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled user command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
