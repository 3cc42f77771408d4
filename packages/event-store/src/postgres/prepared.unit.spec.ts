import { prepared } from './prepared';

describe('prepared statements', () => {
  it('name a text the same every time, and two texts apart', () => {
    const first = prepared('SELECT $1::int', [1]);
    const again = prepared('SELECT $1::int', [2]);
    const other = prepared('SELECT $1::text', ['a']);
    expect(first).toEqual({ name: again.name, text: 'SELECT $1::int', values: [1] });
    expect(again.values).toEqual([2]);
    expect(first.name).toMatch(/^st_[\w-]{20}$/);
    expect(other.name).not.toBe(first.name);
    expect(prepared('SELECT now()')).toEqual({ name: expect.stringMatching(/^st_/), text: 'SELECT now()' });
  });
});
