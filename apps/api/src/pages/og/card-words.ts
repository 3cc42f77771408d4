/**
 * The share image's own words in each language it is drawn in (og-card.ts); the levels are the
 * summary's (page-summary-words.ts in the contracts). Arabic pages get the English image: the card
 * is drawn with Inter, which has no Arabic letters, and satori does not join them (docs/I18N.md).
 */
import type { Locale } from '@safetrails/contracts';

export interface CardWords {
  readonly noLevel: string;
  readonly noScore: string;
  /** Under the score's number. */
  readonly scoreUnit: string;
  readonly cityStrip: (city: string) => string;
  readonly countryStrip: string;
  readonly noAdvice: string;
  readonly tagline: string;
}

/** The share image's words in English, the source. */
const ENGLISH: CardWords = {
  noLevel: 'No level',
  noScore: 'No score yet',
  scoreUnit: 'safety score / 100',
  cityStrip: (city) => `Each government's level where ${city} is`,
  countryStrip: 'What each government advises, country-wide',
  noAdvice: "No government's travel advice found",
  tagline: 'Travel safety for solo travellers, every fact with its source',
};

const CARD_WORDS: Readonly<Record<Exclude<Locale, 'ar'>, CardWords>> = {
  en: ENGLISH,
  es: {
    noLevel: 'Sin nivel',
    noScore: 'Aún sin puntuación',
    scoreUnit: 'puntuación de seguridad / 100',
    cityStrip: (city) => `El nivel de cada gobierno donde está ${city}`,
    countryStrip: 'Lo que aconseja cada gobierno, para todo el país',
    noAdvice: 'No se ha encontrado ningún consejo oficial de viaje',
    tagline: 'Seguridad para quienes viajan solos, cada dato con su fuente',
  },
  fr: {
    noLevel: 'Pas de niveau',
    noScore: 'Pas encore de score',
    scoreUnit: 'score de sécurité / 100',
    cityStrip: (city) => `Le niveau de chaque gouvernement là où se trouve ${city}`,
    countryStrip: 'Ce que conseille chaque gouvernement, pour tout le pays',
    noAdvice: 'Aucun conseil officiel aux voyageurs trouvé',
    tagline: 'La sécurité en voyage en solo, chaque fait avec sa source',
  },
  de: {
    noLevel: 'Keine Stufe',
    noScore: 'Noch keine Bewertung',
    scoreUnit: 'Sicherheitsbewertung / 100',
    cityStrip: (city) => `Die Stufe jeder Regierung dort, wo ${city} liegt`,
    countryStrip: 'Was jede Regierung rät, landesweit',
    noAdvice: 'Keine amtlichen Reisehinweise gefunden',
    tagline: 'Reisesicherheit für Alleinreisende, jede Angabe mit Quelle',
  },
  'pt-BR': {
    noLevel: 'Sem nível',
    noScore: 'Ainda sem nota',
    scoreUnit: 'nota de segurança / 100',
    cityStrip: (city) => `O nível de cada governo onde fica ${city}`,
    countryStrip: 'O que cada governo aconselha, para o país todo',
    noAdvice: 'Nenhum aviso oficial de viagem encontrado',
    tagline: 'Segurança para quem viaja sozinho, cada fato com sua fonte',
  },
};

/** The language a card is drawn in: the page's, English for Arabic. */
export const drawnIn = (locale: Locale): Exclude<Locale, 'ar'> => (locale === 'ar' ? 'en' : locale);

export const cardWords = (locale: Locale): CardWords => CARD_WORDS[drawnIn(locale)];
