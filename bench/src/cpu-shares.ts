/**
 * Where the CPU goes while a benchmark runs, process by process: the API, the projector, the
 * PostgreSQL backends of each (by their `application_name`), PostgreSQL's own background processes,
 * and the load generator (this process). Read from /proc (Linux), before and after the load; a
 * backend that started during the load counts from zero.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';
import { processCpuSeconds } from './support';

export interface CpuSnapshot {
  /** CPU seconds per process id, with the part each belongs to. */
  readonly processes: ReadonlyMap<number, { readonly part: string; readonly seconds: number }>;
  readonly self: NodeJS.CpuUsage;
  readonly at: number;
}

export interface CpuShare {
  readonly part: string;
  readonly cpuSeconds: number;
  /** Of one core: 1.0 is one core busy for the whole window. */
  readonly cores: number;
}

/** User plus system CPU seconds of a process so far, or null when it has gone. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    return processCpuSeconds(pid);
  } catch {
    return null;
  }
}

/** A process's parent (for a backend: the postmaster). */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** The PostgreSQL server's processes (backends and background workers): the postmaster's children. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (parentOf(Number(entry)) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * The CPU of every part now. `named` are the app's processes (API, projector); PostgreSQL's
 * backends are found through pg_stat_activity, the rest of its processes under the postmaster.
 */
export async function cpuSnapshot(
  pool: pg.Pool,
  named: Readonly<Record<string, number | undefined>>,
): Promise<CpuSnapshot> {
  const processes = new Map<number, { part: string; seconds: number }>();
  for (const [part, pid] of Object.entries(named)) {
    const seconds = pid === undefined ? null : cpuSecondsOf(pid);
    if (pid !== undefined && seconds !== null) processes.set(pid, { part, seconds });
  }
  const { rows } = await pool.query<{ pid: number; application_name: string; backend_type: string }>(
    'SELECT pid, application_name, backend_type FROM pg_stat_activity',
  );
  const { rows: own } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const backends = new Map(rows.map((row) => [row.pid, row]));
  const postmasterPid = parentOf(own[0]!.pid);
  for (const pid of [postmasterPid, ...childrenOf(postmasterPid)]) {
    const seconds = cpuSecondsOf(pid);
    if (seconds === null) continue;
    const backend = backends.get(pid);
    const part =
      backend?.backend_type === 'client backend'
        ? `PostgreSQL for ${backend.application_name.replace(/^safetrails-/, '') || 'other'}`
        : 'PostgreSQL background';
    processes.set(pid, { part, seconds });
  }
  return { processes, self: process.cpuUsage(), at: Date.now() };
}

/** CPU per part between two snapshots, the busiest first. */
export function cpuShares(before: CpuSnapshot, after: CpuSnapshot, generator = 'load generator'): CpuShare[] {
  const window = (after.at - before.at) / 1000;
  const byPart = new Map<string, number>();
  for (const [pid, { part, seconds }] of after.processes) {
    const earlier = before.processes.get(pid)?.seconds ?? 0;
    byPart.set(part, (byPart.get(part) ?? 0) + Math.max(0, seconds - earlier));
  }
  const self = (after.self.user - before.self.user + after.self.system - before.self.system) / 1e6;
  byPart.set(generator, (byPart.get(generator) ?? 0) + self);
  return [...byPart.entries()]
    .map(([part, cpuSeconds]) => ({
      part,
      cpuSeconds: Math.round(cpuSeconds * 10) / 10,
      cores: Math.round((cpuSeconds / window) * 100) / 100,
    }))
    .sort((a, b) => b.cpuSeconds - a.cpuSeconds);
}
