/**
 * A status change asked of a submission resource, carried out as the moderation queue's action on
 * the submission's item (`<kind>-<reportId>`): resolved → resolve, dismissed → dismiss, in_review →
 * claim, new → reopen (a closed item, with a reason) or release (your claim). The queue's commands
 * append the events and feed the moderation log; this only translates.
 */
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MODERATION_PROJECTION, moderationItemId, type ReportStatus } from '@safetrails/contracts';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../../config/app.config';
import { principalOf, userContext } from '../../../identity/http/user-context';
import { ClaimModerationItemCommand } from '../../../moderation/commands/claim-moderation-item/claim-moderation-item.command';
import type { ModeratorActor } from '../../../moderation/commands/queue-item';
import { ReleaseModerationItemCommand } from '../../../moderation/commands/release-moderation-item/release-moderation-item.command';
import { TakeModerationActionCommand } from '../../../moderation/commands/take-moderation-action/take-moderation-action.command';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../../platform/live/projection-waiter';
import { requireReason } from '../resource-list';
import type { SubmissionKind } from './report-resources';

@Injectable()
export class ReportStatusChanger {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  async change(
    kind: SubmissionKind,
    reportId: string,
    from: ReportStatus,
    to: ReportStatus,
    reason: string | null,
    request: FastifyRequest,
  ): Promise<void> {
    const itemId = moderationItemId(kind, reportId);
    const principal = principalOf(request);
    const moderator: ModeratorActor = { userId: principal.userId, isAdmin: principal.roles.includes('admin') };
    const context = userContext(request, this.config.COOKIE_SECRET);
    const act = (action: 'resolve' | 'dismiss' | 'reopen') =>
      new TakeModerationActionCommand(itemId, action, requireReason(reason), null, moderator, context);
    const command = (() => {
      switch (to) {
        case 'resolved':
          return act('resolve');
        case 'dismissed':
          return act('dismiss');
        case 'in_review':
          return new ClaimModerationItemCommand(itemId, moderator, context);
        case 'new':
          return from === 'in_review' ? new ReleaseModerationItemCommand(itemId, moderator, context) : act('reopen');
      }
    })();
    const result: Appended = await this.commandBus.execute(command);
    await this.waiter.waitFor(MODERATION_PROJECTION, result.position);
  }
}
