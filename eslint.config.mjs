// Lint rules of STYLE.md: type-aware checks (no floating promises, exhaustive switches, type-only
// imports), file names in kebab-case with a role suffix, and the architecture's import boundaries.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { i18nLintConfig } from './i18n-lint.config.mjs';

const kebabFileNames = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: { name: 'File names are kebab-case with a role suffix, e.g. join-waitlist.handler.ts' },
  },
  create(context) {
    const name = context.filename.split('/').pop() ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|mjs|js)$/.test(name)) {
          context.report({ node, messageId: 'name' });
        }
      },
    };
  },
};

/** The most lines a file may have without saying at its top why it must be one file. */
const MAX_LINES = 400;
const fileSize = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      size:
        '{{lines}} lines (over ' +
        MAX_LINES +
        '): split it by responsibility, or say at its top why it must be one file ("One file: ...").',
    },
  },
  create(context) {
    return {
      Program(node) {
        const lines = context.sourceCode.lines.length;
        if (lines <= MAX_LINES) return;
        const head = context.sourceCode.lines.slice(0, 20).join('\n');
        if (/One file: \S/.test(head)) return;
        context.report({ node, messageId: 'size', data: { lines: String(lines) } });
      },
    };
  },
};

/**
 * The API's modules in order, lowest first (docs/ARCHITECTURE.md "Module order"): a module imports
 * only from those before it. A module above offers what one below needs through a port the lower one
 * declares (identity's ALERT_SWITCHES, the advisories' ADVICE_CHANGE_ALERTS). Entry points (main,
 * `*.cli.ts`) and tests stand above every module and may import from any.
 */
const API_MODULE_ORDER = [
  'types',
  'config',
  'platform',
  'identity',
  'waitlist',
  'analytics',
  'advisories',
  'destinations',
  'alerts',
  'notifications',
  'safety-network',
  'community',
  'moderation',
  'admin',
  'pages',
  'seed',
  'notifier',
  'cli',
];
const API_SRC = '/apps/api/src/';
const moduleOf = (file) => {
  const at = file.indexOf(API_SRC);
  if (at === -1) return null;
  const rest = file.slice(at + API_SRC.length).split('/');
  return rest.length > 1 ? rest[0] : null;
};
const moduleOrder = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      climbs:
        '{{from}} imports from {{to}}, a module above it (docs/ARCHITECTURE.md "Module order"): move the shared part down, or let {{to}} provide a port {{from}} declares.',
      unknown: 'apps/api/src/{{module}} is not in the module order: place it in API_MODULE_ORDER (eslint.config.mjs).',
    },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (from === null || /\.(cli|main|spec|int\.spec|unit\.spec)\.ts$|\/main\.ts$/.test(file)) return {};
    const rank = API_MODULE_ORDER.indexOf(from);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = new URL(source, `file://${file}`).pathname;
      const to = moduleOf(`${target}.ts`);
      if (to === null || to === from) return;
      const toRank = API_MODULE_ORDER.indexOf(to);
      if (toRank === -1 || rank === -1) {
        context.report({ node, messageId: 'unknown', data: { module: toRank === -1 ? to : from } });
      } else if (toRank > rank) context.report({ node, messageId: 'climbs', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.lint.json',
          './e2e/tsconfig.json',
          './apps/web/tsconfig.json',
          './apps/web/scripts/tsconfig.json',
          './apps/admin/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: {
      safetrails: { rules: { 'kebab-file-names': kebabFileNames, 'file-size': fileSize, 'module-order': moduleOrder } },
    },
    rules: {
      'safetrails/kebab-file-names': 'error',
      'safetrails/file-size': 'error',
      'safetrails/module-order': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Nest resolves constructor parameters from their runtime types: these imports must stay values.
    files: ['apps/api/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@safetrails/api', '@safetrails/projector'],
              message: 'The front ends talk to the API over HTTP only.',
            },
            {
              group: ['@safetrails/contracts/dto'],
              message: 'The DTOs carry server-side decorators; import types and rules from @safetrails/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '../../*/**'],
              message: 'Features do not import each other; compose them in routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // The rooms' order (docs/ARCHITECTURE.md): packages sit below the apps and never reach up into one.
    files: ['packages/*/src/**/*.ts'],
    ignores: ['packages/*/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/apps/**',
                '@safetrails/api',
                '@safetrails/api/*',
                '@safetrails/web',
                '@safetrails/projector',
                '@safetrails/projector/*',
              ],
              message: 'A package never imports from an app: move what both need into a package.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'pg', 'fastify', '@safetrails/event-store'],
              message: 'Domain code is plain functions: no framework, no database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'test/**/*.ts', 'e2e/**/*.ts'],
    // Tests read JSON answers, which are `any` by nature; the assertions check their shape.
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', 'apps/*/vite.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  i18nLintConfig,
);
