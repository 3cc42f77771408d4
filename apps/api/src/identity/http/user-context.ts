/** The CommandContext of a signed-in request, and the guard's principal, which must be there. */
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { anonymousContext } from '../../platform/http/request-context';
import type { Principal } from '../access/principal';

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route reached without a principal: check its @Access level');
  return request.principal;
}

export function userContext(request: FastifyRequest, ipSalt: string): CommandContext {
  const principal = principalOf(request);
  const role = principal.roles.includes('admin')
    ? 'admin'
    : principal.roles.includes('moderator')
      ? 'moderator'
      : 'traveller';
  return { ...anonymousContext(request, ipSalt), actorId: principal.userId, actorRole: role };
}
