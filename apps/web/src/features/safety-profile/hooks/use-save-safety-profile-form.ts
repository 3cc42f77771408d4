/**
 * Saving the safety profile form with the spec's toasts (part 2 section 8): created or updated, or
 * the failure with the server's message (or "Something went wrong") and the fields it names. A create
 * refused because a profile exists (409) refetches it, which puts the form in update mode.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ApiError, NetworkError, isErrorResponse } from '@/lib/api-client';
import { fieldErrorsOf, type FieldErrors } from '@/lib/field-errors';
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

export function useSaveSafetyProfileForm(userId: string | null, mode: SaveMode) {
  const queryClient = useQueryClient();
  const mutation = useSaveSafetyProfile(userId ?? '');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const save = (draft: SafetyProfileDraft) => {
    if (!userId) {
      toast.error('User not authenticated');
      return;
    }
    setFieldErrors({});
    mutation.mutate(
      { mode, input: inputOf(draft) },
      {
        onSuccess: () => toast.success(TOASTS[mode].success, { description: TOASTS[mode].description }),
        onError: (error) => {
          setFieldErrors(fieldErrorsOf(error));
          toast.error(TOASTS[mode].failure, { description: failureMessage(error) });
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: safetyProfileKeys.of(userId) });
          }
        },
      },
    );
  };

  return { save, isSaving: mutation.isPending, fieldErrors };
}

function failureMessage(error: Error): string {
  if (error instanceof ApiError && isErrorResponse(error.body)) {
    const fields = error.body.errors ?? [];
    return fields.length > 0 ? fields.map(({ message }) => sentence(message)).join(' ') : sentence(error.body.message);
  }
  if (error instanceof NetworkError) return sentence(error.message);
  return 'Something went wrong';
}
