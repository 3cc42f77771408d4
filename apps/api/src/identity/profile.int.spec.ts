import { PiiVault } from '@safetrails/event-store';
import { startApi, type ApiHarness } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';

describe('profiles and account deletion', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api.close());

  const signIn = (persona: string) => api.signIn(persona);

  it('saves each /profile tab and reads it back', async () => {
    const me = await signIn('traveller-beta');
    const saved = await me.call('PUT', '/api/account/profile', {
      fullName: ' Bea Q. Traveller ',
      phone: '+44 20 7946 0000',
      emergencyContact: 'Sam, +44 20 7946 0001',
      bio: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fullName: 'Bea Q. Traveller', phone: '+44 20 7946 0000', bio: null });
    await me.call('PUT', '/api/account/safety-preferences', {
      priorities: ['walkability', 'streetLighting'],
      minimumSafetyScore: 80,
    });
    await me.call('PUT', '/api/account/notification-preferences', {
      emailNotifications: false,
      safetyAlerts: true,
      travelTips: false,
    });
    expect((await me.call('GET', '/api/account/profile')).json()).toEqual({
      fullName: 'Bea Q. Traveller',
      phone: '+44 20 7946 0000',
      emergencyContact: 'Sam, +44 20 7946 0001',
      bio: null,
      safety: { priorities: ['walkability', 'streetLighting'], minimumSafetyScore: 80 },
      notifications: { emailNotifications: false, safetyAlerts: true, travelTips: false },
    });
    const bad = await me.call('PUT', '/api/account/profile', { phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'phone', rule: 'matches' })]);
    const score = await me.call('PUT', '/api/account/safety-preferences', { priorities: [], minimumSafetyScore: 101 });
    expect(score.json().errors).toEqual([expect.objectContaining({ field: 'minimumSafetyScore', rule: 'max' })]);
  });

  it('creates the safety profile once, updates it with the form values, and keeps it to its owner', async () => {
    const me = await signIn('moderator');
    // None yet: an answer (200, null), not an error the browser logs.
    const none = await me.call('GET', `/api/user-profiles/${me.id}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const form = {
      travelStyle: 'solo',
      travelExperience: 'intermediate',
      gender: 'female',
      languages: ['English', 'Português'],
      medicalConditions: ['asthma'],
      notificationPreferences: { emailAlerts: true, safetyUpdates: true, marketingEmails: false },
    };
    const created = await me.call('POST', '/api/user-profiles', form);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      userId: me.id,
      travelStyle: 'solo',
      gender: 'female',
      languages: ['English', 'Português'],
    });
    expect((await me.call('POST', '/api/user-profiles', form)).statusCode).toBe(409);
    const updated = await me.call('PATCH', `/api/user-profiles/${me.id}`, {
      ...form,
      travelExperience: 'experienced',
      medicalConditions: [],
    });
    expect(updated.json()).toMatchObject({ travelExperience: 'experienced', medicalConditions: [], gender: 'female' });
    const duplicate = await me.call('PATCH', `/api/user-profiles/${me.id}`, {
      ...form,
      languages: ['English', 'english'],
    });
    expect(duplicate.json().errors).toEqual([expect.objectContaining({ field: 'languages', rule: 'arrayUnique' })]);
    const other = await signIn('admin');
    expect((await other.call('GET', `/api/user-profiles/${me.id}`)).statusCode).toBe(403);
    expect((await other.call('GET', '/api/user-profiles/not-an-id')).statusCode).toBe(400);
  });

  it('rebuilds the users and profiles read models from the log, equal to the live ones', async () => {
    const pool = api.database.pool;
    // The language she chose is in the users model too.
    const traveller = await signIn('traveller-beta');
    expect((await traveller.call('PUT', '/api/user/language', { language: 'de' })).statusCode).toBe(200);
    const live = { users: await snapshotSchema(pool, 'rm_users'), profiles: await snapshotSchema(pool, 'rm_profiles') };
    expect(live.profiles.account_profiles!.length).toBeGreaterThan(0);
    expect(live.profiles.safety_profiles!.length).toBeGreaterThan(0);
    expect(live.users.users).toContainEqual(expect.stringContaining('"language":"de"'));
    for (const projection of createProjections(pool).filter((p) => p.name !== 'waitlist')) {
      await rebuildProjection({ pool, store: api.store, projection });
    }
    expect({
      users: await snapshotSchema(pool, 'rm_users'),
      profiles: await snapshotSchema(pool, 'rm_profiles'),
    }).toEqual(live);
  });

  it('keeps "show LGBT+ safety information first" and the home country sealed in the log, and reads the country as its ISO code', async () => {
    const me = await signIn('traveller-beta');
    const saved = await me.call('POST', '/api/user-profiles', {
      travelStyle: 'solo',
      travelExperience: 'experienced',
      gender: 'female',
      homeCountry: 'United Kingdom',
      lgbtFirst: true,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ lgbtFirst: true, homeCountry: 'United Kingdom', homeCountryCode: 'GB' });
    const reread = await me.call('GET', `/api/user-profiles/${me.id}`);
    expect(reread.json()).toMatchObject({ lgbtFirst: true, homeCountryCode: 'GB' });
    const bad = await me.call('PATCH', `/api/user-profiles/${me.id}`, {
      travelStyle: 'solo',
      travelExperience: 'experienced',
      lgbtFirst: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('lgbtFirst');
    const other = await me.call('PATCH', `/api/user-profiles/${me.id}`, {
      travelStyle: 'solo',
      travelExperience: 'experienced',
      homeCountry: 'au',
    });
    expect(other.json()).toMatchObject({ lgbtFirst: false, homeCountryCode: 'AU' });

    // The raw events of the traveller's stream say nothing of the choice or the country.
    const events = await api.database.pool.query<{ data: unknown }>('SELECT data FROM es.events WHERE stream_id = $1', [
      `user-${me.id}`,
    ]);
    const raw = JSON.stringify(events.rows).toLowerCase();
    expect(raw).toContain('sealed');
    for (const secret of ['lgbt', 'united kingdom', 'female']) expect(raw).not.toContain(secret);
  });

  it('deletes an account: personal data unreadable in the log and the read models, sessions gone, the stream kept', async () => {
    const me = await signIn('admin');
    await me.call('PUT', '/api/account/profile', { fullName: 'Ada Lovelace-Admin', phone: '+1 555 0100' });
    await me.call('POST', '/api/user-profiles', {
      travelStyle: 'business',
      travelExperience: 'beginner',
      homeCountry: 'Iceland',
    });
    expect((await me.call('DELETE', '/api/user', { confirm: 'yes' })).statusCode).toBe(400);
    const deleted = await me.call('DELETE', '/api/user', { confirm: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    expect((await me.call('GET', '/api/user')).json()).toBeNull();

    // Rebuild every projection from the log, as after a restore: nothing personal comes back.
    const pool = api.database.pool;
    for (const projection of createProjections(pool)) await rebuildProjection({ pool, store: api.store, projection });
    const user = await pool.query('SELECT display_name, email, deleted_at FROM rm_users.users WHERE user_id = $1', [
      me.id,
    ]);
    expect(user.rows[0]).toMatchObject({ display_name: null, email: null, deleted_at: expect.any(Date) });
    expect((await pool.query('SELECT 1 FROM rm_profiles.account_profiles WHERE user_id = $1', [me.id])).rowCount).toBe(
      0,
    );
    expect((await pool.query('SELECT 1 FROM rm_profiles.safety_profiles WHERE user_id = $1', [me.id])).rowCount).toBe(
      0,
    );

    const events = await pool.query<{
      type: string;
      data: { fullName?: { sealed: string }; displayName?: { sealed: string } };
    }>('SELECT type, data FROM es.events WHERE stream_id = $1 ORDER BY revision', [`user-${me.id}`]);
    expect(events.rows.map((row) => row.type)).toContain('AccountDeleted');
    const raw = JSON.stringify(events.rows);
    for (const secret of ['Ada Lovelace-Admin', '+1 555 0100', 'Iceland', 'admin@demo.safetrails.invalid'])
      expect(raw).not.toContain(secret);
    const again = await signIn('admin');
    expect(again.id).not.toBe(me.id);
    expect((await again.call('GET', '/api/user')).json()).toMatchObject({
      name: 'Ada Admin',
      roles: ['traveller', 'admin'],
    });

    const vault = new PiiVault(pool);
    const sealedName = events.rows.find((row) => row.type === 'AccountProfileUpdated')!.data.fullName!;
    expect(await vault.open(me.id, sealedName)).toBeNull();
  });
});
