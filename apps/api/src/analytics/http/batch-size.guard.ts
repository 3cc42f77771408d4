/** A batch is at most 16 KB (ANALYTICS_BATCH_MAX_BYTES), checked before it is read into events. */
import { CanActivate, Injectable, PayloadTooLargeException, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ANALYTICS_BATCH_MAX_BYTES } from '@safetrails/contracts';

export function batchBytes(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared >= 0) return declared;
  // Chunked: measure what was parsed (the global body limit already bounded it).
  return Buffer.byteLength(JSON.stringify(request.body ?? null));
}

@Injectable()
export class BatchSizeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (batchBytes(context.switchToHttp().getRequest<FastifyRequest>()) > ANALYTICS_BATCH_MAX_BYTES)
      throw new PayloadTooLargeException({
        statusCode: 413,
        error: 'Payload Too Large',
        code: 'BATCH_TOO_LARGE',
        message: `An analytics batch may be at most ${ANALYTICS_BATCH_MAX_BYTES / 1024} KB; send fewer events at a time`,
      });
    return true;
  }
}
