import type { RecordedEvent } from '../envelope';
import { currentSchemaVersions, UPCASTERS, UnknownSchemaVersionError, upcast } from './upcasters';

const recorded = (type: string, schemaVersion: number, data: unknown): RecordedEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  type,
  schemaVersion,
  data,
  metadata: {
    correlationId: 'c',
    causationId: 'c',
    actorId: null,
    actorRole: 'system',
    occurredAt: '2026-11-01T00:00:00Z',
  },
  stream: 'user-00000000-0000-4000-8000-000000000002',
  revision: 3n,
  position: { commit: 10n, prepare: 20n },
  recordedAt: new Date('2026-11-01T00:00:00Z'),
});

describe('upcasting old events', () => {
  it('reads a version 1 AccountDeleted as version 2: deleted at her own request', () => {
    const old = recorded('AccountDeleted', 1, {});
    expect(upcast(old)).toEqual({ ...old, schemaVersion: 2, data: { via: 'account-settings' } });
  });

  it('hands an event already in today’s shape, or of a type outside the catalogue, back as it is', () => {
    const current = recorded('AccountDeleted', 2, { via: 'erasure-ledger' });
    expect(upcast(current)).toBe(current);
    const foreign = recorded('Counted', 1, { after: 1 });
    expect(upcast(foreign)).toBe(foreign);
  });

  it('refuses an event from a newer release rather than guess its shape', () => {
    expect(() => upcast(recorded('AccountDeleted', 3, {}))).toThrow(UnknownSchemaVersionError);
    expect(() => upcast(recorded('AccountDeleted', 3, {}))).toThrow('written by a newer release');
  });

  it('has a path from version 1 to today for every event type, and no step past today', () => {
    const missing: string[] = [];
    for (const [type, current] of currentSchemaVersions()) {
      for (let version = 1; version < current; version++) {
        if (!UPCASTERS.some((step) => step.type === type && step.from === version)) missing.push(`${type} v${version}`);
      }
    }
    expect(missing).toEqual([]);
    expect(UPCASTERS.filter((step) => step.from >= (currentSchemaVersions().get(step.type) ?? 0))).toEqual([]);
    expect(currentSchemaVersions().size).toBeGreaterThan(100);
  });
});
