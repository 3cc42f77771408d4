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

const NOT_A_CONTRACT = new Set<unknown>([Object, Array, String, Number, Boolean, undefined]);

/**
 * A body bound to a contract class must be a JSON object. No body at all is read as `{}`, so the
 * contract's required fields are named; `null`, an array or a bare value is refused whole (Nest's
 * pipe would hand `null` through to the handler when every field of the contract is optional).
 */
function objectBody(value: unknown, metadata: ArgumentMetadata): unknown {
  if (metadata.type !== 'body' || NOT_A_CONTRACT.has(metadata.metatype)) return value;
  if (value === undefined) return {};
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  const message = 'The body must be a JSON object';
  throw new BadRequestException({
    statusCode: 400,
    error: 'Bad Request',
    message,
    errors: [{ field: 'body', rule: 'isObject', message }],
  });
}

/** The validation pipe, timed as the `validation` stage when REQUEST_STAGE_TIMING is on. */
class TimedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (!StageTiming.enabled) return super.transform(objectBody(value, metadata), metadata);
    const start = process.hrtime.bigint();
    try {
      return (await super.transform(objectBody(value, metadata), metadata)) as unknown;
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
