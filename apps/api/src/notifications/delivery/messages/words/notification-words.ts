/**
 * Our own words in the messages SafeTrails sends (alert emails and push notifications, the daily
 * digest, the address confirmation), in each language the app speaks: a traveller gets them in the
 * language she chose (the header's chooser or her profile, `LanguageChosen`), English until she
 * chooses. The sources' words (an alert's title and summary, a government's) are never translated:
 * they stay quoted as written. Severity, type and kind names are the app's glossary words, held
 * equal to its catalogues by a unit test. Written as functions, not ICU messages, so that the
 * notifier parses nothing per message; the compiler holds every language whole.
 */
import type { Locale } from '@safetrails/contracts';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './pt-br';
import type { NotificationWords } from './words-shape';

export type { NotificationWords } from './words-shape';

const WORDS: Readonly<Record<Locale, NotificationWords>> = { en, es, fr, de, 'pt-BR': ptBR, ar };

export function notificationWords(locale: Locale | null | undefined): NotificationWords {
  return WORDS[locale ?? 'en'] ?? en;
}
