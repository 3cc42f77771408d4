/**
 * The global validation pipe: strips nothing silently (unknown fields are an error), transforms
 * plain bodies into the contract DTOs, and reports every failure as `{ field, rule, message }`.
 */
import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@safetrails/contracts';

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

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
