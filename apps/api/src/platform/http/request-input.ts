/**
 * What a request body may be: JSON only (anything else with a body is 415), at most `BODY_LIMIT_BYTES`
 * (413), nested at most `MAX_JSON_DEPTH` levels (400), and text that can be kept (400 naming the
 * field: a lone UTF-16 surrogate such as `"\ud800"` breaks the validators' encodeURI, and PostgreSQL
 * refuses U+0000 in text and JSON).
 * These answers come before any validator or handler sees the body, so nothing is written.
 */
import { BadRequestException, HttpException } from '@nestjs/common';
import { errorCodes, type FastifyBodyParser, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { FieldError } from '@safetrails/contracts';

export const BODY_LIMIT_BYTES = 64 * 1024;
/** How much of an oversized body is read (and dropped) so its sender can read the 413; past it, the connection is cut. */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text, read without parsing (no recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return deepest;
}

const LONE_SURROGATE = /\p{Cs}/u;

/** Why a text cannot be kept: a lone surrogate is not text, and PostgreSQL cannot store U+0000. */
export function unstorableText(text: string): FieldError['rule'] | null {
  if (LONE_SURROGATE.test(text)) return 'wellFormedUnicode';
  if (text.includes('\u0000')) return 'noNullCharacter';
  return null;
}

const REASONS: Record<string, string> = {
  wellFormedUnicode: 'is not well-formed text (it holds a lone UTF-16 surrogate)',
  noNullCharacter: 'holds a NUL character (U+0000)',
};

/** Every key and string value that cannot be kept as text, as field errors (`author.name`, `tags.2`). */
export function unstorableTextFields(value: unknown, path = ''): FieldError[] {
  const error = (text: string, field: string): FieldError[] => {
    const rule = unstorableText(text);
    return rule ? [{ field, rule, message: `${field} ${REASONS[rule]}` }] : [];
  };
  if (typeof value === 'string') return error(value, path || 'body');
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const keyError = error(key, path || 'body');
    return keyError.length > 0 ? keyError : unstorableTextFields(child, path ? `${path}.${key}` : key);
  });
}

function badRequest(message: string, errors: FieldError[]): BadRequestException {
  return new BadRequestException({ statusCode: 400, error: 'Bad Request', message, errors });
}

/**
 * Query strings and path parameters obey the same text rule as bodies (`?q=%00` would otherwise
 * reach PostgreSQL as a NUL): a 400 naming the parameter, before any handler runs.
 */
export function registerUrlTextCheck(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    const errors = [...unstorableTextFields(request.query ?? {}), ...unstorableTextFields(request.params ?? {})];
    done(errors.length === 0 ? undefined : badRequest(errors.map((error) => error.message).join('; '), errors));
  });
}

/**
 * A body announced larger than the limit gets its 413 however large it is. Fastify's parser answers
 * at once and closes the connection while the client is still sending, and a client that is still
 * writing then often sees the connection reset instead of the answer. So the body is read and
 * dropped first (up to DRAIN_LIMIT_BYTES, kept in no buffer), then the 413 is sent and the
 * connection closed; a body past DRAIN_LIMIT_BYTES is cut off.
 */
export function registerOversizedBodyDrain(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const length = Number(request.headers['content-length']);
    if (!(length > BODY_LIMIT_BYTES)) {
      done();
      return;
    }
    const raw = request.raw;
    let read = 0;
    let answered = false;
    const answer = () => {
      if (answered) return;
      answered = true;
      reply.header('connection', 'close');
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    };
    raw.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_LIMIT_BYTES) {
        raw.pause();
        answer();
      }
    });
    raw.once('end', answer);
    raw.once('error', answer);
    raw.resume();
  });
}

/** Replaces Fastify's body parsers (JSON and plain text) with the one JSON parser described above. */
export function registerJsonBody(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  const json: FastifyBodyParser<string> = (
    request: FastifyRequest,
    text: string | Buffer,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    const source = typeof text === 'string' ? text : text.toString('utf8');
    if (jsonDepth(source) > MAX_JSON_DEPTH) {
      done(
        badRequest(`The body is nested more than ${MAX_JSON_DEPTH} levels deep`, [
          { field: 'body', rule: 'maxDepth', message: `body is nested more than ${MAX_JSON_DEPTH} levels deep` },
        ]),
      );
      return;
    }
    void parseJson(request, source, (error, body) => {
      if (error) return done(error);
      const errors = unstorableTextFields(body);
      if (errors.length === 0) return done(null, body);
      done(badRequest(errors.map((error) => error.message).join('; '), errors));
    });
  };
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, json);
  fastify.addContentTypeParser(
    /^application\/[\w.-]+\+json(?:;|$)/,
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    json,
  );
  // RFC 8058's one-click unsubscribe: a mail provider posts `List-Unsubscribe=One-Click` as a form.
  // Only there (and at a contact's stop): everywhere else a form body is refused like any other that is not JSON.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (request, text, done) => {
      if (!ONE_CLICK_PATHS.some((path) => request.url.startsWith(path))) return done(unsupportedMediaType());
      const form = new URLSearchParams(typeof text === 'string' ? text : text.toString('utf8'));
      done(null, { oneClick: form.get('List-Unsubscribe') === 'One-Click' });
    },
  );
  // A body-less DELETE as react-admin's data provider sends it still says `text/plain`.
  fastify.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, text, done) => (text.length === 0 ? done(null, undefined) : done(unsupportedMediaType())),
  );
}

/** Where a mail client posts its one-click unsubscribe (RFC 8058): alert emails, and a trusted contact's stop. */
const ONE_CLICK_PATHS = ['/api/notifications/unsubscribe', '/api/trusted-contact-links/stop'];

/** A plain-text body: 415, as Fastify answers any other type (the filter words both alike). */
function unsupportedMediaType(): HttpException {
  return new HttpException(
    {
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the body as JSON, with content-type: application/json',
    },
    415,
  );
}
