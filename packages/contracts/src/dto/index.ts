import 'reflect-metadata';
export * from './waitlist.dto';
