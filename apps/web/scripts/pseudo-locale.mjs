/**
 * The pseudo-locale (docs/I18N.md): every letter of our text accented and each message made about
 * 40% longer, the placeholders and ICU syntax left whole, so that a screenshot shows at once what is
 * not translated (plain ASCII) and what does not fit. Used at build time (precompiled-messages.ts).
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';

/** @param {string} text */
const accent = (text) => text.replace(/[A-Za-z]/g, (letter) => [...ACCENTED][PLAIN.indexOf(letter)] ?? letter);

/**
 * @param {import('@formatjs/icu-messageformat-parser').MessageFormatElement[]} elements
 * @returns {import('@formatjs/icu-messageformat-parser').MessageFormatElement[]}
 */
function transform(elements) {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: accent(element.value) };
      case TYPE.select:
      case TYPE.plural:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: transform(option.value) },
            ]),
          ),
        };
      case TYPE.tag:
        return { ...element, children: transform(element.children) };
      default:
        return element;
    }
  });
}

/**
 * "Save" becomes "[Šáṽé ~~~~~]": accented, 40% longer, bracketed so a cut-off end shows.
 * @param {string} message
 */
export function pseudoLocalize(message) {
  const printed = printAST(transform(parse(message)));
  // In words of up to five, as a longer translation would be: it wraps where real text wraps.
  const padding = '~~~~~ '.repeat(Math.ceil((message.length * 0.4) / 6) + 1).trim();
  return `[${printed} ${padding}]`;
}
