/**
 * The advanced safety profile form, in the spec's four sections: Travel Preferences, Personal
 * Information, Safety Preferences and App Settings. It starts from the saved profile or the defaults
 * and keeps what was typed when the mode flips (a create refused because one exists, for instance).
 * The fields that differ only in words are drawn from profile-fields.ts.
 */
import { TRAVEL_EXPERIENCE, TRAVEL_STYLES } from '@safetrails/contracts';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { Form } from '@/components/form/form';
import { TitledSection } from '@/components/ui/titled-section';
import { useSaveSafetyProfileForm } from '../hooks/use-save-safety-profile-form';
import type { SaveMode } from '../api/save-safety-profile';
import { SAFETY_PROFILE_TEXT_MAX_LENGTH, type SafetyProfileDraft } from '../lib/safety-profile-draft';
import { homeCountryNames } from '../lib/home-country-names';
import { ListField } from './list-field';
import { useOptionLabels } from './option-labels';
import {
  LANGUAGES_LIST,
  NOTIFICATION_SWITCHES,
  PERSONAL_CHOICES,
  PRIVACY_SWITCHES,
  SAFETY_LISTS,
  TRAVEL_CHOICES,
  type ChoiceSpec,
  type ListSpec,
  type SwitchSpec,
} from './profile-fields';

interface SafetyProfileFormProps {
  /** The saved profile's values, or the defaults: read once, when the form opens. */
  readonly initial: SafetyProfileDraft;
  readonly mode: SaveMode;
  /** The signed-in user's id; the route guard makes it present, but the form says so if it is not. */
  readonly userId: string | null;
}

type ProfileForm = ReturnType<typeof useSaveSafetyProfileForm>;

export function SafetyProfileForm({ initial, mode, userId }: SafetyProfileFormProps) {
  const intl = useIntl();
  const labels = useOptionLabels();
  const optional = intl.formatMessage({ id: 'form.optional', defaultMessage: 'optional' });
  const form = useSaveSafetyProfileForm(userId, mode, initial);
  const { draft, set, errors: fieldErrors, isSubmitting: isSaving } = form;
  const choice = (spec: ChoiceSpec) => (
    <SelectField<string>
      key={spec.name}
      label={intl.formatMessage(spec.label)}
      name={spec.name}
      note={optional}
      placeholder={intl.formatMessage(spec.placeholder)}
      options={spec.options}
      optionLabels={labels[spec.labels]}
      value={draft[spec.name]}
      // The select offers only the spec's options, which are the contract's values for this field.
      onChange={(value) => set(spec.name, value as SafetyProfileDraft[typeof spec.name])}
      error={fieldErrors[spec.name]}
    />
  );
  const list = (spec: ListSpec) => (
    <ListField
      key={spec.name}
      label={intl.formatMessage(spec.label)}
      placeholder={intl.formatMessage(spec.placeholder)}
      items={draft[spec.name]}
      onChange={(items) => set(spec.name, items)}
      error={fieldErrors[spec.name]}
    />
  );

  return (
    <Form submission={form} className="form safety-profile-form">
      <TitledSection
        look="form"
        title={<FormattedMessage id="safetyProfile.travel" defaultMessage="Travel Preferences" />}
        intro={
          <FormattedMessage
            id="safetyProfile.travel.intro"
            defaultMessage="How you travel, so scores and recommendations fit your trips."
          />
        }
      >
        <div className="form-grid">
          <SelectField
            label={intl.formatMessage({ id: 'safetyProfile.travelStyle', defaultMessage: 'Travel style' })}
            name="travelStyle"
            required
            options={TRAVEL_STYLES}
            optionLabels={labels.travelStyle}
            value={draft.travelStyle}
            onChange={(value) => value && set('travelStyle', value)}
            error={fieldErrors.travelStyle}
          />
          <SelectField
            label={intl.formatMessage({ id: 'safetyProfile.travelExperience', defaultMessage: 'Travel experience' })}
            name="travelExperience"
            required
            options={TRAVEL_EXPERIENCE}
            optionLabels={labels.travelExperience}
            value={draft.travelExperience}
            onChange={(value) => value && set('travelExperience', value)}
            error={fieldErrors.travelExperience}
          />
          {TRAVEL_CHOICES.map(choice)}
        </div>
      </TitledSection>

      <TitledSection
        look="form"
        title={<FormattedMessage id="safetyProfile.personal" defaultMessage="Personal Information" />}
        intro={
          <FormattedMessage
            id="safetyProfile.personal.intro"
            defaultMessage="All optional: they help SafeTrails tailor its advice to you."
          />
        }
      >
        <div className="form-grid">
          {PERSONAL_CHOICES.map(choice)}
          <TextField
            label={intl.formatMessage({ id: 'safetyProfile.homeCountry', defaultMessage: 'Home country' })}
            note={optional}
            autoComplete="country-name"
            list="home-country-names"
            maxLength={SAFETY_PROFILE_TEXT_MAX_LENGTH.homeCountry}
            {...form.text('homeCountry')}
          />
          <datalist id="home-country-names">
            {homeCountryNames(intl.locale).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <SwitchField
            label={intl.formatMessage({
              id: 'safetyProfile.lgbtFirst',
              defaultMessage: 'Show LGBT+ safety information first',
            })}
            description={intl.formatMessage({
              id: 'safetyProfile.lgbtFirst.text',
              defaultMessage:
                'City pages lead with the laws on same-sex relationships and what the governments say to LGBT+ travellers. Kept sealed with your other personal answers; never shared.',
            })}
            name="lgbtFirst"
            checked={draft.lgbtFirst}
            onChange={(checked) => set('lgbtFirst', checked)}
          />
          <TextField
            label={intl.formatMessage({ id: 'safetyProfile.emergencyContact', defaultMessage: 'Emergency contact' })}
            note={optional}
            placeholder={intl.formatMessage({
              id: 'safetyProfile.emergencyContact.placeholder',
              defaultMessage: 'Name and phone number',
            })}
            maxLength={SAFETY_PROFILE_TEXT_MAX_LENGTH.emergencyContact}
            {...form.text('emergencyContact')}
          />
        </div>
        {list(LANGUAGES_LIST)}
      </TitledSection>

      <TitledSection
        look="form"
        title={<FormattedMessage id="safetyProfile.safety" defaultMessage="Safety Preferences" />}
        intro={
          <FormattedMessage
            id="safetyProfile.safety.intro"
            defaultMessage="What you look out for, and what helpers should know in an emergency."
          />
        }
      >
        {SAFETY_LISTS.map(list)}
      </TitledSection>

      <TitledSection
        look="form"
        title={<FormattedMessage id="safetyProfile.app" defaultMessage="App Settings" />}
        intro={
          <FormattedMessage
            id="safetyProfile.app.intro"
            defaultMessage="What SafeTrails sends you, and what it shares."
          />
        }
      >
        <SwitchGroup
          form={form}
          group="notificationPreferences"
          switches={NOTIFICATION_SWITCHES}
          title={<FormattedMessage id="profile.tab.notifications" defaultMessage="Notifications" />}
        />
        <SwitchGroup
          form={form}
          group="privacySettings"
          switches={PRIVACY_SWITCHES}
          title={<FormattedMessage id="safetyProfile.privacy" defaultMessage="Privacy" />}
        />
      </TitledSection>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-large" disabled={isSaving}>
          {submitLabel(intl, mode, isSaving)}
        </button>
      </div>
    </Form>
  );
}

/** A titled list of switches kept in one object of the profile (its notifications, its privacy). */
function SwitchGroup<Group extends 'notificationPreferences' | 'privacySettings'>({
  form,
  group,
  switches,
  title,
}: {
  readonly form: ProfileForm;
  readonly group: Group;
  readonly switches: readonly SwitchSpec<Group>[];
  readonly title: ReactNode;
}) {
  const intl = useIntl();
  const values = form.draft[group];
  return (
    <>
      <h3 className="form-subsection-title">{title}</h3>
      <div className="switch-list">
        {switches.map((spec) => (
          <SwitchField
            key={spec.name}
            label={intl.formatMessage(spec.label)}
            description={intl.formatMessage(spec.description)}
            name={spec.name}
            checked={values[spec.name] as boolean}
            onChange={(checked) => form.set(group, { ...values, [spec.name]: checked })}
          />
        ))}
      </div>
      {form.errors[group] && <p className="field-error">{form.errors[group]}</p>}
    </>
  );
}

function submitLabel(intl: IntlShape, mode: SaveMode, isSaving: boolean): string {
  return intl.formatMessage(
    {
      id: 'safetyProfile.submit',
      defaultMessage:
        '{mode, select, create {{busy, select, yes {Creating Profile...} other {Create Profile}}} other {{busy, select, yes {Updating Profile...} other {Update Profile}}}}',
    },
    { mode, busy: isSaving ? 'yes' : 'no' },
  );
}
