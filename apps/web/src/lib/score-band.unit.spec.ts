import { scoreBand } from './score-band';

describe('scoreBand', () => {
  it('is high (green) at 80 or above', () => {
    expect(scoreBand(80)).toBe('high');
    expect(scoreBand(100)).toBe('high');
  });

  it('is medium (yellow) from 60 to just under 80', () => {
    expect(scoreBand(60)).toBe('medium');
    expect(scoreBand(79.9)).toBe('medium');
  });

  it('is low (red) below 60', () => {
    expect(scoreBand(59.9)).toBe('low');
    expect(scoreBand(0)).toBe('low');
  });
});
