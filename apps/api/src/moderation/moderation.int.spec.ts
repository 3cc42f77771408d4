// One file: every case shares one app and database (beforeAll); a file per part would start the app again for each, on CI's two cores.
import { CommandBus } from '@nestjs/cqrs';
import { filter, firstValueFrom, timeout } from 'rxjs';
import { randomUUID } from 'node:crypto';
import {
  laterPosition,
  moderationItemStreamName,
  type ModerationBulkResult,
  type ModerationLogEntry,
  type ModerationQueueItem,
  type ModerationQueueItemDetail,
} from '@safetrails/contracts';
import { eventually, startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { snapshotSchema } from '../../../../test/read-model-snapshot';
import { createProjections } from '../../../projector/src/projections';
import { rebuildProjection } from '../../../projector/src/runtime/rebuild';
import { GrantBetaAccessCommand } from '../identity/commands/grant-beta-access/grant-beta-access.command';
import { SignInCommand, type SignInResult } from '../identity/commands/sign-in/sign-in.command';
import { SessionService } from '../identity/sessions/session.service';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { LiveUpdatesService } from '../platform/live/live-updates.service';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { seedDemoDestinations } from '../seed/seed-destinations';
import { seedForumCategories } from '../seed/seed-forum';

type Caller = Pick<SignedIn, 'id' | 'call'>;

const BARCELONA = 5;
const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const list = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${json(value)}`)
    .join('&');
const rating = (answer: number) => ({
  destinationId: BARCELONA,
  overallScore: answer,
  streetSafety: answer,
  publicTransport: answer,
  touristAreas: answer,
  nightSafety: answer,
  localAttitude: answer,
  comment: `Rated ${answer} everywhere`,
});

describe('the moderation queue, actions, bans, log and notes', () => {
  let api: ApiHarness;
  let bea: SignedIn;
  let mo: SignedIn;
  let ada: SignedIn;
  let dana: SignedIn;
  let fay: Caller;
  let gus: Caller;
  let hal: Caller;
  let ivy: Caller;

  /** A beta traveller beyond the four development personas, signed in with a session of their own. */
  const traveller = async (name: string): Promise<Caller> => {
    const bus = api.app.get(CommandBus);
    const signedIn: SignInResult = await bus.execute(
      new SignInCommand(
        'development',
        `test-${name}`,
        { displayName: name, email: `${name}@example.org` },
        SYSTEM_CONTEXT,
      ),
    );
    const granted: { position: SignInResult['position'] } = await bus.execute(
      new GrantBetaAccessCommand(signedIn.userId, 'Test traveller', SYSTEM_CONTEXT),
    );
    await api.app.get(ProjectionWaiter).waitFor('users', laterPosition(signedIn.position, granted.position));
    const token = await api.app.get(SessionService).create(signedIn.userId, {});
    const csrf = await api.csrf();
    const cookies = {
      ...csrf.cookies,
      safetrails_session: api.app.getHttpAdapter().getInstance().signCookie(token),
    };
    return {
      id: signedIn.userId,
      call: (method, url, payload) =>
        api.app.inject({ method, url, headers: csrf.headers, cookies, ...(payload ? { payload } : {}) }),
    };
  };

  /** Waits until the moderation projection has every event of its types appended so far. */
  const settle = async () => {
    const types = createProjections(api.database.pool).find(
      (projection) => projection.name === 'moderation',
    )!.eventTypes;
    const { rows } = await api.database.pool.query<{ commit: string; prepare: string }>(
      `SELECT transaction_id::text AS commit, position::text AS prepare FROM es.events WHERE type = ANY($1)
       ORDER BY transaction_id DESC, position DESC LIMIT 1`,
      [types],
    );
    await api.app
      .get(ProjectionWaiter)
      .waitFor('moderation', { commit: BigInt(rows[0]!.commit), prepare: BigInt(rows[0]!.prepare) });
  };
  const anonymous = async (url: string, payload: object) => {
    const csrf = await api.csrf();
    const response = await api.app.inject({
      method: 'POST',
      url,
      headers: csrf.headers,
      cookies: csrf.cookies,
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const newPost = async (who: Caller, title: string) => {
    const response = await who.call('POST', '/api/forum/posts', {
      categoryId: 1,
      title,
      content: `${title}: the whole story, told at length for the thirty characters.`,
      isAnonymous: false,
      includeLocation: false,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const flagForum = async (who: Caller, targetType: 'post' | 'comment', targetId: string, reason = 'spam') =>
    expect((await who.call('POST', '/api/forum/reports', { targetType, targetId, reason })).statusCode).toBe(201);
  const queue = async (params: Record<string, unknown> = {}) => {
    const response = await mo.call('GET', `/admin-api/moderation-queue?${list(params)}`);
    expect(response.statusCode).toBe(200);
    return response.json<ModerationQueueItem[]>();
  };
  const item = async (id: string) =>
    (await mo.call('GET', `/admin-api/moderation-queue/${id}`)).json<ModerationQueueItemDetail>();
  const act = (who: Caller, id: string, body: object) =>
    who.call('POST', `/admin-api/moderation-queue/${id}/actions`, body);
  const logOf = async (params: Record<string, unknown>) =>
    (await mo.call('GET', `/admin-api/moderation-log?${list(params)}`)).json<ModerationLogEntry[]>();

  // The items of the first test, acted on by the later ones.
  type ItemName =
    | 'post'
    | 'bug'
    | 'alert'
    | 'feedback'
    | 'dataReport'
    | 'comment'
    | 'tip'
    | 'rating'
    | 'survey'
    | 'gusPost'
    | 'fayPost'
    | 'ivyPost';
  const ids = {} as Record<ItemName, string>;
  const targets = {} as Record<'post' | 'alert' | 'comment' | 'tip' | 'rating', string>;

  beforeAll(async () => {
    api = await startApi();
    const commandBus = api.app.get(CommandBus);
    await seedDemoDestinations(commandBus);
    await api.app.get(ProjectionWaiter).waitFor('forum', await seedForumCategories(commandBus));
    [bea, mo, ada, dana] = await Promise.all([
      api.signIn('traveller-beta'),
      api.signIn('moderator'),
      api.signIn('admin'),
      api.signIn('traveller'),
    ]);
    fay = await traveller('Fay');
    gus = await traveller('Gus');
    hal = await traveller('Hal');
    ivy = await traveller('Ivy');
    await eventually(
      () => api.app.inject({ method: 'GET', url: `/api/destinations/${BARCELONA}` }),
      (response) => response.statusCode === 200,
      20_000,
    );
  }, 90_000);
  afterAll(async () => api.close());

  it('gathers every source in one queue, collapses flags per target and orders by priority', async () => {
    targets.post = await newPost(bea, 'Cheap rooms, message me privately');
    for (const who of [fay, gus, hal, mo])
      await flagForum(who, 'post', targets.post, who === hal ? 'harassment' : 'spam');
    const bug = await anonymous('/api/bug-reports', {
      title: 'Login loop',
      description: 'Signing in sends me back to the start.',
      severity: 'critical',
      steps: '1. Sign in 2. Watch',
    });
    const alert = await bea.call('POST', '/api/safety-alerts', {
      destinationId: BARCELONA,
      title: 'Pickpockets on line 3',
      content: 'A group works the metro line 3 platforms at rush hour.',
      severity: 'medium',
      alertType: 'crime',
    });
    expect(alert.json()).toMatchObject({ verified: false });
    targets.alert = alert.json<{ id: string }>().id;
    const feedback = await anonymous('/api/feedback', { feedbackType: 'general', message: 'Love the night scores.' });
    const dataReport = await anonymous('/api/data-reports', {
      itemType: 'destination',
      itemId: '5',
      issue: 'Outdated',
    });
    const comment = await bea.call('POST', '/api/forum/comments', { postId: targets.post, content: 'DM me for deals' });
    targets.comment = comment.json<{ id: string }>().id;
    await flagForum(fay, 'comment', targets.comment);
    await flagForum(ivy, 'comment', targets.comment, 'other');
    const tip = await bea.call('POST', '/api/safety/tips', {
      destinationId: BARCELONA,
      category: 'transportation',
      content: 'Walk through Raval alone after 3am, it is perfectly fine.',
    });
    expect(tip.statusCode).toBe(201);
    targets.tip = tip.json<{ id: string }>().id;
    const tipFlag = await gus.call('POST', `/api/safety/tips/${targets.tip}/report`, {
      reason: 'unsafe_advice',
      details: 'Dangerous at night',
    });
    expect(tipFlag.statusCode).toBe(201);
    expect(tipFlag.json()).toMatchObject({ kind: 'content_flag', status: 'new' });
    const rated = await hal.call('POST', '/api/safety/ratings', rating(1));
    targets.rating = rated.json<{ ratingId: string }>().ratingId;
    expect(
      (await fay.call('POST', `/api/safety/ratings/${targets.rating}/report`, { reason: 'misinformation' })).statusCode,
    ).toBe(201);
    const survey = await anonymous('/api/surveys', {
      travelFrequency: 'rarely',
      travelTypes: ['urban'],
      preferredFeatures: ['safety_scores'],
      mostImportantFactor: 'data_accuracy',
      appUsage: 'both',
    });
    await settle();
    Object.assign(ids, {
      post: `post-${targets.post}`,
      bug: `bug_report-${bug}`,
      alert: `alert-${targets.alert}`,
      feedback: `feedback-${feedback}`,
      dataReport: `data_report-${dataReport}`,
      comment: `comment-${targets.comment}`,
      tip: `tip-${targets.tip}`,
      rating: `rating-${targets.rating}`,
      survey: `survey-${survey}`,
    });

    const items = await queue();
    // Flags weigh 1 each from travellers with no record yet; ties go to the item waiting longest.
    expect(items.map((queued) => [queued.id, queued.priority])).toEqual([
      [ids.post, 4],
      [ids.bug, 3],
      [ids.alert, 2],
      [ids.comment, 2],
      [ids.feedback, 1],
      [ids.dataReport, 1],
      [ids.tip, 1],
      [ids.rating, 1],
      [ids.survey, 0.5],
    ]);
    const post = items[0]!;
    expect(post).toMatchObject({
      kind: 'post',
      targetId: targets.post,
      label: 'Cheap rooms, message me privately',
      status: 'new',
      flagCount: 4,
      flagReasons: { spam: 3, harassment: 1 },
      subjectUserId: bea.id,
      subjectName: 'Bea Traveller',
      claimedBy: null,
      resolution: null,
    });
    expect(post.actions).toEqual(['resolve', 'dismiss', 'hide', 'unhide', 'lock', 'unlock', 'pin', 'unpin', 'ban']);
    expect(items.find((queued) => queued.id === ids.survey)!.actions).toEqual(['resolve', 'dismiss']);
    expect(items.find((queued) => queued.id === ids.tip)).toMatchObject({
      destinationId: BARCELONA,
      subjectUserId: bea.id,
      label: 'Walk through Raval alone after 3am, it is perfectly fine.',
    });
    expect(items.find((queued) => queued.id === ids.rating)).toMatchObject({
      label: 'Overall 1/5: Rated 1 everywhere',
      subjectUserId: hal.id,
    });
    const detail = await item(ids.tip);
    expect(detail.flags).toEqual([
      expect.objectContaining({
        flaggerId: gus.id,
        flaggerName: 'Gus',
        reason: 'unsafe_advice',
        weight: 1,
        outcome: null,
      }),
    ]);
    expect(detail.content).toMatchObject({ category: 'transportation' });

    const byKind = await queue({ filter: { kind: ['tip', 'rating'] }, sort: ['queuedAt', 'ASC'] });
    expect(byKind.map((queued) => queued.id)).toEqual([ids.tip, ids.rating]);
    expect(await queue({ filter: { minAgeHours: 1 } })).toEqual([]);
    expect(await queue({ filter: { maxAgeHours: 1, kind: 'survey' } })).toHaveLength(1);
    const counts = (await mo.call('GET', '/admin-api/moderation-queue/counts')).json();
    expect(counts).toMatchObject({ open: 9, mine: 0, byStatus: { new: 9, claimed: 0 } });
    expect(counts.byKind.post).toEqual({ new: 1, claimed: 0, resolved: 0, dismissed: 0 });
  });

  it('takes one flag per traveller per tip or rating, and refuses unknown targets and travellers without beta', async () => {
    const flags = await api.eventCount('ContentFlagged');
    const again = await gus.call('POST', `/api/safety/tips/${targets.tip}/report`, { reason: 'spam' });
    expect(again.statusCode).toBe(201);
    expect(await api.eventCount('ContentFlagged')).toBe(flags);
    expect((await item(ids.tip)).flagCount).toBe(1);
    expect((await gus.call('POST', `/api/safety/tips/${randomUUID()}/report`, { reason: 'spam' })).statusCode).toBe(
      404,
    );
    expect((await gus.call('POST', `/api/safety/ratings/${randomUUID()}/report`, { reason: 'spam' })).statusCode).toBe(
      404,
    );
    const badReason = await gus.call('POST', `/api/safety/ratings/${targets.rating}/report`, { reason: 'boring' });
    expect(badReason.json().errors).toEqual([
      expect.objectContaining({ field: 'reason', message: 'Please select a reason' }),
    ]);
    expect((await dana.call('POST', `/api/safety/tips/${targets.tip}/report`, { reason: 'spam' })).statusCode).toBe(
      403,
    );
    expect(await api.eventCount('ContentFlagged')).toBe(flags);
  });

  it('lets one of two moderators racing for an item claim it; the other gets 409 naming the holder', async () => {
    const claims = await Promise.all(
      [mo, ada].map((who) => who.call('POST', `/admin-api/moderation-queue/${ids.tip}/claim`)),
    );
    expect(claims.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = claims[0]!.statusCode === 200 ? mo : ada;
    const loser = winner === mo ? ada : mo;
    const refused = claims.find((response) => response.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      code: 'ITEM_CLAIMED',
      claimedBy: { id: winner.id, name: winner === mo ? 'Mo Moderator' : 'Ada Admin' },
    });
    expect(refused.message).toContain(winner === mo ? 'Mo Moderator' : 'Ada Admin');
    const minutes = (Date.parse(refused.claimedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(await item(ids.tip)).toMatchObject({ status: 'claimed', claimedBy: { id: winner.id } });

    // The loser cannot act on it, nor release it; nothing reaches the tip.
    const removals = await api.eventCount('TipRemoved');
    const blocked = await act(loser, ids.tip, { action: 'dismiss', reason: 'Not our business' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('ITEM_CLAIMED');
    expect(await api.eventCount('TipRemoved')).toBe(removals);
    if (loser === mo) {
      expect((await mo.call('POST', `/admin-api/moderation-queue/${ids.tip}/release`, {})).json().code).toBe(
        'NOT_YOUR_CLAIM',
      );
    }
    expect((await winner.call('GET', '/admin-api/moderation-queue/counts')).json().mine).toBe(1);
    const released = await winner.call('POST', `/admin-api/moderation-queue/${ids.tip}/release`, {});
    expect(released.json()).toMatchObject({ status: 'new', claimedBy: null });
    expect((await loser.call('POST', `/admin-api/moderation-queue/${ids.tip}/claim`)).statusCode).toBe(200);
    expect((await loser.call('POST', `/admin-api/moderation-queue/${ids.tip}/release`, {})).statusCode).toBe(200);
  });

  it('lets a claim lapse after its time: the item is new again and anyone may claim it', async () => {
    // A claim taken 31 minutes ago, as the log would hold it.
    await api.store.append(
      moderationItemStreamName('rating', targets.rating),
      [
        {
          id: randomUUID(),
          type: 'ModerationItemClaimed',
          schemaVersion: 1,
          data: {
            itemId: ids.rating,
            kind: 'rating',
            targetId: targets.rating,
            moderatorId: mo.id,
            until: new Date(Date.now() - 60_000).toISOString(),
          },
          metadata: {
            correlationId: 'test',
            causationId: 'test',
            actorId: mo.id,
            actorRole: 'moderator',
            occurredAt: new Date(Date.now() - 31 * 60_000).toISOString(),
          },
        },
      ],
      'no_stream',
    );
    await settle();
    expect(await item(ids.rating)).toMatchObject({ status: 'new', claimedBy: null });
    expect((await ada.call('POST', `/admin-api/moderation-queue/${ids.rating}/claim`)).json()).toMatchObject({
      status: 'claimed',
      claimedBy: { id: ada.id },
    });
    expect((await ada.call('POST', `/admin-api/moderation-queue/${ids.rating}/release`, {})).statusCode).toBe(200);
  });

  it('needs a reason for every action, and refuses actions that do not fit the item', async () => {
    const before = await api.eventCount();
    const missing = await act(mo, ids.post, { action: 'hide' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'reason', rule: 'isNotEmpty' })]);
    expect((await act(mo, ids.post, { action: 'hide', reason: '  ' })).statusCode).toBe(400);
    const wrongKind = await act(mo, ids.post, { action: 'verify', reason: 'Looks right' });
    expect(wrongKind.json().errors).toEqual([expect.objectContaining({ field: 'action', rule: 'isAllowedForKind' })]);
    const noEnd = await act(mo, ids.post, { action: 'ban', reason: 'Spammer' });
    expect(noEnd.json().errors).toEqual([expect.objectContaining({ field: 'durationHours', rule: 'oneOf' })]);
    expect((await act(mo, ids.survey, { action: 'ban', reason: 'Spammer', durationHours: 24 })).json()).toMatchObject({
      statusCode: 422,
      code: 'NO_TRAVELLER',
    });
    expect((await act(mo, `post-${randomUUID()}`, { action: 'hide', reason: 'Spam link' })).statusCode).toBe(404);
    expect((await act(mo, 'not-an-item', { action: 'hide', reason: 'Spam link' })).statusCode).toBe(404);
    expect(await api.eventCount()).toBe(before);
  });

  it('acts through each target’s own command with the reason, closes the item and writes one log row per action', async () => {
    // Forum post: hidden from travellers.
    const hidden = await act(mo, ids.post, { action: 'hide', reason: 'Soliciting private contact' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      status: 'resolved',
      actions: ['reopen'],
      resolution: { outcome: 'resolved', action: 'hide', reason: 'Soliciting private contact', by: { id: mo.id } },
    });
    expect((await fay.call('GET', `/api/forum/posts/${targets.post}`)).statusCode).toBe(404);
    expect(await logOf({ filter: { itemId: ids.post } })).toEqual([
      expect.objectContaining({
        action: 'hide',
        eventType: 'ForumPostHidden',
        moderator: { id: mo.id, name: 'Mo Moderator' },
        moderatorRole: 'moderator',
        targetKind: 'post',
        targetId: targets.post,
        targetLabel: 'Cheap rooms, message me privately',
        subjectUserId: bea.id,
        subjectName: 'Bea Traveller',
        reason: 'Soliciting private contact',
      }),
    ]);
    expect((await act(mo, ids.post, { action: 'lock', reason: 'Again' })).json().code).toBe('ITEM_CLOSED');

    // Comment: dismissed, nothing happens to it.
    expect((await act(ada, ids.comment, { action: 'dismiss', reason: 'Harmless banter' })).json()).toMatchObject({
      status: 'dismissed',
    });
    expect(await logOf({ filter: { itemId: ids.comment } })).toEqual([
      expect.objectContaining({ action: 'dismiss', eventType: 'ModerationItemResolved', reason: 'Harmless banter' }),
    ]);

    // Tip: removed for travellers, votes refused.
    expect((await act(mo, ids.tip, { action: 'remove', reason: 'Unsafe advice for night walks' })).statusCode).toBe(
      200,
    );
    const top = (await fay.call('GET', `/api/safety/tips/top/${BARCELONA}`)).json<{ id: string }[]>();
    expect(top.map((tip) => tip.id)).not.toContain(targets.tip);
    expect((await fay.call('PUT', `/api/safety/tips/${targets.tip}/vote`, { vote: 'up' })).statusCode).toBe(404);
    expect(await logOf({ filter: { itemId: ids.tip } })).toEqual([
      expect.objectContaining({ action: 'remove', eventType: 'TipRemoved', subjectUserId: bea.id }),
    ]);

    // Rating: removed, the score back to what it was without it.
    expect((await act(mo, ids.rating, { action: 'remove', reason: 'Retaliation rating' })).statusCode).toBe(200);
    expect((await hal.call('GET', `/api/safety/ratings/mine/${BARCELONA}`)).statusCode).toBe(404);
    expect(await logOf({ filter: { itemId: ids.rating } })).toEqual([
      expect.objectContaining({ action: 'remove', eventType: 'SafetyRatingRemoved', subjectUserId: hal.id }),
    ]);

    // Alert: verified; the verification event has no reason, the log row takes the queue's.
    expect(
      (await act(ada, ids.alert, { action: 'verify', reason: 'Confirmed by the transit police' })).statusCode,
    ).toBe(200);
    expect((await fay.call('GET', `/api/safety-alerts/${targets.alert}`)).json()).toMatchObject({ verified: true });
    expect(await logOf({ filter: { itemId: ids.alert } })).toEqual([
      expect.objectContaining({
        action: 'verify',
        eventType: 'AlertVerified',
        reason: 'Confirmed by the transit police',
        moderator: { id: ada.id, name: 'Ada Admin' },
        moderatorRole: 'admin',
      }),
    ]);

    // Feedback: resolved; then reopened (undo) and resolved again.
    expect((await act(mo, ids.feedback, { action: 'resolve', reason: 'Thanked the sender' })).json().status).toBe(
      'resolved',
    );
    expect((await act(mo, ids.feedback, { action: 'reopen', reason: 'Clicked too fast' })).json()).toMatchObject({
      status: 'new',
      resolution: { action: 'resolve' },
    });
    expect((await act(mo, ids.feedback, { action: 'reopen', reason: 'Twice' })).json().code).toBe('ITEM_OPEN');
    expect((await logOf({ filter: { itemId: ids.feedback } })).map((row) => row.action)).toEqual(['reopen', 'resolve']);

    // Every moderation event above is in the log, newest first, with who, what and why.
    const all = await logOf({ filter: { action: ['hide', 'dismiss', 'remove', 'verify', 'resolve', 'reopen'] } });
    expect(all).toHaveLength(7);
    expect(all.every((row) => row.reason && row.moderator)).toBe(true);
  });

  it('counts a flagger’s record: flags of travellers who were right before weigh more', async () => {
    // Gus: his flags on the post and the tip were upheld. Fay: post and rating upheld, comment dismissed.
    // Ivy: comment dismissed.
    const posts = { gus: await newPost(bea, 'Second post for Gus'), fay: await newPost(bea, 'Third post for Fay') };
    const ivyPost = await newPost(bea, 'Fourth post for Ivy');
    await flagForum(gus, 'post', posts.gus);
    await flagForum(fay, 'post', posts.fay);
    await flagForum(ivy, 'post', ivyPost);
    await settle();
    ids.gusPost = `post-${posts.gus}`;
    ids.fayPost = `post-${posts.fay}`;
    ids.ivyPost = `post-${ivyPost}`;
    const ranked = await queue({ filter: { kind: 'post', status: 'open' } });
    expect(ranked.map((queued) => [queued.targetId, queued.priority])).toEqual([
      [posts.gus, 1.25], // 0.5 + (2 + 1) / (2 + 0 + 2)
      [posts.fay, 1.1], // 0.5 + (2 + 1) / (2 + 1 + 2)
      [ivyPost, 0.83], // 0.5 + (0 + 1) / (0 + 1 + 2)
    ]);
    expect((await item(`post-${posts.gus}`)).flags[0]).toMatchObject({
      flaggerUpheld: 2,
      flaggerRejected: 0,
      weight: 1.25,
    });
  });

  it('closes an item when a moderator acts on its target elsewhere, and logs that too', async () => {
    await mo.call('POST', `/api/forum/posts/${ids.ivyPost.slice(5)}/hide`, { hidden: true, reason: 'Off-topic ad' });
    await settle();
    expect(await item(ids.ivyPost)).toMatchObject({
      status: 'resolved',
      resolution: { action: 'hide', reason: 'Off-topic ad', by: { id: mo.id } },
    });
    expect(await logOf({ filter: { targetId: ids.ivyPost.slice(5) } })).toEqual([
      expect.objectContaining({ action: 'hide', itemId: null, reason: 'Off-topic ad' }),
    ]);
  });

  it('acts on many items at once, each its own command, with a result per item', async () => {
    const more = [
      await anonymous('/api/feedback', { feedbackType: 'general', message: 'One' }),
      await anonymous('/api/feedback', { feedbackType: 'general', message: 'Two' }),
    ].map((id) => `feedback-${id}`);
    await settle();
    const bogus = `feedback-${randomUUID()}`;
    const response = await mo.call('POST', '/admin-api/moderation-queue/bulk', {
      ids: [...more, ids.dataReport, bogus, ids.post],
      action: 'dismiss',
      reason: 'Not actionable',
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<ModerationBulkResult>();
    expect(result).toMatchObject({ action: 'dismiss', succeeded: 3, failed: 2 });
    expect(
      result.results.map((one) => [one.id, one.statusCode, one.item?.status ?? null, one.error?.code ?? null]),
    ).toEqual([
      [more[0], 200, 'dismissed', null],
      [more[1], 200, 'dismissed', null],
      [ids.dataReport, 200, 'dismissed', null],
      [bogus, 404, null, null],
      [ids.post, 409, 'resolved', 'ITEM_CLOSED'],
    ]);
    const rows = await logOf({ filter: { action: 'dismiss', q: 'Not actionable' } });
    expect(rows).toHaveLength(3);
    expect(
      (await mo.call('POST', '/admin-api/moderation-queue/bulk', { ids: [ids.survey], action: 'dismiss' })).statusCode,
    ).toBe(400);
  });

  it('bans a traveller from writing for a time (403 BANNED with the end), keeps reading open, and lifts the ban', async () => {
    const banned = await act(mo, ids.gusPost, { action: 'ban', reason: 'Repeated spam posts', durationHours: 48 });
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toMatchObject({ status: 'resolved', resolution: { action: 'ban' } });
    const ban = (await mo.call('GET', `/admin-api/bans/${bea.id}`)).json();
    expect(ban).toMatchObject({
      id: bea.id,
      userName: 'Bea Traveller',
      active: true,
      reason: 'Repeated spam posts',
      banCount: 1,
    });
    const hours = (Date.parse(ban.until) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);

    const refused = await bea.call('POST', '/api/forum/posts', {
      categoryId: 1,
      title: 'Trying again',
      content: 'Another thirty characters of spam for the forum.',
      isAnonymous: false,
      includeLocation: false,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'BANNED', bannedUntil: ban.until });
    expect((await bea.call('PUT', `/api/safety/tips/${randomUUID()}/vote`, { vote: 'up' })).json().code).toBe('BANNED');
    expect((await mo.call('GET', `/admin-api/users/${bea.id}`)).json().bannedUntil).toBe(ban.until);
    expect((await bea.call('GET', '/api/forum/posts')).statusCode).toBe(200);
    expect((await bea.call('GET', '/api/user')).statusCode).toBe(200);
    expect(await logOf({ filter: { itemId: ids.gusPost } })).toEqual([
      expect.objectContaining({ action: 'ban', eventType: 'TravellerBanned', targetKind: 'user', targetId: bea.id }),
    ]);

    // Staff are not banned; a ban needs a reason; lifting answers the record.
    const staff = await ada.call('POST', '/admin-api/bans', { userId: mo.id, durationHours: 1, reason: 'Test' });
    expect(staff.json()).toMatchObject({ statusCode: 422, code: 'CANNOT_BAN_STAFF' });
    expect((await mo.call('DELETE', `/admin-api/bans/${bea.id}`)).json().errors).toEqual([
      expect.objectContaining({ field: 'reason' }),
    ]);
    // As ra-data-simple-rest's delete sends it: no body, Content-Type text/plain.
    const lifted = await api.app.inject({
      method: 'DELETE',
      url: `/admin-api/bans/${bea.id}?reason=${encodeURIComponent('Appeal accepted')}`,
      headers: { ...mo.headers, 'content-type': 'text/plain' },
      cookies: mo.cookies,
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({
      id: bea.id,
      active: false,
      liftReason: 'Appeal accepted',
      liftedBy: { id: mo.id },
    });
    expect((await newPost(bea, 'Back after the ban')).length).toBe(36);
    expect((await mo.call('GET', `/admin-api/users/${bea.id}`)).json().bannedUntil).toBeNull();

    // Bans from the resource, changed by PUT (partial), listed with Content-Range.
    const created = await mo.call('POST', '/admin-api/bans', {
      userId: hal.id,
      until: new Date(Date.now() + 3_600_000).toISOString(),
      reason: 'Cooling off',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: hal.id, active: true });
    const extended = await mo.call('PUT', `/admin-api/bans/${hal.id}`, { durationHours: 72, reason: 'Kept arguing' });
    expect(extended.json()).toMatchObject({ reason: 'Kept arguing', banCount: 2, active: true });
    const page = await mo.call(
      'GET',
      `/admin-api/bans?${list({ filter: { active: true }, sort: ['until', 'DESC'], range: [0, 9] })}`,
    );
    expect(page.headers['content-range']).toBe('bans 0-0/1');
    expect(page.json().map((one: { id: string }) => one.id)).toEqual([hal.id]);
    expect(
      (
        await mo.call('PUT', `/admin-api/bans/${hal.id}`, { ...extended.json(), lifted: true, reason: 'Calmed down' })
      ).json(),
    ).toMatchObject({
      active: false,
    });

    const history = await logOf({ filter: { subjectUserId: bea.id }, sort: ['at', 'ASC'] });
    expect(history.map((row) => row.action)).toEqual(expect.arrayContaining(['hide', 'remove', 'ban', 'lift_ban']));
    expect(history.every((row) => row.subjectUserId === bea.id)).toBe(true);
  });

  it('keeps private moderator notes about a traveller, for moderators only', async () => {
    const created = await mo.call('POST', '/admin-api/moderator-notes', {
      userId: bea.id,
      text: '  Warned by email on Tuesday.  ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      userId: bea.id,
      text: 'Warned by email on Tuesday.',
      author: { id: mo.id },
    });
    const raw = await api.database.pool.query(`SELECT data FROM es.events WHERE type = 'ModeratorNoteAdded'`);
    expect(JSON.stringify(raw.rows)).not.toContain('Warned by email');
    const notes = await ada.call('GET', `/admin-api/moderator-notes?${list({ filter: { userId: bea.id } })}`);
    expect(notes.headers['content-range']).toBe('moderator-notes 0-0/1');
    expect((await ada.call('GET', `/admin-api/moderator-notes/${created.json().id}`)).json().text).toBe(
      'Warned by email on Tuesday.',
    );
    expect(
      (await bea.call('GET', `/admin-api/moderator-notes?${list({ filter: { userId: bea.id } })}`)).statusCode,
    ).toBe(403);
    expect(
      (await mo.call('POST', '/admin-api/moderator-notes', { userId: randomUUID(), text: 'Nobody' })).statusCode,
    ).toBe(404);
  });

  it('speaks the ra-data-simple-rest dialect: sort, range, filter, getMany, partial and whole PUT, Content-Range', async () => {
    const page = await mo.call(
      'GET',
      `/admin-api/moderation-queue?${list({ sort: ['age', 'DESC'], range: [0, 1], filter: {} })}`,
    );
    const total = (await queue({ range: [0, 99] })).length;
    expect(page.headers['content-range']).toBe(`moderation-queue 0-1/${total}`);
    expect(page.headers['access-control-expose-headers']).toBe('Content-Range');
    const [oldest, second] = page.json<ModerationQueueItem[]>();
    expect(oldest!.ageHours).toBeGreaterThanOrEqual(second!.ageHours);
    const open = await mo.call(
      'GET',
      `/admin-api/moderation-queue?${list({ filter: { status: 'open' }, range: [0, 0] })}`,
    );
    expect(open.headers['content-range']).toMatch(/^moderation-queue 0-0\/\d+$/);
    expect(open.json().every((one: ModerationQueueItem) => one.status === 'new')).toBe(true);
    const many = await queue({ filter: { id: [ids.survey, ids.bug, 'nonsense'] } });
    expect(many.map((one) => one.id).sort()).toEqual([ids.survey, ids.bug].sort());
    expect((await mo.call('GET', `/admin-api/moderation-queue?sort=${json(['color', 'ASC'])}`)).json().errors).toEqual([
      expect.objectContaining({ field: 'sort', rule: 'isIn' }),
    ]);
    expect(
      (await mo.call('GET', `/admin-api/moderation-queue?${list({ filter: { kind: 'widget' } })}`)).statusCode,
    ).toBe(400);
    expect((await mo.call('GET', `/admin-api/moderation-queue?range=${json([5, 1])}`)).statusCode).toBe(400);

    // Partial PUT (a status button) claims; the whole record sent back changes nothing.
    const claimed = await mo.call('PUT', `/admin-api/moderation-queue/${ids.bug}`, { status: 'claimed' });
    expect(claimed.json()).toMatchObject({ status: 'claimed', claimedBy: { id: mo.id } });
    const before = await api.eventCount();
    const whole = await mo.call('PUT', `/admin-api/moderation-queue/${ids.bug}`, claimed.json());
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toMatchObject({ status: 'claimed' });
    expect(await api.eventCount()).toBe(before);
    expect(
      (await mo.call('PUT', `/admin-api/moderation-queue/${ids.bug}`, { status: 'resolved' })).json().errors,
    ).toEqual([expect.objectContaining({ field: 'reason' })]);
    const resolved = await mo.call('PUT', `/admin-api/moderation-queue/${ids.bug}`, {
      ...claimed.json(),
      status: 'resolved',
      reason: 'Fixed in the sign-in flow',
    });
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolution: { reason: 'Fixed in the sign-in flow' } });
    const reopened = await mo.call('PUT', `/admin-api/moderation-queue/${ids.bug}`, {
      status: 'new',
      reason: 'Still happens',
    });
    expect(reopened.json().status).toBe('new');
    expect(
      (
        await mo.call('PUT', `/admin-api/moderation-queue/${ids.survey}`, { action: 'dismiss', reason: 'Read it' })
      ).json().status,
    ).toBe('dismissed');

    // The log: getList with sort and range, getOne, getMany.
    const logPage = await mo.call('GET', `/admin-api/moderation-log?${list({ sort: ['at', 'ASC'], range: [0, 2] })}`);
    expect(logPage.headers['content-range']).toMatch(/^moderation-log 0-2\/\d+$/);
    const first = logPage.json<ModerationLogEntry[]>()[0]!;
    expect((await mo.call('GET', `/admin-api/moderation-log/${first.id}`)).json()).toEqual(first);
    expect(await logOf({ filter: { id: [first.id] } })).toEqual([first]);
    expect(
      await logOf({
        filter: { moderatorId: ada.id, at_gte: '2000-01-01', at_lte: new Date(Date.now() + 60_000).toISOString() },
      }),
    ).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'verify' })]));
    expect(
      (await mo.call('GET', `/admin-api/moderation-log?${list({ filter: { at_gte: 'yesterday-ish' } })}`)).statusCode,
    ).toBe(400);
  });

  it('sends moderation change notices, so the console’s counts refresh live', async () => {
    const notice = firstValueFrom(
      api.app.get(LiveUpdatesService).changes.pipe(
        filter((change) => change.projection === 'moderation' && change.eventTypes.includes('ModerationItemClaimed')),
        timeout(5000),
      ),
    );
    expect((await ada.call('POST', `/admin-api/moderation-queue/${ids.fayPost}/claim`)).statusCode).toBe(200);
    await expect(notice).resolves.toMatchObject({ projection: 'moderation' });
  });

  it('rebuilds the moderation, users and tips read models from the log, equal to the live ones', async () => {
    const pool = api.database.pool;
    const names = ['moderation', 'users', 'tips'];
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(names.map(async (name) => [name, await snapshotSchema(pool, `rm_${name}`)])),
      );
    await settle();
    const live = await snapshot();
    expect(live.moderation!.moderation_log!.length).toBeGreaterThan(10);
    expect(live.moderation!.flags!.length).toBeGreaterThan(8);
    for (const projection of createProjections(pool).filter((candidate) => names.includes(candidate.name)))
      await rebuildProjection({ pool, store: api.store, projection });
    expect(await snapshot()).toEqual(live);
  });
});
