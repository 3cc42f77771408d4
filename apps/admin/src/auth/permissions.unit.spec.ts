import { canRoleAccess, canUseConsole } from './permissions';

describe('canRoleAccess', () => {
  it('refuses a traveller everything, including the pages a moderator sees', () => {
    expect(canUseConsole(['traveller'])).toBe(false);
    expect(canRoleAccess(['traveller'], { resource: 'moderation-queue', action: 'list' })).toBe(false);
    expect(canRoleAccess(undefined, { resource: 'users', action: 'list' })).toBe(false);
  });

  it('lets a moderator moderate and edit beta access, but not change roles', () => {
    const moderator = ['traveller', 'moderator'] as const;
    expect(canRoleAccess(moderator, { resource: 'moderation-queue', action: 'list' })).toBe(true);
    expect(canRoleAccess(moderator, { resource: 'moderation-queue', action: 'show' })).toBe(true);
    expect(canRoleAccess(moderator, { resource: 'users', action: 'edit' })).toBe(true);
    expect(canRoleAccess(moderator, { resource: 'users', action: 'roles' })).toBe(false);
  });

  it('lets an admin change roles and revise baselines, which a moderator only reads', () => {
    expect(canRoleAccess(['traveller', 'admin'], { resource: 'users', action: 'roles' })).toBe(true);
    expect(canRoleAccess(['traveller', 'admin'], { resource: 'destinations', action: 'edit' })).toBe(true);
    expect(canRoleAccess(['traveller', 'moderator'], { resource: 'destinations', action: 'edit' })).toBe(false);
    expect(canRoleAccess(['traveller', 'moderator'], { resource: 'destinations', action: 'show' })).toBe(true);
  });

  it('keeps the moderation log read-only for everyone', () => {
    const admin = ['traveller', 'moderator', 'admin'] as const;
    expect(canRoleAccess(admin, { resource: 'moderation-log', action: 'list' })).toBe(true);
    expect(canRoleAccess(admin, { resource: 'moderation-log', action: 'export' })).toBe(true);
    for (const action of ['create', 'edit', 'delete']) {
      expect(canRoleAccess(admin, { resource: 'moderation-log', action })).toBe(false);
    }
  });
});

describe('the quarantine', () => {
  it('is the admins’ alone: raw events and a bug to fix', () => {
    expect(canRoleAccess(['admin'], { resource: 'quarantine', action: 'list' })).toBe(true);
    expect(canRoleAccess(['admin'], { resource: 'quarantine', action: 'show' })).toBe(true);
    expect(canRoleAccess(['moderator'], { resource: 'quarantine', action: 'list' })).toBe(false);
    expect(canRoleAccess(['moderator'], { resource: 'quarantine', action: 'show' })).toBe(false);
  });
});
