/**
 * Saving the safety profile form with the spec's toasts (part 2 section 8): created or updated, or
 * the failure with the server's message (or "Something went wrong") and the fields it names. A create
 * refused because a profile exists (409) refetches it, which puts the form in update mode.
 */
import { useIntl, type IntlShape } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useFormSubmission, type FormSubmission } from '@/components/form/use-form-submission';
import { toast } from '@/lib/toast';
import { ApiError, isErrorResponse } from '@/lib/api-client';
import { errorText, fieldErrorText } from '@/lib/error-words';
import { sentence } from '@/lib/sentence';
import { safetyProfileKeys } from '../api/get-safety-profile';
import { useSaveSafetyProfile, type SaveMode } from '../api/save-safety-profile';
import { inputOf, type SafetyProfileDraft } from '../lib/safety-profile-draft';

function toasts(intl: IntlShape, mode: SaveMode): { success: string; description: string; failure: string } {
  return {
    success: intl.formatMessage(
      { id: 'safetyProfile.saved', defaultMessage: '{mode, select, create {Profile created} other {Profile updated}}' },
      { mode },
    ),
    description: intl.formatMessage(
      {
        id: 'safetyProfile.saved.text',
        defaultMessage:
          '{mode, select, create {Your safety profile has been created successfully} other {Your safety profile has been updated successfully}}',
      },
      { mode },
    ),
    failure: intl.formatMessage(
      {
        id: 'safetyProfile.failed',
        defaultMessage: '{mode, select, create {Failed to create profile} other {Failed to update profile}}',
      },
      { mode },
    ),
  };
}

export function useSaveSafetyProfileForm(
  userId: string | null,
  mode: SaveMode,
  initial: SafetyProfileDraft,
): FormSubmission<SafetyProfileDraft> {
  const intl = useIntl();
  const words = toasts(intl, mode);
  const queryClient = useQueryClient();
  const form = useFormSubmission({
    initial: () => initial,
    toRequest: inputOf,
    mutation: useSaveSafetyProfile(userId ?? ''),
    variables: (input) => ({ mode, input }),
    // The saved profile stays in the form (the answer becomes the cached copy, which flips the mode).
    keepAfterSuccess: true,
    success: { title: words.success, description: words.description },
    failure: (error) => ({ title: words.failure, description: failureMessage(intl, error) }),
    onFailure: (error) => {
      if (userId && error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: safetyProfileKeys.of(userId) });
      }
    },
  });
  const submit = () => {
    if (userId) form.submit();
    else toast.error(intl.formatMessage({ id: 'safetyProfile.signedOut', defaultMessage: 'User not authenticated' }));
  };
  return { ...form, submit };
}

/** The fields the server names, each said in her language, else what the refusal means. */
function failureMessage(intl: IntlShape, error: Error): string {
  const fields = error instanceof ApiError && isErrorResponse(error.body) ? (error.body.errors ?? []) : [];
  if (fields.length > 0) return fields.map((field) => sentence(fieldErrorText(intl, field))).join(' ');
  return sentence(errorText(intl, error));
}
