/**
 * The Profile tab: full name, the email from the sign-in provider (read-only), phone, emergency
 * contact and bio, saved with Update Profile. A refusal keeps what was typed and shows the server's
 * message beside each field it names.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledSection } from '@/components/ui/titled-section';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { Form } from '@/components/form/form';
import { useFormSubmission } from '@/components/form/use-form-submission';
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
  const form = useFormSubmission({
    initial: (): AccountDetailsInput => ({
      fullName: profile.fullName ?? '',
      phone: profile.phone ?? '',
      emergencyContact: profile.emergencyContact ?? '',
      bio: profile.bio ?? '',
    }),
    toRequest: (draft): AccountDetailsInput => ({
      fullName: draft.fullName.trim(),
      phone: draft.phone.trim(),
      emergencyContact: draft.emergencyContact.trim(),
      bio: draft.bio.trim(),
    }),
    mutation: useUpdateAccountDetails(userId),
    variables: (input) => input,
    keepAfterSuccess: true,
    success: {
      title: intl.formatMessage({ id: 'profile.details.saved', defaultMessage: 'Profile Updated' }),
      description: intl.formatMessage({
        id: 'profile.details.saved.text',
        defaultMessage: 'Your profile has been saved.',
      }),
    },
    failure: (error) => ({
      title: intl.formatMessage({ id: 'profile.updateFailed', defaultMessage: 'Update Failed' }),
      description:
        rateLimitedMessage(error, intl) ??
        intl.formatMessage({
          id: 'profile.details.failed',
          defaultMessage: 'There was an error updating your profile.',
        }),
    }),
  });

  return (
    <TitledSection
      look="tab"
      title={<FormattedMessage id="profile.details.title" defaultMessage="Profile Information" />}
      intro={
        <FormattedMessage
          id="profile.details.intro"
          defaultMessage="How SafeTrails addresses you, and who to contact if something goes wrong on a trip."
        />
      }
    >
      <Form submission={form}>
        <div className="form-grid">
          <TextField
            label={intl.formatMessage({ id: 'profile.details.fullName', defaultMessage: 'Full name' })}
            autoComplete="name"
            maxLength={ACCOUNT_DETAILS_MAX_LENGTH.fullName}
            {...form.text('fullName')}
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
            autoComplete="tel"
            inputMode="tel"
            placeholder={PHONE_EXAMPLE}
            maxLength={ACCOUNT_DETAILS_MAX_LENGTH.phone}
            {...form.text('phone')}
          />
          <TextField
            label={intl.formatMessage({ id: 'profile.details.emergencyContact', defaultMessage: 'Emergency contact' })}
            placeholder={intl.formatMessage({
              id: 'profile.details.emergencyContact.placeholder',
              defaultMessage: 'Name and phone number',
            })}
            maxLength={ACCOUNT_DETAILS_MAX_LENGTH.emergencyContact}
            {...form.text('emergencyContact')}
          />
        </div>
        <TextAreaField
          label={intl.formatMessage({ id: 'profile.details.bio', defaultMessage: 'Bio' })}
          rows={4}
          placeholder={intl.formatMessage({
            id: 'profile.details.bio.placeholder',
            defaultMessage: 'A few words about how you like to travel',
          })}
          maxLength={ACCOUNT_DETAILS_MAX_LENGTH.bio}
          {...form.text('bio')}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={form.isSubmitting}>
            {intl.formatMessage(
              {
                id: 'profile.details.submit',
                defaultMessage: '{busy, select, yes {Updating...} other {Update Profile}}',
              },
              { busy: form.isSubmitting ? 'yes' : 'no' },
            )}
          </button>
        </div>
      </Form>
    </TitledSection>
  );
}
