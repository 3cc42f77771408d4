/**
 * The safety profile's fields that differ only in their words and values: its optional choices, its
 * lists and its switches, each with its label (and placeholder or description) as messages, so the
 * form draws each kind from one piece of markup.
 */
import {
  ACCOMMODATION_PREFERENCES,
  AGE_RANGES,
  BUDGET_LEVELS,
  GENDERS,
  TRANSPORT_PREFERENCES,
} from '@safetrails/contracts';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { OptionLabels } from './option-labels';
import type { SafetyProfileDraft } from '../lib/safety-profile-draft';

type KeysOf<Value> = {
  [Key in keyof SafetyProfileDraft]: SafetyProfileDraft[Key] extends Value ? Key : never;
}[keyof SafetyProfileDraft];
type SwitchGroupName = 'notificationPreferences' | 'privacySettings';
type SwitchName = SwitchSpec<'notificationPreferences'>['name'] | SwitchSpec<'privacySettings'>['name'];

export interface ChoiceSpec {
  readonly name: Exclude<KeysOf<string | null>, KeysOf<string>>;
  readonly options: readonly string[];
  readonly labels: keyof OptionLabels;
  readonly label: MessageDescriptor;
  readonly placeholder: MessageDescriptor;
}

export interface ListSpec {
  readonly name: KeysOf<readonly string[]>;
  readonly label: MessageDescriptor;
  readonly placeholder: MessageDescriptor;
}

export interface SwitchSpec<Group extends SwitchGroupName> {
  readonly name: keyof SafetyProfileDraft[Group] & string;
  readonly label: MessageDescriptor;
  readonly description: MessageDescriptor;
}

const WORDS = defineMessages({
  accommodationPreference: { id: 'safetyProfile.accommodationPreference', defaultMessage: 'Accommodation preference' },
  accommodationPreferencePlaceholder: {
    id: 'safetyProfile.accommodationPreference.placeholder',
    defaultMessage: 'Select accommodation',
  },
  budgetLevel: { id: 'safetyProfile.budgetLevel', defaultMessage: 'Budget level' },
  budgetLevelPlaceholder: { id: 'safetyProfile.budgetLevel.placeholder', defaultMessage: 'Select budget' },
  transportPreference: { id: 'safetyProfile.transportPreference', defaultMessage: 'Transport preference' },
  transportPreferencePlaceholder: {
    id: 'safetyProfile.transportPreference.placeholder',
    defaultMessage: 'Select transport',
  },
  gender: { id: 'safetyProfile.gender', defaultMessage: 'Gender' },
  genderPlaceholder: { id: 'safetyProfile.gender.placeholder', defaultMessage: 'Select gender' },
  ageRange: { id: 'safetyProfile.ageRange', defaultMessage: 'Age range' },
  ageRangePlaceholder: { id: 'safetyProfile.ageRange.placeholder', defaultMessage: 'Select age range' },
  languages: { id: 'safetyProfile.languages', defaultMessage: 'Languages' },
  languagesPlaceholder: { id: 'safetyProfile.languages.placeholder', defaultMessage: 'e.g. Spanish' },
  safetyPriorities: { id: 'safetyProfile.safetyPriorities', defaultMessage: 'Safety priorities' },
  safetyPrioritiesPlaceholder: {
    id: 'safetyProfile.safetyPriorities.placeholder',
    defaultMessage: 'e.g. Well-lit streets at night',
  },
  medicalConditions: { id: 'safetyProfile.medicalConditions', defaultMessage: 'Medical conditions' },
  medicalConditionsPlaceholder: { id: 'safetyProfile.medicalConditions.placeholder', defaultMessage: 'e.g. Asthma' },
  dietaryRestrictions: { id: 'safetyProfile.dietaryRestrictions', defaultMessage: 'Dietary restrictions' },
  dietaryRestrictionsPlaceholder: {
    id: 'safetyProfile.dietaryRestrictions.placeholder',
    defaultMessage: 'e.g. Vegetarian',
  },
  accessibilityNeeds: { id: 'safetyProfile.accessibilityNeeds', defaultMessage: 'Accessibility needs' },
  accessibilityNeedsPlaceholder: {
    id: 'safetyProfile.accessibilityNeeds.placeholder',
    defaultMessage: 'e.g. Step-free access',
  },
  emailAlerts: { id: 'safetyProfile.emailAlerts', defaultMessage: 'Email alerts' },
  emailAlertsDescription: {
    id: 'safetyProfile.emailAlerts.text',
    defaultMessage: 'Safety alerts for your destinations, by email.',
  },
  safetyUpdates: { id: 'safetyProfile.safetyUpdates', defaultMessage: 'Safety updates' },
  safetyUpdatesDescription: {
    id: 'safetyProfile.safetyUpdates.text',
    defaultMessage: 'Changes to the safety scores of places you follow.',
  },
  marketingEmails: { id: 'safetyProfile.marketingEmails', defaultMessage: 'Marketing emails' },
  marketingEmailsDescription: {
    id: 'safetyProfile.marketingEmails.text',
    defaultMessage: 'News about SafeTrails features and offers.',
  },
  shareLocation: { id: 'safetyProfile.shareLocation', defaultMessage: 'Share location' },
  shareLocationDescription: {
    id: 'safetyProfile.shareLocation.text',
    defaultMessage: 'Use your location for nearby alerts.',
  },
  shareProfile: { id: 'safetyProfile.shareProfile', defaultMessage: 'Share profile' },
  shareProfileDescription: {
    id: 'safetyProfile.shareProfile.text',
    defaultMessage: 'Let other travellers in the community see your profile.',
  },
});

function choice(name: ChoiceSpec['name'], options: readonly string[], labels: keyof OptionLabels): ChoiceSpec {
  return { name, options, labels, label: WORDS[name], placeholder: WORDS[`${name}Placeholder`] };
}

function list(name: ListSpec['name']): ListSpec {
  return { name, label: WORDS[name], placeholder: WORDS[`${name}Placeholder`] };
}

function toggle<Group extends SwitchGroupName>(name: SwitchSpec<Group>['name']): SwitchSpec<Group> {
  // Each group's switch names are among SwitchName; TypeScript cannot narrow a generic key to them.
  const key = name as SwitchName;
  return { name, label: WORDS[key], description: WORDS[`${key}Description`] };
}

export const TRAVEL_CHOICES: readonly ChoiceSpec[] = [
  choice('accommodationPreference', ACCOMMODATION_PREFERENCES, 'accommodation'),
  choice('budgetLevel', BUDGET_LEVELS, 'budget'),
  choice('transportPreference', TRANSPORT_PREFERENCES, 'transport'),
];

export const PERSONAL_CHOICES: readonly ChoiceSpec[] = [
  choice('gender', GENDERS, 'gender'),
  choice('ageRange', AGE_RANGES, 'ageRange'),
];

export const LANGUAGES_LIST = list('languages');

export const SAFETY_LISTS: readonly ListSpec[] = [
  list('safetyPriorities'),
  list('medicalConditions'),
  list('dietaryRestrictions'),
  list('accessibilityNeeds'),
];

export const NOTIFICATION_SWITCHES: readonly SwitchSpec<'notificationPreferences'>[] = [
  toggle('emailAlerts'),
  toggle('safetyUpdates'),
  toggle('marketingEmails'),
];

export const PRIVACY_SWITCHES: readonly SwitchSpec<'privacySettings'>[] = [
  toggle('shareLocation'),
  toggle('shareProfile'),
];
