/**
 * The erasures, kept where a restore cannot undo them (docs/OPERATIONS.md "Erasures").
 *
 * Shredding a key deletes it from `pii.user_keys`, but a backup taken the day before still holds
 * it: restored as it is, that backup would make an erased traveller readable again. So every
 * shredded subject is first written to this ledger, an append-only file of one JSON line per
 * erasure, on storage apart from the database (its own volume, copied off the machine like the
 * backups). A restore deletes the keys of every subject in it before anything is served, and the
 * API appends the erasure to a restored log that lacks it. A line holds only the subject's random
 * id, what kind of subject it is, and when: nothing that names anyone.
 *
 * Appends use O_APPEND and are synced before the key is deleted: several processes may write, and
 * a crash after the line leaves a key that the next restore, or the next shred, removes.
 */
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Whose key it was: an account, a waitlist entry, or a feedback submission made without one. */
export type ErasedSubjectKind = 'account' | 'waitlist' | 'submission';

export interface Erasure {
  readonly subject: string;
  readonly kind: ErasedSubjectKind;
  readonly erasedAt: string;
}

export class ErasureLedger {
  constructor(readonly file: string) {}

  async record(subject: string, kind: ErasedSubjectKind, at = new Date()): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const handle = await open(this.file, 'a', 0o600);
    try {
      await handle.appendFile(`${JSON.stringify({ subject, kind, erasedAt: at.toISOString() })}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Every erasure, oldest first (a subject erased twice once); none when the file does not exist yet. */
  async erasures(): Promise<Erasure[]> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const seen = new Map<string, Erasure>();
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const erasure = parseLine(line);
      // A torn last line (a crash mid-write, before the key was touched) is the only one allowed.
      if (!erasure) {
        if (index === lines.length - 1) return;
        throw new Error(`${this.file}: line ${index + 1} is not an erasure`);
      }
      if (!seen.has(erasure.subject)) seen.set(erasure.subject, erasure);
    });
    return [...seen.values()];
  }
}

function parseLine(line: string): Erasure | null {
  try {
    const value = JSON.parse(line) as Partial<Erasure>;
    const kinds: readonly string[] = ['account', 'waitlist', 'submission'];
    if (typeof value.subject !== 'string' || value.subject === '') return null;
    if (typeof value.kind !== 'string' || !kinds.includes(value.kind)) return null;
    if (typeof value.erasedAt !== 'string') return null;
    return { subject: value.subject, kind: value.kind, erasedAt: value.erasedAt };
  } catch {
    return null;
  }
}
