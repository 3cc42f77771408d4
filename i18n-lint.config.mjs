// The translation lint of docs/I18N.md: in the traveller app's translated files, no user-visible
// text outside the message catalogues (JSX text, and the props a person reads or hears: aria-label,
// title, placeholder, alt, label), every message with a literal English default and well-formed
// placeholders. TRANSLATED_FILES grows as screens are translated; a file listed here that gains a
// hard-coded string fails `npm run lint` (i18n-lint.unit.spec.ts shows it).
import formatjs from 'eslint-plugin-formatjs';

export const TRANSLATED_FILES = [
  'apps/web/src/app/offline-notice.tsx',
  'apps/web/src/app/require-beta-access.tsx',
  'apps/web/src/app/root-layout.tsx',
  'apps/web/src/app/router.tsx',
  'apps/web/src/app/routes/{about,alert,alert-settings,auth,countries,country,dashboard,destination,destination-report,feedback,forum-category,forum-new-post,forum-post,forums,how-it-works,legal-page,message-links,not-found,opens-with-beta,privacy,profile,profile-settings,route-error,safety-alerts,saved,search,terms,thank-you,verify-beta,waitlist}.tsx',
  'apps/web/src/components/layout/**/*.tsx',
  'apps/web/src/components/ui/**/*.tsx',
  'apps/web/src/features/alert-settings/**/*.tsx',
  'apps/web/src/features/analytics/**/*.tsx',
  'apps/web/src/features/alerts/**/*.tsx',
  'apps/web/src/features/auth/**/*.tsx',
  'apps/web/src/features/countries/**/*.tsx',
  'apps/web/src/features/dashboard/**/*.tsx',
  'apps/web/src/features/destinations/**/*.tsx',
  'apps/web/src/features/feedback/**/*.tsx',
  'apps/web/src/features/forum/**/*.tsx',
  'apps/web/src/features/landing/**/*.tsx',
  'apps/web/src/features/profile/**/*.tsx',
  'apps/web/src/features/safety-profile/**/*.tsx',
  'apps/web/src/features/saved/**/*.tsx',
  'apps/web/src/features/waitlist/**/*.tsx',
  'apps/web/src/i18n/**/*.tsx',
];

export const i18nRules = {
  'formatjs/no-literal-string-in-jsx': [
    'error',
    { props: { include: [['*', '{label,placeholder,title,alt,loadingLabel}']] } },
  ],
  'formatjs/enforce-default-message': ['error', 'literal'],
  'formatjs/enforce-placeholders': 'error',
  'formatjs/no-multiple-whitespaces': 'error',
  'formatjs/no-offset': 'error',
};

export const i18nLintConfig = {
  files: TRANSLATED_FILES,
  ignores: ['**/*.spec.*'],
  plugins: { formatjs },
  rules: i18nRules,
};
