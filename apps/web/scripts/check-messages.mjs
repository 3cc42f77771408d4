#!/usr/bin/env node
/**
 * The message catalogues are whole (docs/I18N.md): the English catalogue is exactly what the code's
 * messages say (extracted afresh from apps/web/src and compared), no id stands for two different
 * messages, and every other language has every message, with the same placeholders, and no message
 * the code no longer has. Fails naming the
 * messages; `--write` rewrites the English catalogue from the code.
 *
 *   node apps/web/scripts/check-messages.mjs [--write] [--catalogues <dir>]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogueArg = process.argv.indexOf('--catalogues');
const catalogues =
  catalogueArg > 0 ? path.resolve(process.argv[catalogueArg + 1]) : path.join(web, 'src', 'i18n', 'messages');
const englishFile = path.join(catalogues, 'en.json');
const formatjs = path.resolve(web, '..', '..', 'node_modules', '.bin', 'formatjs');

const extracted = path.join(mkdtempSync(path.join(tmpdir(), 'messages-')), 'en.json');
const extraction = spawnSync(
  formatjs,
  ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.spec.*', '--format', 'simple', '--out-file', extracted],
  { cwd: web, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
);
process.stderr.write(extraction.stderr);
if (extraction.status !== 0) process.exit(extraction.status ?? 1);
const fromCode = JSON.parse(readFileSync(extracted, 'utf8'));

const problems = [];
// One id, one message: two different English texts under one id would share a translation.
for (const [, id] of extraction.stderr.matchAll(/Duplicate message id: "([^"]+)"/g))
  problems.push(`"${id}" is used for two different messages in the code`);
if (process.argv.includes('--write')) {
  writeFileSync(englishFile, `${JSON.stringify(fromCode, null, 2)}\n`);
} else {
  const english = JSON.parse(readFileSync(englishFile, 'utf8'));
  for (const [id, message] of Object.entries(fromCode)) {
    if (english[id] !== message) problems.push(`en.json: "${id}" is not what the code says (run with --write)`);
  }
  for (const id of Object.keys(english)) if (!(id in fromCode)) problems.push(`en.json: "${id}" is in no code`);
}

const others = readdirSync(catalogues).filter((file) => file.endsWith('.json') && file !== 'en.json');
for (const file of others) {
  const messages = JSON.parse(readFileSync(path.join(catalogues, file), 'utf8'));
  for (const id of Object.keys(fromCode)) if (!(id in messages)) problems.push(`${file}: "${id}" is missing`);
  for (const id of Object.keys(messages)) if (!(id in fromCode)) problems.push(`${file}: "${id}" is in no code`);
}
try {
  // Same placeholders, tags and plural/select arguments as English, and valid ICU.
  execFileSync(
    formatjs,
    [
      'verify',
      '--source-locale',
      'en',
      '--structural-equality',
      englishFile,
      ...others.map((file) => path.join(catalogues, file)),
    ],
    {
      stdio: 'inherit',
    },
  );
} catch {
  problems.push('formatjs verify: a message differs from English in its placeholders (see above)');
}

if (problems.length > 0) {
  console.error(`Message catalogues are not whole:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Message catalogues whole: ${Object.keys(fromCode).length} messages in ${others.length + 1} languages.`);
