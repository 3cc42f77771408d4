import { bellLabel, unviewedBadgeText } from './unviewed-badge';

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
    expect(bellLabel(12)).toBe('Safety alerts, 12 unviewed');
    expect(bellLabel(0)).toBe('Safety alerts, none unviewed');
  });
});
