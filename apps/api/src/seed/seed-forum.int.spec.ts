import { CommandBus } from '@nestjs/cqrs';
import type { ForumPostPage } from '@safetrails/contracts';
import { startApi, type ApiHarness } from '../../../../test/api-harness';
import { READ_POOL } from '../platform/database/database.module';
import { ProjectionWaiter } from '../platform/live/projection-waiter';
import { DEMO_FORUM } from './demo-forum';
import { seedDemoDestinations } from './seed-destinations';
import { seedDemoForum, seedForumCategories } from './seed-forum';

describe('forum seed', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => api.close());

  const seed = async () => {
    const commandBus = api.app.get(CommandBus);
    await seedDemoDestinations(commandBus);
    const categories = await seedForumCategories(commandBus);
    await seedDemoForum(commandBus, api.app.get(READ_POOL), api.app.get(ProjectionWaiter), categories);
  };

  it('writes the categories and demo discussions through commands, once', async () => {
    await seed();
    const events = await api.eventCount();
    await seed();
    expect(await api.eventCount()).toBe(events);
    await api.settled();

    const bea = await api.signIn('traveller-beta');
    const mine = (await bea.call('GET', '/api/forum/posts?mine=true')).json<ForumPostPage>();
    expect(mine.total).toBe(DEMO_FORUM.filter((post) => post.author === 'traveller-beta').length);
    const all = (await api.app.inject({ method: 'GET', url: '/api/forum/posts?sort=hot' })).json<ForumPostPage>();
    expect(all.total).toBe(DEMO_FORUM.length);
    expect(all.items[0]).toMatchObject({ title: 'Welcome: how this forum works', isPinned: true });
    expect(all.items.every((item) => item.excerpt.length > 0)).toBe(true);
    const anonymous = all.items.find((item) => item.author.isAnonymous);
    expect(anonymous?.author).toMatchObject({ userId: null, displayName: 'Anonymous' });
    const detail = await api.app.inject({ method: 'GET', url: `/api/forum/posts/${all.items[0]!.id}` });
    expect(detail.json().contentHtml).toContain('<em>Demo post: seeded with the app');
  });
});
