/**
 * Saving the safety profile form with the spec's toasts (part 2 section 8): created or updated, or
 * the failure with the server's message (or "Something went wrong") and the fields it names. A create
 * refused because a profile exists (409) refetches it, which puts the form in update mode.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useFormSubmission, type FormSubmission } from '@/components/form/use-form-submission';
import { toast } from '@/lib/toast';
import { ApiError, NetworkError, isErrorResponse } from '@/lib/api-client';
import { sentence } from '@/lib/sentence';
import { safetyProfileKeys } from '../api/get-safety-profile';
import { useSaveSafetyProfile, type SaveMode } from '../api/save-safety-profile';
import { inputOf, type SafetyProfileDraft } from '../lib/safety-profile-draft';

const TOASTS: Readonly<Record<SaveMode, { success: string; description: string; failure: string }>> = {
  create: {
    success: 'Profile created',
    description: 'Your safety profile has been created successfully',
    failure: 'Failed to create profile',
  },
  update: {
    success: 'Profile updated',
    description: 'Your safety profile has been updated successfully',
    failure: 'Failed to update profile',
  },
};

export function useSaveSafetyProfileForm(
  userId: string | null,
  mode: SaveMode,
  initial: SafetyProfileDraft,
): FormSubmission<SafetyProfileDraft> {
  const queryClient = useQueryClient();
  const form = useFormSubmission({
    initial: () => initial,
    toRequest: inputOf,
    mutation: useSaveSafetyProfile(userId ?? ''),
    variables: (input) => ({ mode, input }),
    // The saved profile stays in the form (the answer becomes the cached copy, which flips the mode).
    keepAfterSuccess: true,
    success: { title: TOASTS[mode].success, description: TOASTS[mode].description },
    failure: (error) => ({ title: TOASTS[mode].failure, description: failureMessage(error) }),
    onFailure: (error) => {
      if (userId && error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: safetyProfileKeys.of(userId) });
      }
    },
  });
  const submit = () => {
    if (userId) form.submit();
    else toast.error('User not authenticated');
  };
  return { ...form, submit };
}

function failureMessage(error: Error): string {
  if (error instanceof ApiError && isErrorResponse(error.body)) {
    const fields = error.body.errors ?? [];
    return fields.length > 0 ? fields.map(({ message }) => sentence(message)).join(' ') : sentence(error.body.message);
  }
  if (error instanceof NetworkError) return sentence(error.message);
  return 'Something went wrong';
}
