/**
 * Messages compiled at build time (docs/I18N.md), so that no page carries the ICU message parser
 * (about 8 KB of every first load): each `defaultMessage` in the app's source becomes its parsed form
 * in place (FormatJS' TypeScript transformer), and each language's catalogue and the pseudo-locale
 * become parsed catalogues in `virtual:messages/<locale>`, one chunk each, loaded only for the
 * language a page is in. The parser is then replaced by FormatJS' parser-less entry.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import { transform } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { chunkMessages } from './message-chunks';
import { pseudoLocalize } from './pseudo-locale.mjs';

const VIRTUAL = 'virtual:messages/';
const RESOLVED = '\0virtual:messages/';

export function precompiledMessagesPlugin(webRoot: string): Plugin {
  const catalogues = path.join(webRoot, 'src', 'i18n', 'messages');
  const require = createRequire(import.meta.url);
  const noParser = path.join(path.dirname(require.resolve('@formatjs/icu-messageformat-parser')), 'no-parser.js');
  const transformer = transform({ ast: true, preserveWhitespace: true });
  return {
    name: 'safetrails:precompiled-messages',
    enforce: 'pre',
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }] } }),
    resolveId: (id) => (id.startsWith(VIRTUAL) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const locale = id.slice(RESOLVED.length);
      const source = locale.startsWith('en-') ? 'en' : locale;
      const messages = chunkMessages(
        locale,
        JSON.parse(readFileSync(path.join(catalogues, `${source}.json`), 'utf8')) as Record<string, string>,
      );
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [
          key,
          parse(locale === 'en-XA' ? pseudoLocalize(message) : message),
        ]),
      );
      // JSON.parse of a string: a large catalogue evaluates faster than as an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !/defaultMessage/.test(code)) return null;
      const output = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, jsx: ts.JsxEmit.Preserve },
        transformers: { before: [transformer] },
      });
      return { code: output.outputText, map: null };
    },
  };
}
