/**
 * An official alert its source no longer lists is archived, once; a repeat finds it archived
 * already.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { alertStreamName } from '@safetrails/contracts';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import { safetyAlertDecider } from '../../domain/safety-alert';
import { officialAlertId, type OfficialAlertResult } from '../publish-official-alert/publish-official-alert.handler';
import { WithdrawOfficialAlertCommand, type WithdrawOutcome } from './withdraw-official-alert.command';

@CommandHandler(WithdrawOfficialAlertCommand)
export class WithdrawOfficialAlertHandler
  extends EventSourcedHandler
  implements ICommandHandler<WithdrawOfficialAlertCommand>
{
  async execute(command: WithdrawOfficialAlertCommand): Promise<OfficialAlertResult<WithdrawOutcome>> {
    const alertId = officialAlertId(command.source, command.sourceId);
    const result = await this.decide(
      alertStreamName(alertId),
      safetyAlertDecider,
      { type: 'Withdraw', reason: command.reason },
      command.context,
    );
    return { alertId, outcome: result.appended.length > 0 ? 'archived' : 'unchanged', position: result.position };
  }
}
