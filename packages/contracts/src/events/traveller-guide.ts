/**
 * What the governments' pages say a traveller needs before she goes and on the ground, beyond the
 * advice levels: the local laws that catch visitors out, getting around, health, and entry for each
 * government's own citizens (docs/TRAVELLERS.md "Before you go"). Each is a traveller-facts record of
 * its own kind, one per country and government, with findings read off the pages' sentences: a
 * finding keeps the sentences it rests on, verbatim, and a topic no sentence states is absent.
 */
import type { OfficialPageRecord } from './advisory.events';

export const GUIDE_KINDS = ['laws', 'transport', 'health', 'entry'] as const;
export type GuideKind = (typeof GUIDE_KINDS)[number];

export function isGuideKind(kind: string): kind is GuideKind {
  return (GUIDE_KINDS as readonly string[]).includes(kind);
}

/** The topics read per kind, in the order a page shows them. */
export const GUIDE_TOPICS = {
  laws: [
    'drugs',
    'speech',
    'photography',
    'drones',
    'dress',
    'alcohol',
    'public_affection',
    'religion',
    'e_cigarettes',
    'id',
  ],
  transport: ['driving_side', 'road_safety', 'night_driving', 'motorbikes', 'taxis', 'ride_hailing'],
  health: ['yellow_fever', 'malaria', 'dengue', 'rabies', 'tap_water', 'medical_care'],
  entry: ['passport_validity', 'blank_pages', 'visa', 'registration', 'currency'],
} as const satisfies Record<GuideKind, readonly string[]>;
export type GuideTopic = (typeof GUIDE_TOPICS)[GuideKind][number];

/** The heaviest penalty a page states for drug offences, most severe first. */
export const DRUG_PENALTIES = ['death', 'life', 'years', 'prison', 'fine'] as const;
export type DrugPenalty = (typeof DRUG_PENALTIES)[number];

/** Per topic with a scale, its readings from the most to the least a traveller must know: the most severe leads. */
export const GUIDE_SEVERITY: Readonly<Partial<Record<GuideTopic, readonly string[]>>> = {
  drugs: DRUG_PENALTIES,
  yellow_fever: ['required', 'required_from_risk_countries', 'recommended', 'not_required'],
  malaria: ['risk', 'no_risk'],
  tap_water: ['unsafe', 'safe'],
  medical_care: ['limited', 'good'],
};

/**
 * The reading of a finding where its topic has one, from the sentence's own words; null where the
 * sentence states the topic but no reading is certain:
 * - drugs: a DrugPenalty; malaria: "risk" | "no_risk"; driving_side: "left" | "right";
 * - yellow_fever: "required" | "required_from_risk_countries" | "recommended";
 * - tap_water: "unsafe" | "safe"; medical_care: "limited" | "good";
 * - visa: "not_required" | "e_visa" | "on_arrival" | "required";
 * - passport_validity: the period as the page writes it ("6 months", "3 months");
 * - currency: "declare" (an amount to declare or a limit) | "none".
 */
export type GuideValue = string | null;

export interface GuideFinding {
  readonly topic: GuideTopic;
  readonly value: GuideValue;
  /** For drugs: the offence the sentence names ("possession", "trafficking"), else "any". */
  readonly offence?: 'possession' | 'trafficking' | 'any';
  /** A period the sentence states with it: the stay a visa allows ("60 days"), where given. */
  readonly period?: string | null;
  /** The page's own sentences, verbatim (plain text of the page). */
  readonly words: readonly string[];
}

export interface GuideRecord extends OfficialPageRecord {
  readonly kind: GuideKind;
  /** The page section the kind is read from, as the page titles it ("Local Laws & Special Circumstances"). */
  readonly page: string;
  readonly findings: readonly GuideFinding[];
  /** The section's opening paragraphs, verbatim, so a traveller reads the government's own words. */
  readonly excerpt: string | null;
}
