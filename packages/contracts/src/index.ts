export * from './envelope';
export * from './events/waitlist.events';
export * from './commands/waitlist.commands';
export * from './constants/waitlist.constants';
export * from './rules/waitlist.rules';
export * from './api/waitlist.responses';
export * from './api/errors';
export * from './api/live';
