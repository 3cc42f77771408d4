import { rmSync } from 'node:fs';
import type { TestClusters } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const pg = (globalThis as { __SAFETRAILS_PG__?: TestClusters }).__SAFETRAILS_PG__;
  if (!pg) return;
  await pg.stop();
  for (const dataDir of pg.dataDirs) rmSync(dataDir, { recursive: true, force: true });
}
