import type { ValidationError } from '@nestjs/common';
import { flattenValidationErrors } from './validation.pipe';

describe('flattenValidationErrors', () => {
  it('turns nested class-validator errors into field, rule and message, with dotted paths', () => {
    const errors: ValidationError[] = [
      { property: 'email', constraints: { isEmail: 'email must be a valid email address' }, children: [] },
      { property: 'extra', constraints: { whitelistValidation: 'property extra should not exist' }, children: [] },
      {
        property: 'profile',
        children: [{ property: 'age', constraints: { min: 'age must be at least 16' }, children: [] }],
      },
    ];
    expect(flattenValidationErrors(errors)).toEqual([
      { field: 'email', rule: 'isEmail', message: 'email must be a valid email address' },
      { field: 'extra', rule: 'whitelistValidation', message: 'extra is not an accepted field' },
      { field: 'profile.age', rule: 'min', message: 'age must be at least 16' },
    ]);
  });
});
