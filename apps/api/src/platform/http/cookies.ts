/** The session cookie's name: the sessions set it (identity/sessions), and shared answers must not be cached for it. */
export const SESSION_COOKIE = 'safetrails_session';
