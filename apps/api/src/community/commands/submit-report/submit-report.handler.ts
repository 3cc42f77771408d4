import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommunityEventTypes,
  reportStreamName,
  SUBMISSION_SEALED_FIELDS,
  type ReportKind,
  type SealedSubmissionType,
} from '@safetrails/contracts';
import { sealFields, type EventStore, type PiiVault } from '@safetrails/event-store';
import { EVENT_STORE, PII_VAULT } from '../../../platform/database/database.module';
import { EventSourcedHandler } from '../../../platform/event-sourcing/event-sourced-handler';
import type { DecidedEvent } from '../../../platform/event-sourcing/handle-command';
import { newEntityId } from '../../../platform/event-sourcing/ids';
import { reportDecider } from '../../domain/report';
import type { ReportSubmitted } from '../results';
import { SubmitReportCommand } from './submit-report.command';

const SUBMISSION_EVENT: Readonly<Record<Exclude<ReportKind, 'content_flag'>, Omit<DecidedEvent, 'data'>>> = {
  feedback: CommunityEventTypes.FeedbackSubmitted,
  data_report: CommunityEventTypes.DataIssueReported,
  survey: CommunityEventTypes.SurveySubmitted,
  bug_report: CommunityEventTypes.BugReported,
};

/**
 * A feedback-hub submission, its personal fields sealed (SUBMISSION_SEALED_FIELDS) with the
 * signed-in sender's key, or with the submission's own key for an anonymous visitor.
 */
@CommandHandler(SubmitReportCommand)
export class SubmitReportHandler extends EventSourcedHandler implements ICommandHandler<SubmitReportCommand> {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(PII_VAULT) private readonly vault: PiiVault,
  ) {
    super(store);
  }

  async execute(command: SubmitReportCommand): Promise<ReportSubmitted> {
    const reportId = newEntityId(`report:${command.submission.kind}`, command.context);
    const type = SUBMISSION_EVENT[command.submission.kind].type as SealedSubmissionType;
    const data = await sealFields(
      this.vault,
      command.submittedBy ?? reportId,
      { reportId, submittedBy: command.submittedBy, ...command.submission.data },
      SUBMISSION_SEALED_FIELDS[type],
    );
    const result = await this.decide(
      reportStreamName(reportId),
      reportDecider,
      { type: 'Submit', event: { ...SUBMISSION_EVENT[command.submission.kind], data } },
      command.context,
    );
    return { reportId, receivedAt: result.state.submittedAt!, position: result.position };
  }
}
