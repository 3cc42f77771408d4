/**
 * The feedback hub's four forms (spec part 2 sections 3, 5 and 7): feedback, data reports, surveys
 * and bug reports. Open to anonymous visitors like the waitlist: CSRF-checked, rate-limited per
 * address, no sign-in needed; a signed-in sender is recorded. Each submission is one event on its
 * own `report-<uuid>` stream and lands in the `reports` read model as `new` for the moderators.
 */
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  REPORTS_PROJECTION,
  type ReportKind,
  type ReportReceipt,
  type SubmissionMetadata,
} from '@safetrails/contracts';
import {
  SubmitBugReportRequest,
  SubmitDataReportRequest,
  SubmitFeedbackRequest,
  SubmitSurveyRequest,
  type SubmissionMetadataInput,
} from '@safetrails/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app.config';
import { Access } from '../../platform/http/access.decorator';
import { userContext } from '../../identity/http/user-context';
import { anonymousContext } from '../../platform/http/request-context';
import { ProjectionWaiter } from '../../platform/live/projection-waiter';
import { WriteLimit } from '../../platform/rate-limit/write-limit.decorator';
import type { ReportSubmitted } from '../commands/results';
import { SubmitReportCommand, type ReportSubmission } from '../commands/submit-report/submit-report.command';

function metadataOf(input: SubmissionMetadataInput | null | undefined): SubmissionMetadata | null {
  if (!input) return null;
  return {
    userAgent: input.userAgent ?? null,
    url: input.url ?? null,
    timestamp: input.timestamp ?? null,
    ...(input.screenWidth !== undefined ? { screenWidth: input.screenWidth } : {}),
    ...(input.screenHeight !== undefined ? { screenHeight: input.screenHeight } : {}),
  };
}

@ApiTags('feedback')
@ApiHeader({ name: 'x-csrf-token', required: true, description: 'From the page meta tag or GET /api/csrf-token' })
@ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Repeat it when retrying the same submit' })
@ApiResponse({ status: 201, description: 'Queued for the moderators: `{ id, kind, status: "new", receivedAt }`' })
@ApiResponse({ status: 400, description: 'A field broke a rule: `errors: [{ field, rule, message }]`' })
@ApiResponse({ status: 429, description: 'Too many submissions from this address; try again in a minute' })
@Controller()
export class FeedbackController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Post('feedback')
  @HttpCode(201)
  @Access('public')
  @WriteLimit('feedback')
  @ApiOperation({ summary: 'Share feedback (general, bug, feature or data)' })
  feedback(@Body() body: SubmitFeedbackRequest, @Req() request: FastifyRequest): Promise<ReportReceipt> {
    return this.submit(request, {
      kind: 'feedback',
      data: {
        feedbackType: body.feedbackType,
        message: body.message,
        category: body.category ?? null,
        rating: body.rating ?? null,
        metadata: metadataOf(body.metadata),
      },
    });
  }

  @Post('data-reports')
  @HttpCode(201)
  @Access('public')
  @WriteLimit('feedback')
  @ApiOperation({ summary: 'Report a data issue on a destination, accommodation or activity' })
  dataReport(@Body() body: SubmitDataReportRequest, @Req() request: FastifyRequest): Promise<ReportReceipt> {
    return this.submit(request, {
      kind: 'data_report',
      data: { itemType: body.itemType, itemId: body.itemId, issue: body.issue, correction: body.correction ?? null },
    });
  }

  @Post('surveys')
  @HttpCode(201)
  @Access('public')
  @WriteLimit('feedback')
  @ApiOperation({ summary: 'Answer the survey' })
  survey(@Body() body: SubmitSurveyRequest, @Req() request: FastifyRequest): Promise<ReportReceipt> {
    return this.submit(request, {
      kind: 'survey',
      data: {
        travelFrequency: body.travelFrequency,
        travelTypes: body.travelTypes,
        preferredFeatures: body.preferredFeatures,
        mostImportantFactor: body.mostImportantFactor,
        // The form shows "other factor" only with `other`; anything sent with another choice is dropped.
        otherFactor: body.mostImportantFactor === 'other' ? (body.otherFactor ?? null) : null,
        appUsage: body.appUsage,
        appRating: body.appRating ?? null,
        missingFeatures: body.missingFeatures ?? null,
        extraFeedback: body.extraFeedback ?? null,
        email: body.email ?? null,
      },
    });
  }

  @Post('bug-reports')
  @HttpCode(201)
  @Access('public')
  @WriteLimit('feedback')
  @ApiOperation({ summary: 'Report a bug' })
  bugReport(@Body() body: SubmitBugReportRequest, @Req() request: FastifyRequest): Promise<ReportReceipt> {
    return this.submit(request, {
      kind: 'bug_report',
      data: {
        title: body.title,
        description: body.description,
        severity: body.severity,
        steps: body.steps,
        url: body.url ?? null,
        browser: body.browser ?? null,
        device: body.device ?? null,
        screenshot: body.screenshot ?? null,
        email: body.email ?? null,
        contactAllowed: body.contactAllowed ?? false,
        metadata: metadataOf(body.metadata),
      },
    });
  }

  private async submit(request: FastifyRequest, submission: ReportSubmission): Promise<ReportReceipt> {
    const principal = request.principal ?? null;
    const context = principal
      ? userContext(request, this.config.COOKIE_SECRET)
      : anonymousContext(request, this.config.COOKIE_SECRET);
    const result: ReportSubmitted = await this.commandBus.execute(
      new SubmitReportCommand(submission, principal?.userId ?? null, context),
    );
    await this.waiter.waitFor(REPORTS_PROJECTION, result.position);
    const kind: ReportKind = submission.kind;
    return { id: result.reportId, kind, status: 'new', receivedAt: result.receivedAt };
  }
}
