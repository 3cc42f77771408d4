/**
 * English for the forums and the feedback hub: their routes' modules import this file, as with
 * more-english.ts, so no other page carries it.
 */
import community from 'virtual:messages/en-community';
import { addMoreEnglish } from './load-messages';

addMoreEnglish(community);
