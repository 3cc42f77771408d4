import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErasureLedger } from './erasure-ledger';

describe('the erasure ledger', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(path.join(tmpdir(), 'ledger-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps each erasure once, oldest first, in a file only its owner reads', async () => {
    const ledger = new ErasureLedger(path.join(dir, 'nested', 'ledger.jsonl'));
    expect(await ledger.erasures()).toEqual([]);
    await ledger.record('a1', 'account', new Date('2026-12-01T10:00:00Z'));
    await ledger.record('w2', 'waitlist', new Date('2026-12-02T10:00:00Z'));
    await ledger.record('a1', 'account', new Date('2026-12-03T10:00:00Z'));
    expect(await ledger.erasures()).toEqual([
      { subject: 'a1', kind: 'account', erasedAt: '2026-12-01T10:00:00.000Z' },
      { subject: 'w2', kind: 'waitlist', erasedAt: '2026-12-02T10:00:00.000Z' },
    ]);
    expect((await stat(ledger.file)).mode & 0o777).toBe(0o600);
    expect((await readFile(ledger.file, 'utf8')).split('\n')).toHaveLength(4);
  });

  it('reads past a torn last line, but not a damaged one in the middle', async () => {
    const ledger = new ErasureLedger(path.join(dir, 'ledger.jsonl'));
    await ledger.record('a1', 'account');
    await appendFile(ledger.file, '{"subject":"a2","ki');
    expect((await ledger.erasures()).map((erasure) => erasure.subject)).toEqual(['a1']);
    await appendFile(ledger.file, '\n{"subject":"a3","kind":"account","erasedAt":"2026-12-03T10:00:00Z"}\n');
    await expect(ledger.erasures()).rejects.toThrow('line 2 is not an erasure');
  });
});
