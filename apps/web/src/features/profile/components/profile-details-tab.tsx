/**
 * The Profile tab: full name, the email from the sign-in provider (read-only), phone, emergency
 * contact and bio, saved with Update Profile. A refusal keeps what was typed and shows the server's
 * message beside each field it names.
 */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { fieldErrorsOf, type FieldErrors } from '@/lib/field-errors';
import type { AccountProfile } from '../api/get-account-profile';
import {
  ACCOUNT_DETAILS_MAX_LENGTH,
  useUpdateAccountDetails,
  type AccountDetailsInput,
} from '../api/update-account-details';
import { rateLimitedMessage } from '@/lib/rate-limited';

interface ProfileDetailsTabProps {
  readonly userId: string;
  readonly email: string | null;
  readonly profile: AccountProfile;
}

export function ProfileDetailsTab({ userId, email, profile }: ProfileDetailsTabProps) {
  const [values, setValues] = useState<AccountDetailsInput>(() => ({
    fullName: profile.fullName ?? '',
    phone: profile.phone ?? '',
    emergencyContact: profile.emergencyContact ?? '',
    bio: profile.bio ?? '',
  }));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const mutation = useUpdateAccountDetails(userId);

  const set = (field: keyof AccountDetailsInput) => (value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const submit = () => {
    setFieldErrors({});
    const input: AccountDetailsInput = {
      fullName: values.fullName.trim(),
      phone: values.phone.trim(),
      emergencyContact: values.emergencyContact.trim(),
      bio: values.bio.trim(),
    };
    mutation.mutate(input, {
      onSuccess: () => {
        setValues(input);
        toast.success('Profile Updated', { description: 'Your profile has been saved.' });
      },
      onError: (error) => {
        setFieldErrors(fieldErrorsOf(error));
        toast.error('Update Failed', {
          description: rateLimitedMessage(error) ?? 'There was an error updating your profile.',
        });
      },
    });
  };

  return (
    <section aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="tab-title">
        Profile Information
      </h2>
      <p className="tab-intro">How SafeTrails addresses you, and who to contact if something goes wrong on a trip.</p>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="form-grid">
          <TextField
            label="Full name"
            name="fullName"
            autoComplete="name"
            maxLength={ACCOUNT_DETAILS_MAX_LENGTH.fullName}
            value={values.fullName}
            onChange={(event) => set('fullName')(event.target.value)}
            error={fieldErrors.fullName}
          />
          <TextField
            label="Email"
            note="from your sign-in provider"
            type="email"
            name="email"
            readOnly
            value={email ?? ''}
            placeholder="Not shared by your sign-in provider"
          />
          <TextField
            label="Phone number"
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+44 20 7946 0958"
            maxLength={ACCOUNT_DETAILS_MAX_LENGTH.phone}
            value={values.phone}
            onChange={(event) => set('phone')(event.target.value)}
            error={fieldErrors.phone}
          />
          <TextField
            label="Emergency contact"
            name="emergencyContact"
            placeholder="Name and phone number"
            maxLength={ACCOUNT_DETAILS_MAX_LENGTH.emergencyContact}
            value={values.emergencyContact}
            onChange={(event) => set('emergencyContact')(event.target.value)}
            error={fieldErrors.emergencyContact}
          />
        </div>
        <TextAreaField
          label="Bio"
          name="bio"
          rows={4}
          placeholder="A few words about how you like to travel"
          maxLength={ACCOUNT_DETAILS_MAX_LENGTH.bio}
          value={values.bio}
          onChange={(event) => set('bio')(event.target.value)}
          error={fieldErrors.bio}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Updating...' : 'Update Profile'}
          </button>
        </div>
      </form>
    </section>
  );
}
