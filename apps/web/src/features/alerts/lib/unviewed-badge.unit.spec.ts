import { createIntl } from 'react-intl';
import en from '@/i18n/messages/en.json';
import { bellLabel, unviewedBadgeText } from './unviewed-badge';

const intl = createIntl({ locale: 'en', messages: en });

describe('the unviewed badge', () => {
  it('shows nothing at zero', () => {
    expect(unviewedBadgeText(0)).toBeNull();
  });

  it('shows the count up to 9', () => {
    expect(unviewedBadgeText(1)).toBe('1');
    expect(unviewedBadgeText(9)).toBe('9');
  });

  it("shows '9+' above 9", () => {
    expect(unviewedBadgeText(10)).toBe('9+');
    expect(unviewedBadgeText(250)).toBe('9+');
  });

  it('tells a screen reader the exact count', () => {
    expect(bellLabel(intl, 12)).toBe('Safety alerts, 12 unviewed');
    expect(bellLabel(intl, 0)).toBe('Safety alerts, none unviewed');
  });
});
