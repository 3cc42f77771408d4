/**
 * A status change asked of a submission resource, carried out as the moderation queue's action on
 * the submission's item (`<kind>-<reportId>`): resolved → resolve, dismissed → dismiss, new →
 * reopen, in_review → claim. The queue's commands append the events and write the moderation log;
 * this only translates.
 */
import { HttpException, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ReportStatus } from '@safetrails/contracts';
import type { SubmissionKind } from './report-resources';

@Injectable()
export class ReportStatusChanger {
  async change(
    _kind: SubmissionKind,
    _reportId: string,
    _status: ReportStatus,
    _reason: string | null,
    _request: FastifyRequest,
  ): Promise<void> {
    // The moderation queue's commands are being built alongside (A1); until they exist, say so
    // rather than append a second kind of status event.
    await Promise.resolve();
    throw new HttpException(
      {
        statusCode: 501,
        error: 'Not Implemented',
        code: 'MODERATION_PENDING',
        message: 'Report statuses change through the moderation queue, which is not available yet',
      },
      501,
    );
  }
}
