import { removeRatingUrl } from './remove-rating-url';

describe('removeRatingUrl', () => {
  it('puts the reason in the query, encoded, as react-admin deletes carry no body', () => {
    expect(removeRatingUrl('4f1c-9a', 'Rating flood from one account & friends')).toBe(
      '/admin-api/ratings/4f1c-9a?reason=Rating+flood+from+one+account+%26+friends',
    );
  });
});
