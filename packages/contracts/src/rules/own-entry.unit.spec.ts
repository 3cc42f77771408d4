import { ownEntry } from './own-entry';

describe('ownEntry', () => {
  it('finds own entries only, never what the prototype holds', () => {
    const record: Record<string, number> = { lisbon: 1, constructor: 2 };
    expect(ownEntry(record, 'lisbon')).toBe(1);
    expect(ownEntry(record, 'constructor')).toBe(2);
    for (const key of ['toString', 'hasOwnProperty', '__proto__', 'valueOf', 'porto'])
      expect(ownEntry({ lisbon: 1 }, key)).toBeUndefined();
  });
});
