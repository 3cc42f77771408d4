/**
 * One submit cycle for each feedback-hub form (spec part 2 section 4): check the draft with the
 * spec's rules, send it, and on success reset the form and thank the visitor; on failure keep what
 * was typed, put the server's field errors beside their fields and say what went wrong. The first
 * field in error takes the focus, so a keyboard or screen-reader user lands on what to fix.
 */
import { useRef, useState, type RefObject } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import type { FieldErrors } from '../lib/feedback-forms';
import { recordAction } from '@/lib/analytics/tracker';

interface Toast {
  readonly title: string;
  readonly description: string;
}

interface FormSubmissionOptions<Draft, Request> {
  readonly initial: () => Draft;
  readonly validate: (draft: Draft) => FieldErrors;
  readonly toRequest: (draft: Draft) => Request;
  readonly mutation: UseMutationResult<unknown, Error, { input: Request; idempotencyKey: string }>;
  readonly success: Toast;
  readonly failure: (error: Error) => Toast;
}

export interface FormSubmission<Draft> {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly draft: Draft;
  readonly errors: FieldErrors;
  readonly isSubmitting: boolean;
  readonly set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) => void;
  readonly submit: () => void;
}

export function useFormSubmission<Draft, Request>({
  initial,
  validate,
  toRequest,
  mutation,
  success,
  failure,
}: FormSubmissionOptions<Draft, Request>): FormSubmission<Draft> {
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { keyFor, reset } = useIdempotencyKey();

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    // After React has drawn the messages and aria-invalid.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    // A corrected field stops showing its old message; the others keep theirs until the next submit.
    setErrors((previous) => {
      if (!(key in previous)) return previous;
      const { [key as string]: _fixed, ...rest } = previous;
      return rest;
    });
  };

  const submit = () => {
    if (mutation.isPending) return;
    const invalid = validate(draft);
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }
    setErrors({});
    const input = toRequest(draft);
    mutation.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: () => {
          reset();
          recordAction('send-feedback');
          setDraft(initial());
          toast.success(success.title, { description: success.description });
        },
        onError: (error) => {
          showErrors(fieldErrorsOf(error));
          const { title, description } = failure(error);
          toast.error(title, { description });
        },
      },
    );
  };

  return { formRef, draft, errors, isSubmitting: mutation.isPending, set, submit };
}
