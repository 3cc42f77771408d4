/**
 * Jest runs the unit (`*.unit.spec.ts`) and integration (`*.int.spec.ts`, real PostgreSQL) tests.
 * @swc/jest compiles TypeScript with decorator metadata, as NestJS needs; workspace packages are
 * mapped to their sources so tests never run stale builds. Browser tests are Playwright's (e2e/).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@safetrails/contracts$': '<rootDir>/packages/contracts/src',
    '^@safetrails/contracts/dto$': '<rootDir>/packages/contracts/src/dto',
    '^@safetrails/event-store$': '<rootDir>/packages/event-store/src',
    '^@safetrails/scoring$': '<rootDir>/packages/scoring/src',
    '^@safetrails/infra$': '<rootDir>/infra/src',
    '^@safetrails/projector/(.*)$': '<rootDir>/apps/projector/src/$1',
    // The web app's own alias (apps/web/tsconfig.json); no other workspace uses it.
    '^@/(.*)$': '<rootDir>/apps/web/src/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // react-intl and FormatJS ship ES modules only: compiled like our sources (the web app's messages).
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
};

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/{apps,packages,infra,bench}/**/*.unit.spec.{ts,tsx}'] },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['<rootDir>/{apps,packages,infra}/**/*.int.spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/int-setup.ts'],
    },
  ],
};
