/**
 * English for the dashboard (its tabs, figures and contributions): the dashboard route imports this
 * file, as the guide's pages import more-english.ts, and carries no other screen's words.
 */
import dashboard from 'virtual:messages/en-dashboard';
import { addMoreEnglish } from './load-messages';

addMoreEnglish(dashboard);
