import { safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  const origin = 'https://safetrails.example';

  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/profile', '/auth', origin)).toBe('/profile');
    expect(safeReturnPath('/forums/new-post?category=3#top', '/auth', origin)).toBe('/forums/new-post?category=3#top');
    expect(safeReturnPath('/verify-beta?from=%2Fprofile', '/auth', origin)).toBe('/verify-beta?from=%2Fprofile');
  });

  it('refuses anything that would leave the site', () => {
    for (const candidate of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'profile',
    ]) {
      expect(safeReturnPath(candidate, '/auth', origin)).toBeNull();
    }
  });

  it('refuses the page we are on, which would loop', () => {
    expect(safeReturnPath('/auth?from=%2Fprofile', '/auth', origin)).toBeNull();
  });

  it('has nothing to return to without a candidate', () => {
    expect(safeReturnPath(null, '/auth', origin)).toBeNull();
    expect(safeReturnPath('', '/auth', origin)).toBeNull();
  });
});
