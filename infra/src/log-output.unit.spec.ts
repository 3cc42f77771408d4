import { Writable } from 'node:stream';
import pino from 'pino';
import { logDestination, logFormat } from './log-output';

describe('logFormat', () => {
  it('is human in a terminal and JSON otherwise, unless LOG_FORMAT says', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'yaml' }, false)).toBe('json');
  });

  it('writes an access line as the request it was, and other lines as context and message', () => {
    const written: string[] = [];
    const to = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ level: 'info' }, logDestination('pretty', { sync: true, to }));
    logger.info({ method: 'GET', url: '/api/countries', status: 200, ms: 3, reqId: 'r1' }, 'request completed');
    logger.warn({ context: 'AdvisoryRefresh' }, 'official advice refresh: us: 1 new');
    // The colour codes pino-pretty writes: ESC [ digits m.
    const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
    const lines = written.join('').replace(colour, '').trim().split('\n');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/countries 200 3 ms$/);
    expect(lines[1]).toMatch(/WARN: AdvisoryRefresh: official advice refresh: us: 1 new$/);
  });
});
