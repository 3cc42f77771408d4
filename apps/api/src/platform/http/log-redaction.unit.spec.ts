import { redactText, redactUrl } from './log-redaction';

describe('log redaction', () => {
  it('masks every email address in a message', () => {
    expect(redactText('duplicate key (email)=(zoe.traveller+trip@example.co.uk) and a@b.io')).toBe(
      'duplicate key (email)=([email]) and [email]',
    );
    expect(redactText('no address here, just @mentions and 10 @ 3pm')).toBe(
      'no address here, just @mentions and 10 @ 3pm',
    );
  });

  it('hides the values of query parameters that carry secrets or personal data, and keeps the rest', () => {
    expect(redactUrl('/api/auth/google/callback?code=4%2F0AbC&state=xyz&scope=email')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactUrl('/admin-api/waitlist?email=zoe%40example.com&page=2')).toBe(
      '/admin-api/waitlist?email=[redacted]&page=2',
    );
    expect(redactUrl('/api/destinations/search?q=Lisbon')).toBe('/api/destinations/search?q=[redacted]');
    expect(redactUrl('/api/forum/posts?sort=newest')).toBe('/api/forum/posts?sort=newest');
    expect(redactUrl('/admin-api/waitlist?filter=%7B%22q%22%3A%22zoe%40example.com%22%7D')).toBe(
      '/admin-api/waitlist?filter=%7B%22q%22%3A%[email]%22%7D',
    );
  });
});
