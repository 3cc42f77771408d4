// One file: every case shares one app and database (beforeAll); a file per part would start the app again for each, on CI's two cores.
import { CommandBus } from '@nestjs/cqrs';
import type {
  AdminAlert,
  AdminBugReport,
  AdminDestination,
  AdminFeedback,
  AdminForumComment,
  AdminForumPost,
  AdminRating,
  AdminSurvey,
  AdminTip,
  ForumPostDetail,
  SurveyAggregates,
} from '@safetrails/contracts';
import { startApi, type ApiHarness, type SignedIn } from '../../../../../test/api-harness';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { seedDemoDestinations } from '../../seed/seed-destinations';
import { seedForumCategories } from '../../seed/seed-forum';

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

const FEEDBACK = {
  feedbackType: 'data',
  message: 'The Gràcia score looks too low.',
  category: 'Barcelona',
  rating: 2,
  metadata: { userAgent: 'Mozilla/5.0', url: 'http://localhost/feedback', timestamp: '2026-11-01T10:00:00.000Z' },
};
const BUG = {
  title: 'Map is blank',
  description: 'The map shows no tiles at all.',
  severity: 'high',
  steps: '1. Open Barcelona 2. Click Map',
  url: 'http://localhost:3000/destination/5',
  browser: 'Chrome 131',
  device: 'Desktop',
  screenshot: 'https://example.org/shot.png',
  email: 'reporter@example.org',
  metadata: { userAgent: 'Mozilla/5.0', url: 'http://localhost:3000/feedback', screenWidth: 1280, screenHeight: 800 },
};
const SURVEY = {
  travelFrequency: 'occasionally',
  travelTypes: ['urban', 'cultural'],
  preferredFeatures: ['safety_scores', 'map_view'],
  mostImportantFactor: 'data_accuracy',
  appUsage: 'both',
  appRating: 4,
};
const rating = (destinationId: number, value: number) => ({
  destinationId,
  overallScore: value,
  streetSafety: value,
  publicTransport: value,
  touristAreas: value,
  nightSafety: value,
  localAttitude: value,
});

describe('admin resources (ra-data-simple-rest dialect)', () => {
  let api: ApiHarness;
  let bea: SignedIn;
  let mo: SignedIn;
  let ada: SignedIn;
  let dana: SignedIn;
  let anonymousPost: ForumPostDetail;
  let openPost: ForumPostDetail;
  let commentId: string;

  const submit = async (url: string, payload: object) => {
    const csrf = await api.csrf();
    const response = await api.app.inject({ method: 'POST', url, ...csrf, payload });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };

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
    for (let tries = 0; tries < 200; tries++) {
      if ((await api.app.inject({ method: 'GET', url: '/api/destinations/5' })).statusCode === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await submit('/api/feedback', FEEDBACK);
    await submit('/api/feedback', { ...FEEDBACK, feedbackType: 'feature', message: 'Offline maps please', rating: 5 });
    await submit('/api/feedback', { ...FEEDBACK, feedbackType: 'general', message: 'Lovely app', rating: 4 });
    await submit('/api/data-reports', { itemType: 'destination', itemId: 5, issue: 'Population is out of date' });
    await submit('/api/bug-reports', BUG);
    await submit('/api/bug-reports', { ...BUG, title: 'Typo on the landing page', severity: 'low' });
    await submit('/api/bug-reports', { ...BUG, title: 'Sign-in loops forever', severity: 'critical' });
    await submit('/api/surveys', SURVEY);
    await submit('/api/surveys', { ...SURVEY, travelTypes: ['urban'], appRating: 2, travelFrequency: 'rarely' });
    await submit('/api/surveys', { ...SURVEY, appUsage: 'planning', appRating: null });

    const post = async (who: SignedIn, title: string, isAnonymous: boolean) => {
      const response = await who.call('POST', '/api/forum/posts', {
        categoryId: 1,
        title,
        content: `${title}: a longer body that passes the thirty character minimum.`,
        isAnonymous,
        includeLocation: false,
      });
      expect(response.statusCode).toBe(201);
      return response.json<ForumPostDetail>();
    };
    anonymousPost = await post(bea, 'Followed home in the old town', true);
    openPost = await post(ada, 'Best night buses in Barcelona', false);
    const comment = await bea.call('POST', '/api/forum/comments', { postId: openPost.id, content: 'The N8 is fine.' });
    commentId = comment.json<{ id: string }>().id;
    expect(
      (await bea.call('POST', '/api/forum/reports', { targetType: 'post', targetId: openPost.id, reason: 'spam' }))
        .statusCode,
    ).toBe(201);
  }, 60_000);
  afterAll(async () => api.close());

  it('lists feedback with sort, range, filter and Content-Range; getMany by filter={"id":[...]}; getOne', async () => {
    const page = await mo.call('GET', `/admin-api/feedback?${q({ sort: ['rating', 'DESC'], range: [0, 1] })}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe('feedback 0-1/3');
    expect(page.headers['access-control-expose-headers']).toBe('Content-Range');
    const records = page.json<AdminFeedback[]>();
    expect(records.map((record) => record.rating)).toEqual([5, 4]);
    expect(records[0]).toMatchObject({
      kind: 'feedback',
      status: 'new',
      feedbackType: 'feature',
      message: 'Offline maps please',
      submittedBy: null,
      pageUrl: 'http://localhost/feedback',
      userAgent: 'Mozilla/5.0',
    });

    const second = await mo.call('GET', `/admin-api/feedback?${q({ sort: ['rating', 'DESC'], range: [2, 3] })}`);
    expect(second.headers['content-range']).toBe('feedback 2-2/3');
    expect(second.json<AdminFeedback[]>().map((record) => record.rating)).toEqual([2]);

    const filtered = await mo.call(
      'GET',
      `/admin-api/feedback?${q({ filter: { feedbackType: 'data', status: 'new' } })}`,
    );
    expect(filtered.json<AdminFeedback[]>().map((record) => record.message)).toEqual([FEEDBACK.message]);
    const search = await mo.call('GET', `/admin-api/feedback?${q({ filter: { q: 'OFFLINE' } })}`);
    expect(search.headers['content-range']).toBe('feedback 0-0/1');

    const ids = records.map((record) => record.id);
    const many = await mo.call('GET', `/admin-api/feedback?${q({ filter: { id: ids } })}`);
    expect(
      many
        .json<AdminFeedback[]>()
        .map((record) => record.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect((await mo.call('GET', `/admin-api/feedback/${ids[0]}`)).json()).toEqual(records[0]);
    expect((await mo.call('GET', '/admin-api/feedback/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await mo.call('GET', '/admin-api/feedback/not-a-uuid')).statusCode).toBe(404);

    const empty = await mo.call('GET', `/admin-api/feedback?${q({ range: [10, 19] })}`);
    expect(empty.headers['content-range']).toBe('feedback 10-10/3');
    expect(empty.json()).toEqual([]);

    const unknown = await mo.call('GET', `/admin-api/feedback?${q({ filter: { colour: 'red' } })}`);
    expect(unknown.json().errors).toEqual([expect.objectContaining({ field: 'filter.colour', rule: 'isIn' })]);
    const badSort = await mo.call('GET', `/admin-api/feedback?${q({ sort: ['payload', 'ASC'] })}`);
    expect(badSort.json().errors).toEqual([expect.objectContaining({ field: 'sort', rule: 'isIn' })]);
  });

  it('shows bug reports with severity, steps, browser, device, page and screenshot link, sorted by severity', async () => {
    const list = await mo.call('GET', `/admin-api/bug-reports?${q({ sort: ['severity', 'DESC'] })}`);
    const bugs = list.json<AdminBugReport[]>();
    expect(bugs.map((bug) => bug.severity)).toEqual(['critical', 'high', 'low']);
    expect(bugs[1]).toMatchObject({
      title: 'Map is blank',
      steps: BUG.steps,
      browser: 'Chrome 131',
      device: 'Desktop',
      url: BUG.url,
      screenshot: BUG.screenshot,
      screenWidth: 1280,
      screenHeight: 800,
    });
    const high = await mo.call('GET', `/admin-api/bug-reports?${q({ filter: { severity: ['high', 'critical'] } })}`);
    expect(high.headers['content-range']).toBe('bug-reports 0-1/2');
  });

  it('names the item a data report is about', async () => {
    const [report] = (await mo.call('GET', '/admin-api/data-reports')).json<
      { itemName: string; destinationId: number }[]
    >();
    expect(report).toMatchObject({ itemType: 'destination', itemId: 5, itemName: 'Barcelona', destinationId: 5 });
  });

  it('aggregates survey answers per question, every answer listed', async () => {
    const list = await mo.call('GET', `/admin-api/surveys?${q({ filter: { appRating: 4 } })}`);
    expect(list.json<AdminSurvey[]>()).toEqual([
      expect.objectContaining({ travelTypes: ['urban', 'cultural'], appUsage: 'both', appRating: 4 }),
    ]);
    const aggregates = (await mo.call('GET', '/admin-api/surveys/aggregates')).json<SurveyAggregates>();
    expect(aggregates.total).toBe(3);
    expect(aggregates.averageAppRating).toBe(3);
    const counts = Object.fromEntries(
      aggregates.questions.map((question) => [
        question.question,
        Object.fromEntries(question.answers.map((answer) => [answer.value, answer.count])),
      ]),
    );
    expect(counts.travelFrequency).toEqual({ rarely: 1, occasionally: 2, frequently: 0 });
    expect(counts.travelTypes).toMatchObject({ urban: 3, cultural: 2, beach: 0 });
    expect(counts.appUsage).toEqual({ planning: 1, during_travel: 0, both: 2, other: 0 });
    expect(counts.appRating).toEqual({ '1': 0, '2': 1, '3': 0, '4': 1, '5': 0, none: 1 });
    const future = await mo.call('GET', '/admin-api/surveys/aggregates?since=2999-01-01T00:00:00Z');
    expect(future.json<SurveyAggregates>().total).toBe(0);
  });

  it('accepts a whole report record back unchanged without appending anything', async () => {
    const [record] = (await mo.call('GET', '/admin-api/bug-reports')).json<AdminBugReport[]>();
    const before = await api.eventCount();
    const again = await mo.call('PUT', `/admin-api/bug-reports/${record!.id}`, record);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(record);
    expect(await api.eventCount()).toBe(before);
    const unknownField = await mo.call('PUT', `/admin-api/bug-reports/${record!.id}`, { colour: 'red' });
    expect(unknownField.statusCode).toBe(400);
  });

  it('moves a report through the moderation queue: claim, resolve with a reason, reopen', async () => {
    const [bug] = (await mo.call('GET', `/admin-api/bug-reports?${q({ filter: { severity: 'critical' } })}`)).json<
      AdminBugReport[]
    >();
    const url = `/admin-api/bug-reports/${bug!.id}`;
    const claimed = await mo.call('PUT', url, { status: 'in_review' });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'in_review' });
    const noReason = await mo.call('PUT', url, { ...claimed.json<AdminBugReport>(), status: 'resolved' });
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    const resolved = await mo.call('PUT', url, {
      ...claimed.json<AdminBugReport>(),
      status: 'resolved',
      reason: 'Fixed in 1.2',
    });
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      statusReason: 'Fixed in 1.2',
      statusChangedBy: mo.id,
      statusChangedAt: expect.any(String),
    });
    const resolvedList = await mo.call('GET', `/admin-api/bug-reports?${q({ filter: { status: 'resolved' } })}`);
    expect(resolvedList.json<AdminBugReport[]>().map((record) => record.id)).toEqual([bug!.id]);
    const events = await api.database.pool.query(
      `SELECT type, data->>'action' AS action, data->>'reason' AS reason, metadata->>'actorId' AS actor
       FROM es.events WHERE stream_id = $1 ORDER BY revision`,
      [`moderation-item-bug_report-${bug!.id}`],
    );
    expect(events.rows).toEqual([
      { type: 'ModerationItemClaimed', action: null, reason: null, actor: mo.id },
      { type: 'ModerationItemResolved', action: 'resolve', reason: 'Fixed in 1.2', actor: mo.id },
    ]);
    const reopened = await mo.call('PUT', url, { status: 'new', reason: 'Came back in 1.3' });
    expect(reopened.json()).toMatchObject({ status: 'new', statusReason: null });
  });

  it('shows moderators the real author of an anonymous post, flags, and hides with a reason (partial PUT)', async () => {
    const posts = (await mo.call('GET', `/admin-api/forum-posts?${q({ sort: ['createdAt', 'ASC'] })}`)).json<
      AdminForumPost[]
    >();
    expect(posts.map((post) => [post.title, post.isAnonymous, post.authorName, post.flagCount])).toEqual([
      ['Followed home in the old town', true, 'Bea Traveller', 0],
      ['Best night buses in Barcelona', false, 'Ada Admin', 1],
    ]);
    const flagged = await mo.call('GET', `/admin-api/forum-posts?${q({ filter: { flagged: true } })}`);
    expect(flagged.json<AdminForumPost[]>().map((post) => post.id)).toEqual([openPost.id]);

    const noReason = await mo.call('PUT', `/admin-api/forum-posts/${openPost.id}`, { hidden: true });
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason', rule: 'isNotEmpty' })]);
    const hidden = await mo.call('PUT', `/admin-api/forum-posts/${openPost.id}`, { hidden: true, reason: 'Spam link' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id: openPost.id, hidden: true, hiddenReason: 'Spam link', pinned: false });
    const events = await api.database.pool.query(
      `SELECT type, data->>'reason' AS reason, metadata->>'actorId' AS actor FROM es.events
       WHERE stream_id = $1 AND type = 'ForumPostHidden'`,
      [`forum-post-${openPost.id}`],
    );
    expect(events.rows).toEqual([{ type: 'ForumPostHidden', reason: 'Spam link', actor: mo.id }]);
    expect((await mo.call('PUT', '/admin-api/forum-posts/00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(
      404,
    );
  });

  it('takes the whole post record back from an Edit form and changes only what changed', async () => {
    const record = (await mo.call('GET', `/admin-api/forum-posts/${anonymousPost.id}`)).json<AdminForumPost>();
    const before = await api.eventCount();
    const pinned = await mo.call('PUT', `/admin-api/forum-posts/${anonymousPost.id}`, {
      ...record,
      pinned: true,
      reason: 'Important warning for everyone',
    });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json()).toMatchObject({ pinned: true, locked: false, hidden: false, authorName: 'Bea Traveller' });
    expect(await api.eventCount()).toBe(before + 1);
  });

  it('hides a comment with a reason', async () => {
    const [comment] = (
      await mo.call('GET', `/admin-api/forum-comments?${q({ filter: { postId: openPost.id } })}`)
    ).json<AdminForumComment[]>();
    expect(comment).toMatchObject({ id: commentId, authorName: 'Bea Traveller', hidden: false, isAnonymous: false });
    const hidden = await mo.call('PUT', `/admin-api/forum-comments/${commentId}`, {
      ...comment,
      hidden: true,
      reason: 'Off topic',
    });
    expect(hidden.json()).toMatchObject({ hidden: true, hiddenReason: 'Off topic' });
  });

  it('lists tips and ratings; DELETE removes a rating with a reason and answers it; the score returns', async () => {
    const tip = await bea.call('POST', '/api/safety/tips', {
      destinationId: 5,
      category: 'transportation',
      content: 'Take the metro, it runs late.',
    });
    expect(tip.statusCode).toBe(201);
    const tips = await mo.call('GET', `/admin-api/tips?${q({ filter: { destinationId: 5 } })}`);
    expect(tips.json<AdminTip[]>()).toEqual([
      expect.objectContaining({
        destinationName: 'Barcelona',
        authorName: 'Bea Traveller',
        category: 'transportation',
      }),
    ]);

    const [listed] = tips.json<AdminTip[]>();
    expect(listed).toMatchObject({ removed: false, removedAt: null, removedReason: null });
    expect((await mo.call('DELETE', `/admin-api/tips/${listed!.id}`)).statusCode).toBe(400);
    const takenDown = await mo.call(
      'DELETE',
      `/admin-api/tips/${listed!.id}?reason=${encodeURIComponent('Unsafe advice')}`,
    );
    expect(takenDown.statusCode).toBe(200);
    expect(takenDown.json()).toMatchObject({ id: listed!.id, removed: true, removedReason: 'Unsafe advice' });
    const removedTips = await mo.call('GET', `/admin-api/tips?${q({ filter: { removed: true } })}`);
    expect(removedTips.json<AdminTip[]>().map((each) => each.id)).toEqual([listed!.id]);
    const travellersSee = await api.app.inject({ method: 'GET', url: '/api/safety/tips/top/5' });
    expect(travellersSee.json<{ id: string }[]>().map((each) => each.id)).not.toContain(listed!.id);

    const scoreOf = async () =>
      (await mo.call('GET', '/admin-api/destinations/5')).json<AdminDestination>().metrics.safetyScore;
    const withoutRating = await scoreOf();
    expect((await bea.call('POST', '/api/safety/ratings', rating(5, 1))).statusCode).toBe(201);
    expect(await scoreOf()).toBeLessThan(withoutRating!);
    const [record] = (await mo.call('GET', `/admin-api/ratings?${q({ filter: { destinationId: 5 } })}`)).json<
      AdminRating[]
    >();
    expect(record).toMatchObject({ destinationName: 'Barcelona', userName: 'Bea Traveller', comment: null });
    expect((await mo.call('DELETE', `/admin-api/ratings/${record!.id}`)).statusCode).toBe(400);
    // As ra-data-simple-rest's delete sends it: no body, Content-Type text/plain.
    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/admin-api/ratings/${record!.id}?reason=${encodeURIComponent('Brigading')}`,
      headers: { ...mo.headers, 'content-type': 'text/plain' },
      cookies: mo.cookies,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(record);
    expect(await scoreOf()).toBe(withoutRating);
    expect((await mo.call('GET', `/admin-api/ratings/${record!.id}`)).statusCode).toBe(404);
    const history = await api.database.pool.query(
      `SELECT reason FROM rm_destinations.score_history WHERE destination_id = 5 AND type = 'SafetyRatingRemoved'`,
    );
    expect(history.rows).toEqual([{ reason: 'Brigading' }]);
  });

  it('publishes, verifies, edits and archives alerts through the alert commands', async () => {
    const created = await mo.call('POST', '/admin-api/alerts', {
      destinationId: 5,
      title: 'Metro strike on Friday',
      content: 'Lines L1 to L5 stop from 10:00 to 14:00.',
      severity: 'high',
      alertType: 'transportation',
    });
    expect(created.statusCode).toBe(201);
    const official = created.json<AdminAlert>();
    expect(official).toMatchObject({
      verified: true,
      status: 'active',
      isActive: true,
      raisedBy: mo.id,
      raisedByName: 'Mo Moderator',
      destinationName: 'Barcelona, Spain',
      radius: 1000,
    });

    const community = await bea.call('POST', '/api/safety-alerts', {
      title: 'Pickpockets at the beach',
      content: 'Two phones taken near the pier this afternoon.',
      severity: 'medium',
      alertType: 'crime',
    });
    const reportId = community.json<{ id: string }>().id;
    const unverified = await mo.call('GET', `/admin-api/alerts?${q({ filter: { verified: false } })}`);
    expect(unverified.json<AdminAlert[]>().map((alert) => alert.id)).toEqual([reportId]);
    expect((await mo.call('PUT', `/admin-api/alerts/${reportId}`, { verified: true })).json()).toMatchObject({
      verified: true,
    });

    const whole = (await mo.call('GET', `/admin-api/alerts/${official.id}`)).json<AdminAlert>();
    const edited = await mo.call('PUT', `/admin-api/alerts/${official.id}`, { ...whole, title: 'Metro strike moved' });
    expect(edited.json()).toMatchObject({ title: 'Metro strike moved', severity: 'high', verified: true });
    const before = await api.eventCount();
    expect((await mo.call('PUT', `/admin-api/alerts/${official.id}`, edited.json())).statusCode).toBe(200);
    expect(await api.eventCount()).toBe(before);

    const archivedByPut = await mo.call('PUT', `/admin-api/alerts/${reportId}`, {
      status: 'archived',
      reason: 'Resolved by police',
    });
    expect(archivedByPut.json()).toMatchObject({ status: 'archived', archivedReason: 'Resolved by police' });
    expect((await mo.call('PUT', `/admin-api/alerts/${reportId}`, { status: 'active' })).json().errors).toEqual([
      expect.objectContaining({ field: 'status', rule: 'transition' }),
    ]);

    const deleted = await mo.call(
      'DELETE',
      `/admin-api/alerts/${official.id}?reason=${encodeURIComponent('Strike off')}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: official.id, status: 'archived', archivedReason: 'Strike off' });
    const archived = await mo.call(
      'GET',
      `/admin-api/alerts?${q({ filter: { status: 'archived' }, sort: ['title', 'ASC'] })}`,
    );
    expect(archived.headers['content-range']).toBe('alerts 0-1/2');
  });

  it('lists and searches destinations; getMany by numeric ids', async () => {
    const search = await mo.call('GET', `/admin-api/destinations?${q({ filter: { q: 'barc' } })}`);
    expect(search.json<AdminDestination[]>()).toEqual([
      expect.objectContaining({
        id: 5,
        name: 'Barcelona',
        baselineSource: expect.objectContaining({ source: 'demo seed' }),
        baseline: expect.objectContaining({ safetyScore: expect.any(Number) }),
      }),
    ]);
    const many = await mo.call('GET', `/admin-api/destinations?${q({ filter: { id: [1, 5] }, sort: ['id', 'DESC'] })}`);
    expect(many.json<AdminDestination[]>().map((destination) => destination.id)).toEqual([5, 1]);
    expect(many.headers['content-range']).toBe('destinations 0-1/2');
    expect((await mo.call('GET', '/admin-api/destinations/abc')).statusCode).toBe(404);
  });

  it('lets admins (not moderators) revise a baseline with its source and a reason: BaselineRevised moves the score', async () => {
    const record = (await ada.call('GET', '/admin-api/destinations/1')).json<AdminDestination>();
    const revision = {
      ...record,
      baseline: { ...record.baseline!, safetyScore: 40 },
      baselineSource: { source: 'City survey 2026', asOf: '2026-10-01', url: 'https://example.org/survey' },
      reason: 'New municipal survey',
    };
    expect((await mo.call('PUT', '/admin-api/destinations/1', revision)).statusCode).toBe(403);
    const noReason = await ada.call('PUT', '/admin-api/destinations/1', { ...revision, reason: '' });
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason', rule: 'isNotEmpty' })]);
    const outOfRange = await ada.call('PUT', '/admin-api/destinations/1', {
      ...revision,
      baseline: { safetyScore: 140 },
    });
    expect(outOfRange.json().errors).toEqual([expect.objectContaining({ field: 'baseline.safetyScore' })]);

    const revised = await ada.call('PUT', '/admin-api/destinations/1', revision);
    expect(revised.statusCode).toBe(200);
    const after = revised.json<AdminDestination>();
    expect(after.baseline!.safetyScore).toBe(40);
    expect(after.baselineSource).toEqual(revision.baselineSource);
    expect(after.metrics.safetyScore).toBeLessThan(record.metrics.safetyScore!);
    const history = await api.database.pool.query(
      `SELECT type, reason, actor_id FROM rm_destinations.score_history WHERE destination_id = 1 ORDER BY position_commit DESC, position_prepare DESC LIMIT 1`,
    );
    expect(history.rows).toEqual([{ type: 'BaselineRevised', reason: 'New municipal survey', actor_id: ada.id }]);

    const before = await api.eventCount();
    expect((await ada.call('PUT', '/admin-api/destinations/1', after)).json()).toEqual(after);
    expect(await api.eventCount()).toBe(before);
  });

  it('refuses travellers and visitors', async () => {
    for (const url of [
      '/admin-api/feedback',
      '/admin-api/forum-posts',
      '/admin-api/alerts',
      '/admin-api/destinations',
    ]) {
      expect((await dana.call('GET', url)).statusCode).toBe(403);
      expect((await bea.call('GET', url)).statusCode).toBe(403);
      expect((await api.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
