/**
 * English for the static pages (about, how it works, privacy, terms): their routes' modules import
 * this file, as with more-english.ts, so no other page carries it.
 */
import pages from 'virtual:messages/en-pages';
import { addMoreEnglish } from './load-messages';

addMoreEnglish(pages);
