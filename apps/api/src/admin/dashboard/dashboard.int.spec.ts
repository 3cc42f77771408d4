import type { DashboardStats } from '@safetrails/contracts';
import { eventually, startApi, type ApiHarness, type SignedIn } from '../../../../../test/api-harness';

describe('dashboard stats', () => {
  let api: ApiHarness;
  let mo: SignedIn;

  const submit = async (url: string, payload: object) => {
    const csrf = await api.csrf();
    const response = await api.app.inject({ method: 'POST', url, ...csrf, payload });
    expect(response.statusCode).toBe(201);
  };
  const stats = async () => (await mo.call('GET', '/admin-api/dashboard/stats')).json<DashboardStats>();

  beforeAll(async () => {
    api = await startApi();
    for (const index of [1, 2, 3]) {
      await submit('/api/core/waitlist/join/', { email: `dash${index}@example.org`, name: `Dash ${index}` });
    }
    mo = await api.signIn('moderator');
    await api.signIn('traveller-beta');
    await submit('/api/feedback', { feedbackType: 'general', message: 'Lovely app' });
    await submit('/api/feedback', { feedbackType: 'feature', message: 'Offline maps please' });
    await submit('/api/bug-reports', {
      title: 'Map is blank',
      description: 'The map shows no tiles at all.',
      severity: 'high',
      steps: '1. Open Barcelona 2. Click Map',
    });
    const alert = (severity: string) =>
      mo.call('POST', '/admin-api/alerts', {
        title: `A ${severity} alert`,
        content: 'Something to know about the area today.',
        severity,
        alertType: 'other',
      });
    await alert('high');
    await alert('high');
    const archived = (await alert('critical')).json<{ id: string }>();
    await mo.call('DELETE', `/admin-api/alerts/${archived.id}?reason=${encodeURIComponent('All clear')}`);
  }, 60_000);
  afterAll(async () => api.close());

  it('counts sign-ups and reports per day over 30 days, zeros included, today last', async () => {
    const result = await stats();
    const today = new Date().toISOString().slice(0, 10);
    for (const series of [result.signUps.waitlist, result.signUps.users, result.reportsPerDay]) {
      expect(series).toHaveLength(30);
      expect(series.at(-1)!.day).toBe(today);
      expect(series[0]!.day < series[1]!.day).toBe(true);
    }
    expect(result.signUps.waitlist.at(-1)!.count).toBe(3);
    expect(result.signUps.waitlist.slice(0, -1).every((day) => day.count === 0)).toBe(true);
    expect(result.signUps.users.at(-1)!.count).toBe(2);
    expect(result.reportsPerDay.at(-1)!.byStatus).toEqual({ new: 3, in_review: 0, resolved: 0, dismissed: 0 });
    expect(result.reportsPerDay[0]!.byStatus).toEqual({ new: 0, in_review: 0, resolved: 0, dismissed: 0 });
  });

  it('counts the open queue per kind, active alerts per severity and each projection lag', async () => {
    const result = await eventually(stats, (value) => value.openQueue.total >= 3, 5000);
    expect(result.openQueue.byKind).toMatchObject({ feedback: 2, bug_report: 1 });
    expect(result.openQueue.total).toBe(3);
    expect(['moderation', 'reports']).toContain(result.openQueue.source);
    expect(result.activeAlertsBySeverity).toEqual({ critical: 0, high: 2, medium: 0, low: 0 });
    const projections = result.projectorLag.map((lag) => lag.projection);
    expect(projections).toEqual(expect.arrayContaining(['alerts', 'reports', 'users', 'waitlist']));
    expect(result.projectorLag.every((lag) => lag.lag >= 0 && Number.isInteger(lag.version))).toBe(true);
  });

  it('refuses travellers', async () => {
    const bea = await api.signIn('traveller-beta');
    expect((await bea.call('GET', '/admin-api/dashboard/stats')).statusCode).toBe(403);
  });
});
