/**
 * The words we compose for the governments' "before you go" findings: a topic's name and what its
 * reading means. Never quoted: the governments' own sentences are shown beside them, in quotes.
 */
import type { GuideStatement, GuideTopic, GuideTopicView } from '@safetrails/contracts';

export const TOPIC_LABEL: Readonly<Record<GuideTopic, string>> = {
  drugs: 'Drugs',
  speech: 'Criticising the ruler, the state or religion',
  photography: 'Photographing official sites',
  drones: 'Drones',
  dress: 'Dress',
  alcohol: 'Alcohol',
  public_affection: 'Public affection',
  religion: 'Preaching and religious material',
  e_cigarettes: 'E-cigarettes and vapes',
  id: 'Carrying ID',
  driving_side: 'Side of the road',
  road_safety: 'Road safety',
  night_driving: 'Driving at night',
  motorbikes: 'Motorbikes and scooters',
  taxis: 'Taxis',
  ride_hailing: 'Ride-hailing apps',
  yellow_fever: 'Yellow fever certificate',
  malaria: 'Malaria',
  dengue: 'Dengue',
  rabies: 'Rabies',
  tap_water: 'Tap water',
  medical_care: 'Medical care',
  passport_validity: 'Passport validity',
  blank_pages: 'Blank passport pages',
  visa: 'Visa',
  registration: 'Registration and arrival cards',
  currency: 'Cash and currency',
};

const OFFENCE_TEXT = { trafficking: 'Drug trafficking', possession: 'Drug possession', any: 'Drug offences' } as const;

const PENALTY_TEXT: Readonly<Record<string, string>> = {
  death: 'can carry the death penalty',
  life: 'can carry life imprisonment',
  years: 'can carry years in prison',
  prison: 'can lead to prison',
  fine: 'can lead to a fine',
};

const VALUE_TEXT: Readonly<Partial<Record<GuideTopic, Readonly<Record<string, string>>>>> = {
  driving_side: { left: 'Traffic drives on the left', right: 'Traffic drives on the right' },
  yellow_fever: {
    required: 'Required to enter',
    required_from_risk_countries: 'Required if you arrive from a country with yellow fever',
    recommended: 'Recommended',
    not_required: 'Not required',
  },
  malaria: { risk: 'A risk', no_risk: 'No risk stated' },
  tap_water: { unsafe: 'Not safe to drink as it comes', safe: 'Safe to drink' },
  medical_care: { limited: 'Limited', good: 'Good' },
  visa: {
    not_required: 'Not required',
    e_visa: 'An e-visa or electronic authorisation',
    on_arrival: 'On arrival',
    required: 'Required before you travel',
  },
  currency: { declare: 'Amounts above a limit must be declared', none: 'No restrictions' },
};

/** The topic's name, by offence for drugs. */
export function topicLabel(topic: GuideTopic, offence?: GuideStatement['offence']): string {
  return topic === 'drugs' && offence ? OFFENCE_TEXT[offence] : TOPIC_LABEL[topic];
}

/** What a reading means in our words; null where the sentence states the topic without one. */
export function readingText(statement: Pick<GuideStatement, 'topic' | 'value' | 'offence' | 'period'>): string | null {
  if (statement.value === null) return null;
  if (statement.topic === 'drugs') {
    return `${topicLabel('drugs', statement.offence)} ${PENALTY_TEXT[statement.value] ?? ''}`.trim();
  }
  if (statement.topic === 'passport_validity') return `Valid for ${statement.value}`;
  const text = VALUE_TEXT[statement.topic]?.[statement.value] ?? null;
  if (text && statement.topic === 'visa' && statement.period) return `${text} (${statement.period})`;
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

const OFFENCE_WORD = { trafficking: 'trafficking', possession: 'possession', any: 'other offences' } as const;

/**
 * The lines that cannot wait, one per topic and reading: the drug offences that share the heaviest
 * penalty are named in one line ("Drug trafficking and possession can carry the death penalty").
 */
export function criticalLines(views: readonly GuideTopicView[]): CriticalLine[] {
  const lines = new Map<string, { offences: string[]; statements: GuideStatement[] }>();
  for (const view of views.filter(isCritical)) {
    const key = `${view.lead.topic}-${view.lead.value}`;
    const line = lines.get(key) ?? { offences: [], statements: [] };
    if (view.offence) line.offences.push(OFFENCE_WORD[view.offence]);
    if (!line.statements.some((statement) => statement.words[0] === view.lead.words[0]))
      line.statements.push(view.lead);
    lines.set(key, line);
  }
  return [...lines].map(([key, { offences, statements }]) => {
    const lead = statements[0];
    if (lead.topic !== 'drugs') return { key, text: `${TOPIC_LABEL[lead.topic]}: ${readingText(lead)}`, statements };
    const named =
      offences.length === 1 && offences[0] === 'other offences' ? 'Drug offences' : `Drug ${joinWords(offences)}`;
    return { key, text: `${named} ${PENALTY_TEXT[lead.value!]}`, statements };
  });
}

function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
