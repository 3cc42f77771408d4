/**
 * The Profile tab: full name, the email from the sign-in provider (read-only), phone, emergency
 * contact and bio, saved with Update Profile. A refusal keeps what was typed and shows the server's
 * message beside each field it names.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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

/** A number in the international form, the same in every language (Ofcom's range for drama). */
const PHONE_EXAMPLE = '+44 20 7946 0958';

interface ProfileDetailsTabProps {
  readonly userId: string;
  readonly email: string | null;
  readonly profile: AccountProfile;
}

export function ProfileDetailsTab({ userId, email, profile }: ProfileDetailsTabProps) {
  const intl = useIntl();
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
        toast.success(intl.formatMessage({ id: 'profile.details.saved', defaultMessage: 'Profile Updated' }), {
          description: intl.formatMessage({
            id: 'profile.details.saved.text',
            defaultMessage: 'Your profile has been saved.',
          }),
        });
      },
      onError: (error) => {
        setFieldErrors(fieldErrorsOf(error, intl));
        toast.error(intl.formatMessage({ id: 'profile.updateFailed', defaultMessage: 'Update Failed' }), {
          description:
            rateLimitedMessage(error, intl) ??
            intl.formatMessage({
              id: 'profile.details.failed',
              defaultMessage: 'There was an error updating your profile.',
            }),
        });
      },
    });
  };

  return (
    <section aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="tab-title">
        <FormattedMessage id="profile.details.title" defaultMessage="Profile Information" />
      </h2>
      <p className="tab-intro">
        <FormattedMessage
          id="profile.details.intro"
          defaultMessage="How SafeTrails addresses you, and who to contact if something goes wrong on a trip."
        />
      </p>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="form-grid">
          <TextField
            label={intl.formatMessage({ id: 'profile.details.fullName', defaultMessage: 'Full name' })}
            name="fullName"
            autoComplete="name"
            maxLength={ACCOUNT_DETAILS_MAX_LENGTH.fullName}
            value={values.fullName}
            onChange={(event) => set('fullName')(event.target.value)}
            error={fieldErrors.fullName}
          />
          <TextField
            label={intl.formatMessage({ id: 'profile.details.email', defaultMessage: 'Email' })}
            note={intl.formatMessage({
              id: 'profile.details.email.note',
              defaultMessage: 'from your sign-in provider',
            })}
            type="email"
            name="email"
            readOnly
            value={email ?? ''}
            placeholder={intl.formatMessage({
              id: 'profile.details.email.none',
              defaultMessage: 'Not shared by your sign-in provider',
            })}
          />
          <TextField
            label={intl.formatMessage({ id: 'profile.details.phone', defaultMessage: 'Phone number' })}
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            placeholder={PHONE_EXAMPLE}
            maxLength={ACCOUNT_DETAILS_MAX_LENGTH.phone}
            value={values.phone}
            onChange={(event) => set('phone')(event.target.value)}
            error={fieldErrors.phone}
          />
          <TextField
            label={intl.formatMessage({ id: 'profile.details.emergencyContact', defaultMessage: 'Emergency contact' })}
            name="emergencyContact"
            placeholder={intl.formatMessage({
              id: 'profile.details.emergencyContact.placeholder',
              defaultMessage: 'Name and phone number',
            })}
            maxLength={ACCOUNT_DETAILS_MAX_LENGTH.emergencyContact}
            value={values.emergencyContact}
            onChange={(event) => set('emergencyContact')(event.target.value)}
            error={fieldErrors.emergencyContact}
          />
        </div>
        <TextAreaField
          label={intl.formatMessage({ id: 'profile.details.bio', defaultMessage: 'Bio' })}
          name="bio"
          rows={4}
          placeholder={intl.formatMessage({
            id: 'profile.details.bio.placeholder',
            defaultMessage: 'A few words about how you like to travel',
          })}
          maxLength={ACCOUNT_DETAILS_MAX_LENGTH.bio}
          value={values.bio}
          onChange={(event) => set('bio')(event.target.value)}
          error={fieldErrors.bio}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {intl.formatMessage(
              {
                id: 'profile.details.submit',
                defaultMessage: '{busy, select, yes {Updating...} other {Update Profile}}',
              },
              { busy: mutation.isPending ? 'yes' : 'no' },
            )}
          </button>
        </div>
      </form>
    </section>
  );
}
