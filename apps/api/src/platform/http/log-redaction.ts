/**
 * What never reaches a log line: email addresses anywhere in a message, and the values of query
 * parameters that carry secrets or personal data (OAuth codes and states, invitation tokens,
 * emails). Cookies and CSRF tokens are removed by pino's `redact` paths (request-logging.ts).
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const SECRET_PARAMETERS =
  /([?&](?:code|state|token|access_token|id_token|refresh_token|password|secret|email|q)=)[^&#]*/gi;

export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** A request URL as it may be logged: secret-bearing query values replaced, emails masked. */
export function redactUrl(url: string): string {
  return redactText(url.replace(SECRET_PARAMETERS, '$1[redacted]').replace(/%40/gi, '@'));
}
