import { parseChange, retryDelay } from './read-model-changes';

describe('parseChange', () => {
  it('reads a change notice', () => {
    expect(parseChange('{"projection":"moderation","eventTypes":["ItemClaimed"],"count":1}')).toEqual({
      projection: 'moderation',
      eventTypes: ['ItemClaimed'],
      count: 1,
    });
  });

  it('ignores what is not a change notice', () => {
    expect(parseChange('not json')).toBeNull();
    expect(parseChange('{"count":1}')).toBeNull();
    expect(parseChange('{"projection":7}')).toBeNull();
    expect(parseChange('null')).toBeNull();
    expect(parseChange(undefined)).toBeNull();
  });
});

describe('retryDelay', () => {
  it('starts at two seconds, doubles and stops at a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});
