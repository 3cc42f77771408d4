/**
 * Where the processes' pino logs go. In a terminal, short human lines (pino-pretty: time, level,
 * message; an access line as `GET /api/... 200 3 ms`); otherwise, or with LOG_FORMAT=json, one JSON
 * object per line for a log collector. LOG_FORMAT=pretty forces the human lines.
 */
import pino from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

export function logFormat(env: NodeJS.ProcessEnv = process.env, isTTY = Boolean(process.stdout.isTTY)): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return isTTY ? 'pretty' : 'json';
}

/** Fields a human line leaves out: the process's identity and the access line's parts, said in its message. */
const QUIET_FIELDS = 'pid,hostname,name,context,reqId,method,url,status,ms,projections';

interface LogLine {
  readonly [field: string]: unknown;
}

/** The message of a human line: an access line reads as the request; others as `context: message`. */
function humanMessage(line: LogLine, messageKey: string): string {
  if (typeof line.method === 'string' && typeof line.status === 'number') {
    return `${line.method} ${String(line.url)} ${line.status} ${String(line.ms)} ms`;
  }
  const source = typeof line.name === 'string' ? line.name : typeof line.context === 'string' ? line.context : null;
  const raw = line[messageKey];
  const message = typeof raw === 'string' ? raw : JSON.stringify(raw ?? '');
  return source ? `${source}: ${message}` : message;
}

/** `to` is standard output unless given (a test's stream). */
export function logDestination(
  format: LogFormat,
  options: { sync: boolean; to?: NodeJS.WritableStream },
): pino.DestinationStream {
  if (format === 'json') return options.to ?? pino.destination({ sync: options.sync });
  return pretty({
    ...(options.to ? { destination: options.to } : {}),
    colorize: true,
    translateTime: 'HH:MM:ss',
    ignore: QUIET_FIELDS,
    singleLine: true,
    messageFormat: humanMessage,
    sync: true,
  });
}
