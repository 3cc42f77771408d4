/** The signed-in user as the server sees them on a request. */
import type { Role } from '@safetrails/contracts';

export interface Principal {
  readonly userId: string;
  readonly roles: readonly Role[];
  readonly betaAccess: boolean;
  /** The end of the current or last ban (writes are refused before it), or null. */
  readonly bannedUntil?: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal | null;
  }
}
