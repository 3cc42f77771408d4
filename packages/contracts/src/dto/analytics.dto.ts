/**
 * `POST /api/analytics/batch`: what the web app's tracker may send (docs/ANALYTICS.md). Every field
 * is from a fixed list or a day, so a batch cannot carry an address, a name or an id.
 */
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  ValidateIf,
  ValidateNested,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import {
  ANALYTICS_ACTIONS,
  ANALYTICS_BATCH_MAX_EVENTS,
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_FUNNELS,
  ANALYTICS_FUNNEL_NAMES,
  ANALYTICS_RETENTION_DAYS,
  ANALYTICS_ROUTES,
  SCROLL_DEPTHS,
  type AnalyticsAction,
  type AnalyticsEventType,
  type AnalyticsFunnelName,
  type AnalyticsRoute,
  type ScrollDepth,
} from '../constants/analytics.constants';
import { daysBetween, isCalendarDay, utcDay } from '../rules/calendar-day';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the last `ANALYTICS_RETENTION_DAYS` days, or tomorrow (a phone's clock a little ahead, a time zone east of UTC). */
function IsRecentDay(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isRecentDay',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: `day must be a UTC day (YYYY-MM-DD) within the last ${ANALYTICS_RETENTION_DAYS} days`,
      },
      validator: {
        validate(value: unknown) {
          if (!isCalendarDay(value)) return false;
          const age = daysBetween(value, utcDay());
          return age >= -1 && age <= ANALYTICS_RETENTION_DAYS;
        },
      },
    });
}

/** The step exists in the event's funnel. */
function IsStepOfFunnel(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isStepOfFunnel',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'step must be a step of the funnel, counted from 0' },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const funnel = (args.object as { funnel?: unknown }).funnel;
          if (!(ANALYTICS_FUNNEL_NAMES as readonly unknown[]).includes(funnel)) return true; // funnel's own rule says so
          const steps = ANALYTICS_FUNNELS[funnel as AnalyticsFunnelName].steps.length;
          return Number.isInteger(value) && (value as number) >= 0 && (value as number) < steps;
        },
      },
    });
}

const hasRoute = (event: AnalyticsEventInput) => event.type !== 'funnel_step';

/** One counted thing. Which fields it needs depends on its type; the others are ignored. */
export class AnalyticsEventInput {
  @IsIn(ANALYTICS_EVENT_TYPES, { message: `type must be one of ${ANALYTICS_EVENT_TYPES.join(', ')}` })
  type!: AnalyticsEventType;

  @IsRecentDay()
  day!: string;

  @ValidateIf(hasRoute)
  @IsIn(ANALYTICS_ROUTES, { message: 'route must be a route pattern of the app, such as /destination/:id' })
  route?: AnalyticsRoute;

  @ValidateIf((event: AnalyticsEventInput) => event.type === 'action')
  @IsIn(ANALYTICS_ACTIONS, { message: 'action must be a named action of the app, such as save-destination' })
  action?: AnalyticsAction;

  @ValidateIf((event: AnalyticsEventInput) => event.type === 'scroll')
  @IsIn(SCROLL_DEPTHS, { message: 'depth must be 25, 50, 75 or 100' })
  depth?: ScrollDepth;

  @ValidateIf((event: AnalyticsEventInput) => event.type === 'funnel_step')
  @IsIn(ANALYTICS_FUNNEL_NAMES, { message: `funnel must be one of ${ANALYTICS_FUNNEL_NAMES.join(', ')}` })
  funnel?: AnalyticsFunnelName;

  @ValidateIf((event: AnalyticsEventInput) => event.type === 'funnel_step')
  @IsStepOfFunnel()
  @IsInt({ message: 'step must be a whole number' })
  step?: number;
}

export class AnalyticsBatchRequest {
  @ValidateNested({ each: true })
  @Type(() => AnalyticsEventInput)
  @IsObject({ each: true, message: 'events must hold only event objects' })
  @ArrayMaxSize(ANALYTICS_BATCH_MAX_EVENTS, {
    message: `events may hold at most ${ANALYTICS_BATCH_MAX_EVENTS} items`,
  })
  @ArrayMinSize(1, { message: 'events must hold at least one event' })
  @IsArray({ message: 'events must be a list of events' })
  events!: AnalyticsEventInput[];
}

/** `GET /admin-api/analytics/summary?from=&to=`: inclusive UTC days; the last 30 days by default. */
export class AnalyticsSummaryQuery {
  @IsOptional()
  @Matches(DAY, { message: 'from must be a day, YYYY-MM-DD' })
  @IsString({ message: 'from must be a day, YYYY-MM-DD' })
  from?: string;

  @IsOptional()
  @Matches(DAY, { message: 'to must be a day, YYYY-MM-DD' })
  @IsString({ message: 'to must be a day, YYYY-MM-DD' })
  to?: string;
}
