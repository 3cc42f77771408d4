/**
 * A traveller's flag on a post, a comment, a tip or a rating: one `report-<uuid>` stream per
 * traveller per target (the stream is named by both), so flagging twice answers the first flag.
 * The forum's and the moderation module's flag handlers both append through here.
 */
import { CommunityEventTypes, reportStreamName, type ContentFlaggedData } from '@safetrails/contracts';
import type { EventStore } from '@safetrails/event-store';
import type { CommandContext } from '../../platform/event-sourcing/command-context';
import { handleCommand } from '../../platform/event-sourcing/handle-command';
import { uuidFrom } from '../../platform/event-sourcing/ids';
import { reportDecider } from '../domain/report';
import type { ReportSubmitted } from './results';

export async function appendContentFlag(
  store: EventStore,
  userId: string,
  flag: Omit<ContentFlaggedData, 'reportId' | 'submittedBy'>,
  context: CommandContext,
): Promise<ReportSubmitted> {
  const reportId = uuidFrom('content-flag', flag.targetType, flag.targetId, userId);
  const data: ContentFlaggedData = { reportId, submittedBy: userId, ...flag };
  const result = await handleCommand(
    store,
    reportStreamName(reportId),
    reportDecider,
    { type: 'Submit', event: { ...CommunityEventTypes.ContentFlagged, data } },
    context,
  );
  return { reportId, receivedAt: result.state.submittedAt!, position: result.position };
}
