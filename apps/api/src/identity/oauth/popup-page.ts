/**
 * The page the sign-in popup lands on after the provider: it carries the outcome as inert JSON, and
 * /auth-callback.js (a static file of the web app: the content policy allows no inline script)
 * posts it to the window that opened the popup, on this origin only, then closes the popup.
 */
import type { AuthPopupMessage } from '@safetrails/contracts';

/** Only this page's own script may run; nothing may frame it. */
export const POPUP_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'content-type': 'text/html; charset=utf-8',
};

export function popupPage(message: AuthPopupMessage): string {
  const title = message.type === 'auth-success' ? 'Signed in' : 'Sign-in failed';
  const text =
    message.type === 'auth-success'
      ? 'You are signed in. This window closes by itself.'
      : `Sign-in did not complete: ${message.error}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · SafeTrails</title>
<script id="auth-result" type="application/json">${jsonForScript(message)}</script>
<script src="/auth-callback.js" defer></script>
</head>
<body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
<p>${escapeHtml(text)}</p>
<p><a href="/auth">Back to SafeTrails</a></p>
</body>
</html>
`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON that cannot end its script element or start markup, whatever the strings in it hold. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
