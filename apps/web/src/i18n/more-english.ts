/**
 * The rest of English (beyond the app's frame and the landing page), for the screens that need it:
 * a route's module imports this file, so the catalogue chunk comes with the route's own (the server
 * preloads both) and joins the English catalogue before the screen first draws. A page in another
 * language downloads it with the route and leaves it unused.
 */
import more from 'virtual:messages/en-more';
import { addMoreEnglish } from './load-messages';

addMoreEnglish(more);
