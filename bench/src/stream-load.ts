/**
 * The open pages' event streams of bench (h), (n) and the soak, in a worker thread of their own.
 *
 * Two hundred streams hear about 3,500 notices a second in (n). Parsed in the writers' thread, they
 * made that loop late (p99 67-72 ms, up to 146-172 ms in (n)), and a writer's answer waited behind
 * them before its time was taken: a browser never shares its loop with two hundred other pages. As
 * the readers (read-load.ts), the streams now have a thread of their own. Each stream still has its
 * own connection (as each browser's is), and none takes a writer's.
 */
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { openEventStream } from './support';

interface StreamsData {
  readonly role: 'streams';
  readonly base: string;
  readonly count: number;
}

export interface StreamFigures {
  readonly open: number;
  readonly notices: number;
  /** The notices by the read model each named. */
  readonly byProjection: Readonly<Record<string, number>>;
  /** Streams that ended before they were closed (a replica killed, the server stopping). */
  readonly dropped: number;
}

type FromThread = { opened: true } | { failed: string } | StreamFigures;

export interface OpenStreams {
  close(): Promise<StreamFigures>;
}

/** Opens `count` streams in their own thread; resolves once every one is open. */
export async function openStreams(base: string, count: number): Promise<OpenStreams> {
  const data: StreamsData = { role: 'streams', base, count };
  const worker = new Worker(__filename, { workerData: data });
  const ended = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the streams' thread ended (code ${code}) before it was done`)));
  });
  // Not left unhandled while nothing awaits it: each step below races it.
  ended.catch(() => undefined);
  const next = (): Promise<FromThread> =>
    Promise.race([new Promise<FromThread>((resolve) => worker.once('message', resolve)), ended]);
  const first = await next();
  if ('failed' in first) {
    await worker.terminate();
    throw new Error(first.failed);
  }
  return {
    async close() {
      const figures = next();
      worker.postMessage('close');
      const answer = await figures;
      await worker.terminate();
      if (!('open' in answer)) throw new Error("the streams' thread answered the close with something else");
      return answer;
    },
  };
}

async function streamInThisThread({ base, count }: StreamsData): Promise<void> {
  const port = parentPort!;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let closing = false;
  let notices = 0;
  const byProjection: Record<string, number> = {};
  let dropped = 0;
  let streams: Awaited<ReturnType<typeof openEventStream>>[];
  try {
    streams = await Promise.all(
      Array.from({ length: count }, () =>
        openEventStream(base, agent, (notice) => {
          notices += 1;
          const projection = projectionOf(notice.data);
          byProjection[projection] = (byProjection[projection] ?? 0) + 1;
        }),
      ),
    );
  } catch (error) {
    agent.destroy();
    port.postMessage({ failed: `the event streams did not open: ${String(error)}` } satisfies FromThread);
    return;
  }
  for (const stream of streams) {
    void stream.ended.then(() => {
      if (!closing) dropped += 1;
    });
  }
  port.once('message', () => {
    closing = true;
    for (const stream of streams) stream.request.destroy();
    void Promise.all(streams.map((stream) => stream.ended)).then(() => {
      agent.destroy();
      port.postMessage({ open: streams.length, notices, byProjection, dropped } satisfies FromThread);
    });
  });
  port.postMessage({ opened: true } satisfies FromThread);
}

function projectionOf(data: string): string {
  try {
    const { projection } = JSON.parse(data) as { projection?: unknown };
    return typeof projection === 'string' ? projection : '(none)';
  } catch {
    return '(not JSON)';
  }
}

if (!isMainThread && (workerData as Partial<StreamsData> | null)?.role === 'streams') {
  void streamInThisThread(workerData as StreamsData);
}
