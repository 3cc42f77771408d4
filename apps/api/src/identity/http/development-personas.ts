/** The demo accounts of the development sign-in, so a newcomer can try every role. */
import type { DevelopmentPersona, Role } from '@safetrails/contracts';

export interface PersonaSetup extends DevelopmentPersona {
  readonly displayName: string;
  readonly email: string;
  readonly roles: readonly Role[];
  readonly betaAccess: boolean;
}

export const DEVELOPMENT_PERSONAS: readonly PersonaSetup[] = [
  {
    id: 'traveller',
    label: 'Traveller (no beta access yet)',
    description: 'Signed in, waiting for an invitation: sees the beta verification page.',
    displayName: 'Dana Traveller',
    email: 'traveller@demo.safetrails.invalid',
    roles: [],
    betaAccess: false,
  },
  {
    id: 'traveller-beta',
    label: 'Traveller with beta access',
    description: 'A beta traveller: every traveller screen.',
    displayName: 'Bea Traveller',
    email: 'beta.traveller@demo.safetrails.invalid',
    roles: [],
    betaAccess: true,
  },
  {
    id: 'moderator',
    label: 'Moderator',
    description: 'Triages reports and issues beta invitations in /admin.',
    displayName: 'Mo Moderator',
    email: 'moderator@demo.safetrails.invalid',
    roles: ['moderator'],
    betaAccess: true,
  },
  {
    id: 'admin',
    label: 'Admin',
    description: 'Everything a moderator can, plus roles.',
    displayName: 'Ada Admin',
    email: 'admin@demo.safetrails.invalid',
    roles: ['admin'],
    betaAccess: true,
  },
];
