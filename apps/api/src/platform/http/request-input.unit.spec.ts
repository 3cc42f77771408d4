import fc from 'fast-check';
import { jsonDepth, unstorableTextFields } from './request-input';

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

describe('unstorableTextFields', () => {
  it('names every field holding a lone surrogate or a NUL, in keys and values, however deep', () => {
    expect(
      unstorableTextFields({
        email: '\ud800@example.com',
        name: 'Zoë 😀',
        tags: ['ok', 'bad\udfff'],
        author: { ['k\ud83d']: 'x' },
        company: 'a\u0000b',
      }).map(({ field, rule }) => [field, rule]),
    ).toEqual([
      ['email', 'wellFormedUnicode'],
      ['tags.1', 'wellFormedUnicode'],
      ['author', 'wellFormedUnicode'],
      ['company', 'noNullCharacter'],
    ]);
  });

  it('accepts any other well-formed text, control characters and long strings included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }).filter((text) => !text.includes('\u0000')),
        (text) => unstorableTextFields({ text, list: [text], [text]: text }).length === 0,
      ),
    );
    expect(unstorableTextFields({ text: '\u0001\u001f\u202e' + 'x'.repeat(10_000) })).toEqual([]);
  });
});
