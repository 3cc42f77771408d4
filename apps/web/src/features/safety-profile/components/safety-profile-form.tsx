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
import { SelectField } from '@/components/ui/select-field';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { Form } from '@/components/form/form';
import { useSaveSafetyProfileForm } from '../hooks/use-save-safety-profile-form';
import type { SaveMode } from '../api/save-safety-profile';
import { SAFETY_PROFILE_TEXT_MAX_LENGTH, type SafetyProfileDraft } from '../lib/safety-profile-draft';
import { HOME_COUNTRY_NAMES } from '../lib/home-country-names';
import { ListField } from './list-field';
import {
  ACCOMMODATION_LABELS,
  AGE_RANGE_LABELS,
  BUDGET_LABELS,
  GENDER_LABELS,
  TRANSPORT_LABELS,
  TRAVEL_EXPERIENCE_LABELS,
  TRAVEL_STYLE_LABELS,
} from './option-labels';

interface SafetyProfileFormProps {
  /** The saved profile's values, or the defaults: read once, when the form opens. */
  readonly initial: SafetyProfileDraft;
  readonly mode: SaveMode;
  /** The signed-in user's id; the route guard makes it present, but the form says so if it is not. */
  readonly userId: string | null;
}

export function SafetyProfileForm({ initial, mode, userId }: SafetyProfileFormProps) {
  const form = useSaveSafetyProfileForm(userId, mode, initial);
  const { draft, set, errors: fieldErrors, isSubmitting: isSaving } = form;

  return (
    <Form submission={form} className="form safety-profile-form">
      <section className="card form-section" aria-labelledby="section-travel-preferences">
        <h2 id="section-travel-preferences" className="form-section-title">
          Travel Preferences
        </h2>
        <p className="form-section-intro">How you travel, so scores and recommendations fit your trips.</p>
        <div className="form-grid">
          <SelectField
            label="Travel style"
            name="travelStyle"
            required
            options={TRAVEL_STYLES}
            optionLabels={TRAVEL_STYLE_LABELS}
            value={draft.travelStyle}
            onChange={(value) => value && set('travelStyle', value)}
            error={fieldErrors.travelStyle}
          />
          <SelectField
            label="Travel experience"
            name="travelExperience"
            required
            options={TRAVEL_EXPERIENCE}
            optionLabels={TRAVEL_EXPERIENCE_LABELS}
            value={draft.travelExperience}
            onChange={(value) => value && set('travelExperience', value)}
            error={fieldErrors.travelExperience}
          />
          <SelectField
            label="Accommodation preference"
            name="accommodationPreference"
            note="optional"
            placeholder="Select accommodation"
            options={ACCOMMODATION_PREFERENCES}
            optionLabels={ACCOMMODATION_LABELS}
            value={draft.accommodationPreference}
            onChange={(value) => set('accommodationPreference', value)}
            error={fieldErrors.accommodationPreference}
          />
          <SelectField
            label="Budget level"
            name="budgetLevel"
            note="optional"
            placeholder="Select budget"
            options={BUDGET_LEVELS}
            optionLabels={BUDGET_LABELS}
            value={draft.budgetLevel}
            onChange={(value) => set('budgetLevel', value)}
            error={fieldErrors.budgetLevel}
          />
          <SelectField
            label="Transport preference"
            name="transportPreference"
            note="optional"
            placeholder="Select transport"
            options={TRANSPORT_PREFERENCES}
            optionLabels={TRANSPORT_LABELS}
            value={draft.transportPreference}
            onChange={(value) => set('transportPreference', value)}
            error={fieldErrors.transportPreference}
          />
        </div>
      </section>

      <section className="card form-section" aria-labelledby="section-personal-information">
        <h2 id="section-personal-information" className="form-section-title">
          Personal Information
        </h2>
        <p className="form-section-intro">All optional: they help SafeTrails tailor its advice to you.</p>
        <div className="form-grid">
          <SelectField
            label="Gender"
            name="gender"
            note="optional"
            placeholder="Select gender"
            options={GENDERS}
            optionLabels={GENDER_LABELS}
            value={draft.gender}
            onChange={(value) => set('gender', value)}
            error={fieldErrors.gender}
          />
          <SelectField
            label="Age range"
            name="ageRange"
            note="optional"
            placeholder="Select age range"
            options={AGE_RANGES}
            optionLabels={AGE_RANGE_LABELS}
            value={draft.ageRange}
            onChange={(value) => set('ageRange', value)}
            error={fieldErrors.ageRange}
          />
          <TextField
            label="Home country"
            name="homeCountry"
            note="optional"
            autoComplete="country-name"
            list="home-country-names"
            maxLength={SAFETY_PROFILE_TEXT_MAX_LENGTH.homeCountry}
            value={draft.homeCountry}
            onChange={(event) => set('homeCountry', event.target.value)}
            error={fieldErrors.homeCountry}
          />
          <datalist id="home-country-names">
            {HOME_COUNTRY_NAMES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <SwitchField
            label="Show LGBT+ safety information first"
            description="City pages lead with the laws on same-sex relationships and what the governments say to LGBT+ travellers. Kept sealed with your other personal answers; never shared."
            name="lgbtFirst"
            checked={draft.lgbtFirst}
            onChange={(checked) => set('lgbtFirst', checked)}
          />
          <TextField
            label="Emergency contact"
            name="emergencyContact"
            note="optional"
            placeholder="Name and phone number"
            maxLength={SAFETY_PROFILE_TEXT_MAX_LENGTH.emergencyContact}
            value={draft.emergencyContact}
            onChange={(event) => set('emergencyContact', event.target.value)}
            error={fieldErrors.emergencyContact}
          />
        </div>
        <ListField
          label="Languages"
          placeholder="e.g. Spanish"
          items={draft.languages}
          onChange={(items) => set('languages', items)}
          error={fieldErrors.languages}
        />
      </section>

      <section className="card form-section" aria-labelledby="section-safety-preferences">
        <h2 id="section-safety-preferences" className="form-section-title">
          Safety Preferences
        </h2>
        <p className="form-section-intro">What you look out for, and what helpers should know in an emergency.</p>
        <ListField
          label="Safety priorities"
          placeholder="e.g. Well-lit streets at night"
          items={draft.safetyPriorities}
          onChange={(items) => set('safetyPriorities', items)}
          error={fieldErrors.safetyPriorities}
        />
        <ListField
          label="Medical conditions"
          placeholder="e.g. Asthma"
          items={draft.medicalConditions}
          onChange={(items) => set('medicalConditions', items)}
          error={fieldErrors.medicalConditions}
        />
        <ListField
          label="Dietary restrictions"
          placeholder="e.g. Vegetarian"
          items={draft.dietaryRestrictions}
          onChange={(items) => set('dietaryRestrictions', items)}
          error={fieldErrors.dietaryRestrictions}
        />
        <ListField
          label="Accessibility needs"
          placeholder="e.g. Step-free access"
          items={draft.accessibilityNeeds}
          onChange={(items) => set('accessibilityNeeds', items)}
          error={fieldErrors.accessibilityNeeds}
        />
      </section>

      <section className="card form-section" aria-labelledby="section-app-settings">
        <h2 id="section-app-settings" className="form-section-title">
          App Settings
        </h2>
        <p className="form-section-intro">What SafeTrails sends you, and what it shares.</p>
        <h3 className="form-subsection-title">Notifications</h3>
        <div className="switch-list">
          <SwitchField
            label="Email alerts"
            description="Safety alerts for your destinations, by email."
            name="emailAlerts"
            checked={draft.notificationPreferences.emailAlerts}
            onChange={(checked) =>
              set('notificationPreferences', { ...draft.notificationPreferences, emailAlerts: checked })
            }
          />
          <SwitchField
            label="Safety updates"
            description="Changes to the safety scores of places you follow."
            name="safetyUpdates"
            checked={draft.notificationPreferences.safetyUpdates}
            onChange={(checked) =>
              set('notificationPreferences', { ...draft.notificationPreferences, safetyUpdates: checked })
            }
          />
          <SwitchField
            label="Marketing emails"
            description="News about SafeTrails features and offers."
            name="marketingEmails"
            checked={draft.notificationPreferences.marketingEmails}
            onChange={(checked) =>
              set('notificationPreferences', { ...draft.notificationPreferences, marketingEmails: checked })
            }
          />
        </div>
        {fieldErrors.notificationPreferences && <p className="field-error">{fieldErrors.notificationPreferences}</p>}
        <h3 className="form-subsection-title">Privacy</h3>
        <div className="switch-list">
          <SwitchField
            label="Share location"
            description="Use your location for nearby alerts."
            name="shareLocation"
            checked={draft.privacySettings.shareLocation}
            onChange={(checked) => set('privacySettings', { ...draft.privacySettings, shareLocation: checked })}
          />
          <SwitchField
            label="Share profile"
            description="Let other travellers in the community see your profile."
            name="shareProfile"
            checked={draft.privacySettings.shareProfile}
            onChange={(checked) => set('privacySettings', { ...draft.privacySettings, shareProfile: checked })}
          />
        </div>
        {fieldErrors.privacySettings && <p className="field-error">{fieldErrors.privacySettings}</p>}
      </section>

      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-large" disabled={isSaving}>
          {submitLabel(mode, isSaving)}
        </button>
      </div>
    </Form>
  );
}

function submitLabel(mode: SaveMode, isSaving: boolean): string {
  switch (mode) {
    case 'create':
      return isSaving ? 'Creating Profile...' : 'Create Profile';
    case 'update':
      return isSaving ? 'Updating Profile...' : 'Update Profile';
  }
}
