/**
 * `Idempotency-Key` on every write: the same key from the same sender, with the same request, gets
 * the first answer again (status and body, with `Idempotent-Replayed: true`) and does nothing more.
 * A key reused for a different request is a 422; a repeat while the first is still running is a
 * 409 to retry. A 5xx frees the key, so the retry runs for real. Commands keep their own
 * idempotency in the log (handle-command.ts): this makes the HTTP answer the same as well, and
 * covers every write without each handler knowing.
 */
import { createHash } from 'node:crypto';
import {
  ConflictException,
  HttpException,
  Injectable,
  UnprocessableEntityException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, mergeMap, Observable, of } from 'rxjs';
import { AppConfig } from '../../config/app.config';
import { toErrorResponse } from '../http/http-exception.filter';
import { clientIpHash, idempotencyKeyOf } from '../http/request-context';
import { pathOf } from '../http/same-origin';
import { IdempotencyStore } from './idempotency.store';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!WRITE_METHODS.has(request.method)) return next.handle();
    const key = idempotencyKeyOf(request);
    if (!key) return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const sender = request.principal
      ? `user:${request.principal.userId}`
      : `ip:${clientIpHash(request, this.config.COOKIE_SECRET)}`;
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${pathOf(request.url)}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');

    const claim = await this.store.claim(sender, key, fingerprint);
    switch (claim.kind) {
      case 'mismatch':
        throw new UnprocessableEntityException({
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'IDEMPOTENCY_KEY_REUSED',
          message: 'This Idempotency-Key was used for a different request: use a new key for a new request',
        });
      case 'running':
        void reply.header('retry-after', '1');
        throw new ConflictException({
          statusCode: 409,
          error: 'Conflict',
          code: 'IDEMPOTENT_REQUEST_RUNNING',
          message: 'The first request with this Idempotency-Key is still being handled: retry in a moment',
        });
      case 'answered':
        void reply.header('idempotent-replayed', 'true');
        if (claim.status >= 400) throw new HttpException(claim.body as object, claim.status);
        void reply.status(claim.status);
        return of(claim.body);
      case 'claimed':
        break;
    }
    return new Observable<unknown>((subscriber) => {
      const subscription = next
        .handle()
        .pipe(
          mergeMap((body: unknown) =>
            from(this.store.answer(sender, key, reply.statusCode, body).then((): unknown => body)),
          ),
        )
        .subscribe({
          next: (body) => subscriber.next(body),
          complete: () => subscriber.complete(),
          error: (error: unknown) => {
            const answer = toErrorResponse(error);
            const settled =
              answer.statusCode >= 500
                ? this.store.release(sender, key)
                : this.store.answer(sender, key, answer.statusCode, answer);
            void settled.catch(() => undefined).finally(() => subscriber.error(error));
          },
        });
      return () => subscription.unsubscribe();
    });
  }
}
