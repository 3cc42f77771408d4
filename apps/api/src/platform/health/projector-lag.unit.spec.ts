import { KAFKA_RELAY_CHECKPOINT } from '@safetrails/contracts';
import { HEALTHY_LAG, readModelsCurrent, type ProjectionLag } from './projector-lag.service';

const lag = (projection: string, behind: number): ProjectionLag => ({
  projection,
  version: 1,
  lag: behind,
  updatedAt: '2026-12-06T09:00:00.000Z',
});

describe('whether the read models are current enough to serve (/health)', () => {
  it('is while every projection is within the healthy lag, and not once one falls further behind', () => {
    expect(readModelsCurrent([lag('forum', 0), lag('destinations', HEALTHY_LAG)])).toBe(true);
    expect(readModelsCurrent([lag('forum', 0), lag('destinations', HEALTHY_LAG + 1)])).toBe(false);
  });

  it('is with the Kafka relay far behind: a broker away, or the relay turned off, feeds no read model', () => {
    expect(readModelsCurrent([lag('forum', 3), lag(KAFKA_RELAY_CHECKPOINT, 10_000)])).toBe(true);
    expect(readModelsCurrent([lag('forum', HEALTHY_LAG + 1), lag(KAFKA_RELAY_CHECKPOINT, 0)])).toBe(false);
  });
});
