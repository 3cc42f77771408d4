export * from './embedded-postgres';
export * from './migrate';
export * from './local-database';
export * from './log-output';
export * from './vapid-keys';
export * from './mail-catcher';
export * from './push-service';
export * from './kafka';
