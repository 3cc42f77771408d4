/**
 * What a government's LGBT+ section says of the law, as structured findings (docs/TRAVELLERS.md). The
 * pages write it in plain sentences ("Same-sex sexual activity is illegal in Chad, with penalties of
 * imprisonment ranging from 3 months to 2 years", "Kazakh law doesn’t criminalize sexual acts …
 * between persons of the same sex"), so each finding is read off the sentence that states it and
 * keeps that sentence, verbatim, as its `words`. A finding no sentence states stays null: a page
 * about marriage or attitudes says nothing of whether sex is a crime, and we do not infer it.
 */
import type { LgbtLaw, MaxPenalty, SameSexActsStatus } from '@safetrails/contracts';
import { sectionsOf, sentencesOf } from './markdown';
import { LGBT_HEADING } from './traveller-sections';

/** The sentences of the pages' LGBT+ sections: a section under an LGBT+ heading, or a paragraph led by one ("**LGB Travelers:** …"). */
export function lgbtSentences(pages: readonly string[]): string[] {
  const paragraphs: string[] = [];
  for (const page of pages) {
    const section = sectionsOf(page).find((candidate) => LGBT_HEADING.test(candidate.heading) && candidate.body);
    if (section) {
      paragraphs.push(section.body);
      continue;
    }
    for (const paragraph of page.split(/\n\s*\n/)) {
      const lead = /^\s*\*\*([^*]{2,60})\*\*/.exec(paragraph);
      if (lead && LGBT_HEADING.test(lead[1]!)) paragraphs.push(paragraph.replace(lead[0], ''));
    }
  }
  return paragraphs.flatMap(sentencesOf);
}

const APOSTROPHE = /[’`]/g;
/** The act itself, not marriage or attitudes. */
const ACT =
  /(sexual (activit|acts?\b|relations|conduct|intercourse|behaviou?r)|homosexuality|homosexual (acts?|activit|behaviou?r|relations|conduct|sex)|\bsodomy\b|same[- ]sex (relations|relationships|sex\b|acts?\b|conduct|intimacy|activit)|relations between (men|women|persons|people|individuals) of the same sex)/i;
const NOT_ACT = /\b(marriages?|civil unions?|partnerships?|adopt\w*|displays?|affection|discriminat\w*|unions?)\b/i;
const CRIMINAL =
  /\b(illegal|criminali[sz](e|es|ed|ing)|prohibit(s|ed)?|(a )?criminal offen[cs]es?|punishable|against the law|outlaw(s|ed|ing)?|banned|forbidden|forbids|an offen[cs]e)\b/i;
/** A negation of the crime word itself ("doesn't criminalize", "is not illegal", "no laws against"). */
const NEGATED =
  /((\bnot|n't|\bno longer|\bnever)\s+(\w+ly\s+)?(illegal|criminali[sz]\w*|prohibit\w*|outlaw\w*|an offen[cs]e|against the law|a crime|a criminal offen[cs]e|forbidden|banned)|\bno\s+(specific\s+|explicit\s+)?(legal restrictions?|laws?|legislation)(\s+\w+){0,2}?\s+(on|against|criminali[sz]\w*|prohibit\w*|outlaw\w*|restricting)|\bno longer (has )?(legislation|laws?) against)/i;
const LEGAL =
  /(\b(is|are|has been|have been|became|was|were|remains?)\s+(now\s+|fully\s+|also\s+|otherwise\s+)?legal\b|\blegal (since|for|in|under|among)\b|\bdecriminali[sz]\w*|\blegali[sz]ed\b)/i;
const DE_FACTO =
  /\b(lead to arrest|arrested|prosecut\w*|charged|used to (target|arrest|prosecute))\b[^.]*\b(under|laws?|debauchery|indecen\w*|immoral\w*|public morals?|vice)\b/i;
const NOT_SPECIFIC =
  /\b(not (specifically|explicitly)|no (specific|explicit)|doesn't specifically|does not specifically)\b/i;

const MEN = /\b(men|male|males|man|gay men|between men)\b/i;
const WOMEN = /\b(women|female|females|woman|lesbian\w*)\b/i;

const OTHER_SUBJECT = /\b(discriminat\w*|harass\w*|promot\w*|propaganda|displays?|marriages?|unions?|dating)\b/i;
/** A sentence about what travellers post or say, not about the law on the act. */
const ABOUT_SPEECH = /\b(content|social media|online|posts?)\b/i;

/** Whether `first` occurs in the text before `second` does (or `second` not at all). */
function before(first: RegExp, second: RegExp, text: string): boolean {
  const a = first.exec(text)?.index;
  if (a === undefined) return false;
  const b = second.exec(text)?.index;
  return b === undefined || a < b;
}

/** A sentence's clauses: "legal in the West Bank" and "but illegal in Gaza" are read apart. */
function clausesOf(text: string): string[] {
  return text
    .split(/[,;:]|\b(?:but|however|although|though|while|whereas|except)\b/i)
    .filter((clause) => clause.trim());
}

/** How a sentence states the legal status of same-sex acts, or null where it says nothing of it. */
function statusOf(sentence: string): SameSexActsStatus | null {
  const text = sentence.replace(APOSTROPHE, "'");
  if (!ACT.test(text) || ABOUT_SPEECH.test(text)) return null;
  // "Same-sex marriage is legal" says nothing of the act; "Same-sex relationships and marriage are legal" does.
  if (before(NOT_ACT, ACT, text) && !/sexual|homosexual|sodomy/i.test(text)) return null;
  if (NOT_SPECIFIC.test(text) && DE_FACTO.test(text)) return 'de_facto_criminalised';
  const statuses = clausesOf(text).map((clause): SameSexActsStatus | null => {
    // A clause on discrimination or promotion ("prohibits … promoting homosexuality") says nothing of the act itself;
    // "Same sex sexual activity and the ‘promotion’ of … is a criminal offence" names the act first, and does.
    if (before(OTHER_SUBJECT, ACT, clause)) return null;
    if (NEGATED.test(clause)) return 'legal';
    if (CRIMINAL.test(clause)) return 'criminalised';
    if (LEGAL.test(clause)) return 'legal';
    return null;
  });
  if (statuses.includes('criminalised')) return 'criminalised';
  if (statuses.includes('legal')) return 'legal';
  if (DE_FACTO.test(text)) return 'de_facto_criminalised';
  return null;
}

const NUMBER_WORDS =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty)(\s*(to|–|-)\s*\d+)?[\s-]*years?\b/i;
const PENALTY_CONTEXT = /\b(prison|imprison\w*|jail|sentence\w*|penalt\w*|punish\w*|convicted|fines?|death|life)\b/i;
const ABOUT_OTHER = /\b(propaganda|promot\w*|cross-dress\w*|impersonat\w*|imitat\w*|recruitment|funding|advocat\w*)\b/i;

const LAW_PENALTY =
  /(^(penalt|sentences?|punish|those convicted|if (you are |they are )?convicted|convicted|offenders|the (maximum )?penalty|if enforced)|\b(punishable|penalt(y|ies)|sentences? (of|include|can|up to)|face (up to|the death|imprisonment|life|a (prison )?sentence|corporal)|could face|can face|risk harsh)\b)/i;

/** The heaviest penalty the sentences name for the act. */
function maxPenaltyOf(sentences: readonly string[]): { penalty: MaxPenalty | null; words: string[] } {
  let best: { penalty: MaxPenalty; rank: number; words: string } | null = null;
  const ranks: Record<MaxPenalty, number> = { death: 4, life: 3, years: 2, fine: 1 };
  for (const sentence of sentences) {
    if (!PENALTY_CONTEXT.test(sentence) || (ABOUT_OTHER.test(sentence) && !ACT.test(sentence))) continue;
    // A penalty of the law: in a sentence on the act, or one that speaks of penalties or convictions.
    if (!ACT.test(sentence) && !LAW_PENALTY.test(sentence)) continue;
    // A list of penalties ("fines, jail time, or death") is read as its most severe.
    const penalty: MaxPenalty | null =
      /\b(death(?!\s+threats?)|capital punishment|executions?|executed|stoning)\b/i.test(sentence) &&
      !/\babolish\w*/i.test(sentence)
        ? 'death'
        : /\b(life imprisonment|life sentences?|imprisonment for life|life in prison)\b/i.test(sentence)
          ? 'life'
          : NUMBER_WORDS.test(sentence) && /\b(prison|imprison\w*|jail|sentence\w*|penalt\w*)\b/i.test(sentence)
            ? 'years'
            : /\b(prison|imprison\w*|jail|prison sentences?)\b/i.test(sentence) && !/\bfines?\b/i.test(sentence)
              ? 'years'
              : /\bfines?\b/i.test(sentence)
                ? /\b(prison|imprison\w*|jail)\b/i.test(sentence)
                  ? 'years'
                  : 'fine'
                : null;
    if (penalty && (!best || ranks[penalty] > best.rank)) best = { penalty, rank: ranks[penalty], words: sentence };
  }
  return best ? { penalty: best.penalty, words: [best.words] } : { penalty: null, words: [] };
}

/** "Same-sex marriage is legal", "civil unions between same-sex couples are recognised". */
const UNION_LEGAL =
  /\b(same[- ]sex|gay|lgbt\S*)\s+(marriages?|civil unions?|civil partnerships?|unions?)\b[^.]{0,60}?\b(is|are|has been|have been|became|were)\s+(now\s+|fully\s+|also\s+)?(legal|legali[sz]ed|recogni[sz]ed|permitted|allowed)\b|\b(legali[sz]ed|recogni[sz]es?|allows?|permits?)\s+(same[- ]sex|gay)\s+(marriages?|civil unions?|civil partnerships?|unions?)\b|\b(marriages?|civil unions?|civil partnerships?)\s+(between|for|of)\s+(same[- ]sex|gay)\s+(couples|partners|people)\b[^.]{0,30}?\b(is|are|has been|have been|became|were)\s+(now\s+|fully\s+|also\s+)?(legal|recogni[sz]ed|permitted|allowed)\b/i;

/**
 * Where a page states no law on the acts but that same-sex marriage or civil unions are legal, the
 * acts are legal by that statement: the state cannot marry a couple for what it punishes.
 */
function legalByUnion(sentences: readonly string[]): LgbtLaw['sameSexActs'] {
  for (const sentence of sentences) {
    const text = sentence.replace(APOSTROPHE, "'");
    const match = UNION_LEGAL.exec(text);
    if (!match || /\b(not|n't|no longer|never|illegal|banned|prohibit\w*)\b/i.test(text)) continue;
    return {
      status: 'legal',
      appliesTo: null,
      maxPenalty: null,
      legalBy: /marriage/i.test(match[0]) ? 'marriage' : 'civil_unions',
      words: [sentence],
    };
  }
  return null;
}

function sameSexActsOf(sentences: readonly string[]): LgbtLaw['sameSexActs'] {
  const stated = sentences
    .map((sentence, index) => {
      const status = statusOf(sentence);
      // "not explicitly criminalised in Egypt." then "However, … prosecuted … under ‘debauchery’ laws".
      const next = sentences[index + 1];
      if (status === 'legal' && NOT_SPECIFIC.test(sentence.replace(APOSTROPHE, "'")) && next && DE_FACTO.test(next)) {
        return { sentence: `${sentence} ${next}`, status: 'de_facto_criminalised' as const };
      }
      return { sentence, status };
    })
    .filter((entry): entry is { sentence: string; status: SameSexActsStatus } => entry.status !== null);
  if (stated.length === 0) return legalByUnion(sentences);
  // A crime stated anywhere outweighs a sentence that calls something else legal ("legal for women, illegal for men").
  const order: SameSexActsStatus[] = ['criminalised', 'de_facto_criminalised', 'legal'];
  const status = order.find((candidate) => stated.some((entry) => entry.status === candidate))!;
  const lead = stated.find((entry) => entry.status === status)!;
  const men = MEN.test(lead.sentence);
  const women = WOMEN.test(lead.sentence);
  const appliesTo = status === 'legal' ? null : men && !women ? 'men' : women && !men ? 'women' : 'all';
  const penalty = status === 'legal' ? { penalty: null, words: [] } : maxPenaltyOf(sentences);
  const words = [lead.sentence, ...penalty.words.filter((sentence) => sentence !== lead.sentence)];
  return { status, appliesTo, maxPenalty: penalty.penalty, words };
}

/** A yes-or-no finding read from the sentences that name its subject: negated, or stated. */
function flagOf(
  sentences: readonly string[],
  subject: RegExp,
  stated: RegExp,
): { value: boolean; words: string[] } | null {
  for (const sentence of sentences) {
    const text = clausesOf(sentence.replace(APOSTROPHE, "'")).find((clause) => subject.test(clause));
    if (!text) continue;
    if (
      /\b(no|not|n't|without)\b(\s+\S+){0,5}?\s+(laws?|legislation|restrict\w*|illegal|criminal\w*|ban\w*|prohibit\w*|censorship)/i.test(
        text,
      )
    ) {
      return { value: false, words: [sentence] };
    }
    if (stated.test(text)) return { value: true, words: [sentence] };
  }
  return null;
}

const PROPAGANDA =
  /\b(propaganda|promot\w*\s+(of\s+)?(homosexuality|same-sex|lgbt\S*|non-traditional|“?non-traditional)|“promotion|advocat\w*\s+(for\s+)?(lgbt\S*|same-sex|homosexual\w*)|(promot|advocat)\w*[^.]{0,40}\b(lgbt\S*|homosexual\w*|same-sex|bisexual\w*)\b)/i;
const PROPAGANDA_STATED =
  /\b(illegal|ban\w*|prohibit\w*|criminal\w*|law|laws|arrest\w*|punish\w*|fines?|prison|imprison\w*|penalt\w*|offen[cs]es?)\b/i;
const EXPRESSION =
  /\b(cross-dress\w*|impersonat\w*\s+(the\s+|a member of the\s+)?(opposite|other) (sex|gender)|imitat\w*\s+the\s+(opposite|other) (sex|gender)|dress\w*\s+(as|like)\s+(a member of\s+)?the\s+(opposite|other) (sex|gender)|posing as (a member of )?the (opposite|other) (sex|gender))/i;
const RECOGNITION =
  /\b((possible|able|allowed|permitted|can|cannot)\s+(to\s+)?(legally\s+)?change\s+(their\s+|your\s+|one's\s+)?(legal\s+)?(gender|sex)|legal (gender|sex) (change|recognition) is|(not\s+|n't\s+)?(legally\s+)?recogni[sz]e (gender identities|transgender|a change of (gender|sex)))/i;

function genderRecognitionOf(sentences: readonly string[]): LgbtLaw['genderRecognition'] {
  for (const sentence of sentences) {
    const text = sentence.replace(APOSTROPHE, "'");
    if (!RECOGNITION.test(text)) continue;
    if (/\b(not|n't|no|cannot|isn't|impossible)\b/i.test(text)) return { status: 'not_recognised', words: [sentence] };
    if (/\b(can|may|allows?|permits?|is recogni[sz]ed|are recogni[sz]ed|possible)\b/i.test(text)) {
      return { status: 'recognised', words: [sentence] };
    }
  }
  return null;
}

/** Every finding one government's LGBT+ section states; null where the pages have no such section. */
export function lgbtLawOf(pages: readonly string[]): LgbtLaw | null {
  const sentences = lgbtSentences(pages);
  if (sentences.length === 0) return null;
  const propaganda = flagOf(sentences, PROPAGANDA, PROPAGANDA_STATED);
  const expression = flagOf(sentences, EXPRESSION, CRIMINAL);
  const law: LgbtLaw = {
    sameSexActs: sameSexActsOf(sentences),
    genderExpression: expression ? { criminalised: expression.value, words: expression.words } : null,
    propagandaLaw: propaganda ? { exists: propaganda.value, words: propaganda.words } : null,
    genderRecognition: genderRecognitionOf(sentences),
  };
  return Object.values(law).some(Boolean) ? law : null;
}
