/**
 * A busy day of the product, made only by its own commands and API (no event written by hand): the
 * governments' advice for four countries with their cities, the demo cities, official earthquakes,
 * and travellers, moderators and an admin doing what they do (ratings, tips and votes, saved
 * places, forum posts, comments, reactions and flags, alerts, reports, moderation, bans, trips,
 * contacts, check-ins, alert settings, an account deleted). The old-log fixture is made from it
 * (apps/projector/src/backup/old-log.int.spec.ts); what it does not reach is counted there.
 */
import { CommandBus } from '@nestjs/cqrs';
import type { GlobalPosition } from '@safetrails/contracts';
import { AdvisoryImporter, snapshotRecords } from '../apps/api/src/advisories/import/advisory-importer';
import { importDatasetFacts } from '../apps/api/src/advisories/import/import-dataset-facts';
import { loadSnapshot } from '../apps/api/src/advisories/snapshot/snapshot';
import { OfficialAlertImporter } from '../apps/api/src/alerts/import/official-alert-importer';
import { geonamesCities } from '../apps/api/src/destinations/catalogue/geonames-catalogue';
import { RegisterCatalogueCitiesCommand } from '../apps/api/src/destinations/commands/register-catalogue-cities/register-catalogue-cities.command';
import { fixtureMovedToNow } from '../apps/api/src/notifications/fixtures/event-time';
import { SYSTEM_CONTEXT } from '../apps/api/src/platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../apps/api/src/platform/live/projection-waiter';
import { seedDemoDestinations } from '../apps/api/src/seed/seed-destinations';
import { seedForumCategories } from '../apps/api/src/seed/seed-forum';
import { Notifier } from '../apps/api/src/notifications/notifier/notifier';
import { ChangeRoleCommand } from '../apps/api/src/identity/commands/change-role/change-role.command';
import type { LocalPushService } from '@safetrails/infra';
import type { ApiHarness } from './api-harness';
import { moderationDay, safetyNetworkDay } from './busy-log-people';
import { BARCELONA, call, day, expectStatus, POKHARA, sendAnonymously, type People } from './busy-log-steps';

const COUNTRIES = new Set(['FR', 'MX', 'NP', 'KE']);

/** `push`: the local push service the API was started to allow; the notifier runs in-process meanwhile. */
export async function makeBusyLog(api: ApiHarness, push: LocalPushService): Promise<void> {
  const bus = api.app.get(CommandBus);
  const waiter = api.app.get(ProjectionWaiter);

  // The reference data: cities, the governments' advice and the dataset facts of four countries.
  const cities = geonamesCities().filter((city) => COUNTRIES.has(city.registration.countryCode));
  if (!cities.some((city) => city.registration.destinationId === POKHARA))
    throw new Error('Pokhara is not among the cities');
  const kenyan = cities.find((city) => city.registration.countryCode === 'KE')!.registration.destinationId;
  const registered: { position: GlobalPosition | null } = await bus.execute(
    new RegisterCatalogueCitiesCommand(cities, SYSTEM_CONTEXT),
  );
  await waiter.waitFor('destinations', registered.position, 60_000);
  const importer = api.app.get(AdvisoryImporter);
  const snapshot = loadSnapshot();
  for (const source of ['us', 'uk', 'ca', 'au', 'ie'] as const) {
    const records = snapshotRecords(snapshot, source);
    await importer.importRecords({
      source,
      advisories: records.advisories.filter((record) => COUNTRIES.has(record.countryCode)),
      emergency: records.emergency.filter((record) => COUNTRIES.has(record.countryCode)),
      travellerFacts: (records.travellerFacts ?? []).filter((record) => COUNTRIES.has(record.countryCode)),
    });
  }
  await importDatasetFacts(bus, [...COUNTRIES]);
  await seedDemoDestinations(bus);
  await waiter.waitFor('forum', await seedForumCategories(bus));
  await api.settled(60_000);

  const [bea, ada, mo, sam] = await Promise.all([
    api.signIn('traveller-beta'),
    api.signIn('admin'),
    api.signIn('moderator'),
    api.signIn('traveller'),
  ]);
  const send = sendAnonymously(api);
  const people: People = { api, bus, bea, ada, mo, sam, send, kenyan };

  // Her account and her safety profile.
  await expectStatus(
    'profile',
    call(bea, 'PUT', '/api/account/profile', { fullName: 'Bea Example', phone: '+34 600 000 001' }),
    200,
  );
  await expectStatus(
    'safety preferences',
    call(bea, 'PUT', '/api/account/safety-preferences', { priorities: ['streetLighting'], minimumSafetyScore: 60 }),
    200,
  );
  await expectStatus(
    'safety profile',
    call(bea, 'POST', '/api/user-profiles', {
      travelStyle: 'solo',
      travelExperience: 'experienced',
      homeCountry: 'Spain',
    }),
    200,
    201,
  );
  await expectStatus('language', call(bea, 'PUT', '/api/user/language', { language: 'es' }), 200);
  await expectStatus(
    'notification preferences',
    call(bea, 'PUT', '/api/account/notification-preferences', {
      emailNotifications: true,
      safetyAlerts: true,
      travelTips: false,
    }),
    200,
  );

  // Ratings, neighbourhoods, tips and votes, saved places, views.
  const rating = (score: number) => ({
    destinationId: BARCELONA,
    overallScore: score,
    streetSafety: score,
    publicTransport: score,
    touristAreas: score,
    nightSafety: score,
    localAttitude: score,
  });
  for (const [who, score] of [
    [bea, 4],
    [ada, 2],
    [mo, 5],
    [bea, 5],
  ] as const)
    await expectStatus('rating', call(who, 'POST', '/api/safety/ratings', rating(score)), 201);
  await expectStatus(
    'neighbourhood',
    call(bea, 'POST', '/api/safety/neighborhoods', {
      destinationId: BARCELONA,
      neighborhoodName: 'El Raval',
      safetyScore: 2,
      description: 'Dark side streets after midnight',
    }),
    201,
  );
  const tip = await expectStatus(
    'tip',
    call(bea, 'POST', '/api/safety/tips', {
      destinationId: BARCELONA,
      category: 'transportation',
      content: 'The night bus from the central square is busy and well lit until two.',
    }),
    201,
  );
  await expectStatus('vote', call(mo, 'PUT', `/api/safety/tips/${String(tip.id)}/vote`, { vote: 'up' }), 200);
  await expectStatus('save', call(bea, 'POST', '/api/saved', { itemType: 'destination', itemId: POKHARA }), 201);
  await expectStatus('save', call(bea, 'POST', '/api/saved', { itemType: 'destination', itemId: BARCELONA }), 201);
  await expectStatus('unsave', call(bea, 'DELETE', `/api/saved/destination/${BARCELONA}`), 200, 204);
  await expectStatus('view', call(bea, 'POST', `/api/destinations/${BARCELONA}/views`, {}), 200, 201, 202, 204);

  // The forum: posts, comments, reactions, a flag, moderation.
  const post = await expectStatus(
    'post',
    call(bea, 'POST', '/api/forum/posts', {
      categoryId: 1,
      isAnonymous: false,
      includeLocation: false,
      title: 'Night buses from the airport',
      content: 'Which night bus is the calmest after midnight, and where does it stop?',
    }),
    201,
  );
  const comment = await expectStatus(
    'comment',
    call(mo, 'POST', '/api/forum/comments', { postId: post.id, content: 'The A1 is fine, sit near the driver.' }),
    201,
  );
  await expectStatus(
    'reaction',
    call(ada, 'POST', '/api/forum/reactions', { targetType: 'post', targetId: post.id, reactionType: 'helpful' }),
    200,
    201,
  );
  await expectStatus(
    'reaction',
    call(bea, 'POST', '/api/forum/reactions', { targetType: 'comment', targetId: comment.id, reactionType: 'helpful' }),
    200,
    201,
  );
  await expectStatus(
    'flag',
    call(ada, 'POST', '/api/forum/reports', {
      targetType: 'comment',
      targetId: comment.id,
      reason: 'unsafe_advice',
      details: 'Sitting near the driver is not always possible',
    }),
    201,
  );

  await expectStatus(
    'post edited',
    call(bea, 'PATCH', `/api/forum/posts/${String(post.id)}`, {
      title: 'Night buses from the airport to the centre',
      content: 'Which night bus is the calmest after midnight, and where does it stop in the centre?',
    }),
    200,
  );
  await expectStatus(
    'comment edited',
    call(mo, 'PATCH', `/api/forum/comments/${String(comment.id)}`, { content: 'The A1 is fine; sit near the driver.' }),
    200,
  );
  await expectStatus('post saved', call(ada, 'PUT', `/api/forum/posts/${String(post.id)}/saved`, {}), 200, 201, 204);
  await expectStatus('post unsaved', call(ada, 'DELETE', `/api/forum/posts/${String(post.id)}/saved`), 200, 204);
  await expectStatus(
    'reaction removed',
    call(ada, 'POST', '/api/forum/reactions', { targetType: 'post', targetId: post.id, reactionType: 'helpful' }),
    200,
    201,
  );
  await expectStatus(
    'pinned',
    call(mo, 'POST', `/api/forum/posts/${String(post.id)}/pin`, { pinned: true, reason: 'Asked often' }),
    200,
  );
  await expectStatus(
    'locked',
    call(mo, 'POST', `/api/forum/posts/${String(post.id)}/lock`, { locked: true, reason: 'Answered' }),
    200,
  );
  const spam = await expectStatus(
    'spam post',
    call(ada, 'POST', '/api/forum/posts', {
      categoryId: 2,
      isAnonymous: false,
      includeLocation: false,
      title: 'Cheap watches here',
      content: 'Visit my shop for the best cheap watches in town, today only.',
    }),
    201,
  );
  await expectStatus(
    'post hidden',
    call(mo, 'POST', `/api/forum/posts/${String(spam.id)}/hide`, { hidden: true, reason: 'Spam link' }),
    200,
  );
  await expectStatus(
    'comment hidden',
    call(mo, 'POST', `/api/forum/comments/${String(comment.id)}/hide`, { hidden: true, reason: 'Test of hiding' }),
    200,
  );

  // Alerts: a traveller's, a moderator's, official earthquakes and their revision.
  const community = await expectStatus(
    'community alert',
    call(bea, 'POST', '/api/safety-alerts', {
      destinationId: BARCELONA,
      title: 'Pickpockets on line 3',
      content: 'Two phones taken near the pier this afternoon.',
      severity: 'medium',
      alertType: 'crime',
    }),
    201,
  );
  await expectStatus(
    'alert edited',
    call(bea, 'PATCH', `/api/safety-alerts/${String(community.id)}`, { severity: 'high' }),
    200,
  );
  await expectStatus(
    'alert verified',
    call(mo, 'POST', `/api/safety-alerts/${String(community.id)}/verify`, {}),
    200,
    201,
  );
  await expectStatus(
    'alert archived',
    call(mo, 'POST', `/api/safety-alerts/${String(community.id)}/archive`, { reason: 'Resolved by police' }),
    200,
    201,
  );
  await expectStatus(
    'moderator alert',
    call(mo, 'POST', '/admin-api/alerts', {
      destinationId: BARCELONA,
      title: 'Metro strike on Friday',
      content: 'Lines L1 to L5 stop from 10:00 to 14:00.',
      severity: 'high',
      alertType: 'transportation',
    }),
    201,
  );
  // Her phone takes pushes; the notifier tells her of the quakes near the city she saved.
  await expectStatus('push device', call(bea, 'POST', '/api/alert-settings/push-devices', push.subscribe()), 201);
  await api.settled(60_000);
  const notifier = api.app.get(Notifier);
  await notifier.start();
  const official = api.app.get(OfficialAlertImporter);
  await official.importPayload('usgs', fixtureMovedToNow('usgs-near-pokhara.geojson'));
  await official.importPayload('usgs', fixtureMovedToNow('usgs-near-pokhara-revised.geojson'));
  await push.waitFor(1, 30_000);
  await api.settled(60_000);
  await notifier.stop();

  // Reports without an account, and moderation of what came in.
  await expectStatus(
    'waitlist',
    send('/api/core/waitlist/join', { email: 'zoe@example.org', name: 'Zoe Example' }),
    201,
  );
  await expectStatus(
    'feedback',
    send('/api/feedback', {
      feedbackType: 'data',
      message: 'The Gràcia score looks too low.',
      category: 'Barcelona',
      rating: '',
    }),
    201,
  );
  await expectStatus(
    'bug report',
    send('/api/bug-reports', {
      title: 'Map is blank on my phone',
      description: 'Nothing loads',
      severity: 'low',
      steps: 'Open a city',
      email: 'zoe@example.org',
    }),
    201,
  );
  await expectStatus(
    'survey',
    send('/api/surveys', {
      travelFrequency: 'frequently',
      travelTypes: ['urban'],
      preferredFeatures: ['safety_scores'],
      mostImportantFactor: 'data_accuracy',
      appUsage: 'both',
      missingFeatures: '',
    }),
    201,
  );
  await expectStatus(
    'data report',
    send('/api/data-reports', { itemType: 'accommodation', itemId: '12', issue: 'Closed since March', correction: '' }),
    201,
  );
  await expectStatus(
    'moderator note',
    call(mo, 'POST', '/admin-api/moderator-notes', { userId: sam.id, text: 'Answered politely.' }),
    201,
  );
  await expectStatus(
    'ban',
    call(mo, 'POST', '/admin-api/bans', {
      userId: sam.id,
      until: new Date(Date.now() + 3_600_000).toISOString(),
      reason: 'Cooling off',
    }),
    201,
  );

  const analytics = await api.app.inject({
    method: 'POST',
    url: '/api/analytics/batch',
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { events: [{ type: 'page_view', route: '/', day: day(0) }] },
  });
  if (analytics.statusCode !== 202) throw new Error(`analytics: ${analytics.statusCode} ${analytics.body}`);
  await expectStatus(
    'ban lifted',
    call(mo, 'PUT', `/admin-api/bans/${sam.id}`, { lifted: true, reason: 'Calmed down' }),
    200,
  );
  await bus.execute(new ChangeRoleCommand('grant', bea.id, 'moderator', 'Helps in the forum', SYSTEM_CONTEXT));
  await bus.execute(new ChangeRoleCommand('revoke', bea.id, 'moderator', 'Back to travelling', SYSTEM_CONTEXT));

  await safetyNetworkDay(people);
  await moderationDay(people, { post: String(post.id), tip: String(tip.id) });

  // An admin erases a waitlist entry; a traveller deletes her account.
  await expectStatus(
    'erasure',
    call(ada, 'POST', '/admin-api/erasure-requests', { email: 'zoe@example.org', reason: 'Asked by email' }),
    200,
    201,
  );
  await expectStatus('account deleted', call(sam, 'DELETE', '/api/user', { confirm: 'DELETE' }), 200);
  await api.settled(60_000);
}
