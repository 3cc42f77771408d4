/** The one error shape every API route answers with. */
export interface FieldError {
  readonly field: string;
  /** The validation rule that failed, e.g. `isEmail`, `isNotEmpty`, `maxLength`, `whitelistValidation`. */
  readonly rule: string;
  readonly message: string;
}

export interface ErrorResponse {
  readonly statusCode: number;
  readonly error: string;
  readonly message: string;
  readonly errors?: readonly FieldError[];
  readonly code?: string;
  /** With 503 PROVIDER_NOT_CONFIGURED: the settings an operator must set. */
  readonly settings?: readonly string[];
  /** With 429 RATE_LIMITED: seconds until a write may be tried again (also the Retry-After header). */
  readonly retryAfter?: number;
  /** With 409 RESEND_TOO_SOON and DECLINED_RECENTLY: when it may be tried again (ISO instant). */
  readonly retryAt?: string;
}
