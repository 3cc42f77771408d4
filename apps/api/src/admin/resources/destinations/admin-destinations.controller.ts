/**
 * `/admin-api/destinations`: every destination with the score travellers see and the baseline
 * behind it. Revising a baseline (with its source and a reason) is `ReviseBaselineCommand` →
 * `BaselineRevised`, which writes a score-history row the audit view shows. It is an admin's
 * decision, not a moderator's: one revision moves the score every traveller reads, where a
 * moderator's actions touch one contribution at a time.
 */
import { Body, Controller, Get, Inject, Param, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  PRIOR_SOURCE_KINDS,
  REGIONS,
  SAFETY_METRICS,
  type AdminDestination,
  type MetricSource,
  type MetricValues,
  type SafetyMetric,
} from '@safetrails/contracts';
import { UpdateAdminDestinationRequest } from '@safetrails/contracts/dto';
import { explainScore, type ExplainableState } from '@safetrails/scoring';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { AppConfig } from '../../../config/app.config';
import { ReviseBaselineCommand } from '../../../destinations/commands/revise-baseline/revise-baseline.command';
import { Access } from '../../../platform/http/access.decorator';
import { userContext } from '../../../identity/http/user-context';
import { READ_POOL } from '../../../platform/database/database.module';
import type { Appended } from '../../../platform/event-sourcing/handle-command';
import { ProjectionWaiter } from '../../../platform/live/projection-waiter';
import { fieldError } from '../../../platform/http/field-error';
import { iso, listResource, oneResource, requireReason, type ResourceDefinition } from '../resource-list';

const COLUMN: Readonly<Record<SafetyMetric, string>> = {
  safetyScore: 'safety_score',
  walkability: 'walkability',
  publicTransport: 'public_transport',
  harassmentLevel: 'harassment_level',
  pettyCrime: 'petty_crime',
  medicalAccess: 'medical_access',
};

/** What the overall score starts from, as `PRIOR_SOURCE_KINDS` names it (the fold's rule: a measured baseline, else the governments' advice). */
const PRIOR_SOURCE = `CASE WHEN jsonb_typeof(d.score_state->'baseline'->'safetyScore') = 'number' THEN 'baseline'
  WHEN jsonb_typeof(d.score_state->'advisoryPrior') = 'object' THEN 'official advisories'
  ELSE 'travellers only' END`;

const METRICS = `jsonb_build_object(${SAFETY_METRICS.map((metric) => `'${metric}', round(d.${COLUMN[metric]})::int`).join(', ')})`;

const DESTINATIONS: ResourceDefinition = {
  resource: 'destinations',
  from: 'rm_destinations.destinations d',
  select: `d.destination_id AS id, d.name, d.country, d.country_code AS "countryCode", d.region, d.latitude, d.longitude,
    d.population, d.origin, d.featured,
    CASE WHEN d.safety_score IS NULL THEN jsonb_build_object(${SAFETY_METRICS.map((metric) => `'${metric}', null`).join(', ')})
      ELSE ${METRICS} END AS metrics,
    d.score_state->'baseline' AS baseline, d.baseline_source AS "baselineSource",
    ${PRIOR_SOURCE} AS "priorSource",
    jsonb_array_length(d.score_state->'advisoryPrior'->'sources') AS "priorGovernments",
    (d.score_state->'advisoryPrior'->>'highestLevel')::int AS "priorHighestLevel",
    d.rating_count AS "ratingCount",
    ${iso('d.score_updated_at')} AS "scoreUpdatedAt", ${iso('d.registered_at')} AS "registeredAt"`,
  scope: null,
  sortable: {
    name: 'd.name',
    country: 'd.country',
    safetyScore: 'd.safety_score',
    population: 'd.population',
    ratingCount: 'd.rating_count',
    scoreUpdatedAt: 'd.score_updated_at',
    registeredAt: 'd.registered_at',
    countryCode: 'd.country_code',
    region: 'd.region',
    origin: 'd.origin',
    featured: 'd.featured',
    id: 'd.destination_id',
    priorHighestLevel: `(d.score_state->'advisoryPrior'->>'highestLevel')::int`,
  },
  defaultSort: ['name', 'ASC'],
  tiebreak: 'd.destination_id',
  filters: {
    id: { kind: { type: 'integer' }, sql: (value) => `d.destination_id = ANY(${value}::int[])` },
    q: {
      kind: { type: 'text' },
      sql: (value) => `d.name_key LIKE '%' || public.search_key(${value}) || '%'`,
    },
    country: { kind: { type: 'text' }, sql: (value) => `d.country_key = public.search_key(${value})` },
    countryCode: { kind: { type: 'text' }, sql: (value) => `d.country_code = upper(${value})` },
    region: { kind: { type: 'enum', values: REGIONS }, sql: (value) => `d.region = ANY(${value}::text[])` },
    rated: { kind: { type: 'boolean' }, sql: (value) => `(d.safety_score IS NOT NULL) = ${value}` },
    hasBaseline: {
      kind: { type: 'boolean' },
      sql: (value) => `(jsonb_typeof(d.score_state->'baseline') = 'object') = ${value}`,
    },
    featured: { kind: { type: 'boolean' }, sql: (value) => `d.featured = ${value}` },
    priorSource: {
      kind: { type: 'enum', values: PRIOR_SOURCE_KINDS },
      sql: (value) => `(${PRIOR_SOURCE}) = ANY(${value}::text[])`,
    },
    priorHighestLevel: {
      kind: { type: 'integer' },
      sql: (value) => `(d.score_state->'advisoryPrior'->>'highestLevel')::int = ANY(${value}::int[])`,
    },
  },
  idColumn: 'd.destination_id',
  idType: 'integer',
  notFound: 'No such destination',
};

function sameSource(left: MetricSource | null, right: MetricSource | null): boolean {
  if (!left || !right) return left === right;
  return left.source === right.source && left.asOf === right.asOf && (left.url ?? null) === (right.url ?? null);
}

@ApiTags('admin')
@Controller('admin-api/destinations')
export class AdminDestinationsController {
  constructor(
    @Inject(READ_POOL) private readonly pool: Pool,
    private readonly commandBus: CommandBus,
    private readonly waiter: ProjectionWaiter,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Access('moderator')
  @ApiOperation({ summary: 'Destinations with their scores and baselines: filter q, country, region, rated, ...' })
  list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminDestination[]> {
    return listResource(this.pool, DESTINATIONS, query, reply);
  }

  @Get(':id')
  @Access('moderator')
  @ApiOperation({
    summary: 'One destination, with how its overall score is worked out (as the traveller’s page explains it)',
  })
  one(@Param('id') id: string): Promise<AdminDestination> {
    return this.explained(id);
  }

  /** The record and its score's explanation, read together from the read model. */
  private async explained(id: string): Promise<AdminDestination> {
    const record = await oneResource<AdminDestination>(this.pool, DESTINATIONS, id);
    const { rows } = await this.pool.query<{ score_state: ExplainableState }>(
      `SELECT score_state - 'neighbourhoods' AS score_state FROM rm_destinations.destinations WHERE destination_id = $1`,
      [record.id],
    );
    return rows[0] ? { ...record, explanation: explainScore(rows[0].score_state) } : record;
  }

  @Put(':id')
  @Access('admin')
  @ApiOperation({
    summary: 'Revise the baseline with its source and a reason (BaselineRevised); admins only; whole record accepted',
  })
  async update(
    @Param('id') id: string,
    @Body() body: UpdateAdminDestinationRequest,
    @Req() request: FastifyRequest,
  ): Promise<AdminDestination> {
    const current = await oneResource<AdminDestination>(this.pool, DESTINATIONS, id);
    const baseline = this.baselineOf(body, current);
    const source = body.baselineSource
      ? { source: body.baselineSource.source, asOf: body.baselineSource.asOf, url: body.baselineSource.url ?? null }
      : current.baselineSource;
    const unchanged =
      (baseline === null || SAFETY_METRICS.every((metric) => baseline[metric] === current.baseline?.[metric])) &&
      sameSource(source, current.baselineSource);
    if (unchanged) return this.explained(id);
    if (!baseline) throw fieldError('baseline', 'isNotEmpty', 'baseline is required: all six metrics from 0 to 100');
    if (!source) {
      throw fieldError('baselineSource', 'isNotEmpty', 'baselineSource is required: where the baseline comes from');
    }
    const result: Appended = await this.commandBus.execute(
      new ReviseBaselineCommand(
        current.id,
        baseline,
        source,
        requireReason(body.reason),
        userContext(request, this.config.COOKIE_SECRET),
      ),
    );
    await this.waiter.waitFor('destinations', result.position);
    return this.explained(id);
  }

  /** The body's metrics over the current baseline; null when neither has one; a 400 when incomplete. */
  private baselineOf(body: UpdateAdminDestinationRequest, current: AdminDestination): MetricValues | null {
    if (!body.baseline) return current.baseline;
    const merged: Partial<Record<SafetyMetric, number>> = { ...current.baseline };
    for (const metric of SAFETY_METRICS) {
      const value = body.baseline[metric];
      if (value !== undefined && value !== null) merged[metric] = value;
    }
    const missing = SAFETY_METRICS.filter((metric) => merged[metric] === undefined);
    if (missing.length > 0) {
      throw fieldError(
        `baseline.${missing[0]}`,
        'isNotEmpty',
        `a first baseline needs all six metrics; missing ${missing.join(', ')}`,
      );
    }
    return merged as MetricValues;
  }
}
