/**
 * The words we compose for the governments' "before you go" findings, in the page's language: a
 * topic's name and what its reading means. Never quoted: the governments' own sentences are shown
 * beside them, in quotes and in English.
 */
import type { GuideStatement, GuideTopic, GuideTopicView } from '@safetrails/contracts';

const TOPICS: Readonly<Record<GuideTopic, MessageDescriptor>> = defineMessages({
  drugs: { id: 'guide.topic.drugs', defaultMessage: 'Drugs' },
  speech: { id: 'guide.topic.speech', defaultMessage: 'Criticising the ruler, the state or religion' },
  photography: { id: 'guide.topic.photography', defaultMessage: 'Photographing official sites' },
  drones: { id: 'guide.topic.drones', defaultMessage: 'Drones' },
  dress: { id: 'guide.topic.dress', defaultMessage: 'Dress' },
  alcohol: { id: 'guide.topic.alcohol', defaultMessage: 'Alcohol' },
  public_affection: { id: 'guide.topic.public_affection', defaultMessage: 'Public affection' },
  religion: { id: 'guide.topic.religion', defaultMessage: 'Preaching and religious material' },
  e_cigarettes: { id: 'guide.topic.e_cigarettes', defaultMessage: 'E-cigarettes and vapes' },
  id: { id: 'guide.topic.id', defaultMessage: 'Carrying ID' },
  driving_side: { id: 'guide.topic.driving_side', defaultMessage: 'Side of the road' },
  road_safety: { id: 'guide.topic.road_safety', defaultMessage: 'Road safety' },
  night_driving: { id: 'guide.topic.night_driving', defaultMessage: 'Driving at night' },
  motorbikes: { id: 'guide.topic.motorbikes', defaultMessage: 'Motorbikes and scooters' },
  taxis: { id: 'guide.topic.taxis', defaultMessage: 'Taxis' },
  ride_hailing: { id: 'guide.topic.ride_hailing', defaultMessage: 'Ride-hailing apps' },
  yellow_fever: { id: 'guide.topic.yellow_fever', defaultMessage: 'Yellow fever certificate' },
  malaria: { id: 'guide.topic.malaria', defaultMessage: 'Malaria' },
  dengue: { id: 'guide.topic.dengue', defaultMessage: 'Dengue' },
  rabies: { id: 'guide.topic.rabies', defaultMessage: 'Rabies' },
  tap_water: { id: 'guide.topic.tap_water', defaultMessage: 'Tap water' },
  medical_care: { id: 'guide.topic.medical_care', defaultMessage: 'Medical care' },
  passport_validity: { id: 'guide.topic.passport_validity', defaultMessage: 'Passport validity' },
  blank_pages: { id: 'guide.topic.blank_pages', defaultMessage: 'Blank passport pages' },
  visa: { id: 'guide.topic.visa', defaultMessage: 'Visa' },
  registration: { id: 'guide.topic.registration', defaultMessage: 'Registration and arrival cards' },
  currency: { id: 'guide.topic.currency', defaultMessage: 'Cash and currency' },
});

const READINGS: Readonly<Record<string, MessageDescriptor | undefined>> = defineMessages({
  driving_side_left: { id: 'guide.reading.driving_side_left', defaultMessage: 'Traffic drives on the left' },
  driving_side_right: { id: 'guide.reading.driving_side_right', defaultMessage: 'Traffic drives on the right' },
  yellow_fever_required: { id: 'guide.reading.yellow_fever_required', defaultMessage: 'Required to enter' },
  yellow_fever_required_from_risk_countries: {
    id: 'guide.reading.yellow_fever_required_from_risk_countries',
    defaultMessage: 'Required if you arrive from a country with yellow fever',
  },
  yellow_fever_recommended: { id: 'guide.reading.yellow_fever_recommended', defaultMessage: 'Recommended' },
  yellow_fever_not_required: { id: 'guide.reading.yellow_fever_not_required', defaultMessage: 'Not required' },
  malaria_risk: { id: 'guide.reading.malaria_risk', defaultMessage: 'A risk' },
  malaria_no_risk: { id: 'guide.reading.malaria_no_risk', defaultMessage: 'No risk stated' },
  tap_water_unsafe: { id: 'guide.reading.tap_water_unsafe', defaultMessage: 'Not safe to drink as it comes' },
  tap_water_safe: { id: 'guide.reading.tap_water_safe', defaultMessage: 'Safe to drink' },
  medical_care_limited: { id: 'guide.reading.medical_care_limited', defaultMessage: 'Limited' },
  medical_care_good: { id: 'guide.reading.medical_care_good', defaultMessage: 'Good' },
  visa_not_required: { id: 'guide.reading.visa_not_required', defaultMessage: 'Not required' },
  visa_e_visa: { id: 'guide.reading.visa_e_visa', defaultMessage: 'An e-visa or electronic authorisation' },
  visa_on_arrival: { id: 'guide.reading.visa_on_arrival', defaultMessage: 'On arrival' },
  visa_required: { id: 'guide.reading.visa_required', defaultMessage: 'Required before you travel' },
  currency_declare: { id: 'guide.reading.currency_declare', defaultMessage: 'Amounts above a limit must be declared' },
  currency_none: { id: 'guide.reading.currency_none', defaultMessage: 'No restrictions' },
});
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export function topicName(intl: IntlShape, topic: GuideTopic): string {
  return intl.formatMessage(TOPICS[topic]);
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
  const descriptor = READINGS[`${topic}_${value}`];
  if (!descriptor) return null;
  const text = intl.formatMessage(descriptor);
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
