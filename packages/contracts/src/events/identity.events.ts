/**
 * Events of identity: users (`user-<uuid>`), provider identities (`identity-<provider>-<sha256(subject)>`,
 * appended with no_stream so one identity maps to one user) and beta invitations
 * (`beta-invitation-<sha256(token)>`, redeemed with the expected revision so a token works once).
 * Personal fields are sealed with the user's own key (crypto-shredding): deleting the key makes them
 * unreadable everywhere, the log included.
 */
import type { RecordedEvent } from '../envelope';

export const ROLES = ['traveller', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const IDENTITY_PROVIDERS = ['google', 'reddit', 'development'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** A personal value encrypted with its owner's key (AES-256-GCM), base64 parts. */
export interface Sealed {
  readonly sealed: string;
}

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

export type UserRegistered = RecordedEvent<'UserRegistered', UserRegisteredData>;
export type IdentityLinked = RecordedEvent<'IdentityLinked', IdentityLinkedData>;
export type RoleGranted = RecordedEvent<'RoleGranted', RoleChangedData>;
export type RoleRevoked = RecordedEvent<'RoleRevoked', RoleChangedData>;
export type BetaAccessGranted = RecordedEvent<'BetaAccessGranted', BetaAccessGrantedData>;
export type UserEvent = UserRegistered | IdentityLinked | RoleGranted | RoleRevoked | BetaAccessGranted;

export type IdentityClaimed = RecordedEvent<'IdentityClaimed', IdentityClaimedData>;

export type BetaInvitationIssued = RecordedEvent<'BetaInvitationIssued', BetaInvitationIssuedData>;
export type BetaInvitationRedeemed = RecordedEvent<'BetaInvitationRedeemed', BetaInvitationRedeemedData>;
export type BetaInvitationEvent = BetaInvitationIssued | BetaInvitationRedeemed;

export const IdentityEventTypes = {
  UserRegistered: { type: 'UserRegistered', schemaVersion: 1 },
  IdentityLinked: { type: 'IdentityLinked', schemaVersion: 1 },
  IdentityClaimed: { type: 'IdentityClaimed', schemaVersion: 1 },
  RoleGranted: { type: 'RoleGranted', schemaVersion: 1 },
  RoleRevoked: { type: 'RoleRevoked', schemaVersion: 1 },
  BetaAccessGranted: { type: 'BetaAccessGranted', schemaVersion: 1 },
  BetaInvitationIssued: { type: 'BetaInvitationIssued', schemaVersion: 1 },
  BetaInvitationRedeemed: { type: 'BetaInvitationRedeemed', schemaVersion: 1 },
} as const;
