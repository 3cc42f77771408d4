import { clusterId } from './kafka';

describe("the broker's cluster id", () => {
  it('is 16 bytes in URL-safe base64, and never starts with "-" (the storage tool would read an option)', () => {
    // 0xf8 as the first byte makes "-" the first character; the second draw does not.
    const draws = [Buffer.alloc(16, 0xf8), Buffer.alloc(16, 0x41)];
    const id = clusterId(() => draws.shift()!);
    expect(draws).toHaveLength(0);
    expect(id).toBe(Buffer.alloc(16, 0x41).toString('base64url'));
    expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
    expect(Buffer.alloc(16, 0xf8).toString('base64url').startsWith('-')).toBe(true);
  });
});
