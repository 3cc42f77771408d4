/**
 * Events of identity: users (`user-<uuid>`), provider identities (`identity-<provider>-<sha256(subject)>`,
 * appended with no_stream so one identity maps to one user) and beta invitations
 * (`beta-invitation-<sha256(token)>`, redeemed with the expected revision so a token works once).
 * Personal fields are sealed with the user's own key (crypto-shredding): deleting the key makes them
 * unreadable everywhere, the log included.
 */
import type { RecordedEvent } from '../envelope';
import type { Locale } from '../constants/locale.constants';
import type { Sealed } from './sealed';
import type { BanLifted, TravellerBanned } from './moderation.events';

export const ROLES = ['traveller', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const IDENTITY_PROVIDERS = ['google', 'reddit', 'development'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];
/** The providers a person signs in with through OAuth (the development sign-in is not one). */
export const OAUTH_PROVIDERS = ['google', 'reddit'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
/** How each sign-in method is named to people. */
export const IDENTITY_PROVIDER_NAMES: Readonly<Record<IdentityProvider, string>> = {
  google: 'Google',
  reddit: 'Reddit',
  development: 'Development sign-in',
};

export type { Sealed } from './sealed';

export interface UserRegisteredData {
  readonly provider: IdentityProvider;
  readonly displayName: Sealed | null;
  readonly email: Sealed | null;
}
export interface IdentityLinkedData {
  readonly provider: IdentityProvider;
  /** SHA-256 of the provider's subject id: the identity stream's key, not the raw id. */
  readonly subjectHash: string;
}
export interface IdentityClaimedData {
  readonly userId: string;
}
export interface RoleChangedData {
  readonly role: Role;
  readonly reason: string;
}
export interface BetaAccessGrantedData {
  /** The invitation redeemed, or null when a moderator granted access directly. */
  readonly invitationId: string | null;
  readonly reason: string;
}
export interface BetaInvitationIssuedData {
  readonly invitationId: string;
  /** The waitlist entry invited (its stream), or null for an invitation not tied to the waitlist. */
  readonly waitlistStream: string | null;
  readonly expiresAt: string;
}
export interface BetaInvitationRedeemedData {
  readonly invitationId: string;
  readonly userId: string;
}

export interface AccountProfileUpdatedData {
  readonly fullName: Sealed | null;
  readonly phone: Sealed | null;
  readonly emergencyContact: Sealed | null;
  readonly bio: Sealed | null;
}
export interface SafetyPreferencesUpdatedData {
  readonly priorities: readonly string[];
  readonly minimumSafetyScore: number;
}
/** The language she reads SafeTrails in, chosen in the header or her profile: her emails and push notifications use it too. */
export interface LanguageChosenData {
  readonly language: Locale;
}
export interface NotificationPreferencesUpdatedData {
  readonly emailNotifications: boolean;
  readonly safetyAlerts: boolean;
  readonly travelTips: boolean;
}
/** The advanced safety profile. Personal answers (health, gender, age...) travel sealed as one JSON value. */
export interface SafetyProfileSavedData {
  readonly created: boolean;
  readonly travel: {
    readonly travelStyle: string;
    readonly travelExperience: string;
    readonly accommodationPreference: string | null;
    readonly budgetLevel: string | null;
    readonly transportPreference: string | null;
    readonly languages: readonly string[];
    readonly safetyPriorities: readonly string[];
    /**
     * Only in events before the alert settings had a stream of their own (docs/NOTIFICATIONS.md):
     * the form's switches are now alert settings, changed by their own command.
     */
    readonly notificationPreferences?: {
      readonly emailAlerts: boolean;
      readonly safetyUpdates: boolean;
      readonly marketingEmails: boolean;
    };
    readonly privacySettings: { readonly shareLocation: boolean; readonly shareProfile: boolean };
  };
  readonly personal: Sealed;
}
/**
 * Version 2 (this wave): how the deletion came. Version 1 had no data; its only way was her own
 * request, which is what its upcaster says (events/upcasters.ts).
 */
export interface AccountDeletedData {
  /** `account-settings`: she deleted it; `erasure-ledger`: deleted again after a restore from an older backup. */
  readonly via: 'account-settings' | 'erasure-ledger';
}

export type UserRegistered = RecordedEvent<'UserRegistered', UserRegisteredData>;
export type AccountProfileUpdated = RecordedEvent<'AccountProfileUpdated', AccountProfileUpdatedData>;
export type SafetyPreferencesUpdated = RecordedEvent<'SafetyPreferencesUpdated', SafetyPreferencesUpdatedData>;
export type LanguageChosen = RecordedEvent<'LanguageChosen', LanguageChosenData>;
export type NotificationPreferencesUpdated = RecordedEvent<
  'NotificationPreferencesUpdated',
  NotificationPreferencesUpdatedData
>;
export type SafetyProfileSaved = RecordedEvent<'SafetyProfileSaved', SafetyProfileSavedData>;
export type AccountDeleted = RecordedEvent<'AccountDeleted', AccountDeletedData>;
export type IdentityLinked = RecordedEvent<'IdentityLinked', IdentityLinkedData>;
export type RoleGranted = RecordedEvent<'RoleGranted', RoleChangedData>;
export type RoleRevoked = RecordedEvent<'RoleRevoked', RoleChangedData>;
export type BetaAccessGranted = RecordedEvent<'BetaAccessGranted', BetaAccessGrantedData>;
export type UserEvent =
  | UserRegistered
  | IdentityLinked
  | RoleGranted
  | RoleRevoked
  | BetaAccessGranted
  | AccountProfileUpdated
  | SafetyPreferencesUpdated
  | LanguageChosen
  | NotificationPreferencesUpdated
  | SafetyProfileSaved
  | AccountDeleted
  // Moderation's decisions about the account (moderation.events.ts).
  | TravellerBanned
  | BanLifted;

export type IdentityClaimed = RecordedEvent<'IdentityClaimed', IdentityClaimedData>;
/** The account that held the identity was deleted: the next sign-in with it opens a new account. */
export type IdentityReleased = RecordedEvent<'IdentityReleased', IdentityClaimedData>;

export type BetaInvitationIssued = RecordedEvent<'BetaInvitationIssued', BetaInvitationIssuedData>;
export type BetaInvitationRedeemed = RecordedEvent<'BetaInvitationRedeemed', BetaInvitationRedeemedData>;
export type BetaInvitationEvent = BetaInvitationIssued | BetaInvitationRedeemed;

export const IdentityEventTypes = {
  UserRegistered: { type: 'UserRegistered', schemaVersion: 1 },
  IdentityLinked: { type: 'IdentityLinked', schemaVersion: 1 },
  IdentityClaimed: { type: 'IdentityClaimed', schemaVersion: 1 },
  IdentityReleased: { type: 'IdentityReleased', schemaVersion: 1 },
  RoleGranted: { type: 'RoleGranted', schemaVersion: 1 },
  RoleRevoked: { type: 'RoleRevoked', schemaVersion: 1 },
  BetaAccessGranted: { type: 'BetaAccessGranted', schemaVersion: 1 },
  AccountProfileUpdated: { type: 'AccountProfileUpdated', schemaVersion: 1 },
  SafetyPreferencesUpdated: { type: 'SafetyPreferencesUpdated', schemaVersion: 1 },
  LanguageChosen: { type: 'LanguageChosen', schemaVersion: 1 },
  NotificationPreferencesUpdated: { type: 'NotificationPreferencesUpdated', schemaVersion: 1 },
  SafetyProfileSaved: { type: 'SafetyProfileSaved', schemaVersion: 1 },
  AccountDeleted: { type: 'AccountDeleted', schemaVersion: 2 },
  BetaInvitationIssued: { type: 'BetaInvitationIssued', schemaVersion: 1 },
  BetaInvitationRedeemed: { type: 'BetaInvitationRedeemed', schemaVersion: 1 },
} as const;
