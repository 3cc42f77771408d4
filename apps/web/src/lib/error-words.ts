/**
 * The API's refusals in the page's language. The server answers in English with a stable `code`
 * (`RATE_LIMITED`, `CONCURRENT_MODIFICATION`...) and, for a form, each field's failed `rule`
 * (`maxLength`, `isIn`...): the app says those in the traveller's language. English keeps the
 * server's own sentence, the most precise ("phone may hold only digits, spaces and + - ( )"); another
 * language says what the rule means, without guessing what the server did not say.
 */
import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { FieldError } from '@safetrails/contracts';
import { ApiError, isErrorResponse, NetworkError } from './api-client';

const RULE_WORDS = defineMessages({
  required: { id: 'error.rule.required', defaultMessage: 'This is required.' },
  date: { id: 'error.rule.date', defaultMessage: 'Enter a date.' },
});

const RULES: Readonly<Record<string, MessageDescriptor>> = {
  isNotEmpty: RULE_WORDS.required,
  isDefined: RULE_WORDS.required,
  isDateString: RULE_WORDS.date,
  isISO8601: RULE_WORDS.date,
  ...defineMessages({
    maxLength: { id: 'error.rule.tooLong', defaultMessage: 'This is too long.' },
    minLength: { id: 'error.rule.tooShort', defaultMessage: 'This is too short.' },
    isIn: { id: 'error.rule.choose', defaultMessage: 'Choose one of the options offered.' },
    isInt: { id: 'error.rule.wholeNumber', defaultMessage: 'Enter a whole number.' },
    isNumber: { id: 'error.rule.number', defaultMessage: 'Enter a number.' },
    min: { id: 'error.rule.tooSmall', defaultMessage: 'This number is too small.' },
    max: { id: 'error.rule.tooLarge', defaultMessage: 'This number is too large.' },
    matches: { id: 'error.rule.form', defaultMessage: 'This is not in the form expected.' },
    isEmail: { id: 'error.rule.email', defaultMessage: 'Enter an email address.' },
    isUrl: { id: 'error.rule.url', defaultMessage: 'Enter a web address, starting with https://.' },
    arrayMaxSize: { id: 'error.rule.tooMany', defaultMessage: 'There are too many entries.' },
    arrayUnique: { id: 'error.rule.repeated', defaultMessage: 'An entry is repeated.' },
    isLatitude: { id: 'error.rule.latitude', defaultMessage: 'Enter a latitude between -90 and 90.' },
    isLongitude: { id: 'error.rule.longitude', defaultMessage: 'Enter a longitude between -180 and 180.' },
    isFuture: { id: 'error.rule.future', defaultMessage: 'Choose a time in the future.' },
  }),
};

const BUSY = defineMessage({ id: 'error.code.busy', defaultMessage: 'SafeTrails is busy. Try again in a moment.' });

/** The codes a traveller can meet, said in her language. */
const CODES: Readonly<Record<string, MessageDescriptor>> = {
  BUSY,
  DATABASE_UNAVAILABLE: BUSY,
  READ_MODEL_LAGGING: BUSY,
  ...defineMessages({
    CONCURRENT_MODIFICATION: {
      id: 'error.code.concurrent',
      defaultMessage: 'Someone changed this at the same moment. Reload the page and try again.',
    },
    BANNED: { id: 'error.code.banned', defaultMessage: 'Your account cannot post or change anything for now.' },
    BETA_ACCESS_REQUIRED: {
      id: 'error.code.beta',
      defaultMessage: 'This needs beta access: enter your invitation code first.',
    },
    CSRF_TOKEN_INVALID: {
      id: 'error.code.csrf',
      defaultMessage: 'Your session changed in another tab. Reload the page and try again.',
    },
    NO_EMAIL_ADDRESS: {
      id: 'error.code.noEmail',
      defaultMessage: 'Your account has no email address: sign in with a provider that gives one to get alert emails.',
    },
    EMAIL_NOT_SENT: {
      id: 'error.code.emailNotSent',
      defaultMessage: 'The email could not be sent just now: try again in a minute.',
    },
    EMAIL_UNAVAILABLE: { id: 'error.code.emailUnavailable', defaultMessage: 'Email is not set up on this server.' },
    PUSH_UNAVAILABLE: {
      id: 'error.code.pushUnavailable',
      defaultMessage: 'Push notifications are not set up on this server.',
    },
    LINK_EXPIRED: { id: 'error.code.linkExpired', defaultMessage: 'This link has expired: ask for a new one.' },
    TOO_MANY_PLACES: {
      id: 'error.code.tooManyPlaces',
      defaultMessage: 'You monitor as many places as you can: remove one to add another.',
    },
    DESTINATION_NOT_FOUND: { id: 'error.code.noDestination', defaultMessage: 'This destination is not in SafeTrails.' },
    ALERT_CLOSED: { id: 'error.code.alertClosed', defaultMessage: 'This alert has ended.' },
    NOT_ALERT_AUTHOR: { id: 'error.code.notAlertAuthor', defaultMessage: 'Only the person who raised it can do this.' },
  }),
};

const GENERIC = defineMessages({
  offline: {
    id: 'error.offline',
    defaultMessage: 'SafeTrails could not be reached. Check your connection and try again.',
  },
  server: { id: 'error.server', defaultMessage: 'Something went wrong on our side. Try again in a moment.' },
  refused: { id: 'error.refused', defaultMessage: 'This was not accepted.' },
});

function speaksEnglish(intl: IntlShape): boolean {
  return intl.locale === 'en';
}

/** One field's refusal: the server's sentence in English, what its rule means in another language. */
export function fieldErrorText(intl: IntlShape, error: Pick<FieldError, 'rule' | 'message'>): string {
  if (speaksEnglish(intl)) return error.message;
  return intl.formatMessage(RULES[error.rule] ?? GENERIC.refused);
}

/**
 * A refused write as a sentence in the page's language; `fallback` where the app has something more
 * useful to say than a generic failure (the server's sentence is English's).
 */
export function errorText(intl: IntlShape, error: unknown, fallback?: string): string {
  if (error instanceof NetworkError) return intl.formatMessage(GENERIC.offline);
  if (!(error instanceof ApiError)) return fallback ?? intl.formatMessage(GENERIC.server);
  const body = isErrorResponse(error.body) ? error.body : null;
  if (error.status === 429) return rateLimitedText(intl, body?.retryAfter ?? null, body?.message ?? null);
  if (body && speaksEnglish(intl)) return body.message;
  const coded = body?.code ? CODES[body.code] : undefined;
  if (coded) return intl.formatMessage(coded);
  if (fallback) return fallback;
  return intl.formatMessage(error.status >= 500 ? GENERIC.server : GENERIC.refused);
}

/** 429 RATE_LIMITED: when to try again, in seconds where the server said. */
export function rateLimitedText(intl: IntlShape, retryAfter: number | null, serverMessage: string | null): string {
  if (serverMessage && speaksEnglish(intl)) return serverMessage;
  return intl.formatMessage(
    {
      id: 'error.rateLimited',
      defaultMessage:
        '{seconds, select, unknown {Too many changes in a short time. Please wait a minute and try again.} other {Too many changes in a short time. Please try again in {count, plural, one {# second} other {# seconds}}.}}',
    },
    { seconds: retryAfter === null ? 'unknown' : 'known', count: retryAfter ?? 0 },
  );
}
