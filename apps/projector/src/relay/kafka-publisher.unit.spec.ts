/** The relay's topics: made where missing, with their partitions and retention; a clear stop where they cannot be. */
import { TOPIC_RETENTION_MS, TOPICS } from './integration-events';
import { ensureTopics, RelayCannotStartError, type TopicAdmin } from './kafka-publisher';

function adminWith(existing: string[], create: TopicAdmin['createTopics']): TopicAdmin & { made: unknown[] } {
  const made: unknown[] = [];
  return {
    made,
    connect: () => Promise.resolve(),
    disconnect: () => Promise.resolve(),
    listTopics: () => Promise.resolve(existing),
    describeCluster: () =>
      Promise.resolve({ brokers: [{ nodeId: 1, host: '127.0.0.1', port: 9092 }], controller: 1, clusterId: 'c' }),
    createTopics: async (options) => {
      made.push(options);
      return create(options);
    },
  };
}

describe('the relay’s topics', () => {
  it('makes only the missing ones, with six partitions, thirty days and one replica per broker up to three', async () => {
    const admin = adminWith([TOPICS.alerts], () => Promise.resolve(true));
    expect(await ensureTopics(admin)).toEqual([TOPICS.safetyScores, TOPICS.advisories]);
    expect(admin.made).toEqual([
      expect.objectContaining({
        topics: [TOPICS.safetyScores, TOPICS.advisories].map((topic) => ({
          topic,
          numPartitions: 6,
          replicationFactor: 1,
          configEntries: [
            { name: 'retention.ms', value: String(TOPIC_RETENTION_MS) },
            { name: 'cleanup.policy', value: 'delete' },
          ],
        })),
      }),
    ]);
  });

  it('makes nothing when every topic is there', async () => {
    const admin = adminWith(Object.values(TOPICS), () => Promise.reject(new Error('not called')));
    expect(await ensureTopics(admin)).toEqual([]);
    expect(admin.made).toEqual([]);
  });

  it('says why it cannot go on when a missing topic cannot be made', async () => {
    const admin = adminWith([], () => Promise.reject(new Error('Cluster authorization failed')));
    const failure = ensureTopics(admin);
    await expect(failure).rejects.toBeInstanceOf(RelayCannotStartError);
    await expect(failure).rejects.toThrow(
      /cannot go on: safetrails\.alerts\.v1, safetrails\.safety-scores\.v1, safetrails\.advisories\.v1 do not exist and could not be created \(Cluster authorization failed\)/,
    );
  });
});
