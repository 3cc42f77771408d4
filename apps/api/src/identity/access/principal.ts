/** The signed-in user as the server sees them on a request. */
import type { Role } from '@safetrails/contracts';

export interface Principal {
  readonly userId: string;
  readonly roles: readonly Role[];
  readonly betaAccess: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal | null;
  }
}
