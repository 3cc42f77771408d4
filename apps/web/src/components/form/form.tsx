/** The form kit's form element: no browser bubbles (the kit shows its own messages), submit through the kit. */
import type { ReactNode } from 'react';
import type { FormSubmission } from './use-form-submission';

interface FormProps {
  readonly submission: Pick<FormSubmission<unknown>, 'formRef' | 'submit'>;
  readonly labelledBy?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

export function Form({ submission, labelledBy, className = 'form', children }: FormProps) {
  return (
    <form
      ref={submission.formRef}
      className={className}
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        submission.submit();
      }}
    >
      {children}
    </form>
  );
}
