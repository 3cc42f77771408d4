export * from './embedded-postgres';
export * from './migrate';
export * from './local-database';
export * from './log-output';
