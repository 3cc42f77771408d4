import { CommandBus } from '@nestjs/cqrs';
import { eventually, startApi, type ApiHarness } from '../../../../test/api-harness';
import { seedDemoSafety } from './seed-demo-safety';
import { seedDemoDestinations } from './seed-destinations';

describe('demo alerts and moderation seed', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
    await seedDemoDestinations(api.app.get(CommandBus));
    await api.settled();
  });
  afterAll(async () => api.close());

  it('raises the demo alerts, rings Bea’s bell for Paris, fills the queue, and appends nothing the second time', async () => {
    const commandBus = api.app.get(CommandBus);
    await seedDemoSafety(commandBus);
    const events = await api.eventCount();
    await seedDemoSafety(commandBus);
    expect(await api.eventCount()).toBe(events);
    await api.settled();

    const active = (await api.app.inject({ method: 'GET', url: '/api/safety-alerts/active' })).json();
    expect(active.map((alert: { verified: boolean }) => alert.verified).sort()).toEqual([false, true, true]);
    const bea = await api.signIn('traveller-beta');
    const bell = await eventually(
      () => bea.call('GET', '/api/alert-history/unviewed').then((r) => r.json()),
      (body) => body.count === 1,
    );
    expect(bell.alerts[0].alert).toMatchObject({ destinationId: 1, verified: true });

    const mo = await api.signIn('moderator');
    const queue = await eventually(
      () => mo.call('GET', '/admin-api/moderation-queue').then((r) => r.json()),
      (items) => items.length === 3,
    );
    expect(queue.map((item: { kind: string }) => item.kind).sort()).toEqual(['alert', 'bug_report', 'data_report']);
  });
});
