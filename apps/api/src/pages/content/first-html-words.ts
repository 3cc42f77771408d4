/**
 * Our own words in a page's first HTML (first-html.ts) and in the shell every page opens with, in
 * each language we speak: the emergency services' names, the section headings, "source", "checked",
 * what is said where a fact is missing. The levels are the glossary's (page-summary-words.ts in the
 * contracts); the places', governments' and numbers' words come from the data. Written as functions,
 * not ICU messages, like the summaries: the server parses no message to write a page.
 */
import type { CountryEmergency, Locale } from '@safetrails/contracts';

export type EmergencyService = keyof Pick<
  CountryEmergency,
  'general' | 'police' | 'ambulance' | 'fire' | 'touristPolice' | 'womensHelpline'
>;

export interface FirstHtmlWords {
  readonly services: Readonly<Record<EmergencyService, string>>;
  /** "Police: 911" (French spaces its colon). */
  readonly labelled: (label: string, rest: string) => string;
  /** Two or more numbers for one service: "911 or 066". */
  readonly or: string;
  readonly source: string;
  readonly checked: (day: string) => string;
  readonly issued: (day: string) => string;
  /** " for Guerrero": the area a government's level applies to. */
  readonly forArea: (area: string) => string;
  readonly sourceLabel: string;
  readonly noScore: string;
  readonly adviceTitle: string;
  readonly noCountryAdvice: string;
  readonly noCountryWideLevel: string;
  readonly emergencyTitle: string;
  /** No number from any source: where to look instead (`link` is "this official page", linked). */
  readonly noEmergency: (link: string) => string;
  readonly officialPage: string;
  readonly cities: string;
  readonly opensWithScript: string;
  /** The shell's logo link and its message to a browser without JavaScript. */
  readonly home: string;
  readonly noScript: string;
  /**
   * The dashboard's header as the app draws it for a visitor (the web catalogue's
   * `dashboard.eyebrow`, `dashboard.welcome` without a name and `dashboard.lead`; a unit test holds
   * them equal).
   */
  readonly dashboard: { readonly eyebrow: string; readonly welcome: string; readonly lead: string };
  /** A search's header: the web catalogue's `search.resultsFor` (with the query) and `search.all`. */
  readonly search: { readonly resultsFor: (query: string) => string; readonly all: string };
}

const ENGLISH: FirstHtmlWords = {
  services: {
    general: 'Emergency',
    police: 'Police',
    ambulance: 'Ambulance',
    fire: 'Fire',
    touristPolice: 'Tourist police',
    womensHelpline: "Women's helpline",
  },
  labelled: (label, rest) => `${label}: ${rest}`,
  or: 'or',
  source: 'source',
  checked: (day) => `checked ${day}`,
  issued: (day) => `issued ${day}`,
  forArea: (area) => ` for ${area}`,
  sourceLabel: 'Source',
  noScore: 'No safety score yet.',
  adviceTitle: 'What the governments advise',
  noCountryAdvice: "No government's travel advice found.",
  noCountryWideLevel: 'No country-wide level',
  emergencyTitle: 'Emergency numbers',
  noEmergency: (link) => `No source we read gives an emergency number here; check ${link}.`,
  officialPage: 'this official page',
  cities: 'Cities',
  opensWithScript: 'SafeTrails opens the whole page when JavaScript runs.',
  home: 'SafeTrails home',
  noScript:
    "SafeTrails needs JavaScript for the whole app; a city's and a country's page show their main facts without it.",
  dashboard: {
    eyebrow: 'Dashboard',
    welcome: 'Welcome, Traveler',
    lead: 'Safety scores, tips and neighborhood reports from travelers like you.',
  },
  search: {
    resultsFor: (query) => `Search results for “${query}”`,
    all: 'All destinations',
  },
};

const colon = (label: string, rest: string) => `${label}: ${rest}`;

export const FIRST_HTML_WORDS: Readonly<Record<Locale, FirstHtmlWords>> = {
  en: ENGLISH,
  es: {
    services: {
      general: 'Emergencias',
      police: 'Policía',
      ambulance: 'Ambulancia',
      fire: 'Bomberos',
      touristPolice: 'Policía turística',
      womensHelpline: 'Línea de ayuda para mujeres',
    },
    labelled: colon,
    or: 'o',
    source: 'fuente',
    checked: (day) => `comprobado el ${day}`,
    issued: (day) => `publicado el ${day}`,
    forArea: (area) => ` para ${area}`,
    sourceLabel: 'Fuente',
    noScore: 'Aún no hay puntuación de seguridad.',
    adviceTitle: 'Lo que aconsejan los gobiernos',
    noCountryAdvice: 'No se ha encontrado ningún consejo oficial de viaje.',
    noCountryWideLevel: 'Sin nivel para todo el país',
    emergencyTitle: 'Números de emergencia',
    noEmergency: (link) => `Ninguna fuente que leemos da aquí un número de emergencia; consulta ${link}.`,
    officialPage: 'esta página oficial',
    cities: 'Ciudades',
    opensWithScript: 'SafeTrails abre la página completa cuando se ejecuta JavaScript.',
    home: 'Inicio de SafeTrails',
    noScript:
      'SafeTrails necesita JavaScript para la app completa; la página de una ciudad y la de un país muestran sus datos principales sin él.',
    dashboard: {
      eyebrow: 'Panel',
      welcome: 'Te damos la bienvenida',
      lead: 'Puntuaciones de seguridad, consejos e informes de barrios de personas que viajan como tú.',
    },
    search: {
      resultsFor: (query) => `Resultados de búsqueda para “${query}”`,
      all: 'Todos los destinos',
    },
  },
  fr: {
    services: {
      general: 'Urgences',
      police: 'Police',
      ambulance: 'Ambulance',
      fire: 'Pompiers',
      touristPolice: 'Police touristique',
      womensHelpline: 'Ligne d’écoute pour les femmes',
    },
    labelled: (label, rest) => `${label}\u00a0: ${rest}`,
    or: 'ou',
    source: 'source',
    checked: (day) => `vérifié le ${day}`,
    issued: (day) => `publié le ${day}`,
    forArea: (area) => ` pour ${area}`,
    sourceLabel: 'Source',
    noScore: 'Pas encore de score de sécurité.',
    adviceTitle: 'Ce que conseillent les gouvernements',
    noCountryAdvice: 'Aucun conseil officiel aux voyageurs trouvé.',
    noCountryWideLevel: 'Pas de niveau pour tout le pays',
    emergencyTitle: 'Numéros d’urgence',
    noEmergency: (link) => `Aucune source que nous lisons ne donne de numéro d’urgence ici\u00a0; consultez ${link}.`,
    officialPage: 'cette page officielle',
    cities: 'Villes',
    opensWithScript: 'SafeTrails ouvre la page entière quand JavaScript s’exécute.',
    home: 'Accueil SafeTrails',
    noScript:
      'SafeTrails a besoin de JavaScript pour l’appli complète\u00a0; la page d’une ville et celle d’un pays montrent leurs informations principales sans lui.',
    dashboard: {
      eyebrow: 'Tableau de bord',
      welcome: 'Bienvenue',
      lead: 'Scores de sécurité, conseils et signalements de quartiers de voyageurs comme vous.',
    },
    search: {
      resultsFor: (query) => `Résultats de recherche pour « ${query} »`,
      all: 'Toutes les destinations',
    },
  },
  de: {
    services: {
      general: 'Notruf',
      police: 'Polizei',
      ambulance: 'Rettungsdienst',
      fire: 'Feuerwehr',
      touristPolice: 'Touristenpolizei',
      womensHelpline: 'Hilfetelefon für Frauen',
    },
    labelled: colon,
    or: 'oder',
    source: 'Quelle',
    checked: (day) => `geprüft am ${day}`,
    issued: (day) => `veröffentlicht am ${day}`,
    forArea: (area) => ` für ${area}`,
    sourceLabel: 'Quelle',
    noScore: 'Noch kein Sicherheitswert.',
    adviceTitle: 'Was die Regierungen raten',
    noCountryAdvice: 'Keine offiziellen Reisehinweise gefunden.',
    noCountryWideLevel: 'Keine Stufe für das ganze Land',
    emergencyTitle: 'Notrufnummern',
    noEmergency: (link) => `Keine Quelle, die wir lesen, nennt hier eine Notrufnummer; sieh auf ${link} nach.`,
    officialPage: 'dieser offiziellen Seite',
    cities: 'Städte',
    opensWithScript: 'SafeTrails öffnet die ganze Seite, sobald JavaScript läuft.',
    home: 'SafeTrails Startseite',
    noScript:
      'SafeTrails braucht JavaScript für die ganze App; die Seite einer Stadt und eines Landes zeigen ihre wichtigsten Angaben auch ohne.',
    dashboard: {
      eyebrow: 'Dashboard',
      welcome: 'Willkommen',
      lead: 'Sicherheitswerte, Tipps und Viertelberichte von Reisenden wie dir.',
    },
    search: {
      resultsFor: (query) => `Suchergebnisse für „${query}“`,
      all: 'Alle Reiseziele',
    },
  },
  'pt-BR': {
    services: {
      general: 'Emergência',
      police: 'Polícia',
      ambulance: 'Ambulância',
      fire: 'Bombeiros',
      touristPolice: 'Polícia turística',
      womensHelpline: 'Central de atendimento à mulher',
    },
    labelled: colon,
    or: 'ou',
    source: 'fonte',
    checked: (day) => `conferido em ${day}`,
    issued: (day) => `publicado em ${day}`,
    forArea: (area) => ` para ${area}`,
    sourceLabel: 'Fonte',
    noScore: 'Ainda não há pontuação de segurança.',
    adviceTitle: 'O que os governos orientam',
    noCountryAdvice: 'Nenhuma orientação oficial de viagem encontrada.',
    noCountryWideLevel: 'Sem nível para o país inteiro',
    emergencyTitle: 'Números de emergência',
    noEmergency: (link) => `Nenhuma fonte que lemos dá um número de emergência aqui; consulte ${link}.`,
    officialPage: 'esta página oficial',
    cities: 'Cidades',
    opensWithScript: 'O SafeTrails abre a página inteira quando o JavaScript roda.',
    home: 'Início do SafeTrails',
    noScript:
      'O SafeTrails precisa de JavaScript para o app completo; a página de uma cidade e a de um país mostram as informações principais sem ele.',
    dashboard: {
      eyebrow: 'Painel',
      welcome: 'Boas-vindas',
      lead: 'Pontuações de segurança, dicas e relatos de bairros de pessoas que viajam como você.',
    },
    search: {
      resultsFor: (query) => `Resultados da busca por “${query}”`,
      all: 'Todos os destinos',
    },
  },
  ar: {
    services: {
      general: 'الطوارئ',
      police: 'الشرطة',
      ambulance: 'الإسعاف',
      fire: 'الإطفاء',
      touristPolice: 'شرطة السياحة',
      womensHelpline: 'خط مساعدة النساء',
    },
    labelled: colon,
    or: 'أو',
    source: 'المصدر',
    checked: (day) => `تاريخ التحقق ${day}`,
    issued: (day) => `تاريخ الإصدار ${day}`,
    forArea: (area) => ` بشأن ${area}`,
    sourceLabel: 'المصدر',
    noScore: 'لا درجة سلامة بعد.',
    adviceTitle: 'ما تنصح به الحكومات',
    noCountryAdvice: 'لم يُعثر على نصائح سفر رسمية.',
    noCountryWideLevel: 'لا مستوى على مستوى البلد كله',
    emergencyTitle: 'أرقام الطوارئ',
    noEmergency: (link) => `لا يذكر أي مصدر نقرؤه رقم طوارئ هنا؛ راجع ${link}.`,
    officialPage: 'هذه الصفحة الرسمية',
    cities: 'المدن',
    opensWithScript: 'يفتح SafeTrails الصفحة كاملة عند تشغيل JavaScript.',
    home: 'الصفحة الرئيسية لـ SafeTrails',
    noScript: 'يحتاج SafeTrails إلى JavaScript للتطبيق كاملًا؛ وتعرض صفحة المدينة وصفحة البلد أهم معلوماتهما من دونه.',
    dashboard: {
      eyebrow: 'لوحة التحكم',
      welcome: 'أهلًا بك',
      lead: 'درجات السلامة والنصائح وبلاغات الأحياء من مسافرين مثلك.',
    },
    search: {
      resultsFor: (query) => `نتائج البحث عن «${query}»`,
      all: 'كل الوجهات',
    },
  },
};
