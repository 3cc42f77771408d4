import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const pg = (globalThis as { __SAFETRAILS_PG__?: { stop(): Promise<void>; dataDirs: string[] } }).__SAFETRAILS_PG__;
  if (!pg) return;
  await pg.stop();
  for (const dataDir of pg.dataDirs) rmSync(dataDir, { recursive: true, force: true });
}
