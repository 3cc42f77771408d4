import 'reflect-metadata';
export * from './waitlist.dto';
export * from './identity.dto';
