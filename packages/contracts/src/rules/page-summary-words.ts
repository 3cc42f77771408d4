/**
 * The words of a page's one-line summary (page-summary.ts) in each language we speak, for a shared
 * link's preview and a search result in the reader's language. Only our own words are here: the
 * places' names, the governments' names and the numbers come from the page's data. The level names
 * are the glossary's (docs/I18N.md), the same as the app's catalogues (a unit test holds them
 * equal). Written as functions, not ICU messages, so neither the server nor the app parses a
 * message to write a summary.
 */
import type { AdvisoryLevel } from '../constants/advisory.constants';
import type { Locale } from '../constants/locale.constants';

export interface SummaryWords {
  readonly levels: Readonly<Record<AdvisoryLevel, string>>;
  /** "Acapulco, Guerrero, Mexico: Do not travel, says …" (French spaces its colon). */
  readonly headed: (subject: string, rest: string) => string;
  /** "Do not travel, says U.S. Department of State and UK Foreign Office". */
  readonly says: (level: string, who: string) => string;
  /** Two governments named together. */
  readonly both: (first: string, second: string) => string;
  /** "U.S. Department of State and 2 other governments". */
  readonly andOthers: (first: string, others: number) => string;
  readonly travelSafety: (place: string) => string;
  readonly scoreTitle: (place: string, score: number) => string;
  readonly score: (score: number) => string;
  readonly mostCautious: (where: string, line: string) => string;
  readonly noAdvice: (country: string) => string;
  readonly destinationClosing: string;
  readonly report: (title: string) => string;
  readonly countryTitle: (country: string) => string;
  readonly countryLead: (governments: number, country: string, levels: string) => string;
  readonly countryClosing: string;
}

/** "… side by side: A: level; B: level", or nothing where no government gives a level. */
const listed = (levels: string) => (levels ? `: ${levels}` : '');

export const SUMMARY_WORDS: Readonly<Record<Exclude<Locale, 'en'>, SummaryWords>> = {
  es: {
    levels: { 1: 'Precauciones normales', 2: 'Mayor precaución', 3: 'Reconsiderar el viaje', 4: 'No viajar' },
    headed: (subject, rest) => `${subject}: ${rest}`,
    says: (level, who) => `${level}, según ${who}`,
    both: (first, second) => `${first} y ${second}`,
    andOthers: (first, others) => `${first} y ${others} gobiernos más`,
    travelSafety: (place) => `${place}: seguridad para viajar`,
    scoreTitle: (place, score) => `${place}: puntuación de seguridad ${score}/100`,
    score: (score) => `Puntuación de seguridad ${score}/100.`,
    mostCautious: (where, line) => `El consejo más prudente para ${where}: ${line}.`,
    noAdvice: (country) => `No se ha encontrado ningún consejo oficial de viaje para ${country}.`,
    destinationClosing:
      'Las palabras de los gobiernos, los números de emergencia y lo que cuentan quienes viajan, en SafeTrails.',
    report: (title) => `Informe de seguridad: ${title}`,
    countryTitle: (country) => `${country}: consejos oficiales de viaje`,
    countryLead: (governments, country, levels) =>
      `Lo que ${governments === 1 ? 'aconseja 1 gobierno' : `aconsejan ${governments} gobiernos`} para ${country}, lado a lado${listed(levels)}.`,
    countryClosing: 'Números de emergencia, embajadas y la ley para viajeros LGBT+, cada uno con su fuente.',
  },
  fr: {
    levels: { 1: 'Précautions normales', 2: 'Vigilance accrue', 3: 'Reconsidérer le voyage', 4: 'Ne pas voyager' },
    headed: (subject, rest) => `${subject} : ${rest}`,
    says: (level, who) => `${level}, selon ${who}`,
    both: (first, second) => `${first} et ${second}`,
    andOthers: (first, others) => `${first} et ${others} autres gouvernements`,
    travelSafety: (place) => `${place} : sécurité du voyage`,
    scoreTitle: (place, score) => `${place} : score de sécurité ${score}/100`,
    score: (score) => `Score de sécurité ${score}/100.`,
    mostCautious: (where, line) => `Le conseil le plus prudent pour ${where} : ${line}.`,
    noAdvice: (country) => `Aucun conseil officiel aux voyageurs trouvé pour ${country}.`,
    destinationClosing:
      'Les mots des gouvernements, les numéros d’urgence et ce que racontent les personnes qui voyagent, sur SafeTrails.',
    report: (title) => `Rapport de sécurité : ${title}`,
    countryTitle: (country) => `${country} : conseils officiels aux voyageurs`,
    countryLead: (governments, country, levels) =>
      `Ce que ${governments === 1 ? 'conseille 1 gouvernement' : `conseillent ${governments} gouvernements`} pour ${country}, côte à côte${levels ? ` : ${levels}` : ''}.`,
    countryClosing: 'Numéros d’urgence, ambassades et la loi pour les voyageurs LGBT+, chacun avec sa source.',
  },
  de: {
    levels: { 1: 'Normale Vorsicht', 2: 'Erhöhte Vorsicht', 3: 'Reise überdenken', 4: 'Nicht reisen' },
    headed: (subject, rest) => `${subject}: ${rest}`,
    says: (level, who) => `${level}, laut ${who}`,
    both: (first, second) => `${first} und ${second}`,
    andOthers: (first, others) => `${first} und ${others} weiteren Regierungen`,
    travelSafety: (place) => `${place}: Reisesicherheit`,
    scoreTitle: (place, score) => `${place}: Sicherheitsbewertung ${score}/100`,
    score: (score) => `Sicherheitsbewertung ${score}/100.`,
    mostCautious: (where, line) => `Der vorsichtigste Rat für ${where}: ${line}.`,
    noAdvice: (country) => `Für ${country} wurden keine offiziellen Reisehinweise gefunden.`,
    destinationClosing: 'Die Worte der Regierungen, Notrufnummern und Berichte von Reisenden auf SafeTrails.',
    report: (title) => `Sicherheitsbericht: ${title}`,
    countryTitle: (country) => `${country}: offizielle Reisehinweise`,
    countryLead: (governments, country, levels) =>
      `Was ${governments === 1 ? '1 Regierung' : `${governments} Regierungen`} für ${country} ${governments === 1 ? 'rät' : 'raten'}, nebeneinander${listed(levels)}.`,
    countryClosing: 'Notrufnummern, Botschaften und das Gesetz für LGBT+-Reisende, jeweils mit Quelle.',
  },
  'pt-BR': {
    levels: { 1: 'Precauções normais', 2: 'Cautela redobrada', 3: 'Reconsidere a viagem', 4: 'Não viaje' },
    headed: (subject, rest) => `${subject}: ${rest}`,
    says: (level, who) => `${level}, segundo ${who}`,
    both: (first, second) => `${first} e ${second}`,
    andOthers: (first, others) => `${first} e mais ${others} governos`,
    travelSafety: (place) => `${place}: segurança para viajar`,
    scoreTitle: (place, score) => `${place}: nota de segurança ${score}/100`,
    score: (score) => `Nota de segurança ${score}/100.`,
    mostCautious: (where, line) => `A orientação mais cautelosa para ${where}: ${line}.`,
    noAdvice: (country) => `Nenhuma orientação oficial de viagem encontrada para ${country}.`,
    destinationClosing: 'As palavras dos governos, números de emergência e relatos de viajantes no SafeTrails.',
    report: (title) => `Relatório de segurança: ${title}`,
    countryTitle: (country) => `${country}: orientação oficial de viagem`,
    countryLead: (governments, country, levels) =>
      `O que ${governments === 1 ? '1 governo aconselha' : `${governments} governos aconselham`} para ${country}, lado a lado${listed(levels)}.`,
    countryClosing: 'Números de emergência, embaixadas e a lei para viajantes LGBT+, cada um com sua fonte.',
  },
  ar: {
    levels: { 1: 'احتياطات عادية', 2: 'مزيد من الحذر', 3: 'إعادة النظر في السفر', 4: 'لا تسافر' },
    headed: (subject, rest) => `${subject}: ${rest}`,
    says: (level, who) => `${level}، بحسب ${who}`,
    both: (first, second) => `${first} و${second}`,
    andOthers: (first, others) => `${first} و${others} حكومات أخرى`,
    travelSafety: (place) => `${place}: السلامة في السفر`,
    scoreTitle: (place, score) => `${place}: تقييم السلامة ${score}/100`,
    score: (score) => `تقييم السلامة ${score}/100.`,
    mostCautious: (where, line) => `النصيحة الأكثر حذرًا بشأن ${where}: ${line}.`,
    noAdvice: (country) => `لم نجد نصيحة سفر رسمية بشأن ${country}.`,
    destinationClosing: 'كلمات الحكومات وأرقام الطوارئ وما يرويه المسافرون والمسافرات على SafeTrails.',
    report: (title) => `تقرير السلامة: ${title}`,
    countryTitle: (country) => `${country}: نصائح السفر الرسمية`,
    countryLead: (governments, country, levels) =>
      `ما ${governments === 1 ? 'تنصح به حكومة واحدة' : `تنصح به ${governments} حكومات`} بشأن ${country}، جنبًا إلى جنب${listed(levels)}.`,
    countryClosing: 'أرقام الطوارئ والسفارات والقانون الخاص بالمسافرين من مجتمع الميم، كلٌّ مع مصدره.',
  },
};
