/**
 * The translation checks of `npm run lint` fail when they should (docs/I18N.md): the lint rules on a
 * hard-coded string in a translated file, and the catalogue check on a message missing from a
 * language; and the pseudo-locale keeps every placeholder while it accents and lengthens the text.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');
const eslint = path.join(root, 'node_modules', '.bin', 'eslint');

describe('the translation lint', () => {
  it('applies to the translated screens in the repository’s own configuration', () => {
    const config = JSON.parse(
      execFileSync(eslint, ['--print-config', 'apps/web/src/features/landing/components/hero.tsx'], {
        cwd: root,
        encoding: 'utf8',
      }),
    ) as { rules: Record<string, unknown[]> };
    expect(config.rules['formatjs/no-literal-string-in-jsx']?.[0]).toBe(2);
  });

  it('fails on a hard-coded string and passes the same text from the catalogue', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'i18n-lint-'));
    writeFileSync(
      path.join(dir, 'eslint.config.mjs'),
      `import formatjs from ${JSON.stringify(path.join(root, 'node_modules/eslint-plugin-formatjs/index.js'))};
import tseslint from ${JSON.stringify(path.join(root, 'node_modules/typescript-eslint/dist/index.js'))};
import { i18nRules } from ${JSON.stringify(path.join(root, 'i18n-lint.config.mjs'))};
export default [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser }, plugins: { formatjs }, rules: i18nRules }];
`,
    );
    writeFileSync(path.join(dir, 'hard-coded.tsx'), 'export const Title = () => <h1>Travel solo</h1>;\n');
    writeFileSync(
      path.join(dir, 'hidden-label.tsx'),
      'export const Close = () => <button aria-label="Close menu" />;\n',
    );
    writeFileSync(
      path.join(dir, 'translated.tsx'),
      `import { FormattedMessage } from 'react-intl';
export const Title = () => <h1><FormattedMessage id="t" defaultMessage="Travel solo" /></h1>;
`,
    );
    const lint = (file: string) =>
      spawnSync(eslint, ['--no-config-lookup', '-c', 'eslint.config.mjs', file], { cwd: dir, encoding: 'utf8' });
    for (const file of ['hard-coded.tsx', 'hidden-label.tsx']) {
      const failed = lint(file);
      expect(failed.status).toBe(1);
      expect(failed.stdout).toContain('formatjs/no-literal-string-in-jsx');
    }
    expect(lint('translated.tsx').status).toBe(0);
  });
});

describe('the catalogue check', () => {
  const script = path.join(root, 'apps/web/scripts/check-messages.mjs');
  const copy = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogues-'));
    cpSync(path.join(root, 'apps/web/src/i18n/messages'), dir, { recursive: true });
    return dir;
  };

  it('passes on the shipped catalogues', () => {
    expect(spawnSync('node', [script, '--catalogues', copy()], { encoding: 'utf8' }).status).toBe(0);
  });

  it('fails naming a message missing from a language', () => {
    const dir = copy();
    const spanish = JSON.parse(readFileSync(path.join(dir, 'es.json'), 'utf8')) as Record<string, string>;
    delete spanish['landing.hero.title'];
    writeFileSync(path.join(dir, 'es.json'), JSON.stringify(spanish));
    const result = spawnSync('node', [script, '--catalogues', dir], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('es.json: "landing.hero.title" is missing');
  });

  it('fails on a translation that loses a placeholder', () => {
    const dir = copy();
    const german = JSON.parse(readFileSync(path.join(dir, 'de.json'), 'utf8')) as Record<string, string>;
    german['footer.disclaimer'] = 'SafeTrails.';
    writeFileSync(path.join(dir, 'de.json'), JSON.stringify(german));
    expect(spawnSync('node', [script, '--catalogues', dir], { encoding: 'utf8' }).status).toBe(1);
  });
});

describe('the pseudo-locale', () => {
  it('accents the text, makes it about 40% longer and keeps every placeholder and tag', () => {
    const message = '<b>{name}</b> joined {count, plural, one {# minute} other {# minutes}} ago';
    // The parser is an ES module: the pseudo-locale runs as the build runs it, in Node.
    const pseudo = execFileSync(
      'node',
      [
        '--input-type=module',
        '-e',
        `import { pseudoLocalize } from ${JSON.stringify(path.join(__dirname, 'pseudo-locale.mjs'))};
import { parse } from '@formatjs/icu-messageformat-parser';
const pseudo = pseudoLocalize(process.argv[1]);
parse(pseudo);
process.stdout.write(pseudo);`,
        message,
      ],
      { cwd: __dirname, encoding: 'utf8' },
    );
    expect(pseudo).toMatch(/^\[.*\]$/);
    expect(pseudo).toContain('{name}');
    expect(pseudo).toContain('<b>');
    expect(pseudo).toContain('ĵóíñéð');
    expect(pseudo).not.toMatch(/joined|minutes/);
    expect(pseudo.length).toBeGreaterThanOrEqual(message.length * 1.4);
  });
});

describe('messages in chunks', () => {
  it('puts the frame and the landing page first, the account screens apart, every other message in the rest, each once', async () => {
    const { chunkMessages } = await import('./message-chunks');
    const english = JSON.parse(readFileSync(path.join(root, 'apps/web/src/i18n/messages/en.json'), 'utf8')) as Record<
      string,
      string
    >;
    const first = chunkMessages('en', english);
    const account = chunkMessages('en-account', english);
    const dashboard = chunkMessages('en-dashboard', english);
    const community = chunkMessages('en-community', english);
    const pages = chunkMessages('en-pages', english);
    const safety = chunkMessages('en-safety', english);
    const more = chunkMessages('en-more', english);
    const chunks = [first, account, dashboard, community, pages, safety, more];
    expect(chunks.reduce((total, chunk) => total + Object.keys(chunk).length, 0)).toBe(Object.keys(english).length);
    expect(Object.assign({}, ...chunks)).toEqual(english);
    expect(dashboard['dashboard.tab.overview']).toBe(english['dashboard.tab.overview']);
    expect(community['forum.banner.title']).toBe(english['forum.banner.title']);
    expect(more).not.toHaveProperty('forum.banner.title');
    expect(first['landing.hero.title']).toBe(english['landing.hero.title']);
    expect(account['alertSettings.title']).toBe(english['alertSettings.title']);
    expect(more['country.emergency.title']).toBe(english['country.emergency.title']);
    expect(more).not.toHaveProperty('alertSettings.title');
    expect(safety['safety.title']).toBe(english['safety.title']);
    expect(first['safetyBar.sos']).toBe(english['safetyBar.sos']);
    expect(account).not.toHaveProperty('safety.title');
  });

  it('splits every language the same way, whatever its name', async () => {
    const { chunkMessages, splitChunkName } = await import('./message-chunks');
    const read = (locale: string) =>
      JSON.parse(readFileSync(path.join(root, `apps/web/src/i18n/messages/${locale}.json`), 'utf8')) as Record<
        string,
        string
      >;
    expect(splitChunkName('pt-BR-more')).toEqual({ locale: 'pt-BR', part: 'more' });
    expect(splitChunkName('en-XA')).toEqual({ locale: 'en-XA', part: null });
    expect(splitChunkName('es-account')).toEqual({ locale: 'es', part: 'account' });
    for (const locale of ['es', 'pt-BR', 'ar']) {
      const catalogue = read(locale);
      const chunks = ['', '-account', '-dashboard', '-community', '-pages', '-safety', '-more'].map((part) =>
        chunkMessages(`${locale}${part}`, catalogue),
      );
      expect(Object.assign({}, ...chunks)).toEqual(catalogue);
      expect(Object.keys(chunks[0]).sort()).toEqual(Object.keys(chunkMessages('en', read('en'))).sort());
      expect(chunks[6]['country.emergency.title']).toBe(catalogue['country.emergency.title']);
      expect(chunks[0]).not.toHaveProperty('country.emergency.title');
    }
  });
});
