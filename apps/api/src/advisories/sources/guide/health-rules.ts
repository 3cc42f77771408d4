/** The rules for health: a yellow fever certificate, the diseases named, tap water and medical care. */
import { nearest, words, type TopicRule } from './topic-rule';

// Health --------------------------------------------------------------------------------------------

const CONDITIONAL =
  /\b((if|when) (you('re| are| have| were)?|travell?ers?|arriving|coming|you've)[^.]{0,60}\b(from|through|transit\w*|visited|been|lived)\b|arriving from|coming from|travell?ing from|transit\w* through|(countries|areas) (with|where there is) (a )?risk|risk of yellow fever transmission|certain countries|depending on|countries you (have )?visited|\b(travell?ers?|passengers|visitors|those|people|anyone) (arriving |coming |travell?ing )?from\b)/i;
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

export const HEALTH_RULES: readonly TopicRule[] = [
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
    // A disease "spread through contaminated food or drinking water" says nothing of the tap.
    matches: (sentence) =>
      !/\b(spread\w*|transmi\w+|infect\w*|typhoid|cholera|hepatitis)\b/i.test(sentence.text) &&
      /\b(tap water|drinking water|water supply|drink(ing)? (the )?(tap |local )?water|drink (only )?(boiled|bottled|purified|filtered|treated)( or bottled)? water|water is)\b/i.test(
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
