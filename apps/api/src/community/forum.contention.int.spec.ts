/**
 * Many people writing to one thing at the same moment: every write that was accepted is stored,
 * none is lost to a concurrent-modification conflict (handle-command.ts retries on fresh state).
 * Comments on one post do not even meet: each is appended to a stream of its own.
 */
import { CommandBus } from '@nestjs/cqrs';
import type { ForumCommentView, ForumPostDetail } from '@safetrails/contracts';
import { eventually, startApi, type ApiHarness, type SignedIn } from '../../../../test/api-harness';
import { SYSTEM_CONTEXT } from '../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { seedDemoDestinations } from '../seed/seed-destinations';
import { seedForumCategories } from '../seed/seed-forum';
import { GrantBetaAccessCommand } from '../identity/commands/grant-beta-access/grant-beta-access.command';
import { SignInCommand } from '../identity/commands/sign-in/sign-in.command';
import { SESSION_COOKIE } from '../platform/http/cookies';
import { SessionService } from '../identity/sessions/session.service';

const textOf = (comment: ForumCommentView) => comment.contentHtml.replace(/<[^>]+>/g, '').trim();

describe('writers at the same moment', () => {
  let api: ApiHarness;
  let people: SignedIn[];
  let postId: string;

  /** Ten travellers with beta access, each with a session of their own. */
  async function travellers(count: number): Promise<SignedIn[]> {
    const commandBus = api.app.get(CommandBus);
    const sessions = api.app.get(SessionService);
    const template = await api.signIn('traveller-beta');
    return Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const { userId, position } = await commandBus.execute(
          new SignInCommand(
            'development',
            `contender-${index}`,
            { displayName: `Contender ${index}`, email: null },
            SYSTEM_CONTEXT,
          ),
        );
        const granted = await commandBus.execute(new GrantBetaAccessCommand(userId, 'Contention test', SYSTEM_CONTEXT));
        await api.app.get(ProjectionWaiter).waitFor('users', granted.position ?? position);
        const token = await sessions.create(userId, {});
        const cookies = {
          ...template.cookies,
          [SESSION_COOKIE]: api.app.getHttpAdapter().getInstance().signCookie(token),
        };
        return {
          ...template,
          id: userId,
          cookies,
          call: (method, url, payload) =>
            api.app.inject({ method, url, headers: template.headers, cookies, ...(payload ? { payload } : {}) }),
        } satisfies SignedIn;
      }),
    );
  }

  beforeAll(async () => {
    api = await startApi();
    const commandBus = api.app.get(CommandBus);
    await seedDemoDestinations(commandBus);
    await api.app.get(ProjectionWaiter).waitFor('forum', await seedForumCategories(commandBus));
    people = await travellers(10);
    const created = await people[0]!.call('POST', '/api/forum/posts', {
      categoryId: 1,
      title: 'Is the night ferry safe for a woman alone?',
      content: 'I take the last ferry on Saturday and arrive after midnight. Any advice?',
      isAnonymous: false,
      includeLocation: false,
    });
    expect(created.statusCode).toBe(201);
    postId = created.json<ForumPostDetail>().id;
  }, 60_000);
  afterAll(() => api.close());

  it('stores fifty comments from ten people at once, in the order they were stored', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        people[index % 10]!.call('POST', '/api/forum/comments', { postId, content: `Advice number ${index}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(50).fill(201));
    const thread = await eventually(
      async () => (await people[0]!.call('GET', `/api/forum/posts/${postId}/comments`)).json<ForumCommentView[]>(),
      (comments) => comments.length === 50,
    );
    expect(new Set(thread.map(textOf))).toEqual(
      new Set(Array.from({ length: 50 }, (_, index) => `Advice number ${index}`)),
    );
    const stored = await api.database.pool.query<{ content: string }>(
      `SELECT data->>'content' AS content FROM es.events WHERE type = 'ForumCommentAdded' ORDER BY transaction_id, position`,
    );
    expect(thread.map(textOf)).toEqual(stored.rows.map((row) => row.content));
    const post = (await people[0]!.call('GET', `/api/forum/posts/${postId}`)).json<ForumPostDetail>();
    expect(post.commentCount).toBe(50);
    // Each comment in a stream of its own: none of the fifty waited on another's append.
    const streams = await api.database.pool.query<{ stream_id: string; revision: string }>(
      `SELECT stream_id, revision::text FROM es.events WHERE type = 'ForumCommentAdded'`,
    );
    expect(new Set(streams.rows.map((row) => row.stream_id)).size).toBe(50);
    expect(streams.rows.every((row) => row.stream_id.startsWith('forum-comment-') && row.revision === '0')).toBe(true);
  });

  it('counts every reaction when nine people react to one post at once', async () => {
    // The tenth person wrote the post, and nobody reacts to their own.
    const responses = await Promise.all(
      people
        .slice(1)
        .flatMap((person) =>
          (['like', 'helpful', 'insightful'] as const).map((reactionType) =>
            person.call('POST', '/api/forum/reactions', { targetType: 'post', targetId: postId, reactionType }),
          ),
        ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(27).fill(200));
    const post = await eventually(
      async () => (await people[0]!.call('GET', `/api/forum/posts/${postId}`)).json<ForumPostDetail>(),
      (detail) => detail.reactions.like + detail.reactions.helpful + detail.reactions.insightful === 27,
    );
    expect(post.reactions).toMatchObject({ like: 9, helpful: 9, insightful: 9 });
  });

  it('counts every vote when ten people vote on one tip at once', async () => {
    const tip = await (
      await api.signIn('admin')
    ).call('POST', '/api/safety/tips', {
      destinationId: 1,
      category: 'transportation',
      content: 'The night bus from the central square is busy and well lit until two.',
    });
    expect(tip.statusCode).toBe(201);
    const tipId = tip.json<{ id: string }>().id;
    const responses = await Promise.all(
      people.map((person, index) =>
        person.call('PUT', `/api/safety/tips/${tipId}/vote`, { vote: index < 7 ? 'up' : 'down' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(10).fill(200));
    expect(await api.eventCount('SafetyTipVoted')).toBe(10);
  });
});
