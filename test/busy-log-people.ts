/** The busy log's safety network and moderation (test/busy-log.ts). */
import { IssueBetaInvitationsCommand } from '../apps/api/src/identity/commands/issue-beta-invitations/issue-beta-invitations.command';
import { SYSTEM_CONTEXT } from '../apps/api/src/platform/event-sourcing/command-context';
import { waitlistStreamName } from '../apps/api/src/waitlist/domain/waitlist-entry';
import { BARCELONA, call, day, expectStatus, POKHARA, type People } from './busy-log-steps';

export async function safetyNetworkDay({ bea, kenyan }: People): Promise<void> {
  // Her safety network: alert settings, a place, a trip, a contact, a plan and a check-in.
  await expectStatus('alert settings', call(bea, 'PATCH', '/api/alert-settings', { minimumSeverity: 'medium' }), 200);
  const settings = await expectStatus(
    'place',
    call(bea, 'POST', '/api/alert-settings/places', {
      label: 'Guesthouse near Phewa Lake',
      latitude: 28.2096,
      longitude: 83.9592,
      tripStart: day(1),
      tripEnd: day(9),
    }),
    201,
  );
  const placeId = (settings.places as { id: string; kind: string }[]).find((place) => place.kind === 'point')!.id;
  await expectStatus('email confirmation', call(bea, 'POST', '/api/alert-settings/email/confirmation', {}), 202);
  const trip = await expectStatus(
    'trip',
    call(bea, 'POST', '/api/trips', {
      name: 'Nepal',
      stops: [{ destinationId: POKHARA, arrive: day(1), leave: day(9) }],
    }),
    201,
  );
  await expectStatus(
    'trip changed',
    call(bea, 'PUT', `/api/trips/${String(trip.id)}`, {
      name: 'Nepal, longer',
      stops: [{ destinationId: POKHARA, arrive: day(1), leave: day(12) }],
    }),
    200,
  );
  const other = await expectStatus(
    'second trip',
    call(bea, 'POST', '/api/trips', {
      name: 'Kenya',
      stops: [{ destinationId: kenyan, arrive: day(20), leave: day(25) }],
    }),
    201,
  );
  await expectStatus('trip cancelled', call(bea, 'DELETE', `/api/trips/${String(other.id)}`), 200, 204);
  await expectStatus(
    'contact',
    call(bea, 'POST', '/api/trusted-contacts', { name: 'Ana Sister', email: 'ana.sister@example.org' }),
    201,
  );
  const ben = await expectStatus(
    'second contact',
    call(bea, 'POST', '/api/trusted-contacts', { name: 'Ben Friend', email: 'ben@example.org' }),
    201,
  );
  await expectStatus('contact removed', call(bea, 'DELETE', `/api/trusted-contacts/${String(ben.id)}`), 200, 204);
  await expectStatus(
    'plan',
    call(bea, 'POST', '/api/check-ins/plans', {
      backBy: new Date(Date.now() + 6 * 3_600_000).toISOString(),
      graceMinutes: 15,
      reminderMinutes: 5,
    }),
    201,
  );
  await expectStatus('check-in', call(bea, 'POST', '/api/check-ins', {}), 200, 201);
  await expectStatus(
    'place changed',
    call(bea, 'PATCH', `/api/alert-settings/places/${placeId}`, { paused: true }),
    200,
  );
  await expectStatus('place removed', call(bea, 'DELETE', `/api/alert-settings/places/${placeId}`), 200, 204);
}

export async function moderationDay(
  { api, bus, bea, ada, mo, send }: People,
  ids: { readonly post: string; readonly tip: string },
): Promise<void> {
  // Moderation: a flag claimed, released and resolved; a rating and a tip removed; an alert seen.
  await expectStatus(
    'post flagged',
    call(ada, 'POST', '/api/forum/reports', { targetType: 'post', targetId: ids.post, reason: 'spam' }),
    201,
  );
  await api.settled(60_000);
  const queue = await mo.call(
    'GET',
    `/admin-api/moderation-queue?filter=${encodeURIComponent(JSON.stringify({ status: 'open' }))}`,
  );
  const flagged = queue.json<{ id: string; status: string }[]>().find((item) => item.status === 'new');
  if (!flagged) throw new Error(`no open item in the moderation queue: ${queue.body.slice(0, 300)}`);
  await expectStatus('claimed', call(mo, 'POST', `/admin-api/moderation-queue/${flagged.id}/claim`, {}), 200);
  await expectStatus('released', call(mo, 'POST', `/admin-api/moderation-queue/${flagged.id}/release`, {}), 200);
  await expectStatus(
    'resolved',
    call(mo, 'POST', `/admin-api/moderation-queue/${flagged.id}/actions`, { action: 'dismiss', reason: 'Fair advice' }),
    200,
  );
  const mine = (await ada.call('GET', `/api/safety/ratings/mine/${BARCELONA}`)).json<{ ratingId: string }>();
  await expectStatus(
    'rating removed',
    call(mo, 'DELETE', `/api/safety/ratings/${BARCELONA}/${mine.ratingId}`, {
      reason: 'Rating flood from one account',
    }),
    200,
  );
  await expectStatus(
    'tip removed',
    call(mo, 'DELETE', `/admin-api/tips/${ids.tip}?reason=${encodeURIComponent('Unsafe advice')}`),
    200,
  );
  const unviewed = (await bea.call('GET', '/api/alert-history/unviewed')).json<{ alerts: { id: string }[] }>();
  if (unviewed.alerts.length === 0) throw new Error('no alert in her history');
  await expectStatus(
    'alert viewed',
    call(bea, 'PATCH', `/api/alert-history/${unviewed.alerts[0]!.id}/mark-viewed`),
    200,
  );
  await expectStatus(
    'second sign-up',
    send('/api/core/waitlist/join', { email: 'yan@example.org', name: 'Yan Example' }),
    201,
  );
  await bus.execute(new IssueBetaInvitationsCommand([waitlistStreamName('yan@example.org')], SYSTEM_CONTEXT));
}
