/**
 * Messages compiled at build time (docs/I18N.md), so that no page carries the ICU message parser
 * (about 8 KB of every first load): each `defaultMessage` in the app's source becomes its parsed form
 * in place (FormatJS' TypeScript transformer), and each language's catalogue and the pseudo-locale
 * become parsed catalogues in `virtual:messages/<locale>` and `virtual:messages/<locale>-<part>`
 * (scripts/message-chunks.ts), loaded only for the language a page is in. The parser is then replaced by FormatJS' parser-less entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import { transform } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { chunkMessages, MESSAGE_PARTS, splitChunkName, type MessagePart } from './message-chunks';
import { pseudoLocalize } from './pseudo-locale.mjs';

const VIRTUAL = 'virtual:messages/';
const RESOLVED = '\0virtual:messages/';
const PART = 'virtual:message-part/';
const RESOLVED_PART = '\0virtual:message-part/';

/**
 * `virtual:message-part/<part>`, which a screen's route module imports: the part's chunk in each
 * language (the pseudo-locale's too), the page's fetched and joined before the module finishes loading.
 */
function partModule(part: MessagePart, locales: readonly string[], loadMessages: string): string {
  const chunks = locales.map((locale) => `  ${JSON.stringify(locale)}: () => import('${VIRTUAL}${locale}-${part}'),`);
  return [
    `import { joinPart } from ${JSON.stringify(loadMessages)};`,
    `await joinPart(${JSON.stringify(part)}, {`,
    ...chunks,
    '});',
  ].join('\n');
}

export function precompiledMessagesPlugin(webRoot: string): Plugin {
  const catalogues = path.join(webRoot, 'src', 'i18n', 'messages');
  const require = createRequire(import.meta.url);
  const noParser = path.join(path.dirname(require.resolve('@formatjs/icu-messageformat-parser')), 'no-parser.js');
  const transformer = transform({ ast: true, preserveWhitespace: true });
  return {
    name: 'safetrails:precompiled-messages',
    enforce: 'pre',
    config: () => ({ resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }] } }),
    resolveId(id, importer) {
      if (id.startsWith(VIRTUAL)) return `\0${id}`;
      // One copy per screen that imports it, which the bundler keeps inside that screen's chunk
      // (a module shared by every screen would be a script of its own, one more request per page).
      if (id.startsWith(PART)) return `\0${id}?${path.basename(importer ?? 'app').replace(/\W/g, '-')}`;
      return null;
    },
    load(id) {
      if (id.startsWith(RESOLVED_PART)) {
        const part = id.slice(RESOLVED_PART.length).split('?')[0] as MessagePart;
        if (!MESSAGE_PARTS.includes(part)) throw new Error(`no message part ${part} (scripts/message-chunks.ts)`);
        const locales = readdirSync(catalogues)
          .filter((file) => file.endsWith('.json'))
          .map((file) => file.slice(0, -'.json'.length));
        return partModule(part, [...locales, 'en-XA'], path.join(webRoot, 'src', 'i18n', 'load-messages.ts'));
      }
      if (!id.startsWith(RESOLVED)) return null;
      const chunk = id.slice(RESOLVED.length);
      const { locale } = splitChunkName(chunk);
      const source = locale === 'en-XA' ? 'en' : locale;
      const messages = chunkMessages(
        chunk,
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
