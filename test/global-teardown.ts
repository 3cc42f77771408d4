import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const pg = (globalThis as { __SAFETRAILS_PG__?: { stop(): Promise<void>; dataDir: string } }).__SAFETRAILS_PG__;
  if (!pg) return;
  await pg.stop();
  rmSync(pg.dataDir, { recursive: true, force: true });
}
