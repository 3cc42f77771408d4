/**
 * The words we compose for the governments' "before you go" findings, in the page's language: a
 * topic's name and what its reading means. Never quoted: the governments' own sentences are shown
 * beside them, in quotes and in English.
 */
import type { GuideStatement, GuideTopic, GuideTopicView } from '@safetrails/contracts';
import type { IntlShape } from 'react-intl';

export function topicName(intl: IntlShape, topic: GuideTopic): string {
  return intl.formatMessage(
    {
      id: 'guide.topic',
      defaultMessage:
        '{topic, select, drugs {Drugs} speech {Criticising the ruler, the state or religion} photography {Photographing official sites} drones {Drones} dress {Dress} alcohol {Alcohol} public_affection {Public affection} religion {Preaching and religious material} e_cigarettes {E-cigarettes and vapes} id {Carrying ID} driving_side {Side of the road} road_safety {Road safety} night_driving {Driving at night} motorbikes {Motorbikes and scooters} taxis {Taxis} ride_hailing {Ride-hailing apps} yellow_fever {Yellow fever certificate} malaria {Malaria} dengue {Dengue} rabies {Rabies} tap_water {Tap water} medical_care {Medical care} passport_validity {Passport validity} blank_pages {Blank passport pages} visa {Visa} registration {Registration and arrival cards} other {Cash and currency}}',
    },
    { topic },
  );
}

/**
 * Topics named in a sentence ("No government we follow states, for Peru: drones, dress."): in
 * lower case, except in German, whose nouns keep their capital.
 */
export function topicList(intl: IntlShape, topics: readonly GuideTopic[]): string {
  const names = topics.map((topic) => topicName(intl, topic));
  return (intl.locale === 'de' ? names : names.map((name) => name.toLocaleLowerCase(intl.locale))).join(', ');
}

type Offence = NonNullable<GuideStatement['offence']>;
const OFFENCE_ORDER: readonly Offence[] = ['trafficking', 'possession', 'any'];

/** "Drug trafficking", "Drug trafficking and possession", "Drug offences". */
function offencesName(intl: IntlShape, offences: readonly Offence[]): string {
  const named = OFFENCE_ORDER.filter((offence) => offences.includes(offence));
  return intl.formatMessage(
    {
      id: 'guide.drugs.offences',
      defaultMessage:
        '{offences, select, trafficking {Drug trafficking} possession {Drug possession} trafficking_possession {Drug trafficking and possession} trafficking_any {Drug trafficking and other offences} possession_any {Drug possession and other offences} trafficking_possession_any {Drug trafficking, possession and other offences} other {Drug offences}}',
    },
    { offences: named.join('_') },
  );
}

/** "Drug trafficking can carry the death penalty". */
function drugLine(intl: IntlShape, offences: readonly Offence[], penalty: string): string {
  return intl
    .formatMessage(
      {
        id: 'guide.drugs.line',
        defaultMessage:
          '{offences} {penalty, select, death {can carry the death penalty} life {can carry life imprisonment} years {can carry years in prison} prison {can lead to prison} fine {can lead to a fine} other {}}',
      },
      { offences: offencesName(intl, offences), penalty },
    )
    .trim();
}

/** The topic's name, by offence for drugs. */
export function topicLabel(intl: IntlShape, topic: GuideTopic, offence?: GuideStatement['offence']): string {
  return topic === 'drugs' && offence ? offencesName(intl, [offence]) : topicName(intl, topic);
}

/** "6 months" as the page writes it, in the page's language; as written where it is not a number and a unit. */
function period(intl: IntlShape, text: string): string {
  const match = /^(\d+)\s+(day|week|month|year)s?$/i.exec(text.trim());
  if (!match) return text;
  return intl.formatNumber(Number(match[1]), {
    style: 'unit',
    unit: match[2].toLowerCase(),
    unitDisplay: 'long',
  });
}

/** What a reading means in our words; null where the sentence states the topic without one. */
export function readingText(
  intl: IntlShape,
  statement: Pick<GuideStatement, 'topic' | 'value' | 'offence' | 'period'>,
): string | null {
  const { topic, value } = statement;
  if (value === null) return null;
  if (topic === 'drugs') return drugLine(intl, statement.offence ? [statement.offence] : ['any'], value);
  if (topic === 'passport_validity')
    return intl.formatMessage(
      { id: 'guide.passportValidity', defaultMessage: 'Valid for {period}' },
      { period: period(intl, value) },
    );
  const key = `${topic}_${value}`;
  const text = intl.formatMessage(
    {
      id: 'guide.reading',
      defaultMessage:
        '{key, select, driving_side_left {Traffic drives on the left} driving_side_right {Traffic drives on the right} yellow_fever_required {Required to enter} yellow_fever_required_from_risk_countries {Required if you arrive from a country with yellow fever} yellow_fever_recommended {Recommended} yellow_fever_not_required {Not required} malaria_risk {A risk} malaria_no_risk {No risk stated} tap_water_unsafe {Not safe to drink as it comes} tap_water_safe {Safe to drink} medical_care_limited {Limited} medical_care_good {Good} visa_not_required {Not required} visa_e_visa {An e-visa or electronic authorisation} visa_on_arrival {On arrival} visa_required {Required before you travel} currency_declare {Amounts above a limit must be declared} currency_none {No restrictions} other {}}',
    },
    { key },
  );
  if (!text) return null;
  if (topic === 'visa' && statement.period) return `${text} (${period(intl, statement.period)})`;
  return text;
}

/** A line a traveller must see before opening anything: a death or life sentence, a certificate to enter. */
function isCritical(view: GuideTopicView): boolean {
  const { topic, value } = view.lead;
  return (
    (topic === 'drugs' && (value === 'death' || value === 'life')) || (topic === 'yellow_fever' && value === 'required')
  );
}

export interface CriticalLine {
  readonly key: string;
  /** In our words: "Drug trafficking and possession can carry the death penalty". */
  readonly text: string;
  /** The statements it rests on, one per distinct sentence. */
  readonly statements: readonly GuideStatement[];
}

/**
 * The lines that cannot wait, one per topic and reading: the drug offences that share the heaviest
 * penalty are named in one line ("Drug trafficking and possession can carry the death penalty").
 */
export function criticalLines(intl: IntlShape, views: readonly GuideTopicView[]): CriticalLine[] {
  const lines = new Map<string, { offences: Offence[]; statements: GuideStatement[] }>();
  for (const view of views.filter(isCritical)) {
    const key = `${view.lead.topic}-${view.lead.value}`;
    const line = lines.get(key) ?? { offences: [], statements: [] };
    if (view.offence) line.offences.push(view.offence);
    if (!line.statements.some((statement) => statement.words[0] === view.lead.words[0]))
      line.statements.push(view.lead);
    lines.set(key, line);
  }
  return [...lines].map(([key, { offences, statements }]) => {
    const lead = statements[0];
    if (lead.topic !== 'drugs')
      return { key, text: `${topicName(intl, lead.topic)}: ${readingText(intl, lead)}`, statements };
    return { key, text: drugLine(intl, offences.length > 0 ? offences : ['any'], lead.value!), statements };
  });
}
