/**
 * The advanced safety profile form, in the spec's four sections: Travel Preferences, Personal
 * Information, Safety Preferences and App Settings. It starts from the saved profile or the defaults
 * and keeps what was typed when the mode flips (a create refused because one exists, for instance).
 */
import {
  ACCOMMODATION_PREFERENCES,
  AGE_RANGES,
  BUDGET_LEVELS,
  GENDERS,
  TRANSPORT_PREFERENCES,
  TRAVEL_EXPERIENCE,
  TRAVEL_STYLES,
} from '@safetrails/contracts';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { Form } from '@/components/form/form';
import { useSaveSafetyProfileForm } from '../hooks/use-save-safety-profile-form';
import type { SaveMode } from '../api/save-safety-profile';
import { SAFETY_PROFILE_TEXT_MAX_LENGTH, type SafetyProfileDraft } from '../lib/safety-profile-draft';
import { homeCountryNames } from '../lib/home-country-names';
import { ListField } from './list-field';
import { useOptionLabels } from './option-labels';

interface SafetyProfileFormProps {
  /** The saved profile's values, or the defaults: read once, when the form opens. */
  readonly initial: SafetyProfileDraft;
  readonly mode: SaveMode;
  /** The signed-in user's id; the route guard makes it present, but the form says so if it is not. */
  readonly userId: string | null;
}

export function SafetyProfileForm({ initial, mode, userId }: SafetyProfileFormProps) {
  const intl = useIntl();
  const labels = useOptionLabels();
  const optional = intl.formatMessage({ id: 'form.optional', defaultMessage: 'optional' });
  const form = useSaveSafetyProfileForm(userId, mode, initial);
  const { draft, set, errors: fieldErrors, isSubmitting: isSaving } = form;

  return (
    <Form submission={form} className="form safety-profile-form">
      <section className="card form-section" aria-labelledby="section-travel-preferences">
        <h2 id="section-travel-preferences" className="form-section-title">
          <FormattedMessage id="safetyProfile.travel" defaultMessage="Travel Preferences" />
        </h2>
        <p className="form-section-intro">
          <FormattedMessage
            id="safetyProfile.travel.intro"
            defaultMessage="How you travel, so scores and recommendations fit your trips."
          />
        </p>
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
          <SelectField
            label={intl.formatMessage({
              id: 'safetyProfile.accommodationPreference',
              defaultMessage: 'Accommodation preference',
            })}
            name="accommodationPreference"
            note={optional}
            placeholder={intl.formatMessage({
              id: 'safetyProfile.accommodationPreference.placeholder',
              defaultMessage: 'Select accommodation',
            })}
            options={ACCOMMODATION_PREFERENCES}
            optionLabels={labels.accommodation}
            value={draft.accommodationPreference}
            onChange={(value) => set('accommodationPreference', value)}
            error={fieldErrors.accommodationPreference}
          />
          <SelectField
            label={intl.formatMessage({ id: 'safetyProfile.budgetLevel', defaultMessage: 'Budget level' })}
            name="budgetLevel"
            note={optional}
            placeholder={intl.formatMessage({
              id: 'safetyProfile.budgetLevel.placeholder',
              defaultMessage: 'Select budget',
            })}
            options={BUDGET_LEVELS}
            optionLabels={labels.budget}
            value={draft.budgetLevel}
            onChange={(value) => set('budgetLevel', value)}
            error={fieldErrors.budgetLevel}
          />
          <SelectField
            label={intl.formatMessage({
              id: 'safetyProfile.transportPreference',
              defaultMessage: 'Transport preference',
            })}
            name="transportPreference"
            note={optional}
            placeholder={intl.formatMessage({
              id: 'safetyProfile.transportPreference.placeholder',
              defaultMessage: 'Select transport',
            })}
            options={TRANSPORT_PREFERENCES}
            optionLabels={labels.transport}
            value={draft.transportPreference}
            onChange={(value) => set('transportPreference', value)}
            error={fieldErrors.transportPreference}
          />
        </div>
      </section>

      <section className="card form-section" aria-labelledby="section-personal-information">
        <h2 id="section-personal-information" className="form-section-title">
          <FormattedMessage id="safetyProfile.personal" defaultMessage="Personal Information" />
        </h2>
        <p className="form-section-intro">
          <FormattedMessage
            id="safetyProfile.personal.intro"
            defaultMessage="All optional: they help SafeTrails tailor its advice to you."
          />
        </p>
        <div className="form-grid">
          <SelectField
            label={intl.formatMessage({ id: 'safetyProfile.gender', defaultMessage: 'Gender' })}
            name="gender"
            note={optional}
            placeholder={intl.formatMessage({
              id: 'safetyProfile.gender.placeholder',
              defaultMessage: 'Select gender',
            })}
            options={GENDERS}
            optionLabels={labels.gender}
            value={draft.gender}
            onChange={(value) => set('gender', value)}
            error={fieldErrors.gender}
          />
          <SelectField
            label={intl.formatMessage({ id: 'safetyProfile.ageRange', defaultMessage: 'Age range' })}
            name="ageRange"
            note={optional}
            placeholder={intl.formatMessage({
              id: 'safetyProfile.ageRange.placeholder',
              defaultMessage: 'Select age range',
            })}
            options={AGE_RANGES}
            optionLabels={labels.ageRange}
            value={draft.ageRange}
            onChange={(value) => set('ageRange', value)}
            error={fieldErrors.ageRange}
          />
          <TextField
            label={intl.formatMessage({ id: 'safetyProfile.homeCountry', defaultMessage: 'Home country' })}
            name="homeCountry"
            note={optional}
            autoComplete="country-name"
            list="home-country-names"
            maxLength={SAFETY_PROFILE_TEXT_MAX_LENGTH.homeCountry}
            value={draft.homeCountry}
            onChange={(event) => set('homeCountry', event.target.value)}
            error={fieldErrors.homeCountry}
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
            name="emergencyContact"
            note={optional}
            placeholder={intl.formatMessage({
              id: 'safetyProfile.emergencyContact.placeholder',
              defaultMessage: 'Name and phone number',
            })}
            maxLength={SAFETY_PROFILE_TEXT_MAX_LENGTH.emergencyContact}
            value={draft.emergencyContact}
            onChange={(event) => set('emergencyContact', event.target.value)}
            error={fieldErrors.emergencyContact}
          />
        </div>
        <ListField
          label={intl.formatMessage({ id: 'safetyProfile.languages', defaultMessage: 'Languages' })}
          placeholder={intl.formatMessage({
            id: 'safetyProfile.languages.placeholder',
            defaultMessage: 'e.g. Spanish',
          })}
          items={draft.languages}
          onChange={(items) => set('languages', items)}
          error={fieldErrors.languages}
        />
      </section>

      <section className="card form-section" aria-labelledby="section-safety-preferences">
        <h2 id="section-safety-preferences" className="form-section-title">
          <FormattedMessage id="safetyProfile.safety" defaultMessage="Safety Preferences" />
        </h2>
        <p className="form-section-intro">
          <FormattedMessage
            id="safetyProfile.safety.intro"
            defaultMessage="What you look out for, and what helpers should know in an emergency."
          />
        </p>
        <ListField
          label={intl.formatMessage({ id: 'safetyProfile.safetyPriorities', defaultMessage: 'Safety priorities' })}
          placeholder={intl.formatMessage({
            id: 'safetyProfile.safetyPriorities.placeholder',
            defaultMessage: 'e.g. Well-lit streets at night',
          })}
          items={draft.safetyPriorities}
          onChange={(items) => set('safetyPriorities', items)}
          error={fieldErrors.safetyPriorities}
        />
        <ListField
          label={intl.formatMessage({ id: 'safetyProfile.medicalConditions', defaultMessage: 'Medical conditions' })}
          placeholder={intl.formatMessage({
            id: 'safetyProfile.medicalConditions.placeholder',
            defaultMessage: 'e.g. Asthma',
          })}
          items={draft.medicalConditions}
          onChange={(items) => set('medicalConditions', items)}
          error={fieldErrors.medicalConditions}
        />
        <ListField
          label={intl.formatMessage({
            id: 'safetyProfile.dietaryRestrictions',
            defaultMessage: 'Dietary restrictions',
          })}
          placeholder={intl.formatMessage({
            id: 'safetyProfile.dietaryRestrictions.placeholder',
            defaultMessage: 'e.g. Vegetarian',
          })}
          items={draft.dietaryRestrictions}
          onChange={(items) => set('dietaryRestrictions', items)}
          error={fieldErrors.dietaryRestrictions}
        />
        <ListField
          label={intl.formatMessage({ id: 'safetyProfile.accessibilityNeeds', defaultMessage: 'Accessibility needs' })}
          placeholder={intl.formatMessage({
            id: 'safetyProfile.accessibilityNeeds.placeholder',
            defaultMessage: 'e.g. Step-free access',
          })}
          items={draft.accessibilityNeeds}
          onChange={(items) => set('accessibilityNeeds', items)}
          error={fieldErrors.accessibilityNeeds}
        />
      </section>

      <section className="card form-section" aria-labelledby="section-app-settings">
        <h2 id="section-app-settings" className="form-section-title">
          <FormattedMessage id="safetyProfile.app" defaultMessage="App Settings" />
        </h2>
        <p className="form-section-intro">
          <FormattedMessage
            id="safetyProfile.app.intro"
            defaultMessage="What SafeTrails sends you, and what it shares."
          />
        </p>
        <h3 className="form-subsection-title">
          <FormattedMessage id="profile.tab.notifications" defaultMessage="Notifications" />
        </h3>
        <div className="switch-list">
          <SwitchField
            label={intl.formatMessage({ id: 'safetyProfile.emailAlerts', defaultMessage: 'Email alerts' })}
            description={intl.formatMessage({
              id: 'safetyProfile.emailAlerts.text',
              defaultMessage: 'Safety alerts for your destinations, by email.',
            })}
            name="emailAlerts"
            checked={draft.notificationPreferences.emailAlerts}
            onChange={(checked) =>
              set('notificationPreferences', { ...draft.notificationPreferences, emailAlerts: checked })
            }
          />
          <SwitchField
            label={intl.formatMessage({ id: 'safetyProfile.safetyUpdates', defaultMessage: 'Safety updates' })}
            description={intl.formatMessage({
              id: 'safetyProfile.safetyUpdates.text',
              defaultMessage: 'Changes to the safety scores of places you follow.',
            })}
            name="safetyUpdates"
            checked={draft.notificationPreferences.safetyUpdates}
            onChange={(checked) =>
              set('notificationPreferences', { ...draft.notificationPreferences, safetyUpdates: checked })
            }
          />
          <SwitchField
            label={intl.formatMessage({ id: 'safetyProfile.marketingEmails', defaultMessage: 'Marketing emails' })}
            description={intl.formatMessage({
              id: 'safetyProfile.marketingEmails.text',
              defaultMessage: 'News about SafeTrails features and offers.',
            })}
            name="marketingEmails"
            checked={draft.notificationPreferences.marketingEmails}
            onChange={(checked) =>
              set('notificationPreferences', { ...draft.notificationPreferences, marketingEmails: checked })
            }
          />
        </div>
        {fieldErrors.notificationPreferences && <p className="field-error">{fieldErrors.notificationPreferences}</p>}
        <h3 className="form-subsection-title">
          <FormattedMessage id="safetyProfile.privacy" defaultMessage="Privacy" />
        </h3>
        <div className="switch-list">
          <SwitchField
            label={intl.formatMessage({ id: 'safetyProfile.shareLocation', defaultMessage: 'Share location' })}
            description={intl.formatMessage({
              id: 'safetyProfile.shareLocation.text',
              defaultMessage: 'Use your location for nearby alerts.',
            })}
            name="shareLocation"
            checked={draft.privacySettings.shareLocation}
            onChange={(checked) => set('privacySettings', { ...draft.privacySettings, shareLocation: checked })}
          />
          <SwitchField
            label={intl.formatMessage({ id: 'safetyProfile.shareProfile', defaultMessage: 'Share profile' })}
            description={intl.formatMessage({
              id: 'safetyProfile.shareProfile.text',
              defaultMessage: 'Let other travellers in the community see your profile.',
            })}
            name="shareProfile"
            checked={draft.privacySettings.shareProfile}
            onChange={(checked) => set('privacySettings', { ...draft.privacySettings, shareProfile: checked })}
          />
        </div>
        {fieldErrors.privacySettings && <p className="field-error">{fieldErrors.privacySettings}</p>}
      </section>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-large" disabled={isSaving}>
          {submitLabel(intl, mode, isSaving)}
        </button>
      </div>
    </Form>
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
