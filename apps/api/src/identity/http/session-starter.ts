/**
 * The end of every sign-in, whichever way the person proved who they are: wait until the users
 * read model has their events, end the session this browser had (if any), open a new one under a
 * new token (no session fixation), set its cookie, and answer with the signed-in user.
 */
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser, GlobalPosition } from '@safetrails/contracts';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { CurrentUserReader } from '../queries/current-user.query';
import { SessionService } from '../sessions/session.service';
import { sessionTokenOf, setSessionCookie } from './session-cookie';

@Injectable()
export class SessionStarter {
  constructor(
    private readonly sessions: SessionService,
    private readonly users: CurrentUserReader,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async start(
    request: FastifyRequest,
    reply: FastifyReply,
    signedIn: { readonly userId: string; readonly position: GlobalPosition | null },
    context: CommandContext,
  ): Promise<CurrentUser> {
    await this.waiter.waitFor('users', signedIn.position);
    const previous = sessionTokenOf(request);
    if (previous) await this.sessions.end(previous, 'local');
    const token = await this.sessions.create(signedIn.userId, {
      userAgent: request.headers['user-agent'],
      clientIpHash: context.clientIpHash,
    });
    setSessionCookie(request, reply, token, this.sessions.maxAgeSeconds);
    const user = await this.users.read(signedIn.userId);
    if (!user) throw new Error('signed-in user missing from the read model');
    return user;
  }
}
