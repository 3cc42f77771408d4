/**
 * `/admin-api/feedback`, `/data-reports`, `/bug-reports` and `/surveys`: the feedback hub's
 * submissions, each form with its own fields, and their triage status. A status change is the
 * moderation queue's action on the submission's item (one mechanism, one log), never an event of
 * its own here.
 */
import { Body, Controller, Get, Inject, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import type {
  AdminBugReport,
  AdminDataReport,
  AdminFeedback,
  AdminReportBase,
  AdminSurvey,
  SurveyAggregates,
} from '@safetrails/contracts';
import { SurveyAggregatesQuery, UpdateReportRequest } from '@safetrails/contracts/dto';
import { Access } from '../../../platform/http/access.decorator';
import { READ_POOL } from '../../../platform/database/database.module';
import { listResource, oneResource } from '../resource-list';
import { reportDefinition, type SubmissionKind } from './report-resources';
import { ReportStatusChanger } from './report-status-changer';
import { ReportStatusSource } from './report-status';
import { SurveyAggregator } from './survey-aggregates';

@ApiTags('admin')
@Controller('admin-api')
export class ReportResourcesController {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly statuses: ReportStatusSource,
    private readonly changer: ReportStatusChanger,
    private readonly surveys: SurveyAggregator,
  ) {}

  @Get('feedback')
  @Access('moderator')
  @ApiOperation({ summary: 'Share Feedback submissions: filter q, status, feedbackType, rating, received...' })
  feedbackList(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.list<AdminFeedback>('feedback', query, reply);
  }

  @Get('feedback/:id')
  @Access('moderator')
  feedback(@Param('id') id: string): Promise<AdminFeedback> {
    return this.one('feedback', id);
  }

  @Put('feedback/:id')
  @Access('moderator')
  @ApiOperation({ summary: 'Move the status (new, in_review, resolved, dismissed) with a reason' })
  updateFeedback(@Param('id') id: string, @Body() body: UpdateReportRequest, @Req() request: FastifyRequest) {
    return this.update<AdminFeedback>('feedback', id, body, request);
  }

  @Get('data-reports')
  @Access('moderator')
  @ApiOperation({ summary: 'Report Data Issue submissions, with the item they name' })
  dataReportList(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.list<AdminDataReport>('data_report', query, reply);
  }

  @Get('data-reports/:id')
  @Access('moderator')
  dataReport(@Param('id') id: string): Promise<AdminDataReport> {
    return this.one('data_report', id);
  }

  @Put('data-reports/:id')
  @Access('moderator')
  @ApiOperation({ summary: 'Move the status (new, in_review, resolved, dismissed) with a reason' })
  updateDataReport(@Param('id') id: string, @Body() body: UpdateReportRequest, @Req() request: FastifyRequest) {
    return this.update<AdminDataReport>('data_report', id, body, request);
  }

  @Get('bug-reports')
  @Access('moderator')
  @ApiOperation({ summary: 'Bug reports with severity, steps, browser, device, page and screenshot link' })
  bugReportList(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.list<AdminBugReport>('bug_report', query, reply);
  }

  @Get('bug-reports/:id')
  @Access('moderator')
  bugReport(@Param('id') id: string): Promise<AdminBugReport> {
    return this.one('bug_report', id);
  }

  @Put('bug-reports/:id')
  @Access('moderator')
  @ApiOperation({ summary: 'Move the status (new, in_review, resolved, dismissed) with a reason' })
  updateBugReport(@Param('id') id: string, @Body() body: UpdateReportRequest, @Req() request: FastifyRequest) {
    return this.update<AdminBugReport>('bug_report', id, body, request);
  }

  @Get('surveys/aggregates')
  @Access('moderator')
  @ApiOperation({ summary: 'Counts per answer of every survey question (optional since/until), for charts' })
  surveyAggregates(@Query() query: SurveyAggregatesQuery): Promise<SurveyAggregates> {
    return this.surveys.aggregate(query.since ?? null, query.until ?? null);
  }

  @Get('surveys')
  @Access('moderator')
  @ApiOperation({ summary: 'Survey answers: filter status, travelFrequency, mostImportantFactor, appUsage, appRating' })
  surveyList(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.list<AdminSurvey>('survey', query, reply);
  }

  @Get('surveys/:id')
  @Access('moderator')
  survey(@Param('id') id: string): Promise<AdminSurvey> {
    return this.one('survey', id);
  }

  @Put('surveys/:id')
  @Access('moderator')
  @ApiOperation({ summary: 'Move the status (new, in_review, resolved, dismissed) with a reason' })
  updateSurvey(@Param('id') id: string, @Body() body: UpdateReportRequest, @Req() request: FastifyRequest) {
    return this.update<AdminSurvey>('survey', id, body, request);
  }

  private async list<Rec>(kind: SubmissionKind, query: Record<string, unknown>, reply: FastifyReply): Promise<Rec[]> {
    return listResource<Rec>(this.pool, reportDefinition(kind, await this.statuses.columns()), query, reply);
  }

  private async one<Rec>(kind: SubmissionKind, id: string): Promise<Rec> {
    return oneResource<Rec>(this.pool, reportDefinition(kind, await this.statuses.columns()), id);
  }

  private async update<Rec extends AdminReportBase>(
    kind: SubmissionKind,
    id: string,
    body: UpdateReportRequest,
    request: FastifyRequest,
  ): Promise<Rec> {
    const current = await this.one<Rec>(kind, id);
    if (body.status === undefined || body.status === current.status) return current;
    await this.changer.change(kind, current.id, current.status, body.status, body.reason ?? null, request);
    return this.one<Rec>(kind, id);
  }
}
