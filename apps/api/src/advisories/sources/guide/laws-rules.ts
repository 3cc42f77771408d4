/** The rules for the laws that catch visitors out: drug penalties by offence, then the other laws. */
import type { DrugPenalty, GuideTopic } from '@safetrails/contracts';
import { all, LAW, nearest, words, type TopicRule } from './topic-rule';

// Drugs ---------------------------------------------------------------------------------------------

const DRUG =
  /\b(drugs?|narcotics?|cannabis|marijuana|hashish|heroin|cocaine|methamphetamines?|amphetamines?|ecstasy|khat|qat|opium|controlled substances?|illicit substances?)\b/i;
const DRUG_HEADING = /\bdrugs?\b|narcotic/i;
const DRUG_PENALTY =
  /\b(penalt\w*|punish\w*|sentences?|sentenced|prison|imprison\w*|jail\w*|gaol|execut\w*|capital|death|fines?|fined|detention|custod\w*|convict\w*|prosecut\w*|arrest\w*)\b/i;
const NOT_A_PENALTY = /\b(drink spiking|spiked|overdose|drugged|prescri\w+|medicines?|medications?)\b/i;

const DEATH =
  /\b(death penalty|death sentences?|sentenced to death|punishable by death|capital punishment|execut(ed|ions?)|penalty of death|death is the (mandatory )?penalty)\b/i;
/** "fines, jail or even death": death in a list of penalties, not a drug's harm ("illness or death after taking"). */
const DEATH_IN_PENALTIES = /\b(or|and|even|including|include|includes|face|faces) (even )?death\b/i;
const HARM = /\b(ill|illness|overdose\w*|poison\w*|injur\w*|harm\w*|dangerous|taking these|suffer\w*|died|deaths)\b/i;
const OTHER_PENALTY = /\b(penalt\w*|sentences?|prison|jail|fines?|punish\w*)\b/i;

const LIFE = /\blife[- ](imprisonment|sentences?|in prison|terms?)\b|\bimprisonment for life\b|\bup to life\b/i;
const YEARS =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|fifty)[- ]years?\b|\byears (in|of) (prison|jail|imprisonment)\b/i;
const PRISON = /\b(prison|jail\w*|gaol|imprison\w*|incarcerat\w*|custodial|long sentences?|sentences?)\b/i;
const FINE = /\bfines?\b|\bfined\b/i;

/** The heaviest penalty a sentence states for drug offences. */
export function drugPenaltyOf(text: string): DrugPenalty | null {
  if (DEATH.test(text) || (DEATH_IN_PENALTIES.test(text) && OTHER_PENALTY.test(text) && !HARM.test(text)))
    return 'death';
  if (LIFE.test(text)) return 'life';
  if (YEARS.test(text) && PRISON.test(text)) return 'years';
  if (PRISON.test(text)) return 'prison';
  if (FINE.test(text)) return 'fine';
  return null;
}

const TRAFFICKING =
  /\b(traffick\w*|smuggl\w*|import\w*|export\w*|suppl(y|ying|ied)|deal(ing|ers?)?|sell(ing)?|sale|distribut\w*|transport\w*|production|manufactur\w*|cultivat\w*)\b/i;
const POSSESSION = /\b(possess\w*|possession|use|using|users?|consum\w*|personal use|carry(ing)?|positive)\b/i;

/** The offences a drug sentence speaks of: trafficking, possession, or drug offences in general. */
export function drugOffencesOf(text: string): ('possession' | 'trafficking' | 'any')[] {
  const offences: ('possession' | 'trafficking')[] = [];
  if (POSSESSION.test(text)) offences.push('possession');
  if (TRAFFICKING.test(text)) offences.push('trafficking');
  return offences.length ? offences : ['any'];
}

export const drugs: TopicRule = {
  topic: 'drugs',
  kind: 'laws',
  matches: (sentence) =>
    (DRUG.test(sentence.text) || DRUG_HEADING.test(nearest(sentence))) &&
    DRUG_PENALTY.test(sentence.text) &&
    !NOT_A_PENALTY.test(sentence.text),
  value: (sentence) => drugPenaltyOf(sentence.text),
  needsValue: true,
};

// Other laws that catch visitors out ----------------------------------------------------------------

const lawRule = (topic: GuideTopic, test: (text: string) => boolean, heading?: RegExp): TopicRule => ({
  topic,
  kind: 'laws',
  matches: (sentence) => test(words(sentence)) || Boolean(heading?.test(nearest(sentence)) && LAW.test(sentence.text)),
});

export const LAWS_RULES: readonly TopicRule[] = [
  lawRule(
    'speech',
    all(
      /\b(l[èe]se[- ]majest[ée]|criticis\w+|criticiz\w+|critical of|insult\w*|defam\w*|disrespect\w*|blasphem\w*|offensive (comments|remarks)|mock\w*)\b/i,
      /\b(king|queen|royal\w*|monarch\w*|ruler|president|leaders?|head of state|government|the state|religio\w*|islam\w*|prophet|god|flag|nation\w*|emir|sultan|crown)\b/i,
      LAW,
    ),
    /l[èe]se[- ]majest|blasphemy|criticis|royal family/i,
  ),
  lawRule(
    'photography',
    all(
      /\b(photograph\w*|taking (photos|pictures|images)|photos?|pictures|filming|film|videos?|cameras?)\b/i,
      /\b(military|government|official|police|security|airports?|bridges?|palaces?|ports?|installations?|infrastructure|sensitive|border|embass\w+|soldiers?)\b/i,
      /\b(prohibit\w*|illegal|forbidden|not allowed|banned|arrest\w*|detain\w*|permission|restricted|offen[cs]e|confiscat\w*|avoid|do not|don't|against the law)\b/i,
    ),
    /^photograph/i,
  ),
  lawRule(
    'drones',
    all(
      /\b(drones?|UAVs?|unmanned aerial)\b/i,
      /\b(permit\w*|permission|licen[cs]\w*|regist\w*|illegal|prohibit\w*|banned|restricted|confiscat\w*|arrest\w*|laws?|approval|authori[sz]ation)\b/i,
    ),
  ),
  lawRule(
    'dress',
    (text) =>
      all(
        /\b(dress(ing|es)?|clothing|clothes|cover(ed)? (up|your|their|shoulders|knees|arms|legs|hair)|modest\w*|swimwear|swimsuits?|bikinis?|topless|nud(e|ity)|shorts|head ?scarf|headscarves|veils?|camouflage)\b/i,
        /\b(must|should|required|illegal|offen[cs]e|prohibit\w*|banned|not allowed|arrest\w*|fine[sd]?|laws?|conservative\w*|respect\w*|appropriate\w*|avoid|expected|forbidden)\b/i,
      )(text) && !/cross-dress|dressing (room|station)/i.test(text),
    /^dress/i,
  ),
  lawRule(
    'alcohol',
    (text) =>
      all(
        /\b(alcohol\w*|drinking alcohol|drunk\w*|liquor|intoxicat\w*|beer|wine)\b/i,
        /\b(illegal|prohibit\w*|banned|laws?|offen[cs]es?|fine[sd]?|arrest\w*|prison|jail|permits?|licen[cs]\w*|restrict\w*|not allowed|forbidden|legal (drinking )?age|punish\w*)\b/i,
      )(text) &&
      !/methanol|spik\w*|drink[- ]driv\w*|driving under|under the influence|blood alcohol|drunk[- ]driv\w*|while driving/i.test(
        text,
      ),
  ),
  lawRule(
    'public_affection',
    all(
      /\b(public displays? of affection|displays? of affection|kissing|holding hands|affection in public|intimacy in public|hugging)\b/i,
    ),
  ),
  lawRule(
    'religion',
    all(
      /\b(proselyti[sz]\w*|evangeli[sz]\w*|religious (material|literature|items|texts)|convert\w* (others|people|muslims|anyone)|apostasy|missionary)\b/i,
      LAW,
    ),
  ),
  lawRule(
    'e_cigarettes',
    all(
      /\b(e-cigarettes?|electronic cigarettes?|vap(e|es|ing)|vaporis(er|ers)|vaporiz(er|ers)|heated tobacco|e-hookahs?|IQOS)\b/i,
    ),
    /e-cigarette|vap(e|ing)/i,
  ),
  lawRule(
    'id',
    all(
      /\b(carry|carrying|keep|produce|show|present)\b[^.]{0,60}\b(passports?|identification|ID|identity (cards?|documents?)|photo ?ID|copy of your passport)\b/i,
      /\b(must|required|should|at all times|laws?|fine[sd]?|arrest\w*|detain\w*|obliged|mandatory|expected|may be asked|can ask|could be|need to)\b/i,
    ),
    /^(personal )?(ID|identification)\b/i,
  ),
];
