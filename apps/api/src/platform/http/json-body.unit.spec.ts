import fc from 'fast-check';
import { jsonDepth, malformedTextFields } from './json-body';

describe('jsonDepth', () => {
  it('counts the nesting of arrays and objects, ignoring brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":{}}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[{{{","b":"\\"[[["}')).toBe(1);
    expect(jsonDepth('['.repeat(100_000))).toBe(100_000);
  });

  it('agrees with a recursive count on any JSON value', () => {
    const depthOf = (value: unknown): number =>
      typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => jsonDepth(JSON.stringify(value)) === depthOf(value)),
    );
  });
});

describe('malformedTextFields', () => {
  it('names every field holding a lone surrogate, in keys and values, however deep', () => {
    expect(
      malformedTextFields({
        email: '\ud800@example.com',
        name: 'Zoë 😀',
        tags: ['ok', 'bad\udfff'],
        author: { ['k\ud83d']: 'x' },
      }),
    ).toEqual(['email', 'tags.1', 'author']);
  });

  it('accepts any well-formed text, control characters and long strings included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        (text) => malformedTextFields({ text, list: [text], [text]: text }).length === 0,
      ),
    );
    expect(malformedTextFields({ text: '\u0000\u202e' + 'x'.repeat(10_000) })).toEqual([]);
  });
});
