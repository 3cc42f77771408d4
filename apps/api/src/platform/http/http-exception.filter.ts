/**
 * Every error leaves the API in one shape (`ErrorResponse`), never with a stack trace. Domain
 * errors carry their own status and code; anything unexpected is logged and answered with a 500
 * that says nothing about the internals.
 */
import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { errorCodes, type FastifyReply } from 'fastify';
import type { ErrorResponse } from '@safetrails/contracts';
import { PoolQueueFullError } from '@safetrails/event-store';
import { DomainError } from '../event-sourcing/domain-error';
import { BODY_LIMIT_BYTES } from './request-input';

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorResponse(exception);
    // A 503 is an answer (the health check while the projector catches up), not a fault: one line.
    if (body.statusCode === 503) this.logger.warn(`503 ${body.message}`);
    else if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (body.code === DATABASE_UNAVAILABLE.code) void reply.header('retry-after', '5');
    if (body.code === DATABASE_BUSY.code) void reply.header('retry-after', '1');
    if (body.code === DATABASE_READ_ONLY.code) void reply.header('retry-after', '30');
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}

function reasonPhrase(status: number): string {
  const phrases: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Entity',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    503: 'Service Unavailable',
  };
  return phrases[status] ?? 'Error';
}

const CSRF_REJECTED: ErrorResponse = {
  statusCode: 403,
  error: 'Forbidden',
  code: 'CSRF_TOKEN_INVALID',
  message: 'Missing or invalid CSRF token: send the x-csrf-token header with a token from GET /api/csrf-token',
};

/**
 * Fastify's body errors, in words that say what to send instead. Nest hands them over as an
 * HttpException holding only Fastify's message, so the message is the key.
 */
const FASTIFY_MESSAGES = new Map<string, string>([
  [new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE().message, `The body is larger than ${BODY_LIMIT_BYTES / 1024} KB`],
  [
    new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE().message,
    'Send the body as JSON, with content-type: application/json',
  ],
  [
    new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY().message,
    'The body is empty but content-type says JSON: send a JSON object',
  ],
]);

/** Connection-level failures: refused, reset, the server shutting down or still starting. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** True when PostgreSQL cannot be reached (restarting, failing over): a 503, not a fault of ours. */
export function isDatabaseUnavailable(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  const code = (exception as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return UNREACHABLE_MESSAGES.test(exception.message);
}

export const DATABASE_UNAVAILABLE: ErrorResponse = {
  statusCode: 503,
  error: 'Service Unavailable',
  code: 'DATABASE_UNAVAILABLE',
  message: 'SafeTrails cannot reach its database for a moment. Nothing was lost; please try again in a few seconds.',
};

/**
 * PostgreSQL up but refusing writes: a full disk (53100), or a server in read-only mode (25006: a
 * standby, or one an operator set `default_transaction_read_only`). Reads keep answering.
 */
const CANNOT_WRITE_CODES = new Set(['25006', '53100']);

export function isDatabaseReadOnly(exception: unknown): boolean {
  const code = (exception as { code?: unknown } | null)?.code;
  return exception instanceof Error && typeof code === 'string' && CANNOT_WRITE_CODES.has(code);
}

export const DATABASE_READ_ONLY: ErrorResponse = {
  statusCode: 503,
  error: 'Service Unavailable',
  code: 'DATABASE_READ_ONLY',
  message:
    'SafeTrails cannot save changes for a moment. Nothing was changed, and everything can still be read; please try again in a few minutes.',
};

/** Every connection in use and the queue for one full (BoundedPool): busy, not unreachable. */
export const DATABASE_BUSY: ErrorResponse = {
  statusCode: 503,
  error: 'Service Unavailable',
  code: 'BUSY',
  message: 'SafeTrails is very busy this second. Nothing was changed; please try again in a moment.',
};

/** Maps anything thrown to the one error shape; unknown errors become a bare 500. */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof DomainError) return exception.toResponse();
  if (exception instanceof PoolQueueFullError) return DATABASE_BUSY;
  if (isDatabaseUnavailable(exception)) return DATABASE_UNAVAILABLE;
  if (isDatabaseReadOnly(exception)) return DATABASE_READ_ONLY;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // Nest wraps errors raised before a handler runs (the CSRF hook) into a bare HttpException.
    if (status === 403 && /csrf/i.test(exception.message)) return CSRF_REJECTED;
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null && 'message' in response) {
      const { message, ...rest } = response;
      const body: ErrorResponse = {
        ...rest,
        statusCode: status,
        error: 'error' in rest && typeof rest.error === 'string' ? rest.error : reasonPhrase(status),
        message: Array.isArray(message) ? message.join('; ') : String(message),
      };
      return body;
    }
    return {
      statusCode: status,
      error: reasonPhrase(status),
      message: typeof response === 'string' ? (FASTIFY_MESSAGES.get(response) ?? response) : reasonPhrase(status),
    };
  }
  // Fastify's own errors (malformed JSON, body too large, unsupported media type) carry a statusCode.
  const fastifyStatus = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    const message = (exception as { message?: string }).message;
    return {
      statusCode: fastifyStatus,
      error: reasonPhrase(fastifyStatus),
      message: (message && FASTIFY_MESSAGES.get(message)) ?? message ?? reasonPhrase(fastifyStatus),
    };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    error: 'Internal Server Error',
    message: 'Something went wrong on our side. Please try again.',
  };
}
