/**
 * `PUT /api/user/language`: the language she chose, kept on her account so that her other devices
 * open in it and her emails and push notifications are written in it.
 */
import type { Locale } from '@safetrails/contracts';
import { apiPut } from '@/lib/api-client';
import type { User } from './get-user';

export function chooseLanguage(language: Locale): Promise<User> {
  return apiPut<User>('/api/user/language', { body: { language } });
}
