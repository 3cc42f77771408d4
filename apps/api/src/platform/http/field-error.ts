/**
 * A 400 about one field of a request, in the shape the validation pipe gives every refusal:
 * `errors` names the field and the rule it broke, so a client can point at it.
 */
import { BadRequestException } from '@nestjs/common';

export function fieldError(field: string, rule: string, message: string): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    error: 'Bad Request',
    message,
    errors: [{ field, rule, message }],
  });
}
