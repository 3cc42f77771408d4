/**
 * The form kit's one submit cycle, for every form that sends something (the feedback hub's four
 * forms, the contribute dialogs, the alert form): check the draft with the form's rules, send it
 * with an idempotency key (a retried send is the same request), and on success reset the form,
 * count the action, thank the traveller and let the caller close or refresh. A contribution kept on
 * the device while offline is said so and treated as done. On failure keep what was typed, put the
 * server's field errors beside their fields (the 400 names them) and say what went wrong. The first
 * field in error takes the focus, so a keyboard or screen-reader user lands on what to fix.
 */
import { useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AnalyticsAction } from '@safetrails/contracts';
import { recordAction } from '@/lib/analytics/tracker';
import { fieldErrorsOf, type FieldErrors } from '@/lib/field-errors';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { toldQueuedOffline } from '@/lib/outbox/queued-toast';
import { toast } from '@/lib/toast';

export interface FormToast {
  readonly title: string;
  readonly description: string;
}

export interface FormSubmissionOptions<Draft, Request, Result, Variables = { input: Request; idempotencyKey: string }> {
  readonly initial: () => Draft;
  /** The form's own rules, checked before sending; the server's 400 names the fields it refuses. */
  readonly validate?: (draft: Draft) => FieldErrors;
  readonly toRequest: (draft: Draft) => Request;
  readonly mutation: UseMutationResult<Result, Error, Variables>;
  /** What the mutation is called with, when it is not `{ input, idempotencyKey }`. */
  readonly variables?: (input: Request, idempotencyKey: string) => Variables;
  /** Keep what was sent in the form after a success (a profile edited in place), instead of starting afresh. */
  readonly keepAfterSuccess?: boolean;
  /** What a success counts as in the usage figures, if it is one of the actions counted. */
  readonly action?: AnalyticsAction;
  readonly success: FormToast | ((result: Result) => FormToast);
  readonly failure: (error: Error) => FormToast;
  /** After a success, or once the send is kept on the device for later (result null): close, refresh. */
  readonly onDone?: (result: Result | null) => void;
  /** After a failure, once its messages are shown (a refused create refetches what exists). */
  readonly onFailure?: (error: Error) => void;
}

/** The draft's fields whose value is a `Value`. */
type FieldsOf<Draft, Value> = { [Key in keyof Draft]-?: Draft[Key] extends Value ? Key : never }[keyof Draft] & string;

type TextEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface FormSubmission<Draft> {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly draft: Draft;
  readonly errors: FieldErrors;
  readonly isSubmitting: boolean;
  readonly set: <Key extends keyof Draft>(key: Key, value: Draft[Key]) => void;
  /** Shows messages the form found itself (a choice it cannot send without). */
  readonly showErrors: (errors: FieldErrors) => void;
  readonly submit: () => void;
  /** Back to the start: the draft, the errors and the idempotency key (a dialog closed). */
  readonly reset: () => void;
  /** A text field's wiring (TextField, TextAreaField, an input): `<TextField {...form.text('title')} />`. */
  readonly text: <Key extends FieldsOf<Draft, string>>(
    key: Key,
  ) => { name: Key; value: string; onChange: (event: TextEvent) => void; error: string | undefined };
  /** A checkbox's or switch input's wiring: its name, whether it is checked, and its change. */
  readonly checkbox: <Key extends FieldsOf<Draft, boolean>>(
    key: Key,
  ) => { name: Key; checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  /** A SelectField's wiring: `<SelectField {...form.choice('severity')} options={…} />`. */
  readonly choice: <Key extends keyof Draft & string>(
    key: Key,
  ) => { name: Key; value: Draft[Key]; onChange: (value: Draft[Key] | null) => void; error: string | undefined };
}

export function useFormSubmission<Draft, Request, Result, Variables = { input: Request; idempotencyKey: string }>({
  initial,
  validate,
  toRequest,
  mutation,
  variables = (input, idempotencyKey) => ({ input, idempotencyKey }) as Variables,
  keepAfterSuccess = false,
  action,
  success,
  failure,
  onDone,
  onFailure,
}: FormSubmissionOptions<Draft, Request, Result, Variables>): FormSubmission<Draft> {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const idempotency = useIdempotencyKey();

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

  const reset = () => {
    idempotency.reset();
    setDraft(initial());
    setErrors({});
  };

  const submit = () => {
    if (mutation.isPending) return;
    const invalid = validate?.(draft) ?? {};
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }
    setErrors({});
    const input = toRequest(draft);
    mutation.mutate(variables(input, idempotency.keyFor(input)), {
      onSuccess: (result) => {
        if (keepAfterSuccess) idempotency.reset();
        else reset();
        if (action) recordAction(action);
        const { title, description } = typeof success === 'function' ? success(result) : success;
        toast.success(title, { description });
        onDone?.(result);
      },
      onError: (error) => {
        if (toldQueuedOffline(error)) {
          reset();
          onDone?.(null);
          return;
        }
        showErrors(fieldErrorsOf(error, intl));
        const { title, description } = failure(error);
        toast.error(title, { description });
        onFailure?.(error);
      },
    });
  };

  // The field's type is the binder's constraint: a text field's value is the input's text, and so on.
  const text = <Key extends FieldsOf<Draft, string>>(key: Key) => ({
    name: key,
    value: draft[key] as string,
    onChange: (event: TextEvent) => set(key, event.target.value as Draft[Key]),
    error: errors[key],
  });
  const checkbox = <Key extends FieldsOf<Draft, boolean>>(key: Key) => ({
    name: key,
    checked: draft[key] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.checked as Draft[Key]),
  });
  // A select offers "none" (null) only where it has a placeholder, which only optional fields have.
  const choice = <Key extends keyof Draft & string>(key: Key) => ({
    name: key,
    value: draft[key],
    onChange: (value: Draft[Key] | null) => set(key, value as Draft[Key]),
    error: errors[key],
  });

  return {
    formRef,
    draft,
    errors,
    isSubmitting: mutation.isPending,
    set,
    showErrors,
    submit,
    reset,
    text,
    checkbox,
    choice,
  };
}
