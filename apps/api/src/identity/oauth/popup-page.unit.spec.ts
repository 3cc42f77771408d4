import { escapeHtml, jsonForScript, popupPage } from './popup-page';

describe('the sign-in popup page', () => {
  const hostile = '</script><script>alert(1)</script> & <b>"quoted"</b>\u2028';

  it('carries the outcome as JSON that no string inside can break out of', () => {
    const json = jsonForScript({ error: hostile });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ error: hostile });
  });

  it('escapes what it shows as text, and runs only its own static script', () => {
    const page = popupPage({ type: 'auth-error', provider: 'google', error: hostile, code: 'ACCESS_DENIED' });
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain(escapeHtml(hostile));
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(page).toContain('<script src="/auth-callback.js" defer></script>');
    const json = /<script id="auth-result" type="application\/json">(.*?)<\/script>/s.exec(page)?.[1];
    expect(JSON.parse(json!)).toEqual({
      type: 'auth-error',
      provider: 'google',
      error: hostile,
      code: 'ACCESS_DENIED',
    });
  });
});
