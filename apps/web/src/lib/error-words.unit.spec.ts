/**
 * The API answers in English with a stable code and each field's rule: English keeps the server's
 * sentence, another language says what the code or the rule means.
 */
import { createIntl } from 'react-intl';
import en from '@/i18n/messages/en.json';
import es from '@/i18n/messages/es.json';
import ar from '@/i18n/messages/ar.json';
import { ApiError, NetworkError } from './api-client';
import { errorText, fieldErrorText } from './error-words';
import { fieldErrorsOf } from './field-errors';
import { rateLimitedMessage } from './rate-limited';

const english = createIntl({ locale: 'en', messages: en });
const spanish = createIntl({ locale: 'es', messages: es });
const arabic = createIntl({ locale: 'ar', messages: ar });

const refused = (body: Record<string, unknown>, status = 400) =>
  new ApiError(status, { statusCode: status, error: 'Bad Request', ...body });

describe('the API’s refusals in her language', () => {
  it('keeps the server’s own sentence in English, and says what a field’s rule means elsewhere', () => {
    const tooLong = { rule: 'maxLength', message: 'bio must be at most 1000 characters' };
    expect(fieldErrorText(english, tooLong)).toBe('bio must be at most 1000 characters');
    expect(fieldErrorText(spanish, tooLong)).toBe('Es demasiado largo.');
    expect(fieldErrorText(spanish, { rule: 'somethingNew', message: 'x' })).toBe('No se aceptó.');
    const invalid = refused({
      message: 'Validation failed',
      errors: [{ field: 'phone', rule: 'matches', message: 'phone may hold only digits' }],
    });
    expect(fieldErrorsOf(invalid, spanish)).toEqual({ phone: 'No tiene la forma esperada.' });
    expect(fieldErrorsOf(invalid)).toEqual({ phone: 'phone may hold only digits' });
  });

  it('translates a code a traveller can meet, and says when to try again after too many writes', () => {
    const conflict = refused({ code: 'CONCURRENT_MODIFICATION', message: 'The item changed meanwhile' }, 409);
    expect(errorText(english, conflict)).toBe('The item changed meanwhile');
    expect(errorText(spanish, conflict)).toBe(
      'Alguien lo cambió en el mismo momento. Recarga la página e inténtalo de nuevo.',
    );
    const limited = refused(
      { code: 'RATE_LIMITED', message: 'Too many saves. Try again in 42 seconds.', retryAfter: 42 },
      429,
    );
    expect(rateLimitedMessage(limited, english)).toBe('Too many saves. Try again in 42 seconds.');
    expect(rateLimitedMessage(limited, spanish)).toBe(
      'Demasiados cambios en poco tiempo. Inténtalo de nuevo dentro de 42 segundos.',
    );
    expect(rateLimitedMessage(refused({ code: 'RATE_LIMITED', message: 'x', retryAfter: 2 }, 429), arabic)).toContain(
      'ثانيتين',
    );
  });

  it('falls back to the screen’s own words, then to a generic line, never to English', () => {
    expect(errorText(spanish, refused({ code: 'SOMETHING_ELSE', message: 'Nope' }, 409), 'No se pudo guardar')).toBe(
      'No se pudo guardar',
    );
    expect(errorText(spanish, new ApiError(500, null))).toBe(
      'Algo ha fallado por nuestra parte. Inténtalo de nuevo en un momento.',
    );
    expect(errorText(spanish, new NetworkError(new TypeError('fetch failed')))).toBe(
      'No se pudo conectar con SafeTrails. Revisa tu conexión e inténtalo de nuevo.',
    );
  });
});
