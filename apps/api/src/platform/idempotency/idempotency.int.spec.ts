/**
 * `Idempotency-Key` on writes: a repeat gets the first answer and appends nothing, a key reused for
 * another request is refused, simultaneous repeats run once, a refusal is replayed as it was, and
 * keys belong to their sender.
 */
import { CommandBus } from '@nestjs/cqrs';
import type { ErrorResponse } from '@safetrails/contracts';
import { seedForumCategories } from '../../seed/seed-forum';
import { ProjectionWaiter } from '../live/projection-waiter';
import { startApi, type ApiHarness, type SignedIn } from '../../../../../test/api-harness';

describe('Idempotency-Key on every write', () => {
  let api: ApiHarness;
  let bea: SignedIn;
  let dana: SignedIn;

  const feedback = async (key: string | undefined, message = 'The night bus map saved me, thank you') => {
    const csrf = await api.csrf();
    return api.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...csrf.headers, ...(key ? { 'idempotency-key': key } : {}) },
      cookies: csrf.cookies,
      payload: { feedbackType: 'general', message },
    });
  };
  const post = (who: SignedIn, key: string, title = 'Is the night ferry safe to take alone?') =>
    api.app.inject({
      method: 'POST',
      url: '/api/forum/posts',
      headers: { ...who.headers, 'idempotency-key': key },
      cookies: who.cookies,
      payload: {
        categoryId: 1,
        title,
        content: 'Thinking of the late crossing on Friday; how busy and well lit is the deck?',
        isAnonymous: false,
        includeLocation: false,
      },
    });

  beforeAll(async () => {
    api = await startApi();
    await api.app.get(ProjectionWaiter).waitFor('forum', await seedForumCategories(api.app.get(CommandBus)));
    [bea, dana] = await Promise.all([api.signIn('traveller-beta'), api.signIn('admin')]);
  });
  afterAll(() => api.close());

  it('answers a repeat with the first answer and appends nothing more', async () => {
    const before = await api.eventCount();
    const first = await feedback('feedback-key-0001');
    const again = await feedback('feedback-key-0001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect((await api.eventCount()) - before).toBe(1);
    // Without a key, the same message is a second message.
    expect((await feedback(undefined)).statusCode).toBe(201);
    expect((await api.eventCount()) - before).toBe(2);
  });

  it('refuses a key reused for a different request, appending nothing', async () => {
    await feedback('feedback-key-0002');
    const before = await api.eventCount();
    const reused = await feedback('feedback-key-0002', 'A different message altogether, please');
    expect(reused.statusCode).toBe(422);
    expect(reused.json<ErrorResponse>().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await api.eventCount()).toBe(before);
  });

  it('runs simultaneous repeats once: one answer, the others replayed or told to retry', async () => {
    const before = await api.eventCount('ForumPostCreated');
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(bea, 'post-key-simultaneous')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409))
      expect(answer.json<ErrorResponse>().code).toBe('IDEMPOTENT_REQUEST_RUNNING');
    expect((await api.eventCount('ForumPostCreated')) - before).toBe(1);
    const settled = await post(bea, 'post-key-simultaneous');
    expect(settled.statusCode).toBe(201);
    expect(settled.headers['idempotent-replayed']).toBe('true');
  });

  it('replays a refusal as it was', async () => {
    const csrf = await api.csrf();
    const send = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { ...csrf.headers, 'idempotency-key': 'feedback-key-invalid' },
        cookies: csrf.cookies,
        payload: { feedbackType: 'general', message: '' },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(400);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
  });

  it('keeps each sender’s keys apart', async () => {
    const before = await api.eventCount('ForumPostCreated');
    expect((await post(bea, 'shared-key-0001')).statusCode).toBe(201);
    const other = await post(dana, 'shared-key-0001');
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect((await api.eventCount('ForumPostCreated')) - before).toBe(2);
  });

  it('refuses a malformed key with a 400 naming the header', async () => {
    const response = await post(bea, 'no');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().errors?.[0]?.field).toBe('Idempotency-Key');
  });
});
