/**
 * An official alert its source no longer lists is archived, once; a repeat finds it archived
 * already.
 */
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertStreamName } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import { EVENT_STORE } from '../../../platform/database/database.module';
import { handleCommand } from '../../../platform/event-sourcing/handle-command';
import { safetyAlertDecider } from '../../domain/safety-alert';
import { officialAlertId, type OfficialAlertResult } from '../publish-official-alert/publish-official-alert.handler';
import { WithdrawOfficialAlertCommand, type WithdrawOutcome } from './withdraw-official-alert.command';

@CommandHandler(WithdrawOfficialAlertCommand)
export class WithdrawOfficialAlertHandler implements ICommandHandler<WithdrawOfficialAlertCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: WithdrawOfficialAlertCommand): Promise<OfficialAlertResult<WithdrawOutcome>> {
    const alertId = officialAlertId(command.source, command.sourceId);
    const result = await handleCommand(
      this.store,
      alertStreamName(alertId),
      safetyAlertDecider,
      { type: 'Withdraw', reason: command.reason },
      command.context,
    );
    return { alertId, outcome: result.appended.length > 0 ? 'archived' : 'unchanged', position: result.position };
  }
}
