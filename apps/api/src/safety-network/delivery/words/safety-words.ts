/** The safety network's words in each language (safety-words-shape.ts), English where none is chosen. */
import type { Locale } from '@safetrails/contracts';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ptBR } from './pt-br';
import type { SafetyWords } from './safety-words-shape';

export type { SafetyWords } from './safety-words-shape';

const WORDS: Readonly<Record<Locale, SafetyWords>> = { en, es, fr, de, 'pt-BR': ptBR, ar };

export function safetyWords(locale: Locale | null | undefined): SafetyWords {
  return WORDS[locale ?? 'en'] ?? en;
}
