/**
 * The console's view of notifications (docs/NOTIFICATIONS.md "The console"): how far an alert reached,
 * by channel (moderators), and one traveller's notification history with the reason for each
 * decision (admins only: who was told what, and where her places are, is hers).
 */
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AlertReach, NotificationHistoryEntry } from '@safetrails/contracts';
import { AlertIdParams } from '@safetrails/contracts/dto';
import { Access } from '../../platform/http/access.decorator';
import { fieldError } from '../../platform/http/field-error';
import { NotificationHistoryReader } from '../queries/notification-history.reader';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@ApiTags('admin')
@Controller('admin-api')
export class AdminNotificationsController {
  constructor(private readonly history: NotificationHistoryReader) {}

  @Get('alerts/:id/reach')
  @Access('moderator')
  @ApiOperation({
    summary: 'How many travellers an alert reached, by channel: sent, held, in a digest, failed, not sent',
  })
  reach(@Param() params: AlertIdParams): Promise<AlertReach> {
    return this.history.reachOf(params.id);
  }

  @Get('users/:id/notifications')
  @Access('admin')
  @ApiOperation({ summary: "One traveller's notification history: each decision, per channel, with its reason" })
  notifications(@Param('id') id: string): Promise<NotificationHistoryEntry[]> {
    if (!UUID.test(id)) {
      throw fieldError('id', 'isUuid', 'id must be a user id');
    }
    return this.history.historyOf(id.toLowerCase(), 200);
  }
}
