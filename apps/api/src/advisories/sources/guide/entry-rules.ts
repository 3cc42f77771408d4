/** The rules for entry, as a government writes it for its own citizens: passport, visa, registration, cash. */
import { nearest, words, type TopicRule } from './topic-rule';

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

export const ENTRY_RULES: readonly TopicRule[] = [
  {
    topic: 'passport_validity',
    kind: 'entry',
    matches: (sentence) =>
      (/passport/i.test(sentence.text) &&
        /\b(valid(ity)?|expiry date|expiration date)\b/i.test(sentence.text) &&
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
      !/\b(STEP|Smart Traveler|Smartraveller|embassy|consulate|citizens registration|register (your|with us)|registration of canadians|vehicles?|cars?)\b/i.test(
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
      /\b(don't|do not|no need to|not) (need to |have to )?declare\b/i.test(words(sentence))
        ? null
        : /\b(declare\w*|declaration|limit(s|ed)?|maximum|more than|exceed\w*|in excess)\b/i.test(sentence.text)
          ? 'declare'
          : /^none\b|\bno (currency )?restrictions\b/i.test(sentence.text)
            ? 'none'
            : null,
  },
];
