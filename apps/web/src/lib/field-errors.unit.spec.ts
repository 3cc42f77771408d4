import { ApiError } from './api-client';
import { fieldErrorsOf, topLevelField } from './field-errors';

describe('fieldErrorsOf', () => {
  const invalid = (errors: { field: string; rule: string; message: string }[]) =>
    new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'Validation failed', errors });

  it('keeps the first message per top-level field', () => {
    const errors = fieldErrorsOf(
      invalid([
        { field: 'phone', rule: 'matches', message: 'phone may contain only digits' },
        { field: 'phone', rule: 'maxLength', message: 'phone must be at most 30 characters' },
        { field: 'languages.2', rule: 'isNotEmpty', message: 'each language must not be empty' },
      ]),
    );
    expect(errors).toEqual({ phone: 'phone may contain only digits', languages: 'each language must not be empty' });
  });

  it('is empty for anything but a 400 with field errors', () => {
    expect(fieldErrorsOf(new ApiError(500, null))).toEqual({});
    expect(fieldErrorsOf(new Error('offline'))).toEqual({});
  });
});

describe('topLevelField', () => {
  it('names the form field of a nested path', () => {
    expect(topLevelField('privacySettings.shareLocation')).toBe('privacySettings');
    expect(topLevelField('languages[0]')).toBe('languages');
    expect(topLevelField('bio')).toBe('bio');
  });
});
