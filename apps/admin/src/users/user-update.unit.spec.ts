import type { AdminUser } from '@safetrails/contracts';
import { toUserUpdate } from './user-update';

const traveller: AdminUser = {
  id: 'u1',
  name: 'Dana Traveller',
  email: 'traveller@demo.safetrails.invalid',
  roles: ['traveller'],
  betaAccess: false,
  providers: ['development'],
  registeredAt: '2025-01-01T00:00:00.000Z',
  bannedUntil: null,
};

describe('toUserUpdate', () => {
  it('sends a granted role, the traveller role kept first, with the trimmed reason', () => {
    expect(
      toUserUpdate({ ...traveller, roles: ['moderator'], reason: '  Runs the Lisbon forum \n' }, traveller),
    ).toEqual({ roles: ['traveller', 'moderator'], reason: 'Runs the Lisbon forum' });
  });

  it('leaves out roles and beta access that did not change, whatever their order', () => {
    const moderator: AdminUser = { ...traveller, roles: ['traveller', 'moderator'] };
    expect(toUserUpdate({ ...moderator, roles: ['moderator', 'traveller'], reason: 'r' }, moderator)).toEqual({
      reason: 'r',
    });
  });

  it('sends no roles when the roles input was disabled and submitted nothing', () => {
    const moderator: AdminUser = { ...traveller, roles: ['traveller', 'moderator'] };
    const { roles: _roles, ...submitted } = moderator;
    expect(toUserUpdate({ ...submitted, betaAccess: true, reason: 'Invited at the meetup' }, moderator)).toEqual({
      betaAccess: true,
      reason: 'Invited at the meetup',
    });
  });
});
