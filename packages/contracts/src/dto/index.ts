import 'reflect-metadata';
export * from './waitlist.dto';
export * from './identity.dto';
export * from './profile.dto';
export * from './destination.dto';
export * from './alert.dto';
export * from './community.dto';
export * from './admin-resources.dto';
export * from './moderation.dto';
