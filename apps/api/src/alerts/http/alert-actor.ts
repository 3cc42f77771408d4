import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../identity/http/user-context';
import type { AlertActor } from '../domain/safety-alert';

/** The signed-in caller as the alert rules see them: moderators and admins act on any alert. */
export function alertActorOf(request: FastifyRequest): AlertActor {
  const principal = principalOf(request);
  return {
    userId: principal.userId,
    moderator: principal.roles.includes('moderator') || principal.roles.includes('admin'),
  };
}
