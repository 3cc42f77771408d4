/**
 * The global validation pipe: strips nothing silently (unknown fields are an error), transforms
 * plain bodies into the contract DTOs, and reports every failure as `{ field, rule, message }`.
 */
import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@safetrails/contracts';
import { StageTiming } from '../metrics/stage-timing';

export function flattenValidationErrors(errors: readonly ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, message]) => ({
      field,
      rule,
      message: rule === 'whitelistValidation' ? `${field} is not an accepted field` : message,
    }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** The validation pipe, timed as the `validation` stage when REQUEST_STAGE_TIMING is on. */
class TimedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (!StageTiming.enabled) return super.transform(value, metadata);
    const start = process.hrtime.bigint();
    try {
      return (await super.transform(value, metadata)) as unknown;
    } finally {
      StageTiming.add('validation', start);
    }
  }
}

export function createValidationPipe(): ValidationPipe {
  return new TimedValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    // One message per field: the first rule that failed is the one worth fixing first.
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      return new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: fieldErrors.map((error) => error.message).join('; ') || 'Invalid request',
        errors: fieldErrors,
      });
    },
  });
}
