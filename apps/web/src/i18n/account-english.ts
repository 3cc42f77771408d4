/**
 * English for the signed-in traveller's own screens (profile, saved places, safety profile, alert
 * settings, the pages our emails' links open): a route's module imports this file, as with
 * more-english.ts, so a city's or a country's page does not carry it.
 */
import account from 'virtual:messages/en-account';
import { addMoreEnglish } from './load-messages';

addMoreEnglish(account);
