import { createTestDatabase } from '../../../../test/database';
import { eventStoreContract } from '../contract/event-store.contract';
import { PostgresEventStore } from './postgres-event-store';

eventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase();
  const store = new PostgresEventStore({ connectionString: database.url, poolSize: 20 });
  return {
    store,
    async cleanup() {
      await store.close();
      await database.drop();
    },
  };
});
