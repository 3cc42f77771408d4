import { createIntl } from 'react-intl';
import { savedDate } from './saved-date';

describe('savedDate', () => {
  it('reads day, short month and year in English, and in her language otherwise', () => {
    expect(savedDate(createIntl({ locale: 'en' }), '2026-11-22T12:00:00Z')).toBe('22 Nov 2026');
    expect(savedDate(createIntl({ locale: 'de' }), '2026-11-22T12:00:00Z')).toBe('22. Nov. 2026');
  });
});
