/**
 * How each topic is recognised in a sentence, and the reading its own words give. A rule matches a
 * sentence that names the topic (or sits under a heading that does) in the way the topic needs: a
 * drug sentence must name a penalty, a photography sentence a place and a restriction. A reading
 * is taken only from words that state it; otherwise the finding keeps its sentence and no reading.
 */
import type { DrugPenalty, GuideKind, GuideTopic } from '@safetrails/contracts';
import type { GuideSentence } from './guide-sentences';

export interface TopicRule {
  readonly topic: GuideTopic;
  readonly kind: GuideKind;
  /** Whether the sentence states the topic. */
  matches(sentence: GuideSentence): boolean;
  /** The reading the sentence gives; null where it gives none. */
  value?(sentence: GuideSentence): string | null;
  /** Only sentences with a reading count (a hospital's opening hours say nothing of care's quality). */
  readonly needsValue?: boolean;
  /** Orders the sentences before the first reading is taken: the lower, the earlier. */
  readonly rank?: (sentence: GuideSentence) => number;
}

const all =
  (...patterns: RegExp[]) =>
  (text: string): boolean =>
    patterns.every((pattern) => pattern.test(text));
const nearest = (sentence: GuideSentence): string => sentence.headings.at(-1) ?? '';
const APOSTROPHE = /[’`]/g;
const words = (sentence: GuideSentence): string => sentence.text.replace(APOSTROPHE, "'");

const LAW =
  /\b(illegal|unlawful|offen[cs]es?|crimes?|criminal|laws?|prison|jail|sentenced?|punish\w*|arrest\w*|prosecut\w*|fines?|fined|detain\w*|prohibit\w*|banned|forbidden|not allowed|penalt\w*)\b/i;

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

const drugs: TopicRule = {
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

const LAWS_RULES: readonly TopicRule[] = [
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
        /\b(alcohol\w*|drinking|drunk\w*|liquor|intoxicat\w*|beer|wine)\b/i,
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

// On the road ---------------------------------------------------------------------------------------

const SIDE =
  /\b(?:drive|drives|driving|driven|traffic (?:moves|drives|travels|flows|runs|is)|vehicles (?:drive|travel|are driven)|cars (?:drive|travel))\b[^.;]{0,30}?\bon the (left|right)\b/i;

const transportRule = (topic: GuideTopic, test: (text: string) => boolean): TopicRule => ({
  topic,
  kind: 'transport',
  matches: (sentence) => test(words(sentence)),
});

const TRANSPORT_RULES: readonly TopicRule[] = [
  {
    topic: 'driving_side',
    kind: 'transport',
    matches: (sentence) => SIDE.test(sentence.text),
    value: (sentence) => SIDE.exec(sentence.text)?.[1]!.toLowerCase() ?? null,
    needsValue: true,
  },
  transportRule(
    'road_safety',
    all(
      /\b(road (conditions|safety|travel|accidents?|deaths|fatalit\w+|crashes|users)|traffic (accidents?|fatalit\w+|deaths|crashes|collisions|injuries)|road traffic|driving (standards|conditions|habits)|dangerous driving|reckless\w*|poorly maintained|drivers? (often |frequently |may |routinely )?(ignore|disregard|speed)|accident rates?|high rates? of (road|traffic))\b/i,
    ),
  ),
  transportRule(
    'night_driving',
    all(
      /\b(at night|after dark|night[- ]?time|during (the )?night|hours of darkness|nighttime)\b/i,
      /\b(driv\w*|roads?|travel(l?ing)? by (road|car|bus)|highways?|vehicles?|overland)\b/i,
    ),
  ),
  transportRule(
    'motorbikes',
    all(
      /\b(motorcycles?|motorbikes?|motor-bikes?|scooters?|mopeds?|motos?|moto-taxis?|boda[- ]bodas?|okadas?|quad bikes?|ATVs?)\b/i,
    ),
  ),
  transportRule('taxis', all(/\b(taxis?|taxicabs?|cabs|tuk[- ]?tuks?|rickshaws?)\b/i)),
  transportRule(
    'ride_hailing',
    (text) =>
      /\b(ride[- ]?(hailing|sharing|share)|rideshare|app-based|booking apps?|taxi apps?|smartphone-based)\b/i.test(
        text,
      ) || /\b(Uber|Grab|Bolt|Careem|Lyft|DiDi|inDrive|InDriver|Yandex Go|Gojek|Cabify|Ola)\b/.test(text),
  ),
];

// Health --------------------------------------------------------------------------------------------

const CONDITIONAL =
  /\b((if|when) (you('re| are| have| were)?|travell?ers?|arriving|coming|you've)[^.]{0,60}\b(from|through|transit\w*|visited|been|lived)\b|arriving from|coming from|travell?ing from|transit\w* through|(countries|areas) (with|where there is) (a )?risk|risk of yellow fever transmission|certain countries|\b(travell?ers?|passengers|visitors|those|people|anyone) (arriving |coming |travell?ing )?from\b)/i;
const REQUIRED =
  /\b(required|requires|must|mandatory|compulsory|need (a|an|to)|condition of entry|will be asked|obligatory)\b/i;
const NOT_REQUIRED =
  /\b(not (required|needed|mandatory|compulsory)|no requirement|isn't required|aren't required|no vaccinations are required)\b/i;

export function yellowFeverOf(text: string): string | null {
  // A certificate "for onward travel" is another country's rule, not this one's.
  if (/\bonward\b/i.test(text)) return null;
  if (NOT_REQUIRED.test(text) && !REQUIRED.test(text.replace(NOT_REQUIRED, ''))) return 'not_required';
  if (REQUIRED.test(text)) return CONDITIONAL.test(text) ? 'required_from_risk_countries' : 'required';
  if (/\brecommend\w*/i.test(text)) return 'recommended';
  return null;
}

const UNSAFE_WATER =
  /\b((not|never) (be )?(safe|potable|drinkable|suitable)|unsafe|isn't safe|non-potable|do not drink|don't drink|avoid (drinking )?(tap|the|local|untreated)? ?water|boil\w*|bottled|purif\w*|contaminat\w*|untreated)\b/i;
const SAFE_WATER = /\b(is (generally |usually |normally )?(safe|potable|drinkable)|safe to drink)\b/i;
const MEDICAL =
  /\b(medical (care|facilities|services|treatment|standards?|infrastructure|system)|hospitals?|health ?care|clinics?)\b/i;
const LIMITED_CARE =
  /\b(limited|poor|basic|inadequate|below|lacks?|lacking|may not meet|not (up to|of a high|meet|always)|rudimentary|scarce|under-resourced|overstretched|unavailable|minimal|substandard|very few|not widely available)\b/i;
const GOOD_CARE =
  /\b(good|high standards?|high quality|excellent|modern|adequate|comparable|world-class|well[- ]equipped|generally available)\b/i;

const HEALTH_RULES: readonly TopicRule[] = [
  {
    topic: 'yellow_fever',
    kind: 'health',
    matches: (sentence) =>
      /yellow fever/i.test(sentence.text) &&
      (/\b(certificate|vaccinat\w*|proof|immuni[sz]ation|vaccines?)\b/i.test(sentence.text) ||
        /vaccin/i.test(nearest(sentence))),
    value: (sentence) => yellowFeverOf(words(sentence)),
  },
  {
    topic: 'malaria',
    kind: 'health',
    matches: (sentence) => /\bmalaria\b/i.test(sentence.text),
    value: (sentence) =>
      /\b(no (risk of )?malaria|malaria[- ]free|malaria is not (present|a risk)|no malaria)\b/i.test(sentence.text)
        ? 'no_risk'
        : /\b(risk|present|occurs?|endemic|common|exists|prevalent|transmi\w*|widespread|cases)\b/i.test(sentence.text)
          ? 'risk'
          : null,
  },
  { topic: 'dengue', kind: 'health', matches: (sentence) => /\bdengue\b/i.test(sentence.text) },
  { topic: 'rabies', kind: 'health', matches: (sentence) => /\brabies\b/i.test(sentence.text) },
  {
    topic: 'tap_water',
    kind: 'health',
    matches: (sentence) =>
      /\b(tap water|drinking water|water supply|drink(ing)? (the )?(tap |local )?water|water is|bottled water|boiled water)\b/i.test(
        sentence.text,
      ),
    value: (sentence) =>
      UNSAFE_WATER.test(words(sentence))
        ? 'unsafe'
        : SAFE_WATER.test(words(sentence)) && !/^(ensure|make sure|check)\b/i.test(sentence.text)
          ? 'safe'
          : null,
    needsValue: true,
  },
  {
    topic: 'medical_care',
    kind: 'health',
    // Insurance is the traveller's cover, not the care: "adequate insurance" says nothing of hospitals.
    matches: (sentence) => MEDICAL.test(sentence.text) && !/\binsurance\b/i.test(sentence.text),
    value: (sentence) => (LIMITED_CARE.test(sentence.text) ? 'limited' : GOOD_CARE.test(sentence.text) ? 'good' : null),
    needsValue: true,
  },
];

// Entry ---------------------------------------------------------------------------------------------

const PERIOD = /\b(\d+|one|two|three|four|six)[- ]months?\b|\b\d+ days\b|\bduration of (your|the) (stay|visit)\b/i;
const OTHER_VISA =
  /\b(work|business|student|study|residence|residency|employment|transit|journalist|diplomatic) (visas?|permits?)\b|overstay\w*|\bfor (work|study|studying|business|other reasons|longer stays?)\b|dual (citizen|national)\w*|return(ing)? to (Canada|the UK|the United Kingdom|Australia|Ireland|the United States|the U\.S\.)/i;
const VISA = /\b(visas?|e-?visas?|ETA|eTA|electronic travel authori[sz]ation|visa[- ]free|visa waiver)\b/i;
const NO_VISA =
  /\b((do not|don't|does not|doesn't|won't|will not|not|no longer)( \w+ly)? (need|require)[^.]{0,30}\bvisa|visas?:? (is |are )?not (required|needed)|visa[- ]free|without (a|needing a) visa|visa[- ]exempt\w*|exempt(ed)? from[^.]{0,40}\bvisa)|^(No|Not required)\b/i;
const E_VISA =
  /\b(e-?visas?|electronic visas?|online visas?|ETA|eTA|electronic travel authori[sz]ation|visa online)\b/i;
const VISA_ON_ARRIVAL =
  /\b(get|obtain|issue[sd]?|available|grant(ed)?|buy|purchase)\b[^.]{0,25}\bvisas? on arrival\b|\bvisas? (is |are )?(available |issued |granted )?on arrival\b/i;
const VISA_NEEDED =
  /\b((need|require|must (have|obtain|get|apply for)|have to (get|obtain|apply for))[^.]{0,30}\bvisa|visas? (is|are) (required|needed|mandatory))|^Yes\b/i;

export function visaOf(text: string): string | null {
  // A rule for longer stays ("required when visiting for more than 180 days") is not the visitor's.
  if (/\b(for|stays?|visiting|visits?) (of )?(more|longer) than\b/i.test(text)) return null;
  // "If you require a Schengen visa …" is about other passports, not a requirement.
  if (
    /^if you (require|need)\b|^other (passport holders|nationalities)|\b(check|find out)\b[^.]{0,80}\b(if|whether)\b/i.test(
      text,
    )
  )
    return null;
  if (NO_VISA.test(text)) return 'not_required';
  if (E_VISA.test(text)) return 'e_visa';
  if (VISA_ON_ARRIVAL.test(text)) return 'on_arrival';
  if (VISA_NEEDED.test(text)) return 'required';
  return null;
}

const ENTRY_RULES: readonly TopicRule[] = [
  {
    topic: 'passport_validity',
    kind: 'entry',
    matches: (sentence) =>
      (/passport/i.test(sentence.text) &&
        /\b(valid\w*|expir\w*)\b/i.test(sentence.text) &&
        PERIOD.test(sentence.text)) ||
      (/passport validity|^validity$/i.test(nearest(sentence)) && PERIOD.test(sentence.text)),
    value: (sentence) => PERIOD.exec(sentence.text)?.[0] ?? null,
    needsValue: true,
  },
  {
    topic: 'blank_pages',
    kind: 'entry',
    matches: (sentence) =>
      /\b(blank|empty|free|unused|clean) (visa |passport )?pages?\b|\bpages? (that are )?(blank|free|empty)\b/i.test(
        sentence.text,
      ) ||
      (/blank (passport )?pages/i.test(nearest(sentence)) && /\bpages?\b|\bnone\b/i.test(sentence.text)),
  },
  {
    topic: 'visa',
    kind: 'entry',
    matches: (sentence) =>
      (VISA.test(sentence.text) || /visa/i.test(nearest(sentence))) && !OTHER_VISA.test(sentence.text),
    value: (sentence) => visaOf(words(sentence)),
    // The rule for the traveller ("you", "citizens") before a rule for others, a plain one before an "if".
    rank: (sentence) =>
      (/\b(you|your|citizens|passport holders|tourists)\b/i.test(sentence.text) ? 0 : 2) +
      (/^if\b/i.test(sentence.text) ? 1 : 0),
  },
  {
    topic: 'registration',
    kind: 'entry',
    matches: (sentence) =>
      ((/\b(register|registration|registered)\b/i.test(sentence.text) &&
        /\b(arrival|police|immigration|authorities|accommodation|hotel|hours|within \d+)\b/i.test(sentence.text)) ||
        /\b(arrival card|TDAC|digital arrival|landing card|disembarkation card|arrival form)\b/i.test(sentence.text)) &&
      !/\b(STEP|Smart Traveler|Smartraveller|embassy|consulate|citizens registration|register (your|with us)|registration of canadians)\b/i.test(
        sentence.text,
      ),
  },
  {
    topic: 'currency',
    kind: 'entry',
    matches: (sentence) =>
      (/\b(currency|cash|money|funds)\b/i.test(sentence.text) &&
        /\b(declare\w*|declaration|limit\w*|restrict\w*|maximum|more than|exceed\w*|in excess|equivalent of)\b/i.test(
          sentence.text,
        )) ||
      /currency restrictions/i.test(nearest(sentence)),
    value: (sentence) =>
      /\b(declare\w*|declaration|limit(s|ed)?|maximum|more than|exceed\w*|in excess)\b/i.test(sentence.text)
        ? 'declare'
        : /^none\b|\bno (currency )?restrictions\b/i.test(sentence.text)
          ? 'none'
          : null,
  },
];

export const TOPIC_RULES: readonly TopicRule[] = [
  drugs,
  ...LAWS_RULES,
  ...TRANSPORT_RULES,
  ...HEALTH_RULES,
  ...ENTRY_RULES,
];
