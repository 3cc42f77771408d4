import { removalUrl } from './removal-url';

describe('removalUrl', () => {
  it('puts the id in the path and the reason, encoded, in the query', () => {
    expect(removalUrl('ratings', '4f1c-9a', 'Rating flood from one account & friends')).toBe(
      '/admin-api/ratings/4f1c-9a?reason=Rating+flood+from+one+account+%26+friends',
    );
    expect(removalUrl('tips', 'a/b', 'Spam')).toBe('/admin-api/tips/a%2Fb?reason=Spam');
  });
});
