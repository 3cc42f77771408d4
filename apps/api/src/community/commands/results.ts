/** What more than one community command answers. */
import type { Appended } from '../../platform/event-sourcing/handle-command';

export interface CommentAppended extends Appended {
  readonly postId: string;
}

export interface ReportSubmitted extends Appended {
  readonly reportId: string;
  readonly receivedAt: string;
}
