/**
 * What the two sign-up forms (landing modal, /waitlist page) share: one idempotency key per
 * submission attempt, field errors from a 400 shown next to the inputs, and the spec's toasts.
 */
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { JoinWaitlistResponse } from '@safetrails/contracts';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { sentence } from '@/lib/sentence';
import { readJoinFailure, useJoinWaitlist, type JoinFailure, type JoinWaitlistInput } from '../api/join-waitlist';
import { recordAction } from '@/lib/analytics/tracker';

interface ToastText {
  readonly title: string;
  readonly description?: string;
}

export interface JoinWaitlistFormOptions {
  /** What to say when the server cannot be reached, and when it fails for a reason we cannot name. */
  readonly failureToasts: { readonly network: ToastText; readonly unknown: ToastText };
  readonly onJoined: (joined: JoinWaitlistResponse, input: JoinWaitlistInput) => void;
}

export type FieldErrors = Partial<Record<keyof JoinWaitlistInput, string>>;

export function useJoinWaitlistForm({ failureToasts, onJoined }: JoinWaitlistFormOptions) {
  const mutation = useJoinWaitlist();
  const idempotencyKey = useIdempotencyKey();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = (input: JoinWaitlistInput) => {
    setFieldErrors({});
    mutation.mutate(
      { input, idempotencyKey: idempotencyKey.keyFor(input) },
      {
        onSuccess: (joined) => {
          idempotencyKey.reset();
          recordAction('waitlist-joined');
          toast.success('Successfully joined!', {
            description: "We'll notify you as soon as your beta access is ready.",
          });
          onJoined(joined, input);
        },
        onError: (error) => {
          const failure = readJoinFailure(error);
          if (failure.kind === 'invalid') setFieldErrors(toFieldErrors(failure.fieldErrors));
          showFailureToast(failure, failureToasts);
        },
      },
    );
  };

  /** Forget the last attempt, e.g. when the form is closed and opened again. */
  const reset = () => {
    mutation.reset();
    setFieldErrors({});
  };

  return { submit, reset, isSubmitting: mutation.isPending, fieldErrors };
}

function toFieldErrors(errors: readonly { field: string; message: string }[]): FieldErrors {
  const byField: Record<string, string> = {};
  // Keep the first message per field: the validator lists the most basic rule first.
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
}

function showFailureToast(failure: JoinFailure, failureToasts: JoinWaitlistFormOptions['failureToasts']): void {
  switch (failure.kind) {
    case 'already-registered':
      toast.info('Already on the waitlist!', {
        description: `Hi ${failure.name || 'there'}, this email is already registered for early access. We'll be in touch soon.`,
      });
      return;
    case 'invalid':
      toast.error('Please check the form', {
        description: failure.fieldErrors.map((error) => sentence(error.message)).join(' ') || failure.message,
      });
      return;
    case 'rate-limited':
      toast.error('Too many attempts', {
        description:
          failure.message ??
          'You have tried to join several times in a short while. Please wait a few minutes and try again.',
      });
      return;
    case 'network':
      toast.error(failureToasts.network.title, { description: failureToasts.network.description });
      return;
    case 'unknown':
      toast.error(failureToasts.unknown.title, { description: failureToasts.unknown.description });
      return;
  }
}
