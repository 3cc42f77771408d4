/**
 * What the two sign-up forms (landing modal, /waitlist page) share: one idempotency key per
 * submission attempt, field errors from a 400 shown next to the inputs, and the spec's toasts.
 */
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { toast } from '@/lib/toast';
import type { FieldError, JoinWaitlistResponse } from '@safetrails/contracts';
import { fieldErrorText, rateLimitedText } from '@/lib/error-words';
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
  const intl = useIntl();
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
          toast.success(intl.formatMessage({ id: 'joinWaitlist.joined', defaultMessage: 'Successfully joined!' }), {
            description: intl.formatMessage({
              id: 'joinWaitlist.joined.text',
              defaultMessage: "We'll notify you as soon as your beta access is ready.",
            }),
          });
          onJoined(joined, input);
        },
        onError: (error) => {
          const failure = readJoinFailure(error);
          if (failure.kind === 'invalid') setFieldErrors(toFieldErrors(intl, failure.fieldErrors));
          showFailureToast(intl, failure, failureToasts);
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

function toFieldErrors(intl: IntlShape, errors: readonly FieldError[]): FieldErrors {
  const byField: Record<string, string> = {};
  // Keep the first message per field: the validator lists the most basic rule first.
  for (const error of errors) byField[error.field] ??= fieldErrorText(intl, error);
  return byField;
}

function showFailureToast(
  intl: IntlShape,
  failure: JoinFailure,
  failureToasts: JoinWaitlistFormOptions['failureToasts'],
): void {
  switch (failure.kind) {
    case 'already-registered':
      toast.info(intl.formatMessage({ id: 'joinWaitlist.already', defaultMessage: 'Already on the waitlist!' }), {
        description: intl.formatMessage(
          {
            id: 'joinWaitlist.already.text',
            defaultMessage:
              "{name, select, none {Hi there, this email is already registered for early access. We'll be in touch soon.} other {Hi {name}, this email is already registered for early access. We'll be in touch soon.}}",
          },
          { name: failure.name || 'none' },
        ),
      });
      return;
    case 'invalid':
      toast.error(intl.formatMessage({ id: 'joinWaitlist.invalid', defaultMessage: 'Please check the form' }), {
        description:
          failure.fieldErrors.map((error) => sentence(fieldErrorText(intl, error))).join(' ') ||
          (intl.locale === 'en' ? failure.message : undefined),
      });
      return;
    case 'rate-limited':
      toast.error(intl.formatMessage({ id: 'joinWaitlist.tooMany', defaultMessage: 'Too many attempts' }), {
        description: rateLimitedText(intl, null, failure.message ?? null),
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
